import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OrderView } from '../domain/ticketing/order';
import type { RefundAccountForm } from '../domain/refunds/refundAccount';
import { canMove, type OrderMove } from './orders.actions';

export interface PendingMove {
  move: OrderMove;
  order: OrderView;
  /** ISO instant the user asked at: the refund's quote and cut-off are counted from it */
  now: string;
}

export interface OrdersMoveContext {
  pending: PendingMove | null;
  /** the account the refund form validated, sent with the application */
  account: RefundAccountForm | null;
}

export type OrdersMoveEvent =
  | ({ type: 'move.ask' } & PendingMove)
  /** `account`: the receiving account of a bank-transfer order's refund, validated by the form */
  | { type: 'move.confirm'; account?: RefundAccountForm }
  | { type: 'move.dismiss' };

/**
 * One move on an order (cancel, apply refund, mark offline paid, delete a draft), as the orders list and
 * the order details both offer it: asked only when the order statechart takes it, then
 * confirmed by the user (spec 8 "Are you sure to cancel the current order?"; the refund's
 * dialog shows the fee table and the amount), then sent. The call and the messages are provided.
 */
export const ordersMoveMachine = setup({
  types: {
    context: {} as OrdersMoveContext,
    events: {} as OrdersMoveEvent,
  },
  actors: {
    sendMove: fromPromise<unknown, { move: OrderMove; uuid: string; account?: RefundAccountForm }>(async () => {
      throw new Error('sendMove is provided by the screen');
    }),
  },
  guards: {
    /** the same question the buttons ask: a stale button never sends a refused move */
    isAllowed: ({ event }) => {
      assertEvent(event, 'move.ask');
      return canMove(event.order, event.move, event.now);
    },
  },
  actions: {
    moved: (_, _params: { move: OrderMove }) => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'ordersMove',
  context: { pending: null, account: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'move.ask': {
          guard: 'isAllowed',
          target: 'confirming',
          actions: assign({ pending: ({ event }) => ({ move: event.move, order: event.order, now: event.now }) }),
        },
      },
    },
    confirming: {
      on: {
        'move.confirm': { target: 'moving', actions: assign({ account: ({ event }) => event.account ?? null }) },
        'move.dismiss': { target: 'idle', actions: assign({ pending: null }) },
      },
    },
    // Not dismissable: the answer decides what the screen shows next.
    moving: {
      invoke: {
        id: 'sendMove',
        src: 'sendMove',
        input: ({ context }) => ({
          move: context.pending?.move ?? 'cancel',
          uuid: context.pending?.order.uuid ?? '',
          ...(context.account ? { account: context.account } : {}),
        }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'moved', params: ({ context }) => ({ move: context.pending?.move ?? 'cancel' }) }, assign({ pending: null, account: null })],
        },
        // Told by the HTTP client already; the screen reloads, the order may have moved meanwhile.
        onError: { target: 'idle', actions: [{ type: 'failed', params: ({ event }) => ({ error: event.error }) }, assign({ pending: null, account: null })] },
      },
    },
  },
});
