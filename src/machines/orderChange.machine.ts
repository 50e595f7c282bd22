import { and, assertEvent, setup, transition, type StateValue } from 'xstate';
import { isChangeable } from '../domain/ticketing/changeFee';
import { orderSnapshotOf } from './order.machine';

/** An instant as the server has it (Date) or as it travels (ISO 8601). */
type Instant = Date | string;

export type OrderChangeEvent =
  /**
   * Change one leg of an order to another sailing (issue 25 "Change sailing"): the order's stored
   * state value, the departure of the sailing given up, the instant of the change, and the
   * quote's balance (changeQuote: difference + fee, minor units; negative: money comes back).
   */
  {
    type: 'change.confirm';
    orderState: StateValue;
    departureTime: Instant;
    now: Instant;
    balanceMinor: number;
  };

/**
 * The change of a sailing beside the order chart (DOMAIN "Order lifecycle"): the server asks it
 * before moving any berth, and stores the outcome in the same transaction. The order stays PAID
 * through a change (its own chart is not moved); this chart says whether the change may happen
 * and what happens to the money:
 *
 * - `changed`: nothing to settle (the same price, no fee);
 * - `refundDue`: the cheaper sailing's difference less the fee comes back (a refund record of the
 *   change, sent through the payment's provider; its own life is the refunds module's);
 * - refused (no transition): the order is not PAID, the change cut-off has passed, or something is
 *   left to pay. Taking a second payment on one order is not built yet, so a dearer sailing, or a
 *   fee larger than what comes back, is refused rather than left owing.
 *
 * Pure like the order chart: the instants come from the event, so the server's clock decides.
 */
export const orderChangeMachine = setup({
  types: {
    events: {} as OrderChangeEvent,
  },
  guards: {
    /** The order chart's answer: only a PAID order (not one being refunded) changes its sailing. */
    isOrderPaid: ({ event }) => {
      assertEvent(event, 'change.confirm');
      try {
        return orderSnapshotOf(event.orderState).matches('PAID');
      } catch {
        return false;
      }
    },
    /** Is the change cut-off (less than 24 hours before the sailing given up) still ahead? */
    isBeforeChangeCutOff: ({ event }) => {
      assertEvent(event, 'change.confirm');
      return isChangeable(event.departureTime, event.now);
    },
    /** The cheaper sailing leaves money to give back after the fee. */
    isMoneyBack: ({ event }) => {
      assertEvent(event, 'change.confirm');
      return event.balanceMinor < 0;
    },
    /** Nothing to pay and nothing to give back. */
    isSettled: ({ event }) => {
      assertEvent(event, 'change.confirm');
      return event.balanceMinor === 0;
    },
  },
}).createMachine({
  id: 'orderChange',
  initial: 'proposed',
  states: {
    proposed: {
      on: {
        'change.confirm': [
          { target: 'refundDue', guard: and(['isOrderPaid', 'isBeforeChangeCutOff', 'isMoneyBack']) },
          { target: 'changed', guard: and(['isOrderPaid', 'isBeforeChangeCutOff', 'isSettled']) },
        ],
      },
    },
    changed: { type: 'final' },
    refundDue: { type: 'final' },
  },
});

export type OrderChangeOutcome = 'changed' | 'refundDue';

/** What the chart answers to a proposed change: its outcome, or null when it refuses (nothing may change). */
export function changeOutcome(event: OrderChangeEvent): OrderChangeOutcome | null {
  const [next] = transition(orderChangeMachine, orderChangeMachine.resolveState({ value: 'proposed' }), event);
  return next.value === 'proposed' ? null : (next.value as OrderChangeOutcome);
}
