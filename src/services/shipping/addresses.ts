import type { Page } from '../../domain/envelope';
import { LOADING_ADDRESS_PATHS } from '../../domain/shipping/entrustPaths';
import type { LoadingAddress, LoadingAddressForm } from '../../domain/shipping/loadingAddresses';
import { http, type CallOptions } from '../http';

/** The enterprise's loading addresses (LOADING_ADDRESS_PATHS, `{ code: 0 }` family). */

export function getAddressPage(query: { current: number; size: number; keyword?: string }, options?: CallOptions): Promise<Page<LoadingAddress>> {
  return http.post<Page<LoadingAddress>>(LOADING_ADDRESS_PATHS.page, query, undefined, options);
}

/** One of the enterprise's addresses as the server holds it now (10404 when not the enterprise's). */
export function loadAddress(uuid: string, options?: CallOptions): Promise<LoadingAddress> {
  return http.get<LoadingAddress>(LOADING_ADDRESS_PATHS.load, { uuid }, options);
}

/** A new address, or with `uuid` the enterprise's own one updated; a refused form rejects with an ApiError naming its fields. */
export function saveAddress(form: Omit<LoadingAddressForm, 'uuid'>, uuid?: string): Promise<LoadingAddress> {
  return http.post<LoadingAddress>(LOADING_ADDRESS_PATHS.save, uuid ? { ...form, uuid } : form);
}

export function deleteAddress(uuid: string): Promise<unknown> {
  return http.post(LOADING_ADDRESS_PATHS.remove, { uuid });
}
