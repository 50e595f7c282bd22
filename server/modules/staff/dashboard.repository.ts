import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { enterprises } from '../../db/tables/identity';
import { orders } from '../../db/tables/orders';
import { paymentReturns, refundPayouts } from '../../db/tables/payouts';
import { bookings } from '../../db/tables/shipping';

/** The console's waiting work, one count query each (indexed by status on every table). */
export function createDashboardRepository({ db }: { db: Db }) {
  const countOf = async (table: PgTable, where: SQL | undefined) => {
    const [row] = await db.select({ total: count() }).from(table).where(where);
    return row?.total ?? 0;
  };
  return {
    pendingReviews: () => countOf(enterprises, eq(enterprises.state, 'PENDING_REVIEW')),
    // A claimed bank transfer stops the payment window: DUE_PAY without a deadline (the order lifecycle's rule).
    offlinePayments: () => countOf(orders, and(eq(orders.status, 'DUE_PAY'), isNull(orders.paymentDeadline))),
    refundRequests: () => countOf(orders, eq(orders.status, 'BEING_REFUNDED')),
    paymentsToReturn: () => countOf(paymentReturns, inArray(paymentReturns.status, ['PENDING', 'FAILED'])),
    payoutsToMake: () => countOf(refundPayouts, eq(refundPayouts.status, 'PENDING')),
    submittedBookings: () => countOf(bookings, eq(bookings.status, 'Submitted')),
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
