import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { noMetrics, type Metrics } from '../../lib/metrics/metrics';
import type { PaymentProvider, RefundRequest } from './provider';

export type RefundThroughProvider = (request: RefundRequest) => Promise<{ providerRefundId: string }>;

/** payments.provider of a bank transfer: the money goes back the same way, by staff. */
export const OFFLINE_PROVIDER = 'offline';

/**
 * Sends an approved refund back through the provider that took the payment (staff's
 * approveRefund calls it). The provider answers the same refund for the same refund
 * number, so calling again after a failure or a crash never refunds twice.
 * A refund the provider took is counted (`metrics`); a retry after a crash between the
 * provider's answer and the refund's SUCCEEDED may count it twice.
 */
export function createRefundThroughProvider({ db, provider, metrics = noMetrics }: { db: Db; provider: PaymentProvider; metrics?: Pick<Metrics, 'refundCompleted'> }): RefundThroughProvider {
  return async (request) => {
    const [payment] = await db.select({ provider: payments.provider, method: payments.method }).from(payments).where(eq(payments.outTradeNo, request.outTradeNo));
    if (!payment) throw new Error(`refund ${request.refundNo}: no payment ${request.outTradeNo}`);
    // A bank transfer is paid back by bank transfer: the refund number is the reference staff use.
    if (payment.provider === OFFLINE_PROVIDER) {
      metrics.refundCompleted(payment.provider, payment.method);
      return { providerRefundId: `OFFLINE-${request.refundNo}` };
    }
    if (payment.provider !== provider.name) {
      throw new Error(`refund ${request.refundNo}: payment ${request.outTradeNo} was taken by ${payment.provider}, not by the configured ${provider.name}`);
    }
    const taken = await provider.refund(request);
    metrics.refundCompleted(payment.provider, payment.method);
    return taken;
  };
}
