import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { BookingDocument, DocumentType } from '../domain/shipping/documents';
import type { BookingSummary } from '../domain/shipping/types';

export interface DocumentUploadInput {
  bookingNo: string;
  docType: DocumentType;
  file: File;
}

export interface DocumentsContext {
  /** the enterprise's bookings to choose from, newest first */
  bookings: BookingSummary[];
  /** the booking whose documents are shown; null until one is chosen */
  bookingNo: string | null;
  documents: BookingDocument[];
  /** the file being sent and how far it is, in whole percent */
  upload: { name: string; percent: number } | null;
  /** the document the delete confirmation or the download is about */
  selected: BookingDocument | null;
}

export type DocumentsEvent =
  | { type: 'booking.choose'; bookingNo: string }
  | { type: 'list.retry' }
  /** a file the screen has checked (type by name, size); the server checks the content */
  | { type: 'upload.start'; docType: DocumentType; file: File }
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.done'; document: BookingDocument }
  | { type: 'upload.failed'; error: unknown }
  | { type: 'document.download'; document: BookingDocument }
  | { type: 'document.delete'; document: BookingDocument }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Another booking is chosen: its documents are asked for (offered while nothing is being sent or deleted). */
const CHOOSE = {
  guard: 'isBookingNo',
  target: '#documents.loading',
  reenter: true,
  actions: 'chooseBooking',
} as const;

/**
 * The documents of a booking (/documentMgt): the enterprise's bookings to choose from (or the
 * one `?bookingNo=` names), its documents newest first, one upload at a time with its progress,
 * a download, and a delete after a confirmation. The calls and the messages are provided by the screen.
 */
export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as { bookingNo?: string },
  },
  actors: {
    loadBookings: fromPromise<BookingSummary[]>(async () => {
      throw new Error('loadBookings is provided by the screen');
    }),
    loadDocuments: fromPromise<BookingDocument[], { bookingNo: string }>(async () => {
      throw new Error('loadDocuments is provided by the screen');
    }),
    upload: fromCallback<EventObject, DocumentUploadInput>(() => {
      throw new Error('upload is provided by the screen');
    }),
    download: fromPromise<unknown, { document: BookingDocument }>(async () => {
      throw new Error('download is provided by the screen');
    }),
    removeDocument: fromPromise<unknown, { uuid: string }>(async () => {
      throw new Error('removeDocument is provided by the screen');
    }),
  },
  guards: {
    hasBooking: ({ context }) => context.bookingNo !== null,
    isBookingNo: ({ event }) => {
      assertEvent(event, 'booking.choose');
      return event.bookingNo.trim() !== '';
    },
  },
  actions: {
    chooseBooking: assign(({ event }) => {
      assertEvent(event, 'booking.choose');
      return { bookingNo: event.bookingNo.trim().toUpperCase(), documents: [], upload: null, selected: null };
    }),
    uploaded: (_, _params: { document: BookingDocument }) => {},
    uploadFailed: (_, _params: { error: unknown }) => {},
    deleted: () => {},
  },
}).createMachine({
  id: 'documents',
  context: ({ input }) => ({ bookings: [], bookingNo: input.bookingNo?.trim().toUpperCase() || null, documents: [], upload: null, selected: null }),
  initial: 'loadingBookings',
  states: {
    // A failed list of bookings still lets a preselected booking be shown: it is only the picker's.
    loadingBookings: {
      invoke: {
        id: 'loadBookings',
        src: 'loadBookings',
        onDone: [
          { guard: 'hasBooking', target: 'loading', actions: assign({ bookings: ({ event }) => event.output }) },
          { target: 'idle', actions: assign({ bookings: ({ event }) => event.output }) },
        ],
        onError: [{ guard: 'hasBooking', target: 'loading' }, { target: 'idle' }],
      },
    },
    idle: { on: { 'booking.choose': CHOOSE } },
    loading: {
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        input: ({ context }) => ({ bookingNo: context.bookingNo ?? '' }),
        onDone: { target: 'ready', actions: assign({ documents: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ documents: [] }) },
      },
      // Re-entered: the list of the booking chosen last is the one asked for.
      on: { 'booking.choose': CHOOSE },
    },
    loadFailed: {
      on: { 'list.retry': 'loading', 'booking.choose': CHOOSE },
    },
    ready: {
      on: {
        'booking.choose': CHOOSE,
        'upload.start': {
          target: 'uploading',
          actions: assign({ upload: ({ event }) => ({ name: event.file.name, percent: 0 }) }),
        },
        'document.download': { target: 'downloading', actions: assign({ selected: ({ event }) => event.document }) },
        'document.delete': { target: 'confirmingDelete', actions: assign({ selected: ({ event }) => event.document }) },
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, event }) => {
          assertEvent(event, 'upload.start');
          return { bookingNo: context.bookingNo ?? '', docType: event.docType, file: event.file };
        },
      },
      on: {
        'upload.progress': { actions: assign({ upload: ({ context, event }) => context.upload && { ...context.upload, percent: event.percent } }) },
        // The new document heads the list at once; newest first is the server's order too.
        'upload.done': {
          target: 'ready',
          actions: [
            assign({ documents: ({ context, event }) => [event.document, ...context.documents], upload: null }),
            { type: 'uploaded', params: ({ event }) => ({ document: event.document }) },
          ],
        },
        'upload.failed': { target: 'ready', actions: [assign({ upload: null }), { type: 'uploadFailed', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ document: context.selected! }),
        // The HTTP client has told the user what went wrong.
        onDone: { target: 'ready', actions: assign({ selected: null }) },
        onError: { target: 'ready', actions: assign({ selected: null }) },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'ready', actions: assign({ selected: null }) },
      },
    },
    deleting: {
      invoke: {
        id: 'removeDocument',
        src: 'removeDocument',
        input: ({ context }) => ({ uuid: context.selected?.uuid ?? '' }),
        onDone: { target: 'loading', actions: ['deleted', assign({ selected: null })] },
        // Gone already (deleted elsewhere) or refused: the list is asked again either way.
        onError: { target: 'loading', actions: assign({ selected: null }) },
      },
    },
  },
});
