import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import { formatDateTime, formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import { ORDER_STATUS_LABELS } from '../../domain/orderEnums';
import type { OrderHistoryEntry } from '../../domain/payments';
import type { OrderView } from '../../domain/ticketing/order';
import type { MaskedAccount } from '../../domain/refunds/refundViews';
import type { MessageId } from '../../i18n/catalogues';
import { useIntlLang } from '../../i18n/useIntlLang';

/** What happened to the order after it was placed: its payments, its refund and every status change. */

export function PaymentsCard({ order }: { order: OrderView }) {
  const lang = useIntlLang();
  const payments = order.payments ?? [];
  return (
    <section className="order-details__card" aria-labelledby="od-payments">
      <h2 id="od-payments" className="order-details__card-title">
        <FormattedMessage id="orders.payments.title" />
      </h2>
      {payments.length === 0 ? (
        <p className="order-details__muted">
          <FormattedMessage id="orders.payments.none" />
        </p>
      ) : (
        <table className="order-details__records">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="orders.payments.method" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.payments.amount" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.payments.status" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.payments.tradeNo" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.payments.paidAt" />
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.outTradeNo}>
                <td>
                  <FormattedMessage id={`orders.payments.method.${payment.method}`} />
                </td>
                <td>{formatMoney(payment.amount, payment.currency, lang)}</td>
                <td>
                  <FormattedMessage id={`orders.payments.status.${payment.status}`} />
                </td>
                <td className="order-details__code">{payment.providerTransactionId ?? payment.outTradeNo}</td>
                <td>{payment.paidAt ? formatDateTime(payment.paidAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Shown once a refund was applied for. */
export function RefundCard({ order }: { order: OrderView }) {
  const lang = useIntlLang();
  const refund = order.refund;
  if (!refund) return null;
  return (
    <section className="order-details__card" aria-labelledby="od-refund">
      <h2 id="od-refund" className="order-details__card-title">
        <FormattedMessage id="orders.refundInfo.title" />
      </h2>
      <dl className="order-details__facts">
        <div className="order-details__fact">
          <dt>
            <FormattedMessage id="orders.refundInfo.status" />
          </dt>
          <dd data-testid="refund-record-status">
            <RefundStatusText refund={refund} />
          </dd>
        </div>
        <div className="order-details__fact">
          <dt>
            <FormattedMessage id="orders.refundInfo.amount" />
          </dt>
          <dd data-testid="refund-record-amount">{formatMoney(refund.amount, order.currency, lang)}</dd>
        </div>
        <div className="order-details__fact">
          <dt>
            <FormattedMessage id="orders.refundInfo.fee" />
          </dt>
          <dd>{formatMoney(refund.fee, order.currency, lang)}</dd>
        </div>
        {refund.account && (
          <div className="order-details__fact">
            <dt>
              <FormattedMessage id="orders.refundInfo.account" />
            </dt>
            <dd data-testid="refund-record-account">{accountLine(refund.account)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** A bank-transfer refund says where its payout stands: waiting for the account, being paid, then the day it was paid. */
function RefundStatusText({ refund }: { refund: NonNullable<OrderView['refund']> }) {
  const payout = refund.payout;
  if (payout?.status === 'PAID' && payout.transferredOn) return <FormattedMessage id="orders.refundInfo.refundedOn" values={{ date: payout.transferredOn }} />;
  if (payout?.status === 'PENDING') return <FormattedMessage id={refund.account ? 'orders.refundInfo.beingPaid' : 'orders.refundInfo.awaitingAccount'} />;
  return <FormattedMessage id={`orders.refundInfo.status.${refund.status}`} />;
}

const accountLine = (account: MaskedAccount) => [account.bankName, account.branchName, account.accountNumber, account.holderName].filter(Boolean).join(' ');

const HISTORY_EVENTS = new Set([
  'order.submit',
  'order.paid',
  'order.cancel',
  'order.expire',
  'order.claimOffline',
  'order.rejectOffline',
  'order.applyRefund',
  'order.approveRefund',
  'order.rejectRefund',
  'order.abolish',
  'order.changeSailing',
  'payment.autoRefund',
  'payment.transferToReturn',
  'refund.paidOut',
]);

/** The moves that leave the order's status as it was, each with its own words for the change column. */
const UNCHANGED_EVENTS = new Set([
  'order.claimOffline',
  'order.rejectOffline',
  'order.changeSailing',
  'payment.autoRefund',
  'payment.transferToReturn',
  'refund.paidOut',
]);

export function HistoryCard({ order }: { order: OrderView }) {
  const intl = useIntl();
  const lang = useLang();
  const history = order.history ?? [];
  // An event this screen has no name for is shown as the server calls it rather than hidden.
  const eventName = (entry: OrderHistoryEntry) =>
    HISTORY_EVENTS.has(entry.event) ? intl.formatMessage({ id: `orders.history.event.${entry.event}` as MessageId }) : entry.event;
  const status = (value: OrderHistoryEntry['toStatus'] | null) => (value ? pick(ORDER_STATUS_LABELS[value], lang) : '—');
  // A move that keeps the status ("未払い → 未払い" for a transfer claim) says what happened instead.
  const change = (entry: OrderHistoryEntry) => {
    if (entry.fromStatus !== entry.toStatus) return `${status(entry.fromStatus)} → ${status(entry.toStatus)}`;
    return UNCHANGED_EVENTS.has(entry.event) ? intl.formatMessage({ id: `orders.history.unchanged.${entry.event}` as MessageId }) : eventName(entry);
  };

  return (
    <section className="order-details__card" aria-labelledby="od-history">
      <h2 id="od-history" className="order-details__card-title">
        <FormattedMessage id="orders.history.title" />
      </h2>
      {history.length === 0 ? (
        <p className="order-details__muted">
          <FormattedMessage id="orders.history.none" />
        </p>
      ) : (
        <table className="order-details__records">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="orders.history.at" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.history.event" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.history.change" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.history.actor" />
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>{formatDateTime(entry.at)}</td>
                <td>
                  {eventName(entry)}
                  {entry.note && <span className="order-details__note">{entry.note}</span>}
                </td>
                <td>{change(entry)}</td>
                <td>
                  <FormattedMessage id={`orders.history.actor.${entry.actor}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
