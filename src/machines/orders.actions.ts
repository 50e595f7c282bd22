import type { StateValue } from 'xstate';
import type { OrderView } from '../domain/ticketing/order';
import { toMinor } from '../domain/ticketing/money';
import { refundQuote, type RefundQuote } from '../domain/ticketing/refundFee';
import { nextOrderState, orderSnapshotOf, type OrderEvent } from './order.machine';
import { draftLocation, repeatLocation, repeatRouteOf } from './ticketing.repeat';

/**
 * What the user may do with one of their orders, asked of the shared order statechart
 * (src/machines/order.machine.ts) and never decided here: the orders list and the order
 * details offer the same actions from this one place.
 */

/** The moves the server makes for the user, each after a confirmation. */
export type OrderMove = 'cancel' | 'refund' | 'offline' | 'deleteDraft';

/** A departure instant, or the empty string when the order has no leg (unreadable: no refund). */
export function firstDeparture(order: OrderView): string {
  const first = [...order.legs].sort((a, b) => a.legIndex - b.legIndex)[0];
  return first?.departureTime ?? '';
}

/** The chart's event for a move; the refund's cut-off is counted from the first leg's departure at `now`. */
function orderEventOf(move: OrderMove, order: OrderView, now: string): OrderEvent {
  switch (move) {
    case 'cancel':
      return { type: 'order.cancel' };
    case 'offline':
      return { type: 'order.claimOffline' };
    case 'refund':
      return { type: 'order.applyRefund', departureTime: firstDeparture(order), now };
    case 'deleteDraft':
      return { type: 'order.deleteDraft' };
  }
}

function snapshotOf(order: OrderView) {
  try {
    return orderSnapshotOf(order.stateValue as StateValue);
  } catch {
    // A state value the chart does not know offers nothing rather than breaking the list.
    return null;
  }
}

/**
 * Does the order statechart take this move from the order's stored state, now? Asked as the
 * server asks it (nextOrderState): `can` would not count a move that stays put, such as deleting a draft.
 */
export function canMove(order: OrderView, move: OrderMove, now: string): boolean {
  if (!snapshotOf(order)) return false;
  return nextOrderState(order.stateValue as StateValue, orderEventOf(move, order, now)) !== null;
}

/**
 * Paying is no user event of the chart (the provider's notification is): "pay now" is
 * offered where the chart waits for a payment, with the payment window running.
 */
export function canPay(order: OrderView): boolean {
  return snapshotOf(order)?.matches({ DUE_PAY: 'awaitingPayment' }) ?? false;
}

/** A DRAFT is gone on with in the order form (DOMAIN: the user comes back to it from the orders list). */
export const canContinue = (order: OrderView): boolean => order.status === 'DRAFT' && order.legs.length > 0;

export const continuePath = (order: OrderView): string => draftLocation(order.uuid);

/** Buying again needs a route: any submitted order has one. */
export function canBuyAgain(order: OrderView): boolean {
  return order.status !== 'DRAFT' && order.legs.length > 0;
}

export const payPath = (order: OrderView): string => `/ticketing/pay?${new URLSearchParams({ uuid: order.uuid }).toString()}`;

/** A new search on the order's route and trip type, with its cabin and passengers (src/machines/ticketing.repeat.ts). */
export const buyAgainPath = (order: OrderView): string => repeatLocation(repeatRouteOf(order));

/** What would come back if the refund were applied for at `now` (minor units); null past the cut-off; no fee once a sailing was rescheduled. */
export function refundQuoteOf(order: OrderView, now: string): RefundQuote | null {
  const paidMinor = toMinor(order.totalAmount, order.currency);
  return paidMinor === null ? null : refundQuote(paidMinor, firstDeparture(order), now, order.refundFeeWaived === true);
}

/** The e-ticket exists once the order is paid, while a ticket of it can still be used. */
export function canDownloadETicket(order: OrderView): boolean {
  return order.status === 'PAID' && order.tickets.some((ticket) => ticket.status === 'VALID');
}
