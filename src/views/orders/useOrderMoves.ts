import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../app/AppActorsContext';
import { useLatest } from '../../app/useLatest';
import type { OrderMove } from '../../machines/orders.actions';
import { ordersMoveMachine } from '../../machines/ordersMove.machine';
import { applyRefund, cancelOrder, markOfflinePaid } from '../../services/orders';
import type { RefundAccountForm } from '../../domain/refunds/refundAccount';

const SEND: Record<OrderMove, (uuid: string, account?: RefundAccountForm) => Promise<unknown>> = {
  cancel: cancelOrder,
  refund: applyRefund,
  offline: markOfflinePaid,
};

/** Spec 8: "Cancel success", "Apply success"; the offline claim says staff will confirm. */
const DONE = { cancel: 'orders.cancelled', refund: 'orders.refundApplied', offline: 'orders.offlineMarked' } as const;

/**
 * The move chart with its calls and messages. `onSettled` runs after every answer, refused
 * ones too: the order may have moved meanwhile (paid, expired), so the screen loads it again.
 */
export function useOrderMoves(onSettled: () => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl, onSettled });
  return useActorRef(
    ordersMoveMachine.provide({
      actors: {
        // Only a refund with an account sends one: every other move is its uuid alone.
        sendMove: fromPromise(({ input }) => (input.account ? SEND[input.move](input.uuid, input.account) : SEND[input.move](input.uuid))),
      },
      actions: {
        moved: (_, { move }) => {
          notifier.notify(latest.current.intl.formatMessage({ id: DONE[move] }), 'success');
          latest.current.onSettled();
        },
        // The HTTP client told the user why already.
        failed: () => latest.current.onSettled(),
      },
    }),
  );
}

export type OrderMovesRef = ReturnType<typeof useOrderMoves>;
