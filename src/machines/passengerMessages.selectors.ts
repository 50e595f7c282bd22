import type { SnapshotFrom } from 'xstate';
import type { passengerMessagesMachine } from './passengerMessages.machine';

/** What the passenger's message centre reads from its chart, one value per selector. */
type Snapshot = SnapshotFrom<typeof passengerMessagesMachine>;

export const selectPage = (snapshot: Snapshot) => snapshot.context.page;
export const selectCurrent = (snapshot: Snapshot) => snapshot.context.current;
export const selectSize = (snapshot: Snapshot) => snapshot.context.size;
export const selectUnreadOnly = (snapshot: Snapshot) => snapshot.context.unreadOnly;
export const selectIsListLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectListFailed = (snapshot: Snapshot) => snapshot.matches('loadFailed');
export const selectIsMarkingAll = (snapshot: Snapshot) => snapshot.matches('markingAll');
/** "mark all read" acts when the list is settled and an unread message is shown or counted */
export const selectCanMarkAll = (snapshot: Snapshot) => snapshot.can({ type: 'messages.markAll' });
/** the filter and the orders' links act while the list is settled */
export const selectCanAct = (snapshot: Snapshot) => snapshot.matches('ready');
