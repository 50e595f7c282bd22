import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../domain/format';
import type { OrderView } from '../../domain/ticketing/order';
import { canDownloadETicket } from '../../machines/orders.actions';
import { ChangeSailingButtons } from './ChangeSailingButtons';
import { ChangeSailingDialog } from './ChangeSailingDialog';
import { ETicketButton } from './ETicketButton';
import { OrderActions } from './OrderActions';
import { OrderMoveDialogs } from './OrderMoveDialogs';
import { useOrderChange } from './useOrderChange';
import { useOrderMoves } from './useOrderMoves';

/** The order's actions on its details page: the list's own, the payment window, the change of a leg's sailing and the e-ticket. */
export function OrderDetailsActions({ order, onMoved }: { order: OrderView; onMoved(): void }) {
  const moves = useOrderMoves(onMoved);
  const change = useOrderChange(onMoved);
  const now = new Date().toISOString();
  return (
    <section className="order-details__card" aria-labelledby="od-actions">
      <h2 id="od-actions" className="order-details__card-title">
        <FormattedMessage id="orders.actions.title" />
      </h2>
      {order.status === 'DUE_PAY' && order.paymentDeadline && (
        <p className="order-details__deadline">
          <FormattedMessage id="orders.paymentDeadline" values={{ time: formatDateTime(order.paymentDeadline) }} />
        </p>
      )}
      <OrderActions order={order} moves={moves} now={now} />
      <ChangeSailingButtons order={order} dialog={change} now={now} />
      {canDownloadETicket(order) && (
        <div className="order-details__eticket">
          <ETicketButton order={order} />
        </div>
      )}
      <OrderMoveDialogs moves={moves} />
      <ChangeSailingDialog dialog={change} />
    </section>
  );
}
