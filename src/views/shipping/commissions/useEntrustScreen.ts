import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../../app/AppActorsContext';
import { useLatest } from '../../../app/useLatest';
import { COMMISSION_BOOKING_STATUSES } from '../../../domain/shipping/railCommissions';
import { entrustMachine } from '../../../machines/entrust.machine';
import { getAddressPage } from '../../../services/shipping/addresses';
import { getBookingPage } from '../../../services/shipping/bookings';
import { createCommission, loadBookingByNo } from '../../../services/shipping/commissions';

/** How many of the newest bookings and addresses the pickers offer; an older booking is reached through ?bookingNo=. */
const CHOICES = 50;

/** The rail commission form's chart with its calls and the "submitted" message; a refused form goes to `onRefused`. */
export function useEntrustScreen(bookingNo: string | undefined, onRefused: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl, onRefused });
  return useActorRef(
    entrustMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => {
          const [bookings, addresses] = await Promise.all([getBookingPage({ current: 1, size: CHOICES }), getAddressPage({ current: 1, size: CHOICES })]);
          return { bookings: bookings.records.filter((b) => (COMMISSION_BOOKING_STATUSES as readonly string[]).includes(b.status)), addresses: addresses.records };
        }),
        loadBooking: fromPromise(({ input }) => loadBookingByNo(input.bookingNo)),
        submit: fromPromise(({ input }) => createCommission(input.values)),
      },
      actions: {
        submitted: (_, { commission }) => notifier.notify(latest.current.intl.formatMessage({ id: 'entrust.submitted' }, { commissionNo: commission.commissionNo }), 'success'),
        failed: (_, { error }) => latest.current.onRefused(error),
      },
    }),
    { input: { bookingNo } },
  );
}
