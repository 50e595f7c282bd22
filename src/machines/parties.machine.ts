import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, type Page } from '../domain/envelope';
import type { PartyRole } from '../domain/shipping/enums';
import type { PartyForm } from '../domain/shipping/schemas';
import type { Party } from '../domain/shipping/types';

/** What the list is filtered by: name contains (any case), and the role an entry can take. */
export interface PartyFilter {
  name: string;
  role: PartyRole | null;
}

export interface PartiesContext {
  /** 1-based page of the list */
  current: number;
  size: number;
  filter: PartyFilter;
  page: Page<Party> | null;
  /** whom the editor or the delete confirmation is about; null in the editor: a new party */
  selected: Party | null;
}

export type PartyValues = Omit<PartyForm, 'uuid'>;

export type PartiesEvent =
  | { type: 'list.retry' }
  | { type: 'page.change'; current: number; size: number }
  | { type: 'filter.apply'; filter: PartyFilter }
  | { type: 'party.add' }
  | { type: 'party.edit'; party: Party }
  | { type: 'party.delete'; party: Party }
  /** values partyFormSchema has already validated */
  | { type: 'party.save'; values: PartyValues }
  | { type: 'editor.retry' }
  | { type: 'editor.close' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface PartyPageInput {
  current: number;
  size: number;
  filter: PartyFilter;
}

export interface PartySaveInput {
  values: PartyValues;
  /** absent: a new party */
  uuid?: string;
}

/**
 * The enterprise's address book (/partyMgt): a paged list by name, searched by name and role;
 * an editor for a new or a loaded party; deleting after a confirmation. The calls and the
 * user messages are provided by the screen.
 */
export const partiesMachine = setup({
  types: {
    context: {} as PartiesContext,
    events: {} as PartiesEvent,
  },
  actors: {
    loadPage: fromPromise<Page<Party>, PartyPageInput>(async () => {
      throw new Error('loadPage is provided by the screen');
    }),
    loadParty: fromPromise<Party, { uuid: string }>(async () => {
      throw new Error('loadParty is provided by the screen');
    }),
    saveParty: fromPromise<Party, PartySaveInput>(async () => {
      throw new Error('saveParty is provided by the screen');
    }),
    removeParty: fromPromise<unknown, { uuid: string }>(async () => {
      throw new Error('removeParty is provided by the screen');
    }),
  },
  guards: {
    /** the deleted party was the only one on a page after the first: that page is gone */
    isLastOnLaterPage: ({ context }) => context.current > 1 && (context.page?.records.length ?? 0) <= 1,
  },
  actions: {
    saved: () => {},
    deleted: () => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'parties',
  context: { current: 1, size: DEFAULT_PAGE_SIZE, filter: { name: '', role: null }, page: null, selected: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ current: context.current, size: context.size, filter: context.filter }),
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
        // A new search starts at its first page.
        'filter.apply': { target: 'loading', actions: assign(({ event }) => ({ filter: { name: event.filter.name.trim(), role: event.filter.role }, current: 1 })) },
        'party.add': { target: 'editing.form', actions: assign({ selected: null }) },
        'party.edit': { target: 'editing.loadingParty', actions: assign({ selected: ({ event }) => event.party }) },
        'party.delete': { target: 'confirmingDelete', actions: assign({ selected: ({ event }) => event.party }) },
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
        id: 'removeParty',
        src: 'removeParty',
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
        loadingParty: {
          invoke: {
            id: 'loadParty',
            src: 'loadParty',
            input: ({ context }) => ({ uuid: context.selected?.uuid ?? '' }),
            onDone: { target: 'form', actions: assign({ selected: ({ event }) => event.output }) },
            onError: { target: 'loadFailed' },
          },
          on: { 'editor.close': { target: '#parties.ready', actions: assign({ selected: null }) } },
        },
        loadFailed: {
          on: { 'editor.retry': 'loadingParty', 'editor.close': { target: '#parties.ready', actions: assign({ selected: null }) } },
        },
        form: {
          on: { 'party.save': 'saving', 'editor.close': { target: '#parties.ready', actions: assign({ selected: null }) } },
        },
        // Closing is not offered while saving: the answer decides where the user goes.
        saving: {
          invoke: {
            id: 'saveParty',
            src: 'saveParty',
            input: ({ context, event }) => {
              assertEvent(event, 'party.save');
              return { values: event.values, uuid: context.selected?.uuid };
            },
            // The list is by name: the page shown is asked again, wherever the party now sorts.
            onDone: { target: '#parties.loading', actions: ['saved', assign({ selected: null })] },
            onError: { target: 'form', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
