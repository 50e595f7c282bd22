import { fromPromise } from 'xstate';
import type { RefundAccountForm } from '../domain/refunds/refundAccount';
import type * as ordersCalls from '../services/orders';
import type { OrderMove } from './orders.actions';

/** The calls the move chart makes (services/orders.ts in the app). */
export type OrdersMoveCalls = Pick<typeof ordersCalls, 'cancelOrder' | 'applyRefund' | 'markOfflinePaid' | 'deleteDraft'>;

export interface MoveInput {
  move: OrderMove;
  uuid: string;
  account?: RefundAccountForm;
}

/** Sends one move; only a refund with an account sends one: every other move is its uuid alone. */
function sendMove(calls: OrdersMoveCalls, { move, uuid, account }: MoveInput): Promise<unknown> {
  switch (move) {
    case 'cancel':
      return calls.cancelOrder(uuid);
    case 'offline':
      return calls.markOfflinePaid(uuid);
    case 'refund':
      return account ? calls.applyRefund(uuid, account) : calls.applyRefund(uuid);
    case 'deleteDraft':
      return calls.deleteDraft(uuid);
  }
}

/** The move chart's actors over the given calls. */
export function ordersMoveActors(calls: OrdersMoveCalls) {
  return {
    sendMove: fromPromise<unknown, MoveInput>(({ input }) => sendMove(calls, input)),
  };
}
