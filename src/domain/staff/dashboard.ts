/**
 * The console's home: the work waiting for the caller's role. GET → DashboardCounts with only
 * the counts the caller's permissions cover (a reviewer sees pendingReviews, ...); a customer 10403.
 */
export const STAFF_DASHBOARD_PATH = '/web-ts/simp2/staff/dashboard/counts';

export interface DashboardCounts {
  /** enterprises waiting for review (btn.staff.enterpriseReview) */
  pendingReviews?: number;
  /** bank transfers claimed and waiting for staff (btn.staff.ticketing) */
  offlinePayments?: number;
  /** refund applications to decide (btn.staff.ticketing) */
  refundRequests?: number;
  /** payments to return that the provider has not taken back (btn.staff.ticketing) */
  paymentsToReturn?: number;
  /** approved bank-transfer refunds waiting for the clerk's transfer (btn.staff.ticketing) */
  payoutsToMake?: number;
  /** bookings submitted and waiting to be confirmed or shut out (btn.staff.shipping) */
  submittedBookings?: number;
}
