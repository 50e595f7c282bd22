import type { LoadingAddress } from '../domain/shipping/loadingAddresses';
import type * as addressesCalls from '../services/shipping/addresses';
import type { AddressFilter, AddressValues } from './addresses.machine';
import { listEditorActors } from './listEditor.actors';

/** The loading-addresses chart's calls (services/shipping/addresses.ts in the app); an empty keyword is not sent. */
export function addressesActors(calls: Pick<typeof addressesCalls, 'getAddressPage' | 'loadAddress' | 'saveAddress' | 'deleteAddress'>) {
  return listEditorActors<LoadingAddress, AddressValues, AddressFilter>({
    loadPage: ({ current, size, filter }, options) => calls.getAddressPage({ current, size, ...(filter.keyword ? { keyword: filter.keyword } : {}) }, options),
    loadItem: (uuid, options) => calls.loadAddress(uuid, options),
    saveItem: (values, uuid) => calls.saveAddress(values, uuid),
    removeItem: (uuid) => calls.deleteAddress(uuid),
  });
}
