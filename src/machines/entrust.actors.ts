import { fromPromise } from 'xstate';
import type * as addressesCalls from '../services/shipping/addresses';
import type * as bookingsCalls from '../services/shipping/bookings';
import type * as commissionsCalls from '../services/shipping/commissions';
import { COMMISSION_BOOKING_STATUSES, type RailCommission, type RailCommissionForm } from '../domain/shipping/railCommissions';
import type { BookingView } from '../domain/shipping/types';
import type { EntrustOptions } from './entrust.machine';

/** How many of the newest bookings and addresses the pickers offer; an older booking is reached through ?bookingNo=. */
const CHOICES = 50;

interface EntrustCalls {
  bookings: Pick<typeof bookingsCalls, 'getBookingPage'>;
  addresses: Pick<typeof addressesCalls, 'getAddressPage'>;
  commissions: Pick<typeof commissionsCalls, 'loadBookingByNo' | 'createCommission'>;
}

/** The rail commission form's calls: the bookings a commission may be for and the addresses, the chosen booking, the submission. */
export function entrustActors({ bookings, addresses, commissions }: EntrustCalls) {
  return {
    loadOptions: fromPromise<EntrustOptions>(async ({ signal }) => {
      const [bookingPage, addressPage] = await Promise.all([
        bookings.getBookingPage({ current: 1, size: CHOICES }, { signal }),
        addresses.getAddressPage({ current: 1, size: CHOICES }, { signal }),
      ]);
      return {
        bookings: bookingPage.records.filter((b) => (COMMISSION_BOOKING_STATUSES as readonly string[]).includes(b.status)),
        addresses: addressPage.records,
      };
    }),
    loadBooking: fromPromise<BookingView, { bookingNo: string }>(({ input, signal }) => commissions.loadBookingByNo(input.bookingNo, { signal })),
    submit: fromPromise<RailCommission, { values: RailCommissionForm }>(({ input }) => commissions.createCommission(input.values)),
  };
}
