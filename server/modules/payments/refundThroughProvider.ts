import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentProvider, RefundRequest } from './provider';

export type RefundThroughProvider = (request: RefundRequest) => Promise<{ providerRefundId: string }>;

/** payments.provider of a bank transfer: the money goes back the same way, by staff. */
export const OFFLINE_PROVIDER = 'offline';

/**
 * Sends an approved refund back through the provider that took the payment (staff's
 * approveRefund calls it). The provider answers the same refund for the same refund
 * number, so calling again after a failure or a crash never refunds twice.
 */
export function createRefundThroughProvider({ db, provider }: { db: Db; provider: PaymentProvider }): RefundThroughProvider {
  return async (request) => {
    const [payment] = await db.select({ provider: payments.provider }).from(payments).where(eq(payments.outTradeNo, request.outTradeNo));
    if (!payment) throw new Error(`refund ${request.refundNo}: no payment ${request.outTradeNo}`);
    // A bank transfer is paid back by bank transfer: the refund number is the reference staff use.
    if (payment.provider === OFFLINE_PROVIDER) return { providerRefundId: `OFFLINE-${request.refundNo}` };
    if (payment.provider !== provider.name) {
      throw new Error(`refund ${request.refundNo}: payment ${request.outTradeNo} was taken by ${payment.provider}, not by the configured ${provider.name}`);
    }
    return provider.refund(request);
  };
}
