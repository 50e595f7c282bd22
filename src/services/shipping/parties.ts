import type { Page } from '../../domain/envelope';
import type { PartyRole } from '../../domain/shipping/enums';
import { PARTY_PATHS } from '../../domain/shipping/paths';
import type { PartyForm } from '../../domain/shipping/schemas';
import type { Party } from '../../domain/shipping/types';
import { http, type CallOptions } from '../http';

/** The enterprise's address book of parties (PARTY_PATHS, `{ code: 0 }` family). */

export interface PartyPageQuery {
  current?: number;
  /** 10, 20 or 50 */
  size?: number;
  /** name contains, any case */
  name?: string;
  /** only entries that can take this role */
  role?: PartyRole;
}

/** A page of the enterprise's parties, by name. */
export function getPartyPage(query: PartyPageQuery, options?: CallOptions): Promise<Page<Party>> {
  return http.post<Page<Party>>(PARTY_PATHS.page, query, undefined, options);
}

/** One of the enterprise's parties, as the server holds it now (10404 when not the enterprise's). */
export function loadParty(uuid: string, options?: CallOptions): Promise<Party> {
  return http.get<Party>(PARTY_PATHS.load, { uuid }, options);
}

/**
 * A new party, or with `uuid` the enterprise's own one updated. A refused form rejects with an
 * ApiError whose `fields` name the fields at fault (`roles` for the flags as a group).
 */
export function saveParty(form: Omit<PartyForm, 'uuid'>, uuid?: string): Promise<Party> {
  return http.post<Party>(PARTY_PATHS.save, uuid ? { ...form, uuid } : form);
}

/** Deletes one of the enterprise's parties; bookings keep their copy of its fields. */
export function deleteParty(uuid: string): Promise<unknown> {
  return http.post(PARTY_PATHS.remove, { uuid });
}
