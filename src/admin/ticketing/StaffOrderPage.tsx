import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ErrorCode } from '../../domain/errorCodes';
import { formatDateTime, formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import { ORDER_TYPE_LABELS } from '../../domain/orderEnums';
import type { OrderView } from '../../domain/ticketing/order';
import { ApiError } from '../../domain/apiError';
import type { AdminPageProps } from '../adminRoutes';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { AuditTrail } from '../common/AuditTrail';
import { ConfirmReason } from '../common/ConfirmReason';
import { useConsole, useConsoleLang } from '../ConsoleContext';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { OrderRecords } from './OrderRecords';
import { RefundApprovalDialog } from './RefundApprovalDialog';
import { StaffChangeSailing } from './StaffChangeSailing';
import { staffMovesOf, type StaffOrderMove } from './staffOrderMoves';
import { OrderStatusTag } from './StaffOrdersPage';
import './ticketingAdmin.css';
import { Permitted } from '../../app/Permitted';

const ICON: Record<StaffOrderMove, string> = {
  confirmOffline: 'pi pi-check',
  rejectOffline: 'pi pi-times',
  approveRefund: 'pi pi-replay',
  rejectRefund: 'pi pi-ban',
  transferForClosed: 'pi pi-inbox',
};
/** Moves the clerk only confirms (no reason asked): the money arrived. */
const PLAIN: ReadonlySet<StaffOrderMove> = new Set(['confirmOffline', 'transferForClosed']);

/**
 * One order for the clerk: its legs, passengers and tickets, payments, refund and history (each
 * staff move with its clerk), the audit trail, and the decisions the order's state allows.
 */
export default function StaffOrderPage({ params }: AdminPageProps) {
  const intl = useIntl();
  const uuid = params.uuid ?? '';
  const [version, setVersion] = useState(0);
  const [order, reload] = useConsoleLoaded((services, signal) => services.ticketingStaff.loadStaffOrder(uuid, { signal }), `${uuid}:${version}`);
  const notFound = order.status === 'failed' && order.error instanceof ApiError && order.error.code === ErrorCode.NOT_FOUND;

  return (
    <section className="admin-page ticketing-order" aria-labelledby="order-title" aria-busy={order.status === 'loading'}>
      <p className="staff-shipping__back">
        <Link href="/ticketing/orders">
          <i className="pi pi-arrow-left" aria-hidden="true" /> <FormattedMessage id="admin.ticketing.order.back" />
        </Link>
      </p>
      <h1 id="order-title" className="admin-page__title">
        <FormattedMessage id="admin.ticketing.order.title" values={{ orderNo: order.status === 'ready' ? order.data.orderNo : '' }} />
      </h1>
      {order.status === 'loading' && <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {notFound && (
        <p className="admin-error" role="alert">
          <FormattedMessage id="admin.ticketing.order.notFound" />
        </p>
      )}
      {order.status === 'failed' && !notFound && (
        <div className="admin-error" role="alert">
          <FormattedMessage id="admin.ticketing.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.ticketing.retry' })} onClick={reload} />
        </div>
      )}
      {order.status === 'ready' && (
        <>
          <OrderFacts order={order.data} />
          <OrderDecisions order={order.data} onMoved={() => setVersion((n) => n + 1)} />
          <StaffChangeSailing order={order.data} onChanged={() => setVersion((n) => n + 1)} />
          <OrderRecords order={order.data} />
          <AuditTrail recordType="order" recordId={order.data.uuid} version={version} />
        </>
      )}
    </section>
  );
}

function OrderFacts({ order }: { order: OrderView }) {
  const lang = useConsoleLang();
  const intl = useIntl();
  const fact = (id: AdminMessageId, value: ReactNode) => (
    <div>
      <dt>{intl.formatMessage({ id })}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="admin-panel" aria-labelledby="order-facts">
      <h2 id="order-facts" className="admin-panel__title">
        <FormattedMessage id="admin.ticketing.order.facts" />
      </h2>
      <dl className="ticketing-facts">
        {fact('admin.ticketing.col.status', <OrderStatusTag order={order} />)}
        {fact('admin.ticketing.order.type', pick(ORDER_TYPE_LABELS[order.orderType], lang))}
        {fact('admin.ticketing.orders.amount', formatMoney(order.totalAmount, order.currency, lang))}
        {fact('admin.ticketing.orders.createdAt', formatDateTime(order.createdAt))}
        {fact('admin.ticketing.order.contactName', order.contactName)}
        {fact('admin.ticketing.order.contactPhone', order.contactPhone)}
        {fact('admin.ticketing.order.contactEmail', order.contactEmail)}
      </dl>
    </section>
  );
}

function OrderDecisions({ order, onMoved }: { order: OrderView; onMoved(): void }) {
  const lang = useConsoleLang();
  const intl = useIntl();
  const { notifier } = useConsole();
  const [asking, setAsking] = useState<StaffOrderMove | null>(null);
  const { ticketingStaff } = useConsoleServices();
  const moves = staffMovesOf(order);
  if (moves.length === 0) return null;

  const done = (move: StaffOrderMove) => {
    notifier.notify(intl.formatMessage({ id: `admin.ticketing.order.${move}.done` }, { orderNo: order.orderNo }), 'success');
    onMoved();
  };
  const call = (move: StaffOrderMove, reason: string): Promise<unknown> => {
    // A closed order's transfer goes through the same call: the server records it for return instead.
    if (move === 'confirmOffline' || move === 'transferForClosed') return ticketingStaff.confirmOfflinePayment(order.uuid);
    if (move === 'rejectOffline') return ticketingStaff.rejectOfflinePayment(order.uuid, reason);
    if (move === 'rejectRefund') return ticketingStaff.rejectRefund(order.uuid, reason);
    return Promise.resolve();
  };

  return (
    <div className="ticketing-order__actions" role="group" aria-label={intl.formatMessage({ id: 'admin.ticketing.order.decisions' })}>
      <Permitted button="btn.staff.ticketing">
        {moves.map((move) => (
          <Button
            key={move}
            type="button"
            icon={ICON[move]}
            severity={move.startsWith('reject') ? 'danger' : undefined}
            outlined={move.startsWith('reject')}
            label={intl.formatMessage({ id: `admin.ticketing.order.${move}` })}
            onClick={() => setAsking(move)}
          />
        ))}
      </Permitted>
      {asking === 'approveRefund' && (
        <RefundApprovalDialog
          order={order}
          onDone={() => {
            setAsking(null);
            done('approveRefund');
          }}
          onHide={() => setAsking(null)}
        />
      )}
      {asking && asking !== 'approveRefund' && (
        <ConfirmReason
          visible
          header={intl.formatMessage({ id: `admin.ticketing.order.${asking}` })}
          message={intl.formatMessage(
            { id: `admin.ticketing.order.${asking}.ask` },
            { orderNo: order.orderNo, amount: formatMoney(order.totalAmount, order.currency, lang) },
          )}
          confirmLabel={intl.formatMessage({ id: `admin.ticketing.order.${asking}` })}
          danger={!PLAIN.has(asking)}
          reason={PLAIN.has(asking) ? 'none' : 'required'}
          onConfirm={(reason) => call(asking, reason)}
          onDone={() => done(asking)}
          onHide={() => setAsking(null)}
        />
      )}
    </div>
  );
}
