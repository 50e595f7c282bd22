import type { SnapshotFrom } from 'xstate';
import type { enterpriseResetMachine } from './enterpriseReset.machine';

type ResetSnapshot = SnapshotFrom<typeof enterpriseResetMachine>;
export const selectStep = (snapshot: ResetSnapshot) => (snapshot.matches('identifying') || snapshot.matches('requestingCode') ? 'identify' : 'reset');
export const selectIsBusy = (snapshot: ResetSnapshot) => snapshot.matches('requestingCode') || snapshot.matches('saving') || snapshot.matches('done');
export const selectLogonId = (snapshot: ResetSnapshot) => snapshot.context.logonId;
