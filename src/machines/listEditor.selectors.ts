import type { SnapshotFrom } from 'xstate';
import type { ListEditorMachine, ListEntry } from './listEditor.machine';

/** What a list-with-editor screen reads from its chart, one value per selector. */
export function listEditorSelectors<Item extends ListEntry, Values, Filter = undefined>() {
  type Snapshot = SnapshotFrom<ListEditorMachine<Item, Values, Filter>>;
  return {
    selectPage: (snapshot: Snapshot) => snapshot.context.page,
    selectCurrent: (snapshot: Snapshot) => snapshot.context.current,
    selectSize: (snapshot: Snapshot) => snapshot.context.size,
    selectFilter: (snapshot: Snapshot) => snapshot.context.filter,
    selectSelected: (snapshot: Snapshot) => snapshot.context.selected,
    selectIsListLoading: (snapshot: Snapshot) => snapshot.matches('loading'),
    selectListFailed: (snapshot: Snapshot) => snapshot.matches('loadFailed'),
    selectEditorOpen: (snapshot: Snapshot) => snapshot.matches('editing'),
    selectEditorLoading: (snapshot: Snapshot) => snapshot.matches({ editing: 'loadingItem' }),
    selectEditorFailed: (snapshot: Snapshot) => snapshot.matches({ editing: 'loadFailed' }),
    /** the form is shown and can be filled: a new entry, or one loaded */
    selectEditorReady: (snapshot: Snapshot) => snapshot.matches({ editing: 'form' }) || snapshot.matches({ editing: 'saving' }),
    selectIsSaving: (snapshot: Snapshot) => snapshot.matches({ editing: 'saving' }),
    selectConfirmingDelete: (snapshot: Snapshot) => snapshot.matches('confirmingDelete'),
    selectIsDeleting: (snapshot: Snapshot) => snapshot.matches('deleting'),
    /** the list's buttons act only while the list is shown and settled */
    selectCanAct: (snapshot: Snapshot) => snapshot.can({ type: 'item.add' }),
  };
}
