import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The logged-in user, or null for a visitor (spec: no userId means the logged-out header). */
export const selectSessionUser = (snapshot: SessionSnapshot) => (snapshot.matches('active') ? snapshot.context.user : null);

/** The current access token, for the Authorization header. */
export const selectAccessToken = (snapshot: SessionSnapshot) => snapshot.context.token?.access_token;

/** A token refresh is in flight: other requests wait (spec 4). */
export const selectIsRefreshing = (snapshot: SessionSnapshot) => snapshot.matches({ active: 'refreshing' });

/** The decrypted button permission list. */
export const selectButtons = (snapshot: SessionSnapshot) => snapshot.context.buttons;

/** The user's role, when the session knows it. */
export const selectRole = (snapshot: SessionSnapshot) => (snapshot.matches('active') ? (snapshot.context.user?.role ?? null) : null);

/** Nothing is pending: the session is logged in or a visitor's (not loading the user, not ending). */
export const selectIsSettled = (snapshot: SessionSnapshot) => snapshot.matches('active') || snapshot.matches('anonymous');

/** The logged-in user's logon id, or null. */
export const selectLogonId = (snapshot: SessionSnapshot) => selectSessionUser(snapshot)?.logonId ?? null;
