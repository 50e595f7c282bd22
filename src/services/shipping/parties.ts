import type { Page } from '../../domain/envelope';
import type { PartyRole } from '../../domain/shipping/enums';
import { PARTY_PATHS } from '../../domain/shipping/paths';
import type { Party } from '../../domain/shipping/types';
import { http } from '../http';

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
export function getPartyPage(query: PartyPageQuery): Promise<Page<Party>> {
  return http.post<Page<Party>>(PARTY_PATHS.page, query);
}
