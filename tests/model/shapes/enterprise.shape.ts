import type { ChartShape } from '../pathModel';

/** The enterprise chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const enterpriseShape: ChartShape = {
  states: ['enterprise.APPROVED', 'enterprise.DISABLED', 'enterprise.PENDING_REVIEW', 'enterprise.REJECTED'],
  transitions: [
    'enterprise.APPROVED --enterprise.disable--> enterprise.DISABLED',
    'enterprise.DISABLED --enterprise.enable--> enterprise.APPROVED',
    'enterprise.PENDING_REVIEW --enterprise.approve--> enterprise.APPROVED',
    'enterprise.PENDING_REVIEW --enterprise.reject--> enterprise.REJECTED [hasReason]',
  ],
};
