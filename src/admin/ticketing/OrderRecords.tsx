import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import { ORDER_STATUS_LABELS, TICKET_STATUS_LABELS } from '../../domain/orderEnums';
import type { OrderView } from '../../domain/ticketing/order';
import { vesselName } from '../../domain/vessels';
import type { MessageId } from '../../i18n/catalogues';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { useConsoleLang } from '../ConsoleContext';
import { showPortTime } from './portTime';
import { useTicketingNames } from './useTicketingNames';

/** What the order holds and what happened to it: legs, tickets, payments, refund and every move. */
export function OrderRecords({ order }: { order: OrderView }) {
  const intl = useIntl();
  const lang = useConsoleLang();
  const names = useTicketingNames();
  const t = (id: MessageId | AdminMessageId) => intl.formatMessage({ id });
  const legOf = (index: number) => order.legs.find((l) => l.legIndex === index);

  return (
    <>
      <section className="admin-panel" aria-labelledby="order-legs">
        <h2 id="order-legs" className="admin-panel__title">
          <FormattedMessage id="admin.ticketing.order.legs" />
        </h2>
        <table className="ticketing-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.ticketing.col.code')}</th>
              <th scope="col">{t('admin.ticketing.col.route')}</th>
              <th scope="col">{t('admin.ticketing.col.departure')}</th>
              <th scope="col">{t('admin.ticketing.col.arrival')}</th>
              <th scope="col">{t('admin.ticketing.order.cabin')}</th>
            </tr>
          </thead>
          <tbody>
            {order.legs.map((leg) => (
              <tr key={leg.legIndex}>
                <td className="ticketing__no">{leg.voyageCode}</td>
                <td>
                  {lang === 'zh' ? `${leg.departurePortNameZh} → ${leg.arrivalPortNameZh}` : `${leg.departurePortNameJa} → ${leg.arrivalPortNameJa}`}
                  <div className="ticketing__muted">{vesselName(leg.vessel, lang)}</div>
                </td>
                <td className="ticketing__nowrap">{showPortTime(leg.departureTime, leg.departurePort)}</td>
                <td className="ticketing__nowrap">{showPortTime(leg.arrivalTime, leg.arrivalPort)}</td>
                <td>{lang === 'zh' ? leg.cabinNameZh : leg.cabinNameJa}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="admin-panel" aria-labelledby="order-tickets">
        <h2 id="order-tickets" className="admin-panel__title">
          <FormattedMessage id="admin.ticketing.order.tickets" />
        </h2>
        <table className="ticketing-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.ticketing.checkIn.ticketNo')}</th>
              <th scope="col">{t('admin.ticketing.checkIn.passenger')}</th>
              <th scope="col">{t('admin.ticketing.col.code')}</th>
              <th scope="col">{t('admin.ticketing.checkIn.ticketType')}</th>
              <th scope="col">{t('admin.ticketing.orders.amount')}</th>
              <th scope="col">{t('admin.ticketing.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {order.tickets.map((ticket) => (
              <tr key={ticket.uuid}>
                <td className="ticketing__nowrap">{ticket.ticketNo ?? '—'}</td>
                <td>
                  {ticket.passengerName}
                  <div className="ticketing__muted">{ticket.passengerNameEn}</div>
                </td>
                <td className="ticketing__nowrap">{legOf(ticket.legIndex)?.voyageCode}</td>
                <td>{names.ticketTypeName(ticket.ticketType)}</td>
                <td className="ticketing__nowrap">{formatMoney(ticket.fare + ticket.surcharge, order.currency, lang)}</td>
                <td>
                  <span className={`ticketing__tag ticketing__tag--${ticket.status}`}>{pick(TICKET_STATUS_LABELS[ticket.status], lang)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="admin-panel" aria-labelledby="order-payments">
        <h2 id="order-payments" className="admin-panel__title">
          <FormattedMessage id="orders.payments.title" />
        </h2>
        {(order.payments ?? []).length === 0 ? (
          <p className="ticketing__muted">
            <FormattedMessage id="orders.payments.none" />
          </p>
        ) : (
          <table className="ticketing-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.payments.method')}</th>
                <th scope="col">{t('orders.payments.amount')}</th>
                <th scope="col">{t('orders.payments.status')}</th>
                <th scope="col">{t('orders.payments.tradeNo')}</th>
                <th scope="col">{t('orders.payments.paidAt')}</th>
              </tr>
            </thead>
            <tbody>
              {(order.payments ?? []).map((payment) => (
                <tr key={payment.outTradeNo}>
                  <td>{t(`orders.payments.method.${payment.method}`)}</td>
                  <td className="ticketing__nowrap">{formatMoney(payment.amount, payment.currency, lang)}</td>
                  <td>{t(`orders.payments.status.${payment.status}`)}</td>
                  <td>{payment.outTradeNo}</td>
                  <td className="ticketing__nowrap">{payment.paidAt ? formatDateTime(payment.paidAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {order.refund && (
          <dl className="ticketing-facts ticketing-order__refund">
            <div>
              <dt>{t('orders.refundInfo.status')}</dt>
              <dd>{t(`orders.refundInfo.status.${order.refund.status}`)}</dd>
            </div>
            <div>
              <dt>{t('orders.refundInfo.amount')}</dt>
              <dd>{formatMoney(order.refund.amount, order.currency, lang)}</dd>
            </div>
            <div>
              <dt>{t('orders.refundInfo.fee')}</dt>
              <dd>{formatMoney(order.refund.fee, order.currency, lang)}</dd>
            </div>
          </dl>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="order-history">
        <h2 id="order-history" className="admin-panel__title">
          <FormattedMessage id="orders.history.title" />
        </h2>
        <table className="ticketing-table">
          <thead>
            <tr>
              <th scope="col">{t('orders.history.at')}</th>
              <th scope="col">{t('orders.history.event')}</th>
              <th scope="col">{t('orders.history.change')}</th>
              <th scope="col">{t('orders.history.actor')}</th>
              <th scope="col">{t('admin.confirm.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {(order.history ?? []).map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td className="ticketing__nowrap">{formatDateTime(entry.at)}</td>
                <td>
                  {Object.hasOwn(intl.messages, `orders.history.event.${entry.event}`) ? t(`orders.history.event.${entry.event}` as MessageId) : entry.event}
                </td>
                <td className="ticketing__nowrap">
                  {entry.fromStatus ? `${pick(ORDER_STATUS_LABELS[entry.fromStatus], lang)} → ` : ''}
                  {pick(ORDER_STATUS_LABELS[entry.toStatus], lang)}
                </td>
                <td>{entry.actor === 'staff' && entry.actorName ? entry.actorName : t(`admin.ticketing.order.actor.${entry.actor}`)}</td>
                <td>{entry.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
