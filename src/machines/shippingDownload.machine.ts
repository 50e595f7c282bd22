import { assertEvent, assign, fromPromise, setup } from 'xstate';

interface ShippingDownloadContext {
  /** the file being fetched (a bill's uuid, a template's kind), if any */
  busy: string | null;
  /** why the last attempt at each file failed, by its key */
  failed: Record<string, unknown>;
}

type ShippingDownloadEvent = { type: 'download.start'; key: string };

/**
 * A file of the container side fetched with the session's token and handed to the browser
 * (a bill's PDF, an import template): one at a time, a failure kept by its key until that file
 * is asked for again. The call and what is done with the file are provided by the screen.
 */
export const shippingDownloadMachine = setup({
  types: {
    context: {} as ShippingDownloadContext,
    events: {} as ShippingDownloadEvent,
  },
  actors: {
    fetchFile: fromPromise<Blob, { key: string }>(async () => {
      throw new Error('fetchFile is provided by the screen');
    }),
  },
  actions: {
    saved: (_, _params: { key: string; file: Blob }) => {},
    failed: (_, _params: { key: string; error: unknown }) => {},
  },
}).createMachine({
  id: 'shippingDownload',
  context: { busy: null, failed: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'download.start': {
          target: 'fetching',
          actions: assign(({ context, event }) => {
            assertEvent(event, 'download.start');
            const { [event.key]: _, ...failed } = context.failed;
            return { busy: event.key, failed };
          }),
        },
      },
    },
    fetching: {
      invoke: {
        id: 'fetchFile',
        src: 'fetchFile',
        input: ({ context }) => ({ key: context.busy ?? '' }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'saved', params: ({ context, event }) => ({ key: context.busy ?? '', file: event.output }) }, assign({ busy: null })],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'failed', params: ({ context, event }) => ({ key: context.busy ?? '', error: event.error }) },
            assign(({ context, event }) => ({ busy: null, failed: { ...context.failed, [context.busy ?? '']: event.error } })),
          ],
        },
      },
    },
  },
});
