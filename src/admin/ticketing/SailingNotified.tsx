import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AsyncResource } from '../../app/useAsyncResource';
import { formatDateTime } from '../../domain/format';
import type { SailingNotificationKind, UndeliveredNotification } from '../../domain/notifications';
import type { StaffVoyage } from '../../domain/staff/ticketing';
import { useConsoleLoaded } from '../consoleServices';
import './AffectedOrders.css';

/** How often, and how many times at most, the list asks again while a mail waits to go out. */
const NOTIFIED_POLL = { everyMs: 3000, times: 20 } as const;

interface SailingNotifiedProps {
  voyage: StaffVoyage;
  kind: SailingNotificationKind;
  /** the numbers of the orders the decision reached; absent: those holding berths on the sailing (new times keep them) */
  orderNos?: string[];
  onHide(): void;
}

/**
 * After a sailing is cancelled or moved: what each of its orders' passengers was told and whether
 * the mail went out (waiting, sent at, or given up with the mail server's answer), asked again
 * every few seconds while any waits.
 */
export function SailingNotified({ voyage, kind, orderNos, onHide }: SailingNotifiedProps) {
  const intl = useIntl();
  const titleId = useId();
  const [round, setRound] = useState(0);
  const [list, retry] = useConsoleLoaded(async (services, signal) => {
    const numbers = orderNos ?? (await services.ticketingStaff.affectedOrders(voyage.uuid, { signal })).flatMap((o) => (o.orderNo ? [o.orderNo] : []));
    return services.notificationsStaff.ofOrders(numbers, kind, { signal });
  }, `${voyage.uuid}:${kind}:${round}`);
  // The last answer stays on screen while the next one is asked for.
  const [shown, setShown] = useState<AsyncResource<UndeliveredNotification[]>>({ status: 'loading' });
  useEffect(() => {
    if (list.status !== 'loading') setShown(list);
  }, [list]);
  const waiting = shown.status === 'ready' && shown.data.some((n) => n.status === 'PENDING');
  useEffect(() => {
    if (!waiting || round >= NOTIFIED_POLL.times) return;
    const timer = setTimeout(() => setRound((n) => n + 1), NOTIFIED_POLL.everyMs);
    return () => clearTimeout(timer);
  }, [waiting, round]);

  const sent = shown.status === 'ready' ? shown.data.filter((n) => n.status === 'SENT').length : 0;
  return (
    <Dialog
      visible
      onHide={onHide}
      header={intl.formatMessage({ id: 'admin.ticketing.notified.title' }, { code: voyage.code })}
      className="ticketing-dialog"
      modal
      footer={<Button type="button" label={intl.formatMessage({ id: 'admin.ticketing.notified.close' })} onClick={onHide} autoFocus />}
    >
      <section className="affected-orders" aria-labelledby={titleId} aria-busy={shown.status === 'loading'}>
        <h2 id={titleId} className="affected-orders__title">
          {intl.formatMessage({ id: kind === 'order.voided' ? 'admin.ticketing.notified.voided' : 'admin.ticketing.notified.rescheduled' })}
        </h2>
        {shown.status === 'loading' && <p className="affected-orders__state">{intl.formatMessage({ id: 'admin.ticketing.affected.loading' })}</p>}
        {shown.status === 'failed' && (
          <div className="admin-error" role="alert">
            {intl.formatMessage({ id: 'admin.ticketing.notified.loadFailed' })}{' '}
            <Button type="button" link label={intl.formatMessage({ id: 'admin.ticketing.retry' })} onClick={retry} />
          </div>
        )}
        {shown.status === 'ready' && shown.data.length === 0 && (
          <p className="affected-orders__state">{intl.formatMessage({ id: 'admin.ticketing.notified.none' })}</p>
        )}
        {shown.status === 'ready' && shown.data.length > 0 && (
          <>
            <p className="affected-orders__totals" role="status">
              {intl.formatMessage({ id: 'admin.ticketing.notified.totals' }, { sent, total: shown.data.length })}
            </p>
            <ul className="affected-orders__list" aria-labelledby={titleId} tabIndex={0}>
              {shown.data.map((n) => (
                <li key={n.uuid} className="affected-orders__item">
                  <div className="affected-orders__line">
                    {n.orderUuid && (
                      <Link href={`/ticketing/orders/${n.orderUuid}`} className="ticketing__no">
                        {n.orderNo ?? intl.formatMessage({ id: 'admin.ticketing.affected.noNumber' })}
                      </Link>
                    )}
                    <span className={`ticketing__tag ticketing__tag--notified-${n.status}`}>
                      {n.status === 'SENT' && n.sentAt
                        ? intl.formatMessage({ id: 'admin.ticketing.notified.sentAt' }, { time: formatDateTime(n.sentAt) })
                        : intl.formatMessage({ id: `admin.ticketing.notified.status.${n.status}` })}
                    </span>
                  </div>
                  <div className="ticketing__muted">{n.toAddress}</div>
                  {n.status === 'FAILED' && (
                    <div className="ticketing__muted">
                      {n.lastError} <Link href="/ticketing/notifications">{intl.formatMessage({ id: 'admin.ticketing.notified.toUndelivered' })}</Link>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </Dialog>
  );
}
