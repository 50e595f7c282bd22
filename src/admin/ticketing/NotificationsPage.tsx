import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import { formatDateTime } from '../../domain/format';
import type { NotificationKind, NotificationStatus, UndeliveredNotification } from '../../domain/notifications';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import './ticketingAdmin.css';

/** Each kind of notification as the clerk reads it. */
const KIND: Record<NotificationKind, AdminMessageId> = {
  'order.submitted': 'admin.notifications.kind.order.submitted',
  'order.paid': 'admin.notifications.kind.order.paid',
  'order.offlineClaimed': 'admin.notifications.kind.order.offlineClaimed',
  'order.transferRejected': 'admin.notifications.kind.order.transferRejected',
  'order.expired': 'admin.notifications.kind.order.expired',
  'order.voided': 'admin.notifications.kind.order.voided',
  'order.rescheduled': 'admin.notifications.kind.order.rescheduled',
  'order.changed': 'admin.notifications.kind.order.changed',
  'order.checkInReminder': 'admin.notifications.kind.order.checkInReminder',
  'refund.applied': 'admin.notifications.kind.refund.applied',
  'refund.approved': 'admin.notifications.kind.refund.approved',
  'refund.rejected': 'admin.notifications.kind.refund.rejected',
  'refund.paidOut': 'admin.notifications.kind.refund.paidOut',
  'shipping.message': 'admin.notifications.kind.shipping.message',
};

const STATUS: Record<NotificationStatus, AdminMessageId> = {
  FAILED: 'admin.notifications.status.FAILED',
  PENDING: 'admin.notifications.status.PENDING',
  SENT: 'admin.notifications.status.SENT',
};

const LANG: Record<UndeliveredNotification['lang'], AdminMessageId> = {
  zh: 'admin.notifications.lang.zh',
  jp: 'admin.notifications.lang.jp',
};

/** Newest first, whatever order the answer came in. */
const newestFirst = (items: UndeliveredNotification[]) => [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** A resend the server refused: to whom, and the server's own words. */
interface Refusal {
  address: string;
  message: string;
}

/**
 * Notifications that did not reach the passenger, for the ticketing clerk and the administrator:
 * what each was, to whom, why the mail server refused it, and (once the worker gave up) sending
 * it again.
 */
export default function NotificationsPage() {
  const intl = useIntl();
  const [list, reload] = useConsoleLoaded((services, signal) => services.notificationsStaff.undelivered({ signal }), 'undelivered');
  // Kept by the page: the list reloads after a refusal, and the row goes with it.
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  return (
    <section className="admin-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="admin-page__title">
        <FormattedMessage id="admin.notifications.title" />
      </h1>
      {refusal && (
        <p className="admin-error" role="alert" data-testid="resend-refusal">
          <FormattedMessage id="admin.notifications.resendRefused" values={{ address: refusal.address, message: refusal.message }} />
        </p>
      )}
      {list.status === 'loading' && <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {list.status === 'failed' && (
        <div className="admin-panel">
          <p className="admin-error" role="alert">
            <FormattedMessage id="admin.notifications.loadFailed" />
          </p>
          <Button type="button" icon="pi pi-refresh" label={intl.formatMessage({ id: 'admin.notifications.reload' })} onClick={reload} />
        </div>
      )}
      {list.status === 'ready' &&
        (list.data.length === 0 ? (
          <p>
            <FormattedMessage id="admin.notifications.empty" />
          </p>
        ) : (
          <ul className="money-back__list">
            {newestFirst(list.data).map((item) => (
              <NotificationRow
                key={item.uuid}
                item={item}
                onResent={() => {
                  setRefusal(null);
                  reload();
                }}
                onRefused={(message) => {
                  setRefusal({ address: item.toAddress, message });
                  reload();
                }}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

function NotificationRow({ item, onResent, onRefused }: { item: UndeliveredNotification; onResent(): void; onRefused(message: string): void }) {
  const intl = useIntl();
  const { notificationsStaff } = useConsoleServices();
  const resend = useFormSubmit((uuid: string) => notificationsStaff.resend(uuid), {
    succeeded: onResent,
    failed: (error) => onRefused(error instanceof Error ? error.message : String(error)),
  });
  const resending = useSelector(resend, selectIsSubmitting);
  return (
    <li className="money-back__item" data-testid="notification-item" data-uuid={item.uuid}>
      <dl className="money-back__facts">
        <div>
          <dt>
            <FormattedMessage id="admin.notifications.kindLabel" />
          </dt>
          <dd>
            <FormattedMessage id={KIND[item.kind]} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.notifications.to" />
          </dt>
          <dd>
            {item.toAddress} (<FormattedMessage id={LANG[item.lang]} />)
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.notifications.status" />
          </dt>
          <dd>
            <FormattedMessage id={STATUS[item.status]} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.notifications.attempts" />
          </dt>
          <dd>{item.attempts}</dd>
        </div>
        {item.lastError && (
          <div>
            <dt>
              <FormattedMessage id="admin.notifications.lastError" />
            </dt>
            <dd className="money-back__error">{item.lastError}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="admin.notifications.createdAt" />
          </dt>
          <dd>{formatDateTime(item.createdAt)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.notifications.nextAttemptAt" />
          </dt>
          <dd>{formatDateTime(item.nextAttemptAt)}</dd>
        </div>
        {item.orderUuid && (
          <div>
            <dt>
              <FormattedMessage id="admin.notifications.order" />
            </dt>
            <dd>
              <Link href={`/ticketing/orders/${item.orderUuid}`}>
                <FormattedMessage id="admin.notifications.openOrder" />
              </Link>
            </dd>
          </div>
        )}
      </dl>
      {item.status === 'FAILED' && (
        <div className="money-back__actions">
          <Button
            type="button"
            icon="pi pi-send"
            label={intl.formatMessage({ id: 'admin.notifications.resend' })}
            aria-label={intl.formatMessage({ id: 'admin.notifications.resendTo' }, { address: item.toAddress })}
            loading={resending}
            onClick={() => resend.send({ type: 'form.submit', values: item.uuid })}
          />
        </div>
      )}
    </li>
  );
}
