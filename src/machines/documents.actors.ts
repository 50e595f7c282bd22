import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type * as bookingsCalls from '../services/shipping/bookings';
import type * as documentsCalls from '../services/shipping/documents';
import type { BookingDocument } from '../domain/shipping/documents';
import type { BookingSummary } from '../domain/shipping/types';
import type { DocumentUploadInput } from './documents.machine';

/** How many of the newest bookings the picker offers; an older one is reached through ?bookingNo=. */
const BOOKING_CHOICES = 50;

type UploadDocument = (input: DocumentUploadInput, onProgress: (percent: number) => void) => Promise<BookingDocument>;

/** The upload as a callback actor: progress and the outcome come back as events. */
export function documentUploadActor(upload: UploadDocument) {
  return fromCallback<EventObject, DocumentUploadInput>(({ input, sendBack }) => {
    let current = true;
    upload(input, (percent) => current && sendBack({ type: 'upload.progress', percent })).then(
      (document) => current && sendBack({ type: 'upload.done', document }),
      (error: unknown) => current && sendBack({ type: 'upload.failed', error }),
    );
    // Leaving the state (another booking chosen) drops the late answers.
    return () => {
      current = false;
    };
  });
}

interface DocumentsCalls {
  bookings: Pick<typeof bookingsCalls, 'getBookingPage'>;
  documents: Pick<typeof documentsCalls, 'getBookingDocuments' | 'uploadBookingDocument' | 'downloadBookingDocument' | 'deleteBookingDocument'>;
}

/** The documents chart's calls; a downloaded file goes to `save` with its name. */
export function documentsActors({ bookings, documents }: DocumentsCalls, save: (file: Blob, name: string) => void) {
  return {
    loadBookings: fromPromise<BookingSummary[]>(
      async ({ signal }) => (await bookings.getBookingPage({ current: 1, size: BOOKING_CHOICES }, { signal })).records,
    ),
    loadDocuments: fromPromise<BookingDocument[], { bookingNo: string }>(({ input, signal }) => documents.getBookingDocuments(input.bookingNo, { signal })),
    upload: documentUploadActor(documents.uploadBookingDocument),
    download: fromPromise<unknown, { document: BookingDocument }>(async ({ input, signal }) =>
      save(await documents.downloadBookingDocument(input.document.uuid, { signal }), input.document.name),
    ),
    removeDocument: fromPromise<unknown, { uuid: string }>(({ input }) => documents.deleteBookingDocument(input.uuid)),
  };
}
