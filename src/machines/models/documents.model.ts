import { fromCallback, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { BookingDocument } from '../../domain/shipping/documents';
import type { BookingSummary } from '../../domain/shipping/types';
import { documentsMachine } from '../documents.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
const machine = documentsMachine.provide({
  actors: {
    loadBookings: fromPromise(() => never<BookingSummary[]>()),
    loadDocuments: fromPromise(() => never<BookingDocument[]>()),
    upload: fromCallback(() => {}),
    download: fromPromise(() => never<unknown>()),
    removeDocument: fromPromise(() => never<unknown>()),
  },
});

const D = { uuid: 'd-1', bookingNo: 'BK2', docType: 'OTHER', name: 'a.pdf', mimeType: 'application/pdf', size: 1, uploadedAt: '2026-11-20T00:00:00Z', uploadedBy: 'x' } as BookingDocument;
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
    events.push({ type: 'xstate.done.actor.loadBookings', output: [] } as EventObject, { type: 'xstate.error.actor.loadBookings', error: 'offline' } as EventObject);
  }
  if (snapshot.matches('loading')) {
    events.push({ type: 'xstate.done.actor.loadDocuments', output: [] } as EventObject, { type: 'xstate.error.actor.loadDocuments', error: 'offline' } as EventObject);
  }
  if (snapshot.matches('downloading')) {
    events.push({ type: 'xstate.done.actor.download', output: null } as EventObject, { type: 'xstate.error.actor.download', error: 'offline' } as EventObject);
  }
  if (snapshot.matches('deleting')) {
    events.push({ type: 'xstate.done.actor.removeDocument', output: null } as EventObject, { type: 'xstate.error.actor.removeDocument', error: 'gone' } as EventObject);
  }
  return events;
}

export const documentsModel: PathModel<typeof machine> = {
  name: 'documents',
  machine,
  // Opened without a booking, and with ?bookingNo= (the picker's list then leads straight to its documents).
  walks: [
    { name: 'opened without a booking', input: {}, events: eventsIn },
    { name: 'opened with ?bookingNo=', input: { bookingNo: 'bk1' }, events: eventsIn },
  ],
};
