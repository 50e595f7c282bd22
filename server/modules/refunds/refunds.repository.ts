import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders, paymentReturns, payments, refundAccounts, refundPayouts, refunds } from '../../db/schema';

export type PaymentReturnRow = typeof paymentReturns.$inferSelect;
export type PayoutRow = typeof refundPayouts.$inferSelect;
export type RefundAccountRow = typeof refundAccounts.$inferSelect;

/** Payments given back, refund accounts and payouts; over `db` or a transaction. */
export function createRefundsRepository({ db }: { db: Db }) {
  const returnWithOrder = {
    ret: paymentReturns,
    orderNo: orders.orderNo,
    outTradeNo: payments.outTradeNo,
  };
  const returnsQuery = () =>
    db
      .select(returnWithOrder)
      .from(paymentReturns)
      .innerJoin(orders, eq(orders.uuid, paymentReturns.orderUuid))
      .innerJoin(payments, eq(payments.uuid, paymentReturns.paymentUuid));
  const payoutsQuery = () =>
    db
      .select({ payout: refundPayouts, orderNo: orders.orderNo, refundNo: refunds.refundNo, account: refundAccounts })
      .from(refundPayouts)
      .innerJoin(orders, eq(orders.uuid, refundPayouts.orderUuid))
      .innerJoin(refunds, eq(refunds.uuid, refundPayouts.refundUuid))
      .leftJoin(refundAccounts, eq(refundAccounts.refundUuid, refundPayouts.refundUuid));

  return {
    /** Stores the return of a payment once (a payment has one return at most): the row, new or already there. */
    async insertReturn(values: typeof paymentReturns.$inferInsert): Promise<{ row: PaymentReturnRow; created: boolean }> {
      const [row] = await db.insert(paymentReturns).values(values).onConflictDoNothing({ target: paymentReturns.paymentUuid }).returning();
      if (row) return { row, created: true };
      const [existing] = await db.select().from(paymentReturns).where(eq(paymentReturns.paymentUuid, values.paymentUuid));
      return { row: existing!, created: false };
    },

    /** `lock`: FOR UPDATE, so that a retry and a hand record of one return happen one after the other. */
    async returnByUuid(uuid: string, lock = false) {
      const query = returnsQuery().where(eq(paymentReturns.uuid, uuid));
      const [row] = lock ? await query.for('update', { of: paymentReturns }) : await query;
      return row;
    },

    /** `unchangedSince`: only if nothing (a refund notification, the clerk) wrote the return after that; false when something did. */
    async updateReturn(uuid: string, values: Partial<typeof paymentReturns.$inferInsert>, unchangedSince?: Date): Promise<boolean> {
      const where = unchangedSince ? and(eq(paymentReturns.uuid, uuid), eq(paymentReturns.updatedAt, unchangedSince)) : eq(paymentReturns.uuid, uuid);
      const updated = await db.update(paymentReturns).set(values).where(where).returning({ uuid: paymentReturns.uuid });
      return updated.length > 0;
    },

    /** Returns not done yet (the provider failed, or never answered), oldest first. */
    waitingReturns() {
      return returnsQuery()
        .where(inArray(paymentReturns.status, ['PENDING', 'FAILED']))
        .orderBy(asc(paymentReturns.createdAt));
    },

    returnsOf(orderUuid: string) {
      return returnsQuery().where(eq(paymentReturns.orderUuid, orderUuid)).orderBy(asc(paymentReturns.createdAt));
    },

    async insertAccount(values: typeof refundAccounts.$inferInsert): Promise<void> {
      await db.insert(refundAccounts).values(values);
    },

    async accountOf(refundUuid: string): Promise<RefundAccountRow | undefined> {
      const [row] = await db.select().from(refundAccounts).where(eq(refundAccounts.refundUuid, refundUuid));
      return row;
    },

    /** The payout of a refund, created once (a second approval finds it). */
    async insertPayout(values: typeof refundPayouts.$inferInsert): Promise<PayoutRow> {
      const [row] = await db.insert(refundPayouts).values(values).onConflictDoNothing({ target: refundPayouts.refundUuid }).returning();
      if (row) return row;
      const [existing] = await db.select().from(refundPayouts).where(eq(refundPayouts.refundUuid, values.refundUuid));
      return existing!;
    },

    /** The caller's own order, locked first (server/db/transaction.ts: orders before their payouts). */
    async lockOwnOrder(userUuid: string, orderUuid: string) {
      const [row] = await db
        .select({ uuid: orders.uuid, currency: orders.currency })
        .from(orders)
        .where(and(eq(orders.uuid, orderUuid), eq(orders.userUuid, userUuid)))
        .for('update');
      return row;
    },

    /** The order's payouts with their accounts, newest first (one per refund). */
    payoutsOfOrder(orderUuid: string) {
      return payoutsQuery().where(eq(refundPayouts.orderUuid, orderUuid)).orderBy(desc(refundPayouts.createdAt));
    },

    async payoutOfRefund(refundUuid: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(refundPayouts).where(eq(refundPayouts.refundUuid, refundUuid));
      return row;
    },

    /** `lock`: FOR UPDATE of the payout row. */
    async payoutByUuid(uuid: string, lock = false) {
      const query = payoutsQuery().where(eq(refundPayouts.uuid, uuid));
      const [row] = lock ? await query.for('update', { of: refundPayouts }) : await query;
      return row;
    },

    pendingPayouts() {
      return payoutsQuery().where(eq(refundPayouts.status, 'PENDING')).orderBy(asc(refundPayouts.createdAt));
    },

    async updatePayout(uuid: string, values: Partial<typeof refundPayouts.$inferInsert>): Promise<void> {
      await db.update(refundPayouts).set(values).where(eq(refundPayouts.uuid, uuid));
    },

    async refundByNo(refundNo: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.refundNo, refundNo));
      return row;
    },

    /** Any order's status and state value, locked first (server/db/transaction.ts: the order row, then its refund's payout). */
    async lockOrderState(orderUuid: string) {
      const [row] = await db.select({ status: orders.status, stateValue: orders.stateValue }).from(orders).where(eq(orders.uuid, orderUuid)).for('update');
      return row;
    },

    /** A row of the order's history that moves nothing (a payment returned, a payout paid): the state stays. */
    async insertOrderNote(values: typeof orderEvents.$inferInsert): Promise<void> {
      await db.insert(orderEvents).values(values);
    },

    async markRefundSucceeded(refundUuid: string): Promise<void> {
      await db
        .update(refunds)
        .set({ status: 'SUCCEEDED' })
        .where(and(eq(refunds.uuid, refundUuid), eq(refunds.status, 'APPROVED')));
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
