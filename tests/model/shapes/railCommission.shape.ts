import type { ChartShape } from '../pathModel';

/** The railCommission chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const railCommissionShape: ChartShape = {
  states: ['railCommission.ACCEPTED', 'railCommission.CANCELLED', 'railCommission.REJECTED', 'railCommission.SUBMITTED'],
  transitions: [
    'railCommission.SUBMITTED --commission.accept--> railCommission.ACCEPTED',
    'railCommission.SUBMITTED --commission.cancel--> railCommission.CANCELLED',
    'railCommission.SUBMITTED --commission.reject--> railCommission.REJECTED',
  ],
};
