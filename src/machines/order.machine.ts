import { assertEvent, initialTransition, setup, transition, type SnapshotFrom, type StateValue } from 'xstate';
import { ORDER_STATUSES, type OrderStatus } from '../domain/orderEnums';
import { isRefundable } from '../domain/ticketing/refundFee';

/** An instant as the server has it (Date) or as it travels (ISO 8601). */
type Instant = Date | string;

export type OrderEvent =
  /** insertOrUpdateTsOrder without submitting: only a draft can still be edited */
  | { type: 'order.saveDraft' }
  /** insertOrUpdateTsOrder submitting: the berths are reserved in the same transaction */
  | { type: 'order.submit' }
  /** deleteTsOrderDraftByUuid: the user throws a draft away (it holds no berths and has no number) */
  | { type: 'order.deleteDraft' }
  /** payment confirmed: provider notification, or staff confirming an offline payment */
  | { type: 'order.paid' }
  /** the user cancels an unpaid order */
  | { type: 'order.cancel' }
  /** the payment window ran out (background sweep); `paymentDeadline` is when it ends */
  | { type: 'order.expire'; paymentDeadline: Instant; now: Instant }
  /** markedTsOrderAsOfflinePaymentByUuid: the user says the bank transfer is done */
  | { type: 'order.claimOffline' }
  /** staff found no transfer: back to waiting, the payment window restarts */
  | { type: 'order.rejectOffline' }
  /** orderRefundByUuid; `departureTime` is the first leg's departure */
  | { type: 'order.applyRefund'; departureTime: Instant; now: Instant }
  | { type: 'order.approveRefund' }
  | { type: 'order.rejectRefund' }
  /**
   * the operator voids the order (its sailing is cancelled): an unpaid one is cancelled, a
   * paid one (refund applied for or not) is voided and refunded in full by the server
   */
  | { type: 'order.abolish' };

export type OrderEventType = OrderEvent['type'];

const ms = (instant: Instant): number => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());

/**
 * The order lifecycle (DOMAIN "Order lifecycle"), shared by the server, which stores the
 * state value beside the spec's status and asks `nextOrderState` before every move, and
 * the client, which offers only the actions the chart allows. Top-level states are named
 * exactly as the spec's statuses, so the status is the top of the state value.
 *
 * Pure: no context, no effects. Releasing berths, refunding through the provider and
 * sending mail are the server's, done when it stores the state this chart answers.
 * Rules that depend on time take the instants from the event, so the server's clock
 * (and a test's) decides, never the chart's.
 */
export const orderMachine = setup({
  types: {
    events: {} as OrderEvent,
  },
  guards: {
    /** Is the refund cut-off (less than 24 hours before departure) still ahead? */
    isBeforeRefundCutOff: ({ event }) => {
      assertEvent(event, 'order.applyRefund');
      return isRefundable(event.departureTime, event.now);
    },
    /** Has the payment window run out? A sweep that raced a restart (rejected claim) must not cancel. */
    isPaymentWindowOver: ({ event }) => {
      assertEvent(event, 'order.expire');
      return ms(event.now) >= ms(event.paymentDeadline);
    },
  },
}).createMachine({
  id: 'order',
  initial: 'DRAFT',
  states: {
    DRAFT: {
      on: {
        // Accepted without moving: editing a draft is allowed only here.
        'order.saveDraft': {},
        // Accepted without moving: the server then deletes the row, so there is no state after it.
        'order.deleteDraft': {},
        'order.submit': { target: 'DUE_PAY' },
      },
    },
    DUE_PAY: {
      initial: 'awaitingPayment',
      on: {
        // Staff may confirm a transfer that arrived before the user claimed it.
        'order.paid': { target: 'PAID' },
        // The sailing is cancelled: nothing was paid (or a claimed transfer is not confirmed), so nothing to void.
        'order.abolish': { target: '#order.CANCEL' },
      },
      states: {
        awaitingPayment: {
          on: {
            'order.cancel': { target: '#order.CANCEL' },
            'order.expire': { target: '#order.CANCEL', guard: 'isPaymentWindowOver' },
            'order.claimOffline': { target: 'offlineClaimed' },
          },
        },
        // The payment window is stopped and the money may be on its way: neither the sweep
        // nor the user cancels now; staff confirm (order.paid) or reject.
        offlineClaimed: {
          on: {
            'order.rejectOffline': { target: 'awaitingPayment' },
          },
        },
      },
    },
    PAID: {
      on: {
        // Confirmations are idempotent: a repeated one is accepted and changes nothing.
        'order.paid': {},
        'order.applyRefund': { target: 'BEING_REFUNDED', guard: 'isBeforeRefundCutOff' },
        'order.abolish': { target: 'ABOLISH' },
      },
    },
    BEING_REFUNDED: {
      on: {
        'order.approveRefund': { target: 'REFUND' },
        'order.rejectRefund': { target: 'PAID' },
        // The sailing is cancelled while the refund waits: voided, and the refund becomes a full one.
        'order.abolish': { target: 'ABOLISH' },
      },
    },
    REFUND: { type: 'final' },
    CANCEL: { type: 'final' },
    ABOLISH: { type: 'final' },
  },
});

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

/** The state value of a new draft, as stored. */
export const INITIAL_ORDER_STATE: StateValue = initialTransition(orderMachine)[0].value;

/** The spec's status of a stored state value; throws on a value that is not one of the chart's. */
export function orderStatusOf(stateValue: unknown): OrderStatus {
  const top = typeof stateValue === 'string' ? stateValue : stateValue && typeof stateValue === 'object' ? Object.keys(stateValue)[0] : undefined;
  const status = ORDER_STATUSES.find((s) => s === top);
  if (!status) throw new Error(`Not an order state value: ${JSON.stringify(stateValue)}`);
  return status;
}

/** The snapshot of a stored state value, to ask the chart about it (`can`, `matches`). */
export function orderSnapshotOf(stateValue: StateValue): OrderSnapshot {
  orderStatusOf(stateValue);
  return orderMachine.resolveState({ value: stateValue });
}

/**
 * The state value after `event`, or null when the chart refuses the move in that state
 * (then nothing may change). An accepted move that stays put (a repeated payment
 * confirmation, saving a draft) answers the same value.
 */
export function nextOrderState(stateValue: StateValue, event: OrderEvent): StateValue | null {
  const snapshot = orderSnapshotOf(stateValue);
  // Final states take no event; getTransitionData answers the enabled transitions, guards
  // evaluated, including the targetless ones that `can` would not count.
  if (snapshot.status !== 'active' || orderMachine.getTransitionData(snapshot, event).length === 0) return null;
  const [next] = transition(orderMachine, snapshot, event);
  return next.value;
}
