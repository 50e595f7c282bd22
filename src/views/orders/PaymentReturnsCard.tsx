import { FormattedMessage } from 'react-intl';
import { formatDateTime, formatMoney } from '../../domain/format';
import type { OrderView } from '../../domain/ticketing/order';
import { useIntlLang } from '../../i18n/useIntlLang';

/**
 * Payments that came when the order could not take them (cancelled, expired, or paid already)
 * and were given back in full: the passenger sees each and where it stands.
 */
export function PaymentReturnsCard({ order }: { order: OrderView }) {
  const lang = useIntlLang();
  const returns = order.paymentReturns ?? [];
  if (returns.length === 0) return null;
  return (
    <section className="order-details__card" aria-labelledby="od-returns">
      <h2 id="od-returns" className="order-details__card-title">
        <FormattedMessage id="orders.returns.title" />
      </h2>
      <table className="order-details__records">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="orders.returns.reason" />
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
              <FormattedMessage id="orders.returns.returnedAt" />
            </th>
          </tr>
        </thead>
        <tbody>
          {returns.map((item) => (
            <tr key={item.uuid} data-testid="payment-return">
              <td>
                <FormattedMessage id={`orders.returns.reason.${item.reason}`} />
              </td>
              <td>{formatMoney(item.amount, item.currency, lang)}</td>
              <td>
                <FormattedMessage id={`orders.returns.status.${item.status}`} />
              </td>
              <td className="order-details__code">{item.outTradeNo}</td>
              <td>{item.returnedAt ? formatDateTime(item.returnedAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
