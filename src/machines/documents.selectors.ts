import type { SnapshotFrom } from 'xstate';
import type { documentsMachine } from './documents.machine';

/** What the documents screen reads from its chart, one value per selector. */
type Snapshot = SnapshotFrom<typeof documentsMachine>;

export const selectBookings = (snapshot: Snapshot) => snapshot.context.bookings;
export const selectBookingNo = (snapshot: Snapshot) => snapshot.context.bookingNo;
export const selectDocuments = (snapshot: Snapshot) => snapshot.context.documents;
export const selectUpload = (snapshot: Snapshot) => snapshot.context.upload;
export const selectSelected = (snapshot: Snapshot) => snapshot.context.selected;
export const selectBookingsLoading = (snapshot: Snapshot) => snapshot.matches('loadingBookings');
export const selectIsListLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectListFailed = (snapshot: Snapshot) => snapshot.matches('loadFailed');
export const selectIsDownloading = (snapshot: Snapshot) => snapshot.matches('downloading');
export const selectConfirmingDelete = (snapshot: Snapshot) => snapshot.matches('confirmingDelete');
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.matches('deleting');
/** a booking may be chosen now (not while a file is being sent or deleted) */
export const selectCanChoose = (snapshot: Snapshot) => snapshot.can({ type: 'booking.choose', bookingNo: 'X' });
/** the list is shown and settled: upload, download and delete act */
export const selectCanAct = (snapshot: Snapshot) => snapshot.matches('ready');
