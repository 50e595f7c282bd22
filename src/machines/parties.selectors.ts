import type { SnapshotFrom } from 'xstate';
import type { partiesMachine } from './parties.machine';

/** What the address-book screen reads from its chart, one value per selector. */
type Snapshot = SnapshotFrom<typeof partiesMachine>;

export const selectPage = (snapshot: Snapshot) => snapshot.context.page;
export const selectCurrent = (snapshot: Snapshot) => snapshot.context.current;
export const selectSize = (snapshot: Snapshot) => snapshot.context.size;
export const selectFilter = (snapshot: Snapshot) => snapshot.context.filter;
export const selectSelected = (snapshot: Snapshot) => snapshot.context.selected;
export const selectIsListLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectListFailed = (snapshot: Snapshot) => snapshot.matches('loadFailed');
export const selectEditorOpen = (snapshot: Snapshot) => snapshot.matches('editing');
export const selectEditorLoading = (snapshot: Snapshot) => snapshot.matches({ editing: 'loadingParty' });
export const selectEditorFailed = (snapshot: Snapshot) => snapshot.matches({ editing: 'loadFailed' });
/** the form is shown and can be filled: a new party, or one loaded */
export const selectEditorReady = (snapshot: Snapshot) => snapshot.matches({ editing: 'form' }) || snapshot.matches({ editing: 'saving' });
export const selectIsSaving = (snapshot: Snapshot) => snapshot.matches({ editing: 'saving' });
export const selectConfirmingDelete = (snapshot: Snapshot) => snapshot.matches('confirmingDelete');
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.matches('deleting');
/** the list's buttons act only while the list is shown and settled */
export const selectCanAct = (snapshot: Snapshot) => snapshot.can({ type: 'party.add' });
/** a search may be sent: the list is settled (or failed, and the search asks again) */
export const selectCanSearch = (snapshot: Snapshot) => snapshot.can({ type: 'filter.apply', filter: { name: '', role: null } });
