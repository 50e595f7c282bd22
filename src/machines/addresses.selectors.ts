import type { SnapshotFrom } from 'xstate';
import type { addressesMachine } from './addresses.machine';

/** What the loading-addresses screen reads from its chart, one value per selector. */
type Snapshot = SnapshotFrom<typeof addressesMachine>;

export const selectPage = (snapshot: Snapshot) => snapshot.context.page;
export const selectCurrent = (snapshot: Snapshot) => snapshot.context.current;
export const selectSize = (snapshot: Snapshot) => snapshot.context.size;
export const selectFilter = (snapshot: Snapshot) => snapshot.context.filter;
export const selectSelected = (snapshot: Snapshot) => snapshot.context.selected;
export const selectIsListLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectListFailed = (snapshot: Snapshot) => snapshot.matches('loadFailed');
export const selectEditorOpen = (snapshot: Snapshot) => snapshot.matches('editing');
export const selectEditorLoading = (snapshot: Snapshot) => snapshot.matches({ editing: 'loadingAddress' });
export const selectEditorFailed = (snapshot: Snapshot) => snapshot.matches({ editing: 'loadFailed' });
/** the form is shown and can be filled: a new address, or one loaded */
export const selectEditorReady = (snapshot: Snapshot) => snapshot.matches({ editing: 'form' }) || snapshot.matches({ editing: 'saving' });
export const selectIsSaving = (snapshot: Snapshot) => snapshot.matches({ editing: 'saving' });
export const selectConfirmingDelete = (snapshot: Snapshot) => snapshot.matches('confirmingDelete');
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.matches('deleting');
/** the list's buttons act only while the list is shown and settled */
export const selectCanAct = (snapshot: Snapshot) => snapshot.can({ type: 'address.add' });
/** a search may be sent: the list is settled (or failed, and the search asks again) */
export const selectCanSearch = (snapshot: Snapshot) => snapshot.can({ type: 'filter.apply', filter: { keyword: '' } });
