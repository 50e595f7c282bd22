import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { shippingDownloadMachine } from '../../src/machines/shippingDownload.machine';
import type { PathModel } from './pathModel';

const machine = shippingDownloadMachine.provide({
  actors: { fetchFile: fromPromise<Blob, { key: string }>(() => new Promise(() => {})) },
});

const ERROR = { kind: 'business', code: 10500 };
const START = (key: string) => ({ type: 'download.start', key }) as EventObject;
const FAILED = { type: 'xstate.error.actor.fetchFile', error: ERROR } as EventObject;
/** What an invoked call was given (its snapshot keeps its input). */
const inputOf = (child: { getSnapshot: () => unknown } | undefined) => (child?.getSnapshot() as { input?: unknown } | undefined)?.input;

/** Two bills asked for in every state (one at a time is the chart's rule) and the fetch's answers while it runs. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [{ type: 'download.start', key: 'bill-1' } as EventObject, { type: 'download.start', key: 'bill-2' } as EventObject];
  if (snapshot.matches('fetching')) {
    events.push({ type: 'xstate.done.actor.fetchFile', output: new Blob(['%PDF']) } as EventObject, FAILED);
  }
  return events;
}

export const shippingDownloadModel: PathModel<typeof machine> = {
  name: 'shippingDownload',
  machine,
  walks: [{ name: 'a bill fetched', events: eventsIn }],
  invariants: {
    // Nothing is being fetched; the failures kept are of bills asked for, each with its error.
    'shippingDownload.idle': ({ context, children }) => {
      expect(context.busy).toBeNull();
      expect(children.fetchFile).toBeUndefined();
      for (const [key, error] of Object.entries(context.failed)) {
        expect(['bill-1', 'bill-2']).toContain(key);
        expect(error).toEqual(ERROR);
      }
    },
    // One bill is fetched, the one the call was asked for, and its earlier failure is no longer shown.
    'shippingDownload.fetching': ({ context, children }) => {
      expect(['bill-1', 'bill-2']).toContain(context.busy);
      expect(inputOf(children.fetchFile)).toEqual({ key: context.busy });
      expect(Object.keys(context.failed)).not.toContain(context.busy);
    },
  },
  golden: [
    {
      name: 'a bill that failed: its failure is kept by its key',
      events: [START('bill-1'), FAILED],
      ends: { value: 'idle', context: { busy: null, failed: { 'bill-1': { kind: 'business', code: 10500 } } } },
    },
    {
      name: 'one at a time: a second bill asked for while the first is fetched is ignored',
      events: [START('bill-1'), START('bill-2')],
      ends: { value: 'fetching', context: { busy: 'bill-1' } },
    },
    {
      name: 'a failed bill fetched again: its failure is gone, the other bill’s is kept',
      events: [
        START('bill-2'),
        FAILED,
        START('bill-1'),
        FAILED,
        START('bill-1'),
        { type: 'xstate.done.actor.fetchFile', output: new Blob(['%PDF']) } as EventObject,
      ],
      ends: {
        value: 'idle',
        context: {
          busy: null,
          // exactly these failures (toMatchObject alone would let bill-1's stay)
          failed: expect.toSatisfy((failed: unknown) => isDeepStrictEqual(failed, { 'bill-2': { kind: 'business', code: 10500 } })),
        },
      },
    },
  ],
};
