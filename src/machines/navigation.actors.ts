import { fromPromise } from 'xstate';
import type { SessionUser } from './navigation.machine';

/** What the guard reads of the session: its token and user once nothing is pending. */
export interface SessionSource {
  settled(): Promise<{ token: string | null; user: SessionUser | null }>;
}

/**
 * The guard's effects over the session. The session restores the token from storage and
 * loads the user info from the server (spec 2, rules 1 and 2); the guard waits until it
 * has done so and reads the result.
 */
export function createNavigationActors(source: SessionSource) {
  return {
    loadToken: fromPromise<string | null>(async () => (await source.settled()).token),
    loadUserInfo: fromPromise<SessionUser | null, { token: string }>(async () => {
      const { user } = await source.settled();
      // The session could not load the user: the guard forgets the token.
      if (!user) throw new Error('the session has no user');
      return user;
    }),
  };
}
