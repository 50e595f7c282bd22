import type { ChartShape } from '../pathModel';

/** The orderChange chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const orderChangeShape: ChartShape = {
  states: ['orderChange.changed', 'orderChange.proposed', 'orderChange.refundDue'],
  transitions: [
    'orderChange.proposed --change.confirm--> orderChange.changed [and(isOrderPaid, isBeforeChangeCutOff, isSettled)]',
    'orderChange.proposed --change.confirm--> orderChange.refundDue [and(isOrderPaid, isBeforeChangeCutOff, isMoneyBack)]',
  ],
};
