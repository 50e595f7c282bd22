import type { OrderStatus } from '../../../src/domain/orderEnums';
import { INITIAL_ORDER_STATE, nextOrderState, orderStatusOf, type OrderEvent } from '../../../src/machines/order.machine';

/** What an order row stores of the shared order statechart: the spec's status and the full state value. */
export interface StoredState {
  status: OrderStatus;
  stateValue: unknown;
}

/** A new order: the chart's initial state (DRAFT). */
export const DRAFT_STATE: StoredState = { status: orderStatusOf(INITIAL_ORDER_STATE), stateValue: INITIAL_ORDER_STATE };

/** The state after `event` as the chart answers it, or null when the chart refuses the move there. */
export function stateAfter(stateValue: unknown, event: OrderEvent): StoredState | null {
  const next = nextOrderState(stateValue as Parameters<typeof nextOrderState>[0], event);
  return next === null ? null : { status: orderStatusOf(next), stateValue: next };
}
