import type { ChartShape } from '../pathModel';

/** The accountInfo chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const accountInfoShape: ChartShape = {
  states: ['accountInfo.loadFailed', 'accountInfo.loading', 'accountInfo.ready', 'accountInfo.saving'],
  transitions: [
    'accountInfo.loadFailed --account.retry--> accountInfo.loading',
    'accountInfo.loading --xstate.done.actor.loadAccount--> accountInfo.ready',
    'accountInfo.loading --xstate.error.actor.loadAccount--> accountInfo.loadFailed',
    'accountInfo.ready --account.changed--> (stay)',
    'accountInfo.ready --account.save--> accountInfo.saving',
    'accountInfo.saving --xstate.done.actor.saveAccount--> accountInfo.ready',
    'accountInfo.saving --xstate.error.actor.saveAccount--> accountInfo.ready',
  ],
};
