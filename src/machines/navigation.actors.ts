import { fromPromise } from 'xstate';
import type { SessionUser } from './navigation.machine';

/** What the guard's actors read: today local storage; the session work will read the server. */
export interface SessionSource {
  readToken(): string | null;
  readUser(): SessionUser | null;
}

/**
 * The guard's effects over a session source. Loading the user only reads what
 * login stored for now; calling getUserInfo on the server replaces this later.
 */
export function createNavigationActors(source: SessionSource) {
  return {
    loadToken: fromPromise<string | null>(async () => source.readToken()),
    loadUserInfo: fromPromise<SessionUser | null, { token: string }>(async () => source.readUser()),
  };
}
