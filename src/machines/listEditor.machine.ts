import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE, type Page } from '../domain/envelope';

/** What every entry of a list-with-editor has: the key it is loaded, saved and deleted by. */
export interface ListEntry {
  uuid: string;
}

interface ListEditorContext<Item extends ListEntry, Filter> {
  /** 1-based page of the list */
  current: number;
  size: number;
  /** what the list is searched by (`undefined` for a list without a search) */
  filter: Filter;
  page: Page<Item> | null;
  /** whom the editor or the delete confirmation is about; null in the editor: a new entry */
  selected: Item | null;
}

type ListEditorEvent<Item extends ListEntry, Values, Filter> =
  | { type: 'list.retry' }
  | { type: 'page.change'; current: number; size: number }
  | { type: 'filter.apply'; filter: Filter }
  | { type: 'item.add' }
  | { type: 'item.edit'; item: Item }
  | { type: 'item.delete'; item: Item }
  /** values the area's schema has already validated */
  | { type: 'item.save'; values: Values }
  | { type: 'editor.retry' }
  | { type: 'editor.close' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface ListPageInput<Filter> {
  current: number;
  size: number;
  filter: Filter;
}

export interface ListSaveInput<Values> {
  values: Values;
  /** absent: a new entry */
  uuid?: string;
}

export interface ListEditorOptions<Filter> {
  /** the machine's id (`parties`), also its diagram's name */
  id: string;
  /** the list's search: where it starts, and how a search sent by the screen is cleaned (trimmed) */
  filter: { initial: Filter; normalize: (filter: Filter) => Filter } | null;
  /** the list is newest first: a new entry, once saved, is shown on the first page */
  newestFirst: boolean;
}

/**
 * One list-with-editor (parties, loading addresses, saved passengers): a paged list, searched
 * or not; an editor for a new or a loaded entry; deleting after a confirmation. The calls
 * (`loadPage`, `loadItem`, `saveItem`, `removeItem`) and the user messages (`saved`, `deleted`,
 * `failed`) are provided by the screen.
 */
export function createListEditorMachine<Item extends ListEntry, Values, Filter = undefined>(options: ListEditorOptions<Filter>) {
  const { id, filter, newestFirst } = options;
  const ready = `#${id}.ready`;
  const reloaded = `#${id}.loading`;
  return setup({
    types: {
      context: {} as ListEditorContext<Item, Filter>,
      events: {} as ListEditorEvent<Item, Values, Filter>,
    },
    actors: {
      loadPage: fromPromise<Page<Item>, ListPageInput<Filter>>(async () => {
        throw new Error('loadPage is provided by the screen');
      }),
      loadItem: fromPromise<Item, { uuid: string }>(async () => {
        throw new Error('loadItem is provided by the screen');
      }),
      saveItem: fromPromise<Item, ListSaveInput<Values>>(async () => {
        throw new Error('saveItem is provided by the screen');
      }),
      removeItem: fromPromise<unknown, { uuid: string }>(async () => {
        throw new Error('removeItem is provided by the screen');
      }),
    },
    guards: {
      /** the deleted entry was the only one on a page after the first: that page is gone */
      isLastOnLaterPage: ({ context }) => context.current > 1 && (context.page?.records.length ?? 0) <= 1,
      isNewItem: ({ context }) => context.selected === null,
    },
    actions: {
      saved: () => {},
      deleted: () => {},
      failed: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    context: { current: 1, size: DEFAULT_PAGE_SIZE, filter: filter?.initial as Filter, page: null, selected: null },
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
          ...(filter && {
            'filter.apply': { target: 'loading', actions: assign(({ event }) => ({ filter: filter.normalize(event.filter), current: 1 })) },
          }),
          'item.add': { target: 'editing.form', actions: assign({ selected: null }) },
          'item.edit': { target: 'editing.loadingItem', actions: assign({ selected: ({ event }) => event.item }) },
          'item.delete': { target: 'confirmingDelete', actions: assign({ selected: ({ event }) => event.item }) },
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
          id: 'removeItem',
          src: 'removeItem',
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
          loadingItem: {
            invoke: {
              id: 'loadItem',
              src: 'loadItem',
              input: ({ context }) => ({ uuid: context.selected?.uuid ?? '' }),
              onDone: { target: 'form', actions: assign({ selected: ({ event }) => event.output }) },
              onError: { target: 'loadFailed' },
            },
            on: { 'editor.close': { target: ready, actions: assign({ selected: null }) } },
          },
          loadFailed: {
            on: { 'editor.retry': 'loadingItem', 'editor.close': { target: ready, actions: assign({ selected: null }) } },
          },
          form: {
            on: { 'item.save': 'saving', 'editor.close': { target: ready, actions: assign({ selected: null }) } },
          },
          // Closing is not offered while saving: the answer decides where the user goes.
          saving: {
            invoke: {
              id: 'saveItem',
              src: 'saveItem',
              input: ({ context, event }) => {
                assertEvent(event, 'item.save');
                return { values: event.values, uuid: context.selected?.uuid };
              },
              onDone: newestFirst
                ? [
                    // Newest first: a new entry is on the first page.
                    { guard: 'isNewItem', target: reloaded, actions: ['saved', assign({ current: 1 })] },
                    { target: reloaded, actions: ['saved', assign({ selected: null })] },
                  ]
                : // By name: the page shown is asked again, wherever the entry now sorts.
                  { target: reloaded, actions: ['saved', assign({ selected: null })] },
              onError: { target: 'form', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
            },
          },
        },
      },
    },
  });
}

export type ListEditorMachine<Item extends ListEntry, Values, Filter = undefined> = ReturnType<typeof createListEditorMachine<Item, Values, Filter>>;
