import type { ChartShape } from '../pathModel';

/** The passengerMessages chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const passengerMessagesShape: ChartShape = {
  states: [
    'passengerMessages.loadFailed',
    'passengerMessages.loading',
    'passengerMessages.markingAll',
    'passengerMessages.markingOne',
    'passengerMessages.ready',
  ],
  transitions: [
    'passengerMessages --unread.changed--> (stay)',
    'passengerMessages.loadFailed --list.retry--> passengerMessages.loading',
    'passengerMessages.loading --xstate.done.actor.loadPage--> passengerMessages.ready',
    'passengerMessages.loading --xstate.error.actor.loadPage--> passengerMessages.loadFailed',
    'passengerMessages.markingAll --xstate.done.actor.markAllRead--> passengerMessages.ready',
    'passengerMessages.markingAll --xstate.error.actor.markAllRead--> passengerMessages.ready',
    'passengerMessages.markingOne --xstate.done.actor.markRead--> passengerMessages.ready',
    'passengerMessages.markingOne --xstate.error.actor.markRead--> passengerMessages.ready',
    'passengerMessages.ready --filter.change--> passengerMessages.loading',
    'passengerMessages.ready --message.open--> (stay)',
    'passengerMessages.ready --message.open--> passengerMessages.markingOne [isUnread]',
    'passengerMessages.ready --messages.markAll--> passengerMessages.markingAll [hasUnread]',
    'passengerMessages.ready --page.change--> passengerMessages.loading',
  ],
};
