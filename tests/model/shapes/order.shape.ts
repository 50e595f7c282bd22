import type { ChartShape } from '../pathModel';

/** The order chart's states and transitions, written down (scripts/modelShapes.ts wrote them; a change here is a change of the chart). */
export const orderShape: ChartShape = {
  states: [
    'order.ABOLISH',
    'order.BEING_REFUNDED',
    'order.CANCEL',
    'order.DRAFT',
    'order.DUE_PAY',
    'order.DUE_PAY.awaitingPayment',
    'order.DUE_PAY.offlineClaimed',
    'order.PAID',
    'order.REFUND',
  ],
  transitions: [
    'order.BEING_REFUNDED --order.abolish--> order.ABOLISH',
    'order.BEING_REFUNDED --order.approveRefund--> order.REFUND',
    'order.BEING_REFUNDED --order.rejectRefund--> order.PAID',
    'order.DRAFT --order.saveDraft--> (stay)',
    'order.DRAFT --order.deleteDraft--> (stay)',
    'order.DRAFT --order.submit--> order.DUE_PAY',
    'order.DUE_PAY --order.abolish--> order.CANCEL',
    'order.DUE_PAY --order.paid--> order.PAID',
    'order.DUE_PAY.awaitingPayment --order.cancel--> order.CANCEL',
    'order.DUE_PAY.awaitingPayment --order.claimOffline--> order.DUE_PAY.offlineClaimed',
    'order.DUE_PAY.awaitingPayment --order.expire--> order.CANCEL [isPaymentWindowOver]',
    'order.DUE_PAY.offlineClaimed --order.rejectOffline--> order.DUE_PAY.awaitingPayment',
    'order.PAID --order.abolish--> order.ABOLISH',
    'order.PAID --order.applyRefund--> order.BEING_REFUNDED [isBeforeRefundCutOff]',
    'order.PAID --order.paid--> (stay)',
  ],
};
