import type { OrderStatus } from '../../../src/domain/orderEnums';

/**
 * The statechart values the orders module stores. The order statechart is shared by client
 * and server (DOMAIN "Order lifecycle"); until its machine file is there, these are its
 * values for the two moves this module makes.
 */
export const DRAFT_STATE: { status: OrderStatus; stateValue: unknown } = { status: 'DRAFT', stateValue: 'DRAFT' };

/** Status and state value after `order.submit` from a DRAFT. */
export function stateAfterSubmit(_stateValue: unknown): { status: OrderStatus; stateValue: unknown } {
  return { status: 'DUE_PAY', stateValue: 'DUE_PAY' };
}
