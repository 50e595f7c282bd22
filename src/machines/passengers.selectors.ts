import type { SnapshotFrom } from 'xstate';
import type { passengersMachine } from './passengers.machine';

/** What the passengers screen reads from its chart, one value per selector. */
type Snapshot = SnapshotFrom<typeof passengersMachine>;

export const selectPage = (snapshot: Snapshot) => snapshot.context.page;
export const selectCurrent = (snapshot: Snapshot) => snapshot.context.current;
export const selectSize = (snapshot: Snapshot) => snapshot.context.size;
export const selectSelected = (snapshot: Snapshot) => snapshot.context.selected;
export const selectIsListLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectListFailed = (snapshot: Snapshot) => snapshot.matches('loadFailed');
export const selectEditorOpen = (snapshot: Snapshot) => snapshot.matches('editing');
export const selectEditorLoading = (snapshot: Snapshot) => snapshot.matches({ editing: 'loadingPassenger' });
export const selectEditorFailed = (snapshot: Snapshot) => snapshot.matches({ editing: 'loadFailed' });
/** the form is shown and can be filled: a new passenger, or one loaded */
export const selectEditorReady = (snapshot: Snapshot) => snapshot.matches({ editing: 'form' }) || snapshot.matches({ editing: 'saving' });
export const selectIsSaving = (snapshot: Snapshot) => snapshot.matches({ editing: 'saving' });
export const selectConfirmingDelete = (snapshot: Snapshot) => snapshot.matches('confirmingDelete');
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.matches('deleting');
/** the list's buttons act only while the list is shown and settled */
export const selectCanAct = (snapshot: Snapshot) => snapshot.can({ type: 'passenger.add' });
