import type { SnapshotFrom } from 'xstate';
import type { navigationMachine } from './navigation.machine';

type NavigationSnapshot = SnapshotFrom<typeof navigationMachine>;

/** The location the router may render: the last one the guard let through. */
export const selectAllowedLocation = (snapshot: NavigationSnapshot) => snapshot.context.allowed;

/** The logged-in user, or null for a visitor (spec: no userId means the logged-out header). */
export const selectSessionUser = (snapshot: NavigationSnapshot) => snapshot.context.user;

/** A route change is being checked (token, user info or route registration pending). */
export const selectIsChecking = (snapshot: NavigationSnapshot) => snapshot.matches('checking');
