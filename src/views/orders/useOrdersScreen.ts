import { useActorRef } from '@xstate/react';
import { useServices } from '../../app/customerServices';
import { ordersActors } from '../../machines/orders.actors';
import { ordersMachine } from '../../machines/orders.machine';

/** The orders list chart with its call; a failed load was told by the HTTP client. */
export function useOrdersScreen() {
  const { orders } = useServices();
  return useActorRef(ordersMachine.provide({ actors: ordersActors(orders) }));
}
