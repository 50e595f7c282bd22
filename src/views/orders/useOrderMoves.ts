import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppActors } from '../../app/AppActorsContext';
import { useServices } from '../../app/customerServices';
import { useLatest } from '../../app/useLatest';
import { ordersMoveMachine } from '../../machines/ordersMove.machine';
import { ordersMoveActors } from '../../machines/ordersMove.actors';

/** Spec 8: "Cancel success", "Apply success"; the offline claim says staff will confirm; a deleted draft says it is gone. */
const DONE = { cancel: 'orders.cancelled', refund: 'orders.refundApplied', offline: 'orders.offlineMarked', deleteDraft: 'orders.draftDeleted' } as const;

const ORDERS_LIST = '/orders';

/**
 * The move chart with its calls and messages. `onSettled` runs after every answer, refused
 * ones too: the order may have moved meanwhile (paid, expired), so the screen loads it again.
 */
export function useOrderMoves(onSettled: () => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { orders } = useServices();
  const [location, navigate] = useLocation();
  const latest = useLatest({ intl, onSettled, location, navigate });
  return useActorRef(
    ordersMoveMachine.provide({
      actors: ordersMoveActors(orders),
      actions: {
        moved: (_, { move }) => {
          notifier.notify(latest.current.intl.formatMessage({ id: DONE[move] }), 'success');
          // A deleted draft has no page left: from its details, back to the list (which shows it gone).
          if (move === 'deleteDraft' && latest.current.location !== ORDERS_LIST) latest.current.navigate(ORDERS_LIST, { replace: true });
          else latest.current.onSettled();
        },
        // The HTTP client told the user why already.
        failed: () => latest.current.onSettled(),
      },
    }),
  );
}

export type OrderMovesRef = ReturnType<typeof useOrderMoves>;
