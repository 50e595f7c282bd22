import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { BookingDocument } from '../domain/shipping/documents';
import type { BookingSummary } from '../domain/shipping/types';
import { documentUploadActor } from './documents.actors';
import { documentsMachine } from './documents.machine';

const doc = (uuid: string) => ({ uuid, name: `${uuid}.pdf` }) as BookingDocument;

function start(bookingNo?: string, upload = documentUploadActor(async (_input, onProgress) => (onProgress(30), doc('new')))) {
  const asked: string[] = [];
  const uploaded: BookingDocument[] = [];
  const machine = documentsMachine.provide({
    actors: {
      loadBookings: fromPromise(async () => [{ bookingNo: 'BK1' } as BookingSummary]),
      loadDocuments: fromPromise(async ({ input }) => (asked.push(input.bookingNo), [doc('old')])),
      upload,
      download: fromPromise<unknown, { document: BookingDocument }>(async () => null),
      removeDocument: fromPromise<unknown, { uuid: string }>(async () => null),
    },
    actions: { uploaded: (_, { document }) => uploaded.push(document) },
  });
  return { actor: createActor(machine, { input: { bookingNo } }).start(), asked, uploaded };
}

describe('documents machine', () => {
  it('opens on the booking the address names, upper-cased, after the picker’s list', async () => {
    const { actor, asked } = start(' bk1 ');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['BK1']);
    expect(actor.getSnapshot().context.bookings).toHaveLength(1);
  });

  it('waits for a choice without one, and a blank choice changes nothing', async () => {
    const { actor, asked } = start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'booking.choose', bookingNo: '  ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'booking.choose', bookingNo: 'bk9' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['BK9']);
  });

  it('puts the uploaded document first and reports it; no other booking is chosen while sending', async () => {
    let finish: () => void = () => {};
    const held = fromCallback<{ type: string }, { bookingNo: string }>(({ sendBack, input }) => {
      sendBack({ type: 'upload.progress', percent: 30 });
      finish = () => sendBack({ type: 'upload.done', document: doc(`new-${input.bookingNo}`) } as never);
    });
    const { actor, uploaded } = start('BK1', held as never);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'upload.start', docType: 'OTHER', file: { name: 'x.pdf' } as File });
    expect(actor.getSnapshot().context.upload).toEqual({ name: 'x.pdf', percent: 30 });
    expect(actor.getSnapshot().can({ type: 'booking.choose', bookingNo: 'BK2' })).toBe(false);
    finish();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.documents.map((d) => d.uuid)).toEqual(['new-BK1', 'old']);
    expect(actor.getSnapshot().context.upload).toBeNull();
    expect(uploaded.map((d) => d.uuid)).toEqual(['new-BK1']);
  });

  it('deletes only after the confirmation, then asks for the list again', async () => {
    const { actor, asked } = start('BK1');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'document.delete', document: doc('old') });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'document.delete', document: doc('old') });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && asked.length === 2);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });
});
