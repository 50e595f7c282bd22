import type { PartyRole } from '../domain/shipping/enums';
import type { PartyForm } from '../domain/shipping/schemas';
import type { Party } from '../domain/shipping/types';
import { createListEditorMachine, type ListPageInput, type ListSaveInput } from './listEditor.machine';

/** What the list is filtered by: name contains (any case), and the role an entry can take. */
export interface PartyFilter {
  name: string;
  role: PartyRole | null;
}

export type PartyValues = Omit<PartyForm, 'uuid'>;
export type PartyPageInput = ListPageInput<PartyFilter>;
export type PartySaveInput = ListSaveInput<PartyValues>;

/**
 * The enterprise's address book (/partyMgt): a paged list by name, searched by name and role;
 * an editor for a new or a loaded party; deleting after a confirmation.
 */
export const partiesMachine = createListEditorMachine<Party, PartyValues, PartyFilter>({
  id: 'parties',
  filter: { initial: { name: '', role: null }, normalize: (filter) => ({ name: filter.name.trim(), role: filter.role }) },
  newestFirst: false,
});
