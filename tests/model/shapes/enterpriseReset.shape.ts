import type { ChartShape } from '../pathModel';

/** The enterpriseReset chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const enterpriseResetShape: ChartShape = {
  states: ['enterpriseReset.done', 'enterpriseReset.identifying', 'enterpriseReset.requestingCode', 'enterpriseReset.resetting', 'enterpriseReset.saving'],
  transitions: [
    'enterpriseReset.identifying --reset.requestCode--> enterpriseReset.requestingCode',
    'enterpriseReset.requestingCode --xstate.done.actor.requestCode--> enterpriseReset.resetting',
    'enterpriseReset.requestingCode --xstate.error.actor.requestCode--> enterpriseReset.identifying',
    'enterpriseReset.resetting --reset.back--> enterpriseReset.identifying',
    'enterpriseReset.resetting --reset.submit--> enterpriseReset.saving',
    'enterpriseReset.saving --xstate.done.actor.resetPassword--> enterpriseReset.done',
    'enterpriseReset.saving --xstate.error.actor.resetPassword--> enterpriseReset.resetting',
  ],
};
