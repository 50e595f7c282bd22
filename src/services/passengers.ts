import type { Page } from '../domain/envelope';
import { PASSENGER_PATHS, type SavedPassenger } from '../domain/passengers';
import type { PassengerForm } from '../domain/validation/passengerSchema';
import { http, type CallOptions } from './http';

/**
 * Saved-passenger calls of spec section 7 ("Passengers"), for the logged-in user.
 * Thin: the HTTP client owns envelopes, messages and field errors.
 */

export interface PassengerPageQuery {
  /** 1-based */
  current: number;
  /** one of PAGE_SIZES */
  size: number;
}

/** A page of the user's passengers, newest first. */
export function getPassengerPage(query: PassengerPageQuery, options?: CallOptions): Promise<Page<SavedPassenger>> {
  return http.get<Page<SavedPassenger>>(PASSENGER_PATHS.page, { current: query.current, size: query.size }, options);
}

export function loadPassenger(uuid: string, options?: CallOptions): Promise<SavedPassenger> {
  return http.get<SavedPassenger>(PASSENGER_PATHS.load, { uuid }, options);
}

/** Saves a new passenger, or with `uuid` updates that one; answers it as saved. */
export function submitPassenger(form: PassengerForm, uuid?: string): Promise<SavedPassenger> {
  return http.post<SavedPassenger>(PASSENGER_PATHS.submit, uuid ? { ...form, uuid } : form);
}

export function deletePassenger(uuid: string): Promise<unknown> {
  return http.post(PASSENGER_PATHS.remove, { uuid });
}
