import { REFUND_STAFF_PATHS, type PaymentReturnItem, type PayoutItem, type PayoutPaidBody, type ReturnedByHandBody } from '../../domain/refunds/refundViews';
import { http, type CallOptions } from '../../services/http';

/** The clerk's money going back (btn.staff.ticketing): payments to return and payouts of bank-transfer refunds. */

export const paymentsToReturn = (options?: CallOptions): Promise<PaymentReturnItem[]> =>
  http.get<PaymentReturnItem[]>(REFUND_STAFF_PATHS.returnQueue, undefined, options);

/** Sent again through the provider with the same refund number: never returned twice. */
export const retryReturn = (uuid: string): Promise<PaymentReturnItem> => http.post<PaymentReturnItem>(REFUND_STAFF_PATHS.returnRetry, { uuid });

export const returnedByHand = (body: ReturnedByHandBody): Promise<PaymentReturnItem> => http.post<PaymentReturnItem>(REFUND_STAFF_PATHS.returnByHand, body);

export const payoutsToMake = (options?: CallOptions): Promise<PayoutItem[]> => http.get<PayoutItem[]>(REFUND_STAFF_PATHS.payoutQueue, undefined, options);

export const markPayoutPaid = (body: PayoutPaidBody): Promise<PayoutItem> => http.post<PayoutItem>(REFUND_STAFF_PATHS.payoutPaid, body);
