import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { toTokenInfo } from '../../domain/session';
import { staffSessionActors, type StaffSessionCalls } from './staffSession.actors';
import { staffSessionMachine } from './staffSession.machine';
import { selectIsSettled, selectStaffUser } from './staffSession.selectors';
import type { StaffStorage } from './staffStorage';
import { NotStaffError, type StaffUser } from './staffUser';

export type StaffSessionActor = ActorRefFrom<typeof staffSessionMachine>;

/** The console's session actor, restored from its own storage, with the identity calls it needs (given by the entry). */
export function createStaffSession(storage: StaffStorage, calls: Pick<StaffSessionCalls, 'getUserInfo' | 'revokeToken'>): StaffSessionActor {
  return createActor(
    staffSessionMachine.provide({
      actors: staffSessionActors(calls),
      actions: {
        persist: (_, { token, user }) => storage.write(token, user),
        forget: () => storage.clear(),
      },
    }),
    { input: storage.read() },
  );
}

/** Hands a token answer to the session; resolves with the staff user, or rejects with why not. */
export async function startStaffSession(session: StaffSessionActor, answer: unknown, now: number): Promise<StaffUser> {
  const token = toTokenInfo(answer, now);
  if (!token) throw new Error('incomplete token answer');
  session.send({ type: 'staff.tokenReceived', token });
  const snapshot = await waitFor(session, selectIsSettled);
  const user = selectStaffUser(snapshot);
  if (user) return user;
  throw snapshot.context.failure === 'notStaff' ? new NotStaffError() : new Error('the user could not be loaded');
}

/** Logs out: the server forgets the token, the console its session (even when the call fails). */
export async function endStaffSession(session: StaffSessionActor, calls: Pick<StaffSessionCalls, 'revokeToken'>): Promise<void> {
  await calls.revokeToken().catch(() => undefined);
  session.send({ type: 'staff.signedOut' });
}

/**
 * An access token lives two hours; the refresh token renews it once per expiry. Concurrent
 * requests that find it expired share one renewal.
 */
export function createTokenRenewal(session: StaffSessionActor, now: () => number, calls: Pick<StaffSessionCalls, 'refreshToken'>) {
  let renewing: Promise<boolean> | null = null;
  return (usedToken: string): Promise<boolean> => {
    const { token, user } = session.getSnapshot().context;
    if (!token || !user) return Promise.resolve(false);
    if (token.access_token !== usedToken) return Promise.resolve(true);
    renewing ??= calls
      .refreshToken(user.logonId, token.refresh_token)
      .then((answer) => {
        const next = toTokenInfo(answer, now(), token);
        if (!next) return false;
        session.send({ type: 'staff.tokenRenewed', token: next });
        return true;
      })
      .catch(() => false)
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };
}
