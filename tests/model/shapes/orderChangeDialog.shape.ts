import type { ChartShape } from '../pathModel';

/** The orderChangeDialog chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const orderChangeDialogShape: ChartShape = {
  states: [
    'orderChangeDialog.changing',
    'orderChangeDialog.choosing',
    'orderChangeDialog.choosing.failed',
    'orderChangeDialog.choosing.loading',
    'orderChangeDialog.choosing.noDay',
    'orderChangeDialog.choosing.ready',
    'orderChangeDialog.closed',
    'orderChangeDialog.quoted',
    'orderChangeDialog.quoting',
    'orderChangeDialog.refused',
  ],
  transitions: [
    'orderChangeDialog.changing --xstate.done.actor.changeSailing--> orderChangeDialog.closed',
    'orderChangeDialog.changing --xstate.error.actor.changeSailing--> orderChangeDialog.refused',
    'orderChangeDialog.choosing --change.day--> orderChangeDialog.choosing.loading',
    'orderChangeDialog.choosing --change.dismiss--> orderChangeDialog.closed',
    'orderChangeDialog.choosing.loading --xstate.done.actor.loadSailings--> orderChangeDialog.choosing.ready',
    'orderChangeDialog.choosing.loading --xstate.error.actor.loadSailings--> orderChangeDialog.choosing.failed',
    'orderChangeDialog.choosing.ready --change.pick--> (stay) [isOffered]',
    'orderChangeDialog.choosing.ready --change.quote--> orderChangeDialog.quoting [hasChoice]',
    'orderChangeDialog.closed --change.open--> orderChangeDialog.choosing [isAllowed]',
    'orderChangeDialog.quoted --change.back--> orderChangeDialog.choosing.ready',
    'orderChangeDialog.quoted --change.confirm--> orderChangeDialog.changing [isChangeable]',
    'orderChangeDialog.quoted --change.dismiss--> orderChangeDialog.closed',
    'orderChangeDialog.quoting --xstate.done.actor.quoteChange--> orderChangeDialog.quoted',
    'orderChangeDialog.quoting --xstate.error.actor.quoteChange--> orderChangeDialog.choosing.ready',
    'orderChangeDialog.refused --change.back--> orderChangeDialog.choosing.ready',
    'orderChangeDialog.refused --change.dismiss--> orderChangeDialog.closed',
    'orderChangeDialog.refused --change.quote--> orderChangeDialog.quoting [canRequote]',
  ],
};
