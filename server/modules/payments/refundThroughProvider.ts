import type { Db } from '../../db/client';
import { noMetrics, type Metrics } from '../../lib/metrics/metrics';
import { createPaymentsRepository } from './payments.repository';
import type { PaymentProvider, RefundRequest, RefundTaken } from './provider';

export type RefundThroughProvider = (request: RefundRequest) => Promise<RefundTaken>;

/** payments.provider of a bank transfer: the money goes back the same way, by staff. */
export const OFFLINE_PROVIDER = 'offline';

/**
 * A bank transfer is paid back by a bank transfer the clerk makes: no provider answers for it,
 * so it is never SUCCEEDED here. The refund waits as a payout (server/modules/refunds/payouts.ts)
 * until the clerk records the transfer; a payment return waits on the clerk's queue.
 */
export class PaidBackByTransfer extends Error {
  override name = 'PaidBackByTransfer';
  constructor(readonly refundNo: string) {
    super(`refund ${refundNo}: a bank transfer is paid back by the clerk's transfer (a payout), not by a provider`);
  }
}

/** Makes the payout of a refund (by its number) when there is such a refund; once. */
export type EnsurePayout = (refundNo: string) => Promise<unknown>;

/**
 * Sends an approved refund back through the provider that took the payment (staff's
 * approveRefund, a sailing's cancellation, a payment return call it); a bank transfer is
 * refused with PaidBackByTransfer after its payout is made. The provider answers the same refund for the same refund
 * number, so calling again after a failure or a crash never refunds twice.
 * A refund the provider took is counted (`metrics`); a retry after a crash between the
 * provider's answer and the refund's SUCCEEDED may count it twice.
 */
export function createRefundThroughProvider({
  db,
  provider,
  metrics = noMetrics,
  ensurePayout,
}: {
  db: Db;
  provider: PaymentProvider;
  metrics?: Pick<Metrics, 'refundCompleted'>;
  /** the payouts' own maker; without it a bank-transfer refund is only refused */
  ensurePayout?: EnsurePayout;
}): RefundThroughProvider {
  const repository = createPaymentsRepository({ db });
  return async (request) => {
    const payment = await repository.takenBy(request.outTradeNo);
    if (!payment) throw new Error(`refund ${request.refundNo}: no payment ${request.outTradeNo}`);
    if (payment.provider === OFFLINE_PROVIDER) {
      await ensurePayout?.(request.refundNo);
      throw new PaidBackByTransfer(request.refundNo);
    }
    if (payment.provider !== provider.name) {
      throw new Error(`refund ${request.refundNo}: payment ${request.outTradeNo} was taken by ${payment.provider}, not by the configured ${provider.name}`);
    }
    const taken = await provider.refund(request);
    metrics.refundCompleted(payment.provider, payment.method);
    return taken;
  };
}
