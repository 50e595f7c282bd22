import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useUnreadMessages } from '../../app/header/UnreadMessagesProvider';
import { PAGE_SIZES } from '../../domain/envelope';
import { formatDateTime } from '../../domain/format';
import type { PassengerMessage } from '../../domain/notifications';
import {
  selectCanAct,
  selectCanMarkAll,
  selectCurrent,
  selectIsListLoading,
  selectIsMarkingAll,
  selectListFailed,
  selectPage,
  selectSize,
  selectUnreadOnly,
} from '../../machines/passengerMessages.selectors';
import { Paginator } from '../../ui/table/Paginator';
import { pagerTemplate } from '../../ui/pagerTemplate';
import { orderHref, usePassengerMessagesScreen } from './usePassengerMessagesScreen';
import '../shipping/shippingScreens.css';
import '../shipping/messages/messages.css';
import './passengerMessages.css';

/**
 * The passenger's message centre (/messages): what the portal told them about their ferry orders,
 * newest first, all or only the unread ones. Unread ones are marked; a message's order number
 * opens the order (marking it read); "mark all read" marks every unread one in one call.
 */
export default function PassengerMessagesPage() {
  const intl = useIntl();
  const screen = usePassengerMessagesScreen();
  const page = useSelector(screen, selectPage);
  const current = useSelector(screen, selectCurrent);
  const size = useSelector(screen, selectSize);
  const unreadOnly = useSelector(screen, selectUnreadOnly);
  const loading = useSelector(screen, selectIsListLoading);
  const failed = useSelector(screen, selectListFailed);
  const canMarkAll = useSelector(screen, selectCanMarkAll);
  const markingAll = useSelector(screen, selectIsMarkingAll);
  const canAct = useSelector(screen, selectCanAct);
  // The header's count (all pages) tells the chart whether "mark all read" has anything to do.
  const unreadMessages = useUnreadMessages('passenger');
  const unread = useSyncExternalStore(unreadMessages.subscribe, unreadMessages.count);
  useEffect(() => screen.send({ type: 'unread.changed', unread }), [screen, unread]);
  const pager = pagerTemplate(intl);
  pager.CurrentPageReport = (options: { totalRecords: number }) => (
    <span className="p-paginator-current">{intl.formatMessage({ id: 'passengerMessages.total' }, { total: options.totalRecords })}</span>
  );

  const item = (message: PassengerMessage) => {
    const open = (event: MouseEvent) => {
      // A plain click goes through the chart (marked read first); other clicks open a tab as links do.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (canAct) screen.send({ type: 'message.open', message });
    };
    return (
      <li key={message.uuid} className={`message-item passenger-message${message.read ? '' : ' message-item--unread'}`}>
        <div className="passenger-message__head">
          {/* the tag's text tells screen readers too */}
          <span className={`shipping-tag ${message.read ? 'shipping-tag--muted' : 'shipping-tag--unread'}`}>
            <FormattedMessage id={message.read ? 'passengerMessages.readTag' : 'passengerMessages.unreadTag'} />
          </span>
          <span className="message-item__title">
            <FormattedMessage id={`passengerMessages.kind.${message.kind}`} />
          </span>
          <time className="message-item__time" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt)}
          </time>
        </div>
        <div className="passenger-message__body">
          {message.orderNo && message.orderUuid && (
            <p>
              <FormattedMessage id="passengerMessages.order" />
              <Link href={orderHref(message.orderUuid)} className="passenger-message__order" onClick={open}>
                {message.orderNo}
              </Link>
            </p>
          )}
          {message.reason && (
            <p className="passenger-message__reason">
              <FormattedMessage id="passengerMessages.reason" values={{ reason: message.reason }} />
            </p>
          )}
        </div>
      </li>
    );
  };

  return (
    <section className="page passenger-messages-page" aria-labelledby="passenger-messages-title" aria-busy={loading}>
      <header className="passenger-messages-page__head">
        <div>
          <h1 id="passenger-messages-title" className="passenger-messages-page__title">
            <FormattedMessage id="passengerMessages.title" />
          </h1>
          <p className="passenger-messages-page__intro">
            <FormattedMessage id="passengerMessages.intro" />
          </p>
        </div>
        <div className="passenger-messages-page__tools">
          <span className="passenger-messages-page__filter">
            <Checkbox
              inputId="passenger-messages-unread-only"
              checked={unreadOnly}
              disabled={!canAct}
              onChange={(event) => screen.send({ type: 'filter.change', unreadOnly: event.checked === true })}
            />
            <label htmlFor="passenger-messages-unread-only">
              <FormattedMessage id="passengerMessages.unreadOnly" />
            </label>
          </span>
          <Button
            type="button"
            outlined
            icon="pi pi-check-square"
            label={intl.formatMessage({ id: 'passengerMessages.markAll' })}
            disabled={!canMarkAll}
            loading={markingAll}
            onClick={() => screen.send({ type: 'messages.markAll' })}
          />
        </div>
      </header>

      {failed ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="passengerMessages.loadFailed" />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'passengerMessages.retry' })}
            onClick={() => screen.send({ type: 'list.retry' })}
          />
        </div>
      ) : (
        <div className="messages-page__list-wrap">
          {loading && !page && (
            <p className="messages-page__state" role="status">
              <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="app.loading" />
            </p>
          )}
          {page && page.records.length === 0 && (
            <p className="messages-page__state">
              <i className="pi pi-inbox" aria-hidden="true" />{' '}
              <FormattedMessage id={unreadOnly ? 'passengerMessages.emptyUnread' : 'passengerMessages.empty'} />
            </p>
          )}
          {page && page.records.length > 0 && (
            <ul
              className={`messages-page__list${loading ? ' messages-page__list--loading' : ''}`}
              aria-label={intl.formatMessage({ id: 'passengerMessages.title' })}
            >
              {page.records.map(item)}
            </ul>
          )}
          {page && page.total > 0 && (
            <Paginator
              first={(current - 1) * size}
              rows={size}
              totalRecords={page.total}
              rowsPerPageOptions={[...PAGE_SIZES]}
              template={pager}
              onPageChange={(event) => screen.send({ type: 'page.change', current: event.page + 1, size: event.rows })}
            />
          )}
        </div>
      )}
    </section>
  );
}
