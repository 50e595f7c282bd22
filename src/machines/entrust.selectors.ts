import type { SnapshotFrom } from 'xstate';
import type { entrustMachine } from './entrust.machine';

type Snapshot = SnapshotFrom<typeof entrustMachine>;

/** where the form stands: loadingOptions, optionsFailed, loadingBooking, bookingFailed, form, submitting, done */
export const selectEntrustState = (s: Snapshot) => s.value;
/** the bookings and addresses offered, the chosen booking, and the commission placed */
export const selectEntrustContext = (s: Snapshot) => s.context;
