// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TokenInfo } from '../../domain/session';
import { tokenFor, staffUser } from '../testing/renderConsole';
import { createTokenRenewal, startStaffSession } from './consoleSession';
import { staffSessionMachine } from './staffSession.machine';
import * as auth from '../../services/auth';
import { decrypt, encrypt } from '../../services/storage';
import { createStaffStorage, STAFF_STORAGE_KEYS } from './staffStorage';
import { NotStaffError, type StaffUser } from './staffUser';

vi.mock('../../services/auth', () => ({
  refreshToken: vi.fn(async (logonId: string, refresh: string) => ({
    access_token: `renewed-${logonId}`,
    refresh_token: `${refresh}-next`,
    expires_in: 7200,
  })),
  revokeToken: vi.fn(async () => null),
  getUserInfo: vi.fn(),
}));

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function session(loadUser: (token: TokenInfo) => Promise<StaffUser>, restored: { token: TokenInfo; user: StaffUser } | null = null) {
  const backing = memoryStorage();
  const storage = createStaffStorage(() => backing, { encrypt, decrypt });
  if (restored) storage.write(restored.token, restored.user);
  const actor = createActor(
    staffSessionMachine.provide({
      actors: { loadUser: fromPromise(({ input }) => loadUser(input.token)) },
      actions: { persist: (_, { token, user }) => storage.write(token, user), forget: () => storage.clear() },
    }),
    { input: restored },
  );
  actor.start();
  return { actor, storage, backing };
}

const answer = { access_token: 'a1', refresh_token: 'r1', expires_in: 7200, logon_id: 'demo.reviewer' };

describe('the console session', () => {
  it('restores a stored session signed in, and starts signed out without one', () => {
    const user = staffUser('reviewer');
    expect(session(vi.fn(), { token: tokenFor(user.logonId), user }).actor.getSnapshot().value).toBe('signedIn');
    expect(session(vi.fn()).actor.getSnapshot().value).toBe('signedOut');
  });

  it('signs a staff member in and keeps the session under its own keys only', async () => {
    const { actor, backing } = session(async () => staffUser('reviewer'));
    const user = await startStaffSession(actor, answer, Date.now());
    expect(user.role).toBe('reviewer');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(backing.getItem(STAFF_STORAGE_KEYS.token)).not.toBeNull();
    expect(backing.getItem('tokenInfo')).toBeNull();
  });

  it('refuses a customer: signed out, nothing stored, and the reason is known', async () => {
    const { actor, backing } = session(async () => {
      throw new NotStaffError();
    });
    await expect(startStaffSession(actor, answer, Date.now())).rejects.toBeInstanceOf(NotStaffError);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.failure).toBe('notStaff');
    expect(backing.getItem(STAFF_STORAGE_KEYS.token)).toBeNull();
  });

  it('an incomplete token answer never loads a user', async () => {
    const loadUser = vi.fn();
    const { actor } = session(loadUser);
    await expect(startStaffSession(actor, { access_token: 'a1' }, Date.now())).rejects.toThrow();
    expect(loadUser).not.toHaveBeenCalled();
  });

  it('renews an expired access token once for concurrent requests, and keeps the new one', async () => {
    const user = staffUser('admin');
    const { actor, storage } = session(vi.fn(), { token: tokenFor(user.logonId), user });
    const renew = createTokenRenewal(actor, () => Date.now(), auth);
    const [a, b] = await Promise.all([renew('access-demo.admin'), renew('access-demo.admin')]);
    expect([a, b]).toEqual([true, true]);
    const { refreshToken } = await import('../../services/auth');
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(refreshToken).toHaveBeenCalledWith('demo.admin', 'refresh-demo.admin');
    expect(actor.getSnapshot().context.token?.access_token).toBe('renewed-demo.admin');
    expect(storage.read()?.token.access_token).toBe('renewed-demo.admin');
    // A request that carried an older token just goes again with the current one.
    expect(await renew('access-demo.admin')).toBe(true);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('a password someone else set: signed in but held to the change, until the change is told, which is stored too', async () => {
    const { actor, storage } = session(async () => ({ ...staffUser('ticketingClerk'), mustChangePassword: true }));
    const user = await startStaffSession(actor, answer, Date.now());
    expect(user.mustChangePassword).toBe(true);
    expect(storage.read()?.user.mustChangePassword).toBe(true);
    actor.send({ type: 'staff.passwordChanged' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user?.mustChangePassword).toBe(false);
    expect(storage.read()?.user.mustChangePassword).toBe(false);
    expect(storage.read()?.token.access_token).toBe('a1');
  });

  it('a stored session from before the password rule (no such mark) is not restored: the console asks to log in again', () => {
    const user = staffUser('reviewer');
    const backing = memoryStorage();
    const storage = createStaffStorage(() => backing, { encrypt, decrypt });
    const { mustChangePassword: _dropped, ...older } = user;
    storage.write(tokenFor(user.logonId), older as StaffUser);
    expect(storage.read()).toBeNull();
  });

  it('logging out forgets the stored session', () => {
    const user = staffUser('editor');
    const { actor, storage } = session(vi.fn(), { token: tokenFor(user.logonId), user });
    actor.send({ type: 'staff.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.read()).toBeNull();
  });
});
