import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentReturns, refundPayouts, refunds } from '../../db/schema';

/** The refund rows a provider's refund notification concerns; over a transaction. */
export function createRefundNotificationsRepository({ db }: { db: Db }) {
  return {
    /**
     * What our refund number stands for, without lock (to find its order first: orders before refunds):
     * a passenger's refund, or the automatic return of a payment the order could not take.
     */
    async refundNumber(refundNo: string): Promise<{ kind: 'refund' | 'return'; orderUuid: string; amountMinor: number } | undefined> {
      const [refund] = await db.select({ orderUuid: refunds.orderUuid, amountMinor: refunds.amountMinor }).from(refunds).where(eq(refunds.refundNo, refundNo));
      if (refund) return { kind: 'refund', ...refund };
      const [returned] = await db
        .select({ orderUuid: paymentReturns.orderUuid, amountMinor: paymentReturns.amountMinor })
        .from(paymentReturns)
        .where(eq(paymentReturns.refundNo, refundNo));
      return returned ? { kind: 'return', ...returned } : undefined;
    },

    async lockOrder(orderUuid: string): Promise<void> {
      await db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.uuid, orderUuid)).for('update');
    },

    async lockRefund(refundNo: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.refundNo, refundNo)).for('update');
      return row;
    },

    /** An approved refund the provider has paid: SUCCEEDED with the provider's id (once; a later notification changes nothing). */
    async markSucceeded(uuid: string, providerRefundId: string): Promise<boolean> {
      const rows = await db
        .update(refunds)
        .set({ status: 'SUCCEEDED', providerRefundId })
        .where(and(eq(refunds.uuid, uuid), eq(refunds.status, 'APPROVED')))
        .returning({ uuid: refunds.uuid });
      return rows.length > 0;
    },

    /**
     * A payment return the provider paid back in the end (SUCCESS, after ABNORMAL had put it on the
     * clerk's queue): RETURNED, off the queue. False when it was not waiting: returned already, or by hand.
     */
    async completeReturn(refundNo: string, providerRefundId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(paymentReturns)
        .set({ status: 'RETURNED', providerRefundId, lastError: null, returnedAt: now, updatedAt: now })
        .where(and(eq(paymentReturns.refundNo, refundNo), inArray(paymentReturns.status, ['PENDING', 'FAILED'])))
        .returning({ uuid: paymentReturns.uuid });
      return rows.length > 0;
    },

    /** Whether the clerk recorded this payment return as given back by hand. */
    async returnedByHand(refundNo: string): Promise<boolean> {
      const [row] = await db.select({ status: paymentReturns.status }).from(paymentReturns).where(eq(paymentReturns.refundNo, refundNo));
      return row?.status === 'RETURNED_BY_HAND';
    },

    /** Whether the clerk recorded the transfer of this refund's payout. */
    async payoutPaid(refundUuid: string): Promise<boolean> {
      const [row] = await db.select({ status: refundPayouts.status }).from(refundPayouts).where(eq(refundPayouts.refundUuid, refundUuid));
      return row?.status === 'PAID';
    },

    /**
     * The clerk's payout of a refund the provider has paid after all: withdrawn while not made, so the
     * money is never sent twice. Only a payout made for a provider's failure (a bank-transfer refund has
     * no provider to pay it). The notification stays stored as the record of why.
     */
    async withdrawPendingPayout(refundUuid: string): Promise<void> {
      await db
        .delete(refundPayouts)
        .where(and(eq(refundPayouts.refundUuid, refundUuid), eq(refundPayouts.status, 'PENDING'), isNotNull(refundPayouts.providerOutcome)));
    },

    /**
     * A payment return the provider could not pay back after all: FAILED with the outcome, so it
     * waits on the clerk's "payments to return" queue (one given back by hand stays so).
     */
    async failReturn(refundNo: string, lastError: string, now: Date): Promise<void> {
      await db
        .update(paymentReturns)
        .set({ status: 'FAILED', lastError, returnedAt: null, updatedAt: now })
        .where(and(eq(paymentReturns.refundNo, refundNo), inArray(paymentReturns.status, ['PENDING', 'RETURNED', 'FAILED'])));
    },
  };
}
export type RefundNotificationsRepository = ReturnType<typeof createRefundNotificationsRepository>;
