import type { SnapshotFrom } from 'xstate';
import type { messagesMachine } from './messages.machine';

/** What the messages screen reads from its chart, one value per selector. */
type Snapshot = SnapshotFrom<typeof messagesMachine>;

export const selectPage = (snapshot: Snapshot) => snapshot.context.page;
export const selectCurrent = (snapshot: Snapshot) => snapshot.context.current;
export const selectSize = (snapshot: Snapshot) => snapshot.context.size;
export const selectOpened = (snapshot: Snapshot) => snapshot.context.opened;
export const selectIsListLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectListFailed = (snapshot: Snapshot) => snapshot.matches('loadFailed');
export const selectIsMarkingAll = (snapshot: Snapshot) => snapshot.matches('markingAll');
/** "mark all read" acts when the list is settled and shows an unread message */
export const selectCanMarkAll = (snapshot: Snapshot) => snapshot.can({ type: 'messages.markAll' });
/** the rows open while the list is settled */
export const selectCanOpen = (snapshot: Snapshot) => snapshot.matches('ready');
