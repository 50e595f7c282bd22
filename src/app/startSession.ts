import { waitFor, type ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session.machine';
import { selectIsSettled, selectSessionUser } from '../machines/session.selectors';

/** The token answer did not become a logged-in user (incomplete answer, or the user info failed). */
export class SessionNotStartedError extends Error {
  override name = 'SessionNotStartedError';
  constructor() {
    super('');
  }
}

/**
 * Hands a token answer to the session and waits until it has loaded the user; answers
 * the name to welcome (the Chinese name, else the user name, else the logon id).
 */
export async function startSession(session: ActorRefFrom<typeof sessionMachine>, answer: unknown, receivedAt: number): Promise<string> {
  session.send({ type: 'session.tokenReceived', answer, receivedAt });
  const snapshot = await waitFor(session, selectIsSettled);
  const user = selectSessionUser(snapshot);
  // An incomplete answer leaves the session as it was: it must be this answer's user.
  const accessToken = typeof answer === 'object' && answer !== null ? (answer as { access_token?: unknown }).access_token : undefined;
  if (!user || snapshot.context.token?.access_token !== accessToken) throw new SessionNotStartedError();
  return user.userCnnme || user.usernme || user.logonId;
}
