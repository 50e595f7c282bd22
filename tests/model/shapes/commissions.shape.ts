import type { ChartShape } from '../pathModel';

/** The commissions chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const commissionsShape: ChartShape = {
  states: [
    'commissions.cancelling',
    'commissions.confirmingCancel',
    'commissions.loadFailed',
    'commissions.loading',
    'commissions.ready',
    'commissions.viewing',
  ],
  transitions: [
    'commissions.cancelling --xstate.done.actor.cancelCommission--> commissions.loading',
    'commissions.cancelling --xstate.error.actor.cancelCommission--> commissions.loading',
    'commissions.confirmingCancel --cancel.confirm--> commissions.cancelling',
    'commissions.confirmingCancel --cancel.dismiss--> commissions.ready',
    'commissions.loadFailed --filter.apply--> commissions.loading',
    'commissions.loadFailed --list.retry--> commissions.loading',
    'commissions.loading --xstate.done.actor.loadPage--> commissions.ready',
    'commissions.loading --xstate.error.actor.loadPage--> commissions.loadFailed',
    'commissions.ready --commission.cancel--> commissions.confirmingCancel',
    'commissions.ready --commission.view--> commissions.viewing',
    'commissions.ready --filter.apply--> commissions.loading',
    'commissions.ready --page.change--> commissions.loading',
    'commissions.viewing --commission.cancel--> commissions.confirmingCancel',
    'commissions.viewing --details.close--> commissions.ready',
  ],
};
