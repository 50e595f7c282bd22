import type { OrderHistoryEntry } from '../../domain/payments';
import type { OrderView } from '../../domain/ticketing/order';

/** Why an order ended CANCEL or ABOLISH, as its history tells it. */
type ClosingReason =
  | { kind: 'expired'; at: string }
  | { kind: 'cancelledByUser'; at: string }
  /** its sailing was cancelled by the operator while it was unpaid (CANCEL) or paid (ABOLISH) */
  | { kind: 'sailingCancelled' | 'voidedBySailing'; note: string | null };

/**
 * The reason from the history's last move into the order's closed status; moves that keep the
 * status (a late payment given back) come after it and say nothing about why it closed.
 * Null for an open order, or when the history does not say (it is shown, not guessed).
 */
export function closingReason(order: Pick<OrderView, 'status' | 'history'>): ClosingReason | null {
  if (order.status !== 'CANCEL' && order.status !== 'ABOLISH') return null;
  const closing = (order.history ?? []).findLast((entry: OrderHistoryEntry) => entry.toStatus === order.status && entry.fromStatus !== entry.toStatus);
  switch (closing?.event) {
    case 'order.expire':
      return { kind: 'expired', at: closing.at };
    case 'order.cancel':
      return { kind: 'cancelledByUser', at: closing.at };
    case 'order.abolish':
      return { kind: order.status === 'ABOLISH' ? 'voidedBySailing' : 'sailingCancelled', note: closing.note?.trim() || null };
    default:
      return null;
  }
}
