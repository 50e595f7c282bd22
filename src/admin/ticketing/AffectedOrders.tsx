import { Button } from 'primereact/button';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AsyncResource } from '../../app/useAsyncResource';
import { formatMoney } from '../../domain/format';
import { useConsoleLang } from '../ConsoleContext';
import type { VoyageAffectedOrder } from '../../domain/staff/ticketing';
import { useConsoleLoaded } from '../consoleServices';
import './AffectedOrders.css';

export type AffectedList = AsyncResource<VoyageAffectedOrder[]>;

/** What cancelling the sailing or moving its times does to each order (both tell every order by mail and in the portal). */
export type AffectedAction = 'cancel' | 'reschedule';

/** The orders holding berths on a sailing, loaded while the dialog that asks about it is open. */
export function useAffectedOrders(voyageUuid: string): [AffectedList, () => void] {
  return useConsoleLoaded((services, signal) => services.ticketingStaff.affectedOrders(voyageUuid, { signal }), voyageUuid);
}

interface AffectedOrdersProps {
  affected: AffectedList;
  onRetry(): void;
  action: AffectedAction;
}

/**
 * Who a cancel or new times would reach, shown before the clerk confirms: each order (its number opening it,
 * what happens to it, contact, passengers, amount) and how many orders and passengers will be told.
 */
export function AffectedOrders({ affected, onRetry, action }: AffectedOrdersProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className="affected-orders" aria-labelledby={titleId} aria-busy={affected.status === 'loading'}>
      <h2 id={titleId} className="affected-orders__title">
        {intl.formatMessage({ id: 'admin.ticketing.affected.title' })}
      </h2>
      {affected.status === 'loading' && <p className="affected-orders__state">{intl.formatMessage({ id: 'admin.ticketing.affected.loading' })}</p>}
      {affected.status === 'failed' && (
        <div className="admin-error" role="alert">
          {intl.formatMessage({ id: 'admin.ticketing.affected.loadFailed' })}{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.ticketing.retry' })} onClick={onRetry} />
        </div>
      )}
      {affected.status === 'ready' && <OrderList orders={affected.data} action={action} labelledBy={titleId} />}
    </section>
  );
}

/** The list loading itself where nothing waits on it (new times: the dialog's button never waits for the list). */
export function VoyageAffectedOrders({ voyageUuid, action }: { voyageUuid: string; action: AffectedAction }) {
  const [affected, retry] = useAffectedOrders(voyageUuid);
  return <AffectedOrders affected={affected} onRetry={retry} action={action} />;
}

function OrderList({ orders, action, labelledBy }: { orders: VoyageAffectedOrder[]; action: AffectedAction; labelledBy: string }) {
  const lang = useConsoleLang();
  const intl = useIntl();
  if (orders.length === 0) return <p className="affected-orders__state">{intl.formatMessage({ id: 'admin.ticketing.affected.none' })}</p>;
  const passengers = orders.reduce((n, order) => n + order.passengerNames.length, 0);
  return (
    <>
      <p className="affected-orders__totals">{intl.formatMessage({ id: 'admin.ticketing.affected.totals' }, { orders: orders.length, passengers })}</p>
      <p className="ticketing__muted">
        {action === 'cancel'
          ? intl.formatMessage({ id: 'admin.ticketing.affected.cancelNote' })
          : intl.formatMessage({ id: 'admin.ticketing.affected.rescheduleNote' })}
      </p>
      {/* A long list scrolls inside the dialog; the keyboard reaches it too. */}
      <ul className="affected-orders__list" aria-labelledby={labelledBy} tabIndex={0}>
        {orders.map((order) => (
          <li key={order.uuid} className="affected-orders__item">
            <div className="affected-orders__line">
              <Link href={`/ticketing/orders/${order.uuid}`} className="ticketing__no">
                {order.orderNo ?? intl.formatMessage({ id: 'admin.ticketing.affected.noNumber' })}
              </Link>
              <span className={`ticketing__tag ticketing__tag--${order.status}`}>
                {action === 'cancel'
                  ? intl.formatMessage({ id: 'admin.ticketing.affected.cancelStatus' }, { status: order.status })
                  : intl.formatMessage({ id: 'admin.ticketing.affected.status' }, { status: order.status })}
              </span>
              <span className="affected-orders__amount">{formatMoney(order.totalAmount, order.currency, lang)}</span>
            </div>
            <div>
              {order.contactName} <span className="ticketing__muted">{order.contactEmail}</span>
            </div>
            <div className="ticketing__muted">
              {intl.formatMessage({ id: 'admin.ticketing.affected.passengers' }, { names: order.passengerNames.join('、') })}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
