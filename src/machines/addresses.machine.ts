import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, type Page } from '../domain/envelope';
import type { LoadingAddress, LoadingAddressForm } from '../domain/shipping/loadingAddresses';

/** What the list is filtered by: a keyword found in the name, city, address or contact (any case). */
export interface AddressFilter {
  keyword: string;
}

export interface AddressesContext {
  /** 1-based page of the list */
  current: number;
  size: number;
  filter: AddressFilter;
  page: Page<LoadingAddress> | null;
  /** whom the editor or the delete confirmation is about; null in the editor: a new address */
  selected: LoadingAddress | null;
}

export type AddressValues = Omit<LoadingAddressForm, 'uuid'>;

export type AddressesEvent =
  | { type: 'list.retry' }
  | { type: 'page.change'; current: number; size: number }
  | { type: 'filter.apply'; filter: AddressFilter }
  | { type: 'address.add' }
  | { type: 'address.edit'; address: LoadingAddress }
  | { type: 'address.delete'; address: LoadingAddress }
  /** values loadingAddressFormSchema has already validated */
  | { type: 'address.save'; values: AddressValues }
  | { type: 'editor.retry' }
  | { type: 'editor.close' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface AddressPageInput {
  current: number;
  size: number;
  filter: AddressFilter;
}

export interface AddressSaveInput {
  values: AddressValues;
  /** absent: a new address */
  uuid?: string;
}

/**
 * The enterprise's loading addresses (/addressMgt): a paged list by name, searched by a keyword;
 * an editor for a new or a loaded address; deleting after a confirmation. The calls and the
 * user messages are provided by the screen. (The same shape as the parties' chart.)
 */
export const addressesMachine = setup({
  types: {
    context: {} as AddressesContext,
    events: {} as AddressesEvent,
  },
  actors: {
    loadPage: fromPromise<Page<LoadingAddress>, AddressPageInput>(async () => {
      throw new Error('loadPage is provided by the screen');
    }),
    loadAddress: fromPromise<LoadingAddress, { uuid: string }>(async () => {
      throw new Error('loadAddress is provided by the screen');
    }),
    saveAddress: fromPromise<LoadingAddress, AddressSaveInput>(async () => {
      throw new Error('saveAddress is provided by the screen');
    }),
    removeAddress: fromPromise<unknown, { uuid: string }>(async () => {
      throw new Error('removeAddress is provided by the screen');
    }),
  },
  guards: {
    /** the deleted address was the only one on a page after the first: that page is gone */
    isLastOnLaterPage: ({ context }) => context.current > 1 && (context.page?.records.length ?? 0) <= 1,
  },
  actions: {
    saved: () => {},
    deleted: () => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'addresses',
  context: { current: 1, size: DEFAULT_PAGE_SIZE, filter: { keyword: '' }, page: null, selected: null },
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
        'filter.apply': { target: 'loading', actions: assign(({ event }) => ({ filter: { keyword: event.filter.keyword.trim() }, current: 1 })) },
        'address.add': { target: 'editing.form', actions: assign({ selected: null }) },
        'address.edit': { target: 'editing.loadingAddress', actions: assign({ selected: ({ event }) => event.address }) },
        'address.delete': { target: 'confirmingDelete', actions: assign({ selected: ({ event }) => event.address }) },
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
        id: 'removeAddress',
        src: 'removeAddress',
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
        loadingAddress: {
          invoke: {
            id: 'loadAddress',
            src: 'loadAddress',
            input: ({ context }) => ({ uuid: context.selected?.uuid ?? '' }),
            onDone: { target: 'form', actions: assign({ selected: ({ event }) => event.output }) },
            onError: { target: 'loadFailed' },
          },
          on: { 'editor.close': { target: '#addresses.ready', actions: assign({ selected: null }) } },
        },
        loadFailed: {
          on: { 'editor.retry': 'loadingAddress', 'editor.close': { target: '#addresses.ready', actions: assign({ selected: null }) } },
        },
        form: {
          on: { 'address.save': 'saving', 'editor.close': { target: '#addresses.ready', actions: assign({ selected: null }) } },
        },
        // Closing is not offered while saving: the answer decides where the user goes.
        saving: {
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context, event }) => {
              assertEvent(event, 'address.save');
              return { values: event.values, uuid: context.selected?.uuid };
            },
            // The list is by name: the page shown is asked again, wherever the address now sorts.
            onDone: { target: '#addresses.loading', actions: ['saved', assign({ selected: null })] },
            onError: { target: 'form', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
