import type { LoadingAddress, LoadingAddressForm } from '../domain/shipping/loadingAddresses';
import { createListEditorMachine } from './listEditor.machine';

/** What the list is filtered by: a keyword found in the name, city, address or contact (any case). */
export interface AddressFilter {
  keyword: string;
}

export type AddressValues = Omit<LoadingAddressForm, 'uuid'>;

/**
 * The enterprise's loading addresses (/addressMgt): a paged list by name, searched by a keyword;
 * an editor for a new or a loaded address; deleting after a confirmation.
 */
export const addressesMachine = createListEditorMachine<LoadingAddress, AddressValues, AddressFilter>({
  id: 'addresses',
  filter: { initial: { keyword: '' }, normalize: (filter) => ({ keyword: filter.keyword.trim() }) },
  newestFirst: false,
});
