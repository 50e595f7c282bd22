import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../app/AppActorsContext';
import { useServices } from '../../app/customerServices';
import { useLatest } from '../../app/useLatest';
import { ordersMoveMachine } from '../../machines/ordersMove.machine';
import { ordersMoveActors } from '../../machines/ordersMove.actors';

/** Spec 8: "Cancel success", "Apply success"; the offline claim says staff will confirm. */
const DONE = { cancel: 'orders.cancelled', refund: 'orders.refundApplied', offline: 'orders.offlineMarked' } as const;

/**
 * The move chart with its calls and messages. `onSettled` runs after every answer, refused
 * ones too: the order may have moved meanwhile (paid, expired), so the screen loads it again.
 */
export function useOrderMoves(onSettled: () => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { orders } = useServices();
  const latest = useLatest({ intl, onSettled });
  return useActorRef(
    ordersMoveMachine.provide({
      actors: ordersMoveActors(orders),
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
