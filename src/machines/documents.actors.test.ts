import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, toPromise, type AnyActorLogic, type EventObject } from 'xstate';
import type { BookingDocument } from '../domain/shipping/documents';
import type { BookingSummary } from '../domain/shipping/types';
import type { CallOptions } from '../services/http';
import type * as bookingsCalls from '../services/shipping/bookings';
import { documentsActors, documentUploadActor } from './documents.actors';
import type { DocumentUploadInput } from './documents.machine';

const DOC: BookingDocument = {
  uuid: 'd-1',
  bookingNo: 'BK00000001',
  docType: 'OTHER',
  name: '装箱单.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-11-20T02:00:00.000Z',
  uploadedBy: '王建国',
};
const FILE = new File(['%PDF'], '装箱单.pdf');
const INPUT: DocumentUploadInput = { bookingNo: 'BK00000001', docType: 'OTHER', file: FILE };

/** A chart that runs `logic` until it is told to leave, and keeps what the logic sends back. */
function host(logic: AnyActorLogic, input: unknown) {
  const machine = setup({
    types: { context: {} as { received: EventObject[] }, events: {} as EventObject },
    actors: { child: logic },
  }).createMachine({
    context: { received: [] },
    initial: 'running',
    states: {
      running: { invoke: { src: 'child', input }, on: { leave: 'left' } },
      left: {},
    },
    on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) } },
  });
  const actor = createActor(machine).start();
  return { actor, received: () => actor.getSnapshot().context.received };
}

/** An upload whose progress and answer the test gives. */
function heldUpload() {
  let progress: (percent: number) => void = () => {};
  let answer: (document: BookingDocument) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const upload = vi.fn(
    (_input: DocumentUploadInput, onProgress: (percent: number) => void) =>
      new Promise<BookingDocument>((resolve, reject) => {
        progress = onProgress;
        answer = resolve;
        refuse = reject;
      }),
  );
  return { upload, progress: (p: number) => progress(p), answer: (d: BookingDocument) => answer(d), refuse: (e: unknown) => refuse(e) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('document upload actor', () => {
  it('sends the chosen file, reports its progress, then the stored document', async () => {
    const held = heldUpload();
    const { received } = host(documentUploadActor(held.upload), INPUT);
    expect(held.upload).toHaveBeenCalledWith(INPUT, expect.any(Function));
    held.progress(40);
    held.progress(100);
    held.answer(DOC);
    await settle();
    expect(received()).toEqual([
      { type: 'upload.progress', percent: 40 },
      { type: 'upload.progress', percent: 100 },
      { type: 'upload.done', document: DOC },
    ]);
  });

  it('reports a refused upload with its error', async () => {
    const held = heldUpload();
    const { received } = host(documentUploadActor(held.upload), INPUT);
    const error = new Error('file too large');
    held.refuse(error);
    await settle();
    expect(received()).toEqual([{ type: 'upload.failed', error }]);
  });

  it('drops the progress and the answer that come after the state was left', async () => {
    const held = heldUpload();
    const { actor, received } = host(documentUploadActor(held.upload), INPUT);
    held.progress(10);
    actor.send({ type: 'leave' });
    held.progress(90);
    held.answer(DOC);
    await settle();
    expect(actor.getSnapshot().value).toBe('left');
    expect(received()).toEqual([{ type: 'upload.progress', percent: 10 }]);
  });
});

function calls() {
  return {
    bookings: {
      getBookingPage: vi.fn<typeof bookingsCalls.getBookingPage>(() =>
        Promise.resolve({ records: [{ bookingNo: 'BK00000002' }, { bookingNo: 'BK00000001' }] as BookingSummary[], total: 2, current: 1, size: 50, pages: 1 }),
      ),
    },
    documents: {
      getBookingDocuments: vi.fn((_bookingNo: string, _options?: CallOptions) => Promise.resolve([DOC])),
      uploadBookingDocument: vi.fn((_input: DocumentUploadInput, onProgress: (percent: number) => void) => (onProgress(100), Promise.resolve(DOC))),
      downloadBookingDocument: vi.fn((_uuid: string, _options?: CallOptions) => Promise.resolve(new Blob(['%PDF']))),
      deleteBookingDocument: vi.fn((_uuid: string) => Promise.resolve(null)),
    },
  };
}

const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());

/** Starts a call that never answers, leaves the state, and answers whether the call was given up. */
function givenUp(logic: AnyActorLogic, input: unknown, call: { mock: { lastCall?: unknown[] } }, optionsAt: number) {
  const actor = createActor(logic, { input }).start();
  const signal = (call.mock.lastCall?.[optionsAt] as CallOptions | undefined)?.signal;
  const before = signal?.aborted;
  actor.stop();
  return { before, after: signal?.aborted };
}

describe('documents actors', () => {
  it('offers the 50 newest bookings, as the first page lists them', async () => {
    const services = calls();
    const bookings = await run(documentsActors(services, vi.fn()).loadBookings);
    expect(services.bookings.getBookingPage).toHaveBeenCalledWith({ current: 1, size: 50 }, expect.anything());
    expect(bookings).toEqual([{ bookingNo: 'BK00000002' }, { bookingNo: 'BK00000001' }]);
  });

  it('lists the documents of the chosen booking', async () => {
    const services = calls();
    await expect(run(documentsActors(services, vi.fn()).loadDocuments, { bookingNo: 'BK00000001' })).resolves.toEqual([DOC]);
    expect(services.documents.getBookingDocuments).toHaveBeenCalledWith('BK00000001', expect.anything());
  });

  it('uploads through the documents call', async () => {
    const services = calls();
    const { received } = host(documentsActors(services, vi.fn()).upload, INPUT);
    await settle();
    expect(services.documents.uploadBookingDocument).toHaveBeenCalledWith(INPUT, expect.any(Function));
    expect(received()).toEqual([
      { type: 'upload.progress', percent: 100 },
      { type: 'upload.done', document: DOC },
    ]);
  });

  it('hands the downloaded file to the browser under the document’s name', async () => {
    const services = calls();
    const file = new Blob(['%PDF-1.7']);
    services.documents.downloadBookingDocument.mockResolvedValue(file);
    const save = vi.fn();
    await run(documentsActors(services, save).download, { document: DOC });
    expect(services.documents.downloadBookingDocument).toHaveBeenCalledWith('d-1', expect.anything());
    expect(save).toHaveBeenCalledWith(file, '装箱单.pdf');
  });

  it('deletes a document by its uuid', async () => {
    const services = calls();
    await run(documentsActors(services, vi.fn()).removeDocument, { uuid: 'd-1' });
    expect(services.documents.deleteBookingDocument).toHaveBeenCalledWith('d-1');
  });

  it('gives up the list of bookings, the list of documents and a download when the screen leaves them', () => {
    const never = () => new Promise<never>(() => {});
    const services = calls();
    services.bookings.getBookingPage.mockImplementation(never);
    services.documents.getBookingDocuments.mockImplementation(never);
    services.documents.downloadBookingDocument.mockImplementation(never);
    const actors = documentsActors(services, vi.fn());
    expect(givenUp(actors.loadBookings, undefined, services.bookings.getBookingPage, 1)).toEqual({ before: false, after: true });
    expect(givenUp(actors.loadDocuments, { bookingNo: 'BK00000001' }, services.documents.getBookingDocuments, 1)).toEqual({ before: false, after: true });
    expect(givenUp(actors.download, { document: DOC }, services.documents.downloadBookingDocument, 1)).toEqual({ before: false, after: true });
  });
});
