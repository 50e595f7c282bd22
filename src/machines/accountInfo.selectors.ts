import type { SnapshotFrom } from 'xstate';
import type { accountInfoMachine } from './accountInfo.machine';

type AccountSnapshot = SnapshotFrom<typeof accountInfoMachine>;
export const selectAccount = (snapshot: AccountSnapshot) => snapshot.context.account;
export const selectIsLoading = (snapshot: AccountSnapshot) => snapshot.matches('loading');
export const selectLoadFailed = (snapshot: AccountSnapshot) => snapshot.matches('loadFailed');
export const selectIsSaving = (snapshot: AccountSnapshot) => snapshot.matches('saving');
