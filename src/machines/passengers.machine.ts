import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, type Page } from '../domain/envelope';
import type { SavedPassenger } from '../domain/passengers';
import type { PassengerForm } from '../domain/validation/passengerSchema';

export interface PassengersContext {
  /** 1-based page of the list */
  current: number;
  size: number;
  page: Page<SavedPassenger> | null;
  /** whom the editor or the delete confirmation is about; null in the editor: a new passenger */
  selected: SavedPassenger | null;
}

export type PassengersEvent =
  | { type: 'list.retry' }
  | { type: 'page.change'; current: number; size: number }
  | { type: 'passenger.add' }
  | { type: 'passenger.edit'; passenger: SavedPassenger }
  | { type: 'passenger.delete'; passenger: SavedPassenger }
  /** values passengerSchema has already validated */
  | { type: 'passenger.save'; values: PassengerForm }
  | { type: 'editor.retry' }
  | { type: 'editor.close' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface SaveInput {
  values: PassengerForm;
  /** absent: a new passenger */
  uuid?: string;
}

/**
 * The saved-passenger screen (spec 2 "/passengers", 8 "Are you sure to delete the current
 * passenger?"): a paged list, newest first; an editor for a new or a loaded passenger;
 * deleting after a confirmation. The calls and the user messages are provided.
 */
export const passengersMachine = setup({
  types: {
    context: {} as PassengersContext,
    events: {} as PassengersEvent,
  },
  actors: {
    loadPage: fromPromise<Page<SavedPassenger>, { current: number; size: number }>(async () => {
      throw new Error('loadPage is provided by the screen');
    }),
    loadPassenger: fromPromise<SavedPassenger, { uuid: string }>(async () => {
      throw new Error('loadPassenger is provided by the screen');
    }),
    savePassenger: fromPromise<SavedPassenger, SaveInput>(async () => {
      throw new Error('savePassenger is provided by the screen');
    }),
    removePassenger: fromPromise<unknown, { uuid: string }>(async () => {
      throw new Error('removePassenger is provided by the screen');
    }),
  },
  guards: {
    /** the deleted passenger was the only one on a page after the first: that page is gone */
    isLastOnLaterPage: ({ context }) => context.current > 1 && (context.page?.records.length ?? 0) <= 1,
    isNewPassenger: ({ context }) => context.selected === null,
  },
  actions: {
    saved: () => {},
    deleted: () => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'passengers',
  context: { current: 1, size: DEFAULT_PAGE_SIZE, page: null, selected: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ current: context.current, size: context.size }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      on: {
        'page.change': {
          target: 'loading',
          actions: assign(({ event }) => ({ current: Math.max(1, event.current), size: event.size })),
        },
        'passenger.add': { target: 'editing.form', actions: assign({ selected: null }) },
        'passenger.edit': { target: 'editing.loadingPassenger', actions: assign({ selected: ({ event }) => event.passenger }) },
        'passenger.delete': { target: 'confirmingDelete', actions: assign({ selected: ({ event }) => event.passenger }) },
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
        id: 'removePassenger',
        src: 'removePassenger',
        input: ({ context }) => ({ uuid: context.selected?.uuid ?? '' }),
        onDone: [
          { guard: 'isLastOnLaterPage', target: 'loading', actions: ['deleted', assign({ selected: null, current: ({ context }) => context.current - 1 })] },
          { target: 'loading', actions: ['deleted', assign({ selected: null })] },
        ],
        onError: { target: 'ready', actions: [{ type: 'failed', params: ({ event }) => ({ error: event.error }) }, assign({ selected: null })] },
      },
    },
    editing: {
      initial: 'form',
      states: {
        // Edited from what the server holds now, not from the list's copy.
        loadingPassenger: {
          invoke: {
            id: 'loadPassenger',
            src: 'loadPassenger',
            input: ({ context }) => ({ uuid: context.selected?.uuid ?? '' }),
            onDone: { target: 'form', actions: assign({ selected: ({ event }) => event.output }) },
            onError: { target: 'loadFailed' },
          },
          on: { 'editor.close': '#passengers.ready' },
        },
        loadFailed: {
          on: { 'editor.retry': 'loadingPassenger', 'editor.close': '#passengers.ready' },
        },
        form: {
          on: { 'passenger.save': 'saving', 'editor.close': '#passengers.ready' },
        },
        // Closing is not offered while saving: the answer decides where the user goes.
        saving: {
          invoke: {
            id: 'savePassenger',
            src: 'savePassenger',
            input: ({ context, event }) => {
              assertEvent(event, 'passenger.save');
              return { values: event.values, uuid: context.selected?.uuid };
            },
            onDone: [
              // A new passenger is the newest: the first page shows it.
              { guard: 'isNewPassenger', target: '#passengers.loading', actions: ['saved', assign({ current: 1 })] },
              { target: '#passengers.loading', actions: ['saved', assign({ selected: null })] },
            ],
            onError: { target: 'form', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
