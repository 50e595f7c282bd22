import type { SnapshotFrom } from 'xstate';
import type { staffSessionMachine } from './staffSession.machine';

type StaffSessionSnapshot = SnapshotFrom<typeof staffSessionMachine>;

export const selectStaffUser = (snapshot: StaffSessionSnapshot) => (snapshot.matches('signedIn') ? snapshot.context.user : null);
/** The access token requests carry: while the user loads too, since getUserInfo needs it. */
export const selectAccessToken = (snapshot: StaffSessionSnapshot) => snapshot.context.token?.access_token;
export const selectIsSettled = (snapshot: StaffSessionSnapshot) => !snapshot.matches('loadingUser');
