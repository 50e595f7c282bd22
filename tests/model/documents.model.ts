import { expect } from 'vitest';
import { fromCallback, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { BookingDocument } from '../../src/domain/shipping/documents';
import type { BookingSummary } from '../../src/domain/shipping/types';
import { documentsMachine } from '../../src/machines/documents.machine';
import type { PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
const machine = documentsMachine.provide({
  actors: {
    loadBookings: fromPromise(() => never<BookingSummary[]>()),
    loadDocuments: fromPromise(() => never<BookingDocument[]>()),
    upload: fromCallback(() => {}),
    download: fromPromise(() => never<unknown>()),
    removeDocument: fromPromise(() => never<unknown>()),
  },
});

const D = {
  uuid: 'd-1',
  bookingNo: 'BK2',
  docType: 'OTHER',
  name: 'a.pdf',
  mimeType: 'application/pdf',
  size: 1,
  uploadedAt: '2026-11-20T00:00:00Z',
  uploadedBy: 'x',
} as BookingDocument;
const FILE = { name: 'a.pdf' } as File;

/** Gestures in every state and each call's answers while it runs; one upload per path keeps the graph finite. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'booking.choose', bookingNo: ' bk2 ' } as EventObject,
    { type: 'booking.choose', bookingNo: ' ' } as EventObject,
    { type: 'list.retry' },
    { type: 'document.download', document: D } as EventObject,
    { type: 'document.delete', document: D } as EventObject,
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  ];
  if (snapshot.context.documents.length === 0) events.push({ type: 'upload.start', docType: 'OTHER', file: FILE } as EventObject);
  if (snapshot.matches('uploading')) {
    if (snapshot.context.upload?.percent === 0) events.push({ type: 'upload.progress', percent: 50 } as EventObject);
    events.push({ type: 'upload.done', document: D } as EventObject, { type: 'upload.failed', error: 'refused' } as EventObject);
  }
  if (snapshot.matches('loadingBookings')) {
    events.push(
      { type: 'xstate.done.actor.loadBookings', output: [] } as EventObject,
      { type: 'xstate.error.actor.loadBookings', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.loadDocuments', output: [] } as EventObject,
      { type: 'xstate.error.actor.loadDocuments', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches('downloading')) {
    events.push({ type: 'xstate.done.actor.download', output: null } as EventObject, { type: 'xstate.error.actor.download', error: 'offline' } as EventObject);
  }
  if (snapshot.matches('deleting')) {
    events.push(
      { type: 'xstate.done.actor.removeDocument', output: null } as EventObject,
      { type: 'xstate.error.actor.removeDocument', error: 'gone' } as EventObject,
    );
  }
  return events;
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: 'refused' }) as EventObject;
const choose = (bookingNo: string) => ({ type: 'booking.choose', bookingNo }) as EventObject;
const E = { ...D, uuid: 'e-1', name: 'e.pdf' } as BookingDocument;
/** A booking number as the server knows it: written, trimmed, upper case. */
const isBookingNo = (bookingNo: string | null) => {
  expect(bookingNo).toBeTruthy();
  expect(bookingNo).toBe(bookingNo?.trim().toUpperCase());
};
/** Nothing is being sent, and no document is singled out. */
const quiet = (context: SnapshotFrom<typeof machine>['context']) => expect([context.upload, context.selected]).toEqual([null, null]);

export const documentsModel: PathModel<typeof machine> = {
  name: 'documents',
  machine,
  // Opened without a booking, and with ?bookingNo= (the picker's list then leads straight to its documents).
  walks: [
    { name: 'opened without a booking', input: {}, events: eventsIn },
    { name: 'opened with ?bookingNo=', input: { bookingNo: 'bk1' }, events: eventsIn },
  ],
  invariants: {
    // Waiting for a choice: no booking, no documents.
    'documents.idle': ({ context }) => {
      expect(context.bookingNo).toBeNull();
      expect(context.documents).toEqual([]);
      quiet(context);
    },
    // The documents asked for are a booking's, named as the server knows it; the old list is gone.
    'documents.loading': ({ context }) => {
      isBookingNo(context.bookingNo);
      quiet(context);
    },
    'documents.loadFailed': ({ context }) => {
      isBookingNo(context.bookingNo);
      expect(context.documents).toEqual([]);
      quiet(context);
    },
    'documents.ready': ({ context }) => {
      isBookingNo(context.bookingNo);
      quiet(context);
    },
    // One file at a time, with a percent that makes sense.
    'documents.uploading': ({ context }) => {
      isBookingNo(context.bookingNo);
      expect(context.upload?.name).toBe('a.pdf');
      expect(context.upload?.percent).toBeGreaterThanOrEqual(0);
      expect(context.upload?.percent).toBeLessThanOrEqual(100);
    },
    // The download, the confirmation and the delete are about one document.
    'documents.downloading': ({ context }) => expect(context.selected?.uuid).toBeDefined(),
    'documents.confirmingDelete': ({ context }) => expect(context.selected?.uuid).toBeDefined(),
    'documents.deleting': ({ context }) => expect(context.selected?.uuid).toBeDefined(),
  },
  golden: [
    {
      name: 'opened with ?bookingNo=: the picker failing still shows the booking, upper-cased',
      input: { bookingNo: ' bk1 ' },
      events: [error('loadBookings')],
      ends: { value: 'loading', context: { bookingNo: 'BK1', bookings: [] } },
    },
    {
      name: 'a blank choice changes nothing; a written one is asked for, upper-cased',
      input: {},
      events: [done('loadBookings', []), choose('  '), choose(' bk3 ')],
      ends: { value: 'loading', context: { bookingNo: 'BK3', documents: [] } },
    },
    {
      name: 'an upload ignores another booking chosen meanwhile, and heads the list when done',
      input: { bookingNo: 'BK2' },
      events: [
        done('loadBookings', []),
        done('loadDocuments', [E]),
        { type: 'upload.start', docType: 'OTHER', file: FILE } as EventObject,
        { type: 'upload.progress', percent: 40 } as EventObject,
        choose('bk9'),
        { type: 'upload.done', document: D } as EventObject,
      ],
      ends: { value: 'ready', context: { bookingNo: 'BK2', upload: null, documents: [{ uuid: 'd-1' }, { uuid: 'e-1' }] } },
    },
    {
      name: 'a delete refused (gone already): the list is asked again, nothing selected',
      input: { bookingNo: 'BK2' },
      events: [
        done('loadBookings', []),
        done('loadDocuments', [E]),
        { type: 'document.delete', document: E } as EventObject,
        { type: 'delete.confirm' },
        error('removeDocument'),
      ],
      ends: { value: 'loading', context: { bookingNo: 'BK2', selected: null } },
    },
  ],
};
