import { and, asc, eq, isNotNull, like, lte, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentNotifications, paymentReturns, payments, refundPayouts, refunds } from '../../db/schema';

/** A refund or payment return the provider took but has not told the end of. */
export interface WaitingRefund {
  refundNo: string;
  outTradeNo: string;
  amountMinor: number;
}

/** What the refund query sweep (refundQuerySweep.ts) reads: the refunds still waiting on the provider. */
export function createRefundQueriesRepository({ db }: { db: Db }) {
  return {
    /**
     * Up to `limit` approved refunds the provider took as PROCESSING (its refund id stored, status
     * left APPROVED) before `before`, oldest first. A payout means the clerk has it already (a
     * CLOSED or ABNORMAL outcome, or a bank transfer): not asked for.
     */
    waitingRefunds(provider: string, before: Date, limit: number): Promise<WaitingRefund[]> {
      return db
        .select({ refundNo: refunds.refundNo, outTradeNo: payments.outTradeNo, amountMinor: refunds.amountMinor })
        .from(refunds)
        .innerJoin(payments, eq(payments.uuid, refunds.paymentUuid))
        .where(
          and(
            eq(refunds.status, 'APPROVED'),
            isNotNull(refunds.providerRefundId),
            eq(payments.provider, provider),
            lte(refunds.decidedAt, before),
            notExists(db.select({ uuid: refundPayouts.uuid }).from(refundPayouts).where(eq(refundPayouts.refundUuid, refunds.uuid))),
          ),
        )
        .orderBy(asc(refunds.decidedAt))
        .limit(limit);
    },

    /**
     * Up to `limit` payment returns the provider took (RETURNED with its refund id, written for
     * PROCESSING too) before `before` whose end no REFUND.* outcome has told yet, oldest first.
     * A return is the one refund of its payment, so the payment's notifications stand for it.
     */
    waitingReturns(provider: string, before: Date, limit: number): Promise<WaitingRefund[]> {
      return db
        .select({ refundNo: paymentReturns.refundNo, outTradeNo: payments.outTradeNo, amountMinor: paymentReturns.amountMinor })
        .from(paymentReturns)
        .innerJoin(payments, eq(payments.uuid, paymentReturns.paymentUuid))
        .where(
          and(
            eq(paymentReturns.status, 'RETURNED'),
            isNotNull(paymentReturns.providerRefundId),
            eq(payments.provider, provider),
            lte(paymentReturns.updatedAt, before),
            notExists(
              db
                .select({ id: paymentNotifications.id })
                .from(paymentNotifications)
                .where(and(eq(paymentNotifications.outTradeNo, payments.outTradeNo), like(paymentNotifications.outcome, 'REFUND.%'))),
            ),
          ),
        )
        .orderBy(asc(paymentReturns.updatedAt))
        .limit(limit);
    },
  };
}
export type RefundQueriesRepository = ReturnType<typeof createRefundQueriesRepository>;
