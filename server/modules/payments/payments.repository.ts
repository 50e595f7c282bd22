import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentNotifications, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** What paying needs to know of an order. */
const orderColumns = {
  uuid: orders.uuid,
  orderNo: orders.orderNo,
  userUuid: orders.userUuid,
  status: orders.status,
  stateValue: orders.stateValue,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
  paymentDeadline: orders.paymentDeadline,
};

/** Payments, their notifications and the order facts around them; over `db` or a transaction. */
export function createPaymentsRepository({ db }: { db: Db }) {
  return {
    /** Who took the payment and how: the provider a refund of it goes back through. */
    async takenBy(outTradeNo: string): Promise<Pick<PaymentRow, 'provider' | 'method'> | undefined> {
      const [row] = await db.select({ provider: payments.provider, method: payments.method }).from(payments).where(eq(payments.outTradeNo, outTradeNo));
      return row;
    },

    /** `lock`: FOR UPDATE, so that two QR requests of one order create one prepay. */
    async order(orderUuid: string, lock = false) {
      const query = db.select(orderColumns).from(orders).where(eq(orders.uuid, orderUuid));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The order's newest prepay of `provider` still waiting to be paid, of either scene. */
    async openPrepay(orderUuid: string, provider: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderUuid, orderUuid), eq(payments.provider, provider), eq(payments.method, 'WECHAT_QR'), eq(payments.status, 'CREATED')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    async insert(values: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /** The URL the provider answered last for an open prepay (an H5 prepay asked again for a fresh h5_url). */
    async setCodeUrl(uuid: string, codeUrl: string, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ codeUrl, updatedAt: now })
        .where(and(eq(payments.uuid, uuid), eq(payments.status, 'CREATED')));
    },

    /** A prepay no longer offered (its expiry or amount no longer matches the order, or the payer changed scene). */
    async close(uuid: string, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'CLOSED', updatedAt: now })
        .where(and(eq(payments.uuid, uuid), eq(payments.status, 'CREATED')));
    },

    /** `lock`: FOR UPDATE, so that notifications of one payment are handled one after another. */
    async byOutTradeNo(outTradeNo: string, lock = false): Promise<PaymentRow | undefined> {
      const query = db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Another payment of the order that already succeeded (a second payment of a paid order). */
    async otherSuccess(orderUuid: string, paymentUuid: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderUuid, orderUuid), eq(payments.status, 'SUCCEEDED'), ne(payments.uuid, paymentUuid)));
      return row;
    },

    async markSucceeded(uuid: string, transactionId: string | null, paidAt: Date, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'SUCCEEDED', providerTransactionId: transactionId, paidAt, updatedAt: now })
        .where(and(eq(payments.uuid, uuid), ne(payments.status, 'SUCCEEDED')));
    },

    /**
     * Money taken for an order that could not take it (payment_returns gives it back): the
     * provider's transaction and time kept, the attempt CLOSED, since an order has one success at most.
     */
    async markUnapplied(uuid: string, transactionId: string | null, paidAt: Date, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'CLOSED', providerTransactionId: transactionId, paidAt, updatedAt: now })
        .where(and(eq(payments.uuid, uuid), ne(payments.status, 'SUCCEEDED')));
    },

    /** Only a prepay still open fails: a late failure never undoes a success. */
    async markFailed(uuid: string, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'FAILED', updatedAt: now })
        .where(and(eq(payments.uuid, uuid), eq(payments.status, 'CREATED')));
    },

    /**
     * Stores a notification once: true when it is new, false for a replay of one already
     * stored (unique provider + notification id; a concurrent twin waits for the first
     * one's transaction and then finds it).
     */
    async recordNotification(values: typeof paymentNotifications.$inferInsert): Promise<boolean> {
      const rows = await db.insert(paymentNotifications).values(values).onConflictDoNothing().returning({ id: paymentNotifications.id });
      return rows.length > 0;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
