import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ordersMachine } from '../../machines/orders.machine';
import { getOrderPage } from '../../services/orders';

/** The orders list chart with its call; a failed load was told by the HTTP client. */
export function useOrdersScreen() {
  return useActorRef(ordersMachine.provide({ actors: { loadPage: fromPromise(({ input }) => getOrderPage(input)) } }));
}
