import type { SnapshotFrom } from 'xstate';
import type { commissionsMachine } from './commissions.machine';

type Snapshot = SnapshotFrom<typeof commissionsMachine>;

/** the page, its paging and filter, and the commission the details or the confirmation are about */
export const selectCommissionsContext = (s: Snapshot) => s.context;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectIsViewing = (s: Snapshot) => s.matches('viewing');
export const selectIsConfirmingCancel = (s: Snapshot) => s.matches('confirmingCancel');
export const selectIsCancelling = (s: Snapshot) => s.matches('cancelling');
/** the list takes the row actions (paging, filtering, details, cancel) */
export const selectCanAct = (s: Snapshot) => s.matches('ready');
