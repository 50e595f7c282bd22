import type { ChartShape } from '../pathModel';

/** The messages chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const messagesShape: ChartShape = {
  states: ['messages.loadFailed', 'messages.loading', 'messages.markingAll', 'messages.markingOne', 'messages.ready'],
  transitions: [
    'messages --unread.changed--> (stay)',
    'messages.loadFailed --list.retry--> messages.loading',
    'messages.loading --xstate.done.actor.loadPage--> messages.ready',
    'messages.loading --xstate.error.actor.loadPage--> messages.loadFailed',
    'messages.markingAll --xstate.done.actor.markAllRead--> messages.ready',
    'messages.markingAll --xstate.error.actor.markAllRead--> messages.ready',
    'messages.markingOne --xstate.done.actor.markRead--> messages.ready',
    'messages.markingOne --xstate.error.actor.markRead--> messages.ready',
    'messages.ready --message.toggle--> (stay)',
    'messages.ready --message.toggle--> (stay) [isOpened]',
    'messages.ready --message.toggle--> messages.markingOne [isUnread]',
    'messages.ready --messages.markAll--> messages.markingAll [hasUnread]',
    'messages.ready --page.change--> messages.loading',
  ],
};
