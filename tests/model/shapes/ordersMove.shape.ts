import type { ChartShape } from '../pathModel';

/** The ordersMove chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const ordersMoveShape: ChartShape = {
  states: ['ordersMove.confirming', 'ordersMove.idle', 'ordersMove.moving'],
  transitions: [
    'ordersMove.confirming --move.confirm--> ordersMove.moving',
    'ordersMove.confirming --move.dismiss--> ordersMove.idle',
    'ordersMove.idle --move.ask--> ordersMove.confirming [isAllowed]',
    'ordersMove.moving --xstate.done.actor.sendMove--> ordersMove.idle',
    'ordersMove.moving --xstate.error.actor.sendMove--> ordersMove.idle',
  ],
};
