import type { ChartShape } from '../pathModel';

/** The orders chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const ordersShape: ChartShape = {
  states: ['orders.loadFailed', 'orders.loading', 'orders.ready'],
  transitions: [
    'orders --filters.apply--> orders.loading',
    'orders --filters.clear--> orders.loading',
    'orders.loadFailed --list.retry--> orders.loading',
    'orders.loading --xstate.done.actor.loadPage--> orders.ready',
    'orders.loading --xstate.error.actor.loadPage--> orders.loadFailed',
    'orders.ready --list.reload--> orders.loading',
    'orders.ready --page.change--> orders.loading',
  ],
};
