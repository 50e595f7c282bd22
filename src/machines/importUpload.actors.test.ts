import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, waitFor, type AnyActorLogic, type EventObject } from 'xstate';
import type { ImportCheck } from '../domain/shipping/import/rows';
import type { BookingImportSaved, ContainerUploadSaved } from '../domain/shipping/import/types';
import { bookingImportActors, containerUploadActors, sendFileActor } from './importUpload.actors';
import { importUploadMachine } from './importUpload.machine';

const FILE = new File(['xlsx'], 'bookings.xlsx');
const CHECK: ImportCheck = { rows: [{ row: 2, values: {}, errors: [] }], valid: 1, refused: 0 };
const BOOKINGS_SAVED: BookingImportSaved = { check: CHECK, created: [{ row: 2, uuid: 'b-1', bookingNo: 'BK00000001' }] };
const CONTAINERS_SAVED: ContainerUploadSaved = { check: CHECK, bookingNo: 'BK00000001', saved: [{ row: 2, containerNo: 'MSCU1234565' }] };

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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A call whose progress and answer the test gives. */
function heldCall<T>() {
  const held = { progress: (_p: number) => {}, answer: (_a: T) => {}, refuse: (_e: unknown) => {} };
  const send = vi.fn(
    (_file: File, onProgress: (percent: number) => void) =>
      new Promise<T>((resolve, reject) => {
        held.progress = onProgress;
        held.answer = resolve;
        held.refuse = reject;
      }),
  );
  return { send, held };
}

describe('send file actor', () => {
  it('sends the file, reports its progress, then the answer as the event it is given', async () => {
    const { send, held } = heldCall<string>();
    const { received } = host(
      sendFileActor(send, (answer) => ({ type: 'import.saved', saved: { check: { rows: [], valid: Number(answer), refused: 0 } } })),
      { file: FILE },
    );
    expect(send).toHaveBeenCalledWith(FILE, expect.any(Function));
    held.progress(25);
    held.answer('3');
    await settle();
    expect(received()).toEqual([
      { type: 'import.progress', percent: 25 },
      { type: 'import.saved', saved: { check: { rows: [], valid: 3, refused: 0 } } },
    ]);
  });

  it('reports a refused file with its error', async () => {
    const { send, held } = heldCall<string>();
    const { received } = host(
      sendFileActor(send, () => ({ type: 'import.save' })),
      { file: FILE },
    );
    const error = new Error('not an xlsx');
    held.refuse(error);
    await settle();
    expect(received()).toEqual([{ type: 'import.failed', error }]);
  });

  it('drops the progress and the answer that come after the state was left', async () => {
    const { send, held } = heldCall<string>();
    const { actor, received } = host(
      sendFileActor(send, () => ({ type: 'import.save' })),
      { file: FILE },
    );
    held.progress(10);
    actor.send({ type: 'leave' });
    held.progress(90);
    held.answer('late');
    await settle();
    expect(actor.getSnapshot().value).toBe('left');
    expect(received()).toEqual([{ type: 'import.progress', percent: 10 }]);
  });
});

function run(actors: ReturnType<typeof bookingImportActors>) {
  const percents: number[] = [];
  const actor = createActor(importUploadMachine.provide({ actors })).start();
  actor.subscribe((s) => percents.push(s.context.percent));
  return { actor, percents };
}

describe('booking import actors', () => {
  it('checks the file, then saves the same file as Drafts, with the progress of each', async () => {
    const imports = {
      validateBookingFile: vi.fn((_file: File, onProgress?: (p: number) => void) => (onProgress?.(40), Promise.resolve(CHECK))),
      saveBookingFile: vi.fn((_file: File, onProgress?: (p: number) => void) => (onProgress?.(70), Promise.resolve(BOOKINGS_SAVED))),
    };
    const { actor, percents } = run(bookingImportActors(imports));
    actor.send({ type: 'import.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('validated'));
    expect(actor.getSnapshot().context.check).toEqual(CHECK);
    expect(imports.validateBookingFile).toHaveBeenCalledWith(FILE, expect.any(Function));
    actor.send({ type: 'import.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(imports.saveBookingFile).toHaveBeenCalledWith(FILE, expect.any(Function));
    expect(actor.getSnapshot().context.saved).toEqual(BOOKINGS_SAVED);
    expect(percents).toEqual([0, 40, 100, 0, 70, 100]);
  });
});

describe('container upload actors', () => {
  it('checks the file against the booking, then saves it to that booking, with the progress of each', async () => {
    const imports = {
      validateContainerFile: vi.fn((_bookingNo: string, _file: File, onProgress?: (p: number) => void) => (onProgress?.(30), Promise.resolve(CHECK))),
      saveContainerFile: vi.fn((_bookingNo: string, _file: File, onProgress?: (p: number) => void) => (onProgress?.(60), Promise.resolve(CONTAINERS_SAVED))),
    };
    const { actor, percents } = run(containerUploadActors(imports, 'BK00000001'));
    actor.send({ type: 'import.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('validated'));
    expect(imports.validateContainerFile).toHaveBeenCalledWith('BK00000001', FILE, expect.any(Function));
    actor.send({ type: 'import.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(imports.saveContainerFile).toHaveBeenCalledWith('BK00000001', FILE, expect.any(Function));
    expect(actor.getSnapshot().context.saved).toEqual(CONTAINERS_SAVED);
    expect(percents).toEqual([0, 30, 100, 0, 60, 100]);
  });
});
