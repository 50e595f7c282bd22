import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Paginator } from '../../../ui/table/Paginator';
import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLang } from '../../../app/AppActorsContext';
import { useUnreadMessages } from '../../../app/header/UnreadMessagesProvider';
import { PAGE_SIZES } from '../../../domain/envelope';
import { formatDateTime } from '../../../domain/format';
import { pick } from '../../../domain/lang';
import { messageLink, type MessageLinkKind } from '../../../domain/shipping/messageLinks';
import type { UserMessage } from '../../../domain/shipping/types';
import {
  selectCanMarkAll,
  selectCanOpen,
  selectCurrent,
  selectIsListLoading,
  selectIsMarkingAll,
  selectListFailed,
  selectOpened,
  selectPage,
  selectSize,
} from '../../../machines/messages.selectors';
import { pagerTemplate } from '../../../ui/pagerTemplate';
import { EnterpriseOnly } from '../EnterpriseOnly';
import { useMessagesScreen } from './useMessagesScreen';
import '../shippingScreens.css';
import './messages.css';

/** The label of a message's link, by what it opens (the mail's button says the same). */
const LINK_LABEL = {
  booking: 'messages.toBooking',
  bills: 'messages.toBills',
  commissions: 'messages.toCommissions',
  newBooking: 'messages.toNewBooking',
  account: 'messages.toAccount',
  dnd: 'messages.toDnd',
} as const satisfies Record<MessageLinkKind, string>;

/**
 * My messages (/myMessage): the notices the system sends the enterprise (its bookings, bills, rail
 * commissions, containers' free time, the account's review), newest first. Unread ones are marked;
 * opening one shows its text and a link to its record and marks it read; "mark all read" marks
 * every unread one in one call.
 */
export default function MessagesPage() {
  return (
    <EnterpriseOnly menu="menu.myBooking" titleId="messages.title">
      <MessagesScreen />
    </EnterpriseOnly>
  );
}

function MessagesScreen() {
  const intl = useIntl();
  const lang = useLang();
  const screen = useMessagesScreen();
  const page = useSelector(screen, selectPage);
  const current = useSelector(screen, selectCurrent);
  const size = useSelector(screen, selectSize);
  const opened = useSelector(screen, selectOpened);
  const loading = useSelector(screen, selectIsListLoading);
  const failed = useSelector(screen, selectListFailed);
  const canMarkAll = useSelector(screen, selectCanMarkAll);
  const markingAll = useSelector(screen, selectIsMarkingAll);
  const canOpen = useSelector(screen, selectCanOpen);
  // The header's count (all pages) tells the chart whether "mark all read" has anything to do.
  const unreadMessages = useUnreadMessages();
  const unread = useSyncExternalStore(unreadMessages.subscribe, unreadMessages.count);
  useEffect(() => screen.send({ type: 'unread.changed', unread }), [screen, unread]);
  const pager = pagerTemplate(intl);
  pager.CurrentPageReport = (options: { totalRecords: number }) => (
    <span className="p-paginator-current">{intl.formatMessage({ id: 'messages.total' }, { total: options.totalRecords })}</span>
  );

  const item = (message: UserMessage) => {
    const open = opened === message.uuid;
    const link = messageLink(message);
    const bodyId = `message-body-${message.uuid}`;
    return (
      <li key={message.uuid} className={`message-item${message.read ? '' : ' message-item--unread'}${open ? ' message-item--open' : ''}`}>
        <button
          type="button"
          className="message-item__head"
          aria-expanded={open}
          aria-controls={bodyId}
          disabled={!canOpen}
          onClick={() => screen.send({ type: 'message.toggle', message })}
        >
          <span className={`shipping-tag ${message.read ? 'shipping-tag--muted' : 'shipping-tag--unread'}`}>
            <FormattedMessage id={message.read ? 'messages.readTag' : 'messages.unreadTag'} />
          </span>
          <span className="message-item__type">
            <FormattedMessage id={`messages.type.${message.type}`} />
          </span>
          <span className="message-item__title">{pick(message.title, lang)}</span>
          <time className="message-item__time" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt)}
          </time>
          <i className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
        </button>
        {open && (
          <div id={bodyId} className="message-item__body">
            <p>{pick(message.body, lang)}</p>
            <p className="message-item__links">
              {message.bookingNo && (
                <span className="shipping-screen__muted">
                  <FormattedMessage id="messages.booking" values={{ bookingNo: message.bookingNo }} />
                </span>
              )}
              <Link href={link.path} className="message-item__link">
                <i className="pi pi-arrow-right" aria-hidden="true" /> <FormattedMessage id={LINK_LABEL[link.kind]} />
              </Link>
            </p>
          </div>
        )}
      </li>
    );
  };

  return (
    <section className="shipping-screen messages-page" aria-labelledby="messages-title" aria-busy={loading}>
      <header className="shipping-screen__head">
        <div>
          <h1 id="messages-title" className="shipping-screen__title">
            <FormattedMessage id="messages.title" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="messages.intro" />
          </p>
        </div>
        <Button
          type="button"
          outlined
          icon="pi pi-check-square"
          label={intl.formatMessage({ id: 'messages.markAll' })}
          disabled={!canMarkAll}
          loading={markingAll}
          onClick={() => screen.send({ type: 'messages.markAll' })}
        />
      </header>

      {failed ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="messages.loadFailed" />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'messages.retry' })}
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
              <i className="pi pi-inbox" aria-hidden="true" /> <FormattedMessage id="messages.empty" />
            </p>
          )}
          {page && page.records.length > 0 && (
            <ul className={`messages-page__list${loading ? ' messages-page__list--loading' : ''}`} aria-label={intl.formatMessage({ id: 'messages.title' })}>
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
