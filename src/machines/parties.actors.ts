import type { Party } from '../domain/shipping/types';
import type * as partiesCalls from '../services/shipping/parties';
import { listEditorActors } from './listEditor.actors';
import type { PartyFilter, PartyValues } from './parties.machine';

/** The address-book chart's calls (services/shipping/parties.ts in the app); an empty search field is not sent. */
export function partiesActors(calls: Pick<typeof partiesCalls, 'getPartyPage' | 'loadParty' | 'saveParty' | 'deleteParty'>) {
  return listEditorActors<Party, PartyValues, PartyFilter>({
    loadPage: ({ current, size, filter }, options) =>
      calls.getPartyPage({ current, size, ...(filter.name ? { name: filter.name } : {}), ...(filter.role ? { role: filter.role } : {}) }, options),
    loadItem: (uuid, options) => calls.loadParty(uuid, options),
    saveItem: (values, uuid) => calls.saveParty(values, uuid),
    removeItem: (uuid) => calls.deleteParty(uuid),
  });
}
