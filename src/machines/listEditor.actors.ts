import { fromPromise } from 'xstate';
import type { Page } from '../domain/envelope';
import type { CallOptions } from '../services/http';
import type { ListEntry, ListPageInput, ListSaveInput } from './listEditor.machine';

/** The four calls of a list-with-editor; reads take the actor's `signal` (leaving the screen gives them up). */
export interface ListEditorCalls<Item extends ListEntry, Values, Filter> {
  loadPage(input: ListPageInput<Filter>, options: CallOptions): Promise<Page<Item>>;
  loadItem(uuid: string, options: CallOptions): Promise<Item>;
  saveItem(values: Values, uuid: string | undefined): Promise<Item>;
  removeItem(uuid: string): Promise<unknown>;
}

/** The list-with-editor chart's actors over an area's calls. */
export function listEditorActors<Item extends ListEntry, Values, Filter>(calls: ListEditorCalls<Item, Values, Filter>) {
  return {
    loadPage: fromPromise<Page<Item>, ListPageInput<Filter>>(({ input, signal }) => calls.loadPage(input, { signal })),
    loadItem: fromPromise<Item, { uuid: string }>(({ input, signal }) => calls.loadItem(input.uuid, { signal })),
    saveItem: fromPromise<Item, ListSaveInput<Values>>(({ input }) => calls.saveItem(input.values, input.uuid)),
    removeItem: fromPromise<unknown, { uuid: string }>(({ input }) => calls.removeItem(input.uuid)),
  };
}
