import { FormattedMessage } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import { formatDateTime } from '../../domain/format';
import type { OrderView } from '../../domain/ticketing/order';
import { portTime } from '../ticketing/createOrder/portTime';
import { closingReason } from './closingReason';

/**
 * A cancelled or voided order says why, not only its status: the payment window ran out, the
 * passenger cancelled it, or its sailing was cancelled (with the staff's note).
 */
export function ClosedReason({ order }: { order: OrderView }) {
  const lang = useLang();
  const reason = closingReason(order);
  if (!reason) return null;
  const first = [...order.legs].sort((a, b) => a.legIndex - b.legIndex)[0];
  // Times read at the first departure port, like the sailing itself (spec 5 "Formatting").
  const when = (at: string) => ({
    time: first ? portTime(at, first.departurePort) : formatDateTime(at),
    port: first ? (lang === 'zh' ? first.departurePortNameZh : first.departurePortNameJa) : '',
  });
  return (
    <section className="order-details__card order-details__closed-reason" aria-labelledby="od-closed-reason">
      <h2 id="od-closed-reason" className="order-details__card-title">
        <FormattedMessage id="orderDetails.closedReason.title" />
      </h2>
      {reason.kind === 'expired' && (
        <p>
          <FormattedMessage id="orderDetails.closedReason.expired" values={when(reason.at)} />
        </p>
      )}
      {reason.kind === 'cancelledByUser' && (
        <p>
          <FormattedMessage id="orderDetails.closedReason.cancelledByUser" values={when(reason.at)} />
        </p>
      )}
      {(reason.kind === 'sailingCancelled' || reason.kind === 'voidedBySailing') && (
        <>
          <p>
            <FormattedMessage id={`orderDetails.closedReason.${reason.kind}`} />
          </p>
          {reason.note && (
            <p>
              <FormattedMessage id="orderDetails.closedReason.staffNote" values={{ note: reason.note }} />
            </p>
          )}
        </>
      )}
    </section>
  );
}
