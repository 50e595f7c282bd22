import { waitFor, type ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session.machine';
import { selectAccessToken, selectIsRefreshing } from '../machines/session.selectors';
import type { HttpHooks } from '../services/http';
import { waitWhileRefreshing } from '../services/refreshWait';

type Session = ActorRefFrom<typeof sessionMachine>;

/** The HTTP client's session hooks over the session actor. */
export function sessionHttpHooks(session: Session): Pick<HttpHooks, 'getToken' | 'awaitRefresh' | 'renewExpiredToken' | 'onLoggedOut'> {
  return {
    getToken: () => selectAccessToken(session.getSnapshot()),
    // spec 4: every 300 ms, at most 7 times, then the HTTP client says so
    awaitRefresh: () => waitWhileRefreshing(() => selectIsRefreshing(session.getSnapshot())),
    async renewExpiredToken(usedToken) {
      // Another request has already renewed it: just send again.
      const current = selectAccessToken(session.getSnapshot());
      if (current && current !== usedToken) return true;
      session.send({ type: 'session.tokenExpired' });
      const after = await waitFor(session, (snapshot) => !selectIsRefreshing(snapshot));
      const renewed = selectAccessToken(after);
      return after.matches('active') && renewed !== undefined && renewed !== usedToken;
    },
    onLoggedOut: () => session.send({ type: 'session.loggedOut' }),
  };
}
