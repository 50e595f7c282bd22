import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { TokenAnswer, UserInfoAnswer } from '../domain/identityApi';
import { toTokenInfo, type TokenInfo } from '../domain/session';
import {
  createSessionActors,
  REFRESH_LOCK,
  refreshInLock,
  SessionEndedError,
  toSessionUser,
  type LockManagerLike,
  type SessionServices,
} from './session.actors';

const T0 = Date.UTC(2026, 0, 15, 8, 0, 0);
const answer = (n: number): TokenAnswer => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  expires_in: 7200,
  token_type: 'bearer',
  scope: 'server',
  logon_id: 'demo.passenger',
  user_id: 'u-1',
  user_name: 'demo.passenger',
  user_cnnme: '',
  enterprise_id: '',
  enterprise_cnnme: '',
  tenant_id: '',
  sap_id: '',
  license: '',
  member_level: 1,
  phone: '',
  wximgurl: '',
});

/**
 * A server that rotates the refresh token on every use and, like the real one, treats a
 * second use of an old refresh token as theft: every token of the login is revoked. Each
 * answer takes a moment of the fake clock, so two tabs' calls can be in flight together.
 */
function rotatingServer() {
  let current = 1;
  let revoked = false;
  const refreshToken = vi.fn(async (_logonId: string, presented: string): Promise<TokenAnswer> => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (revoked || presented !== `refresh-${current}`) {
      revoked = true;
      throw Object.assign(new Error('login expired'), { kind: 'session', code: 100004 });
    }
    current += 1;
    return answer(current);
  });
  return { refreshToken, isRevoked: () => revoked };
}

/** One browser's local storage and Web Locks, shared by its tabs. */
function browser(initial: TokenInfo) {
  let stored: TokenInfo | null = initial;
  const storage = { getToken: vi.fn(() => stored), setToken: vi.fn((t: TokenInfo) => (stored = t)) };
  let queue: Promise<unknown> = Promise.resolve();
  const locks: LockManagerLike = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      expect(name).toBe(REFRESH_LOCK);
      const run = queue.then(callback);
      queue = run.catch(() => {});
      return run;
    },
  };
  return { storage, locks, stored: () => stored };
}

const services = (refreshToken: SessionServices['refreshToken']): SessionServices => ({
  getUserInfo: vi.fn(),
  getUserAuthentication: vi.fn(),
  refreshToken,
  revokeToken: vi.fn(async () => null),
});

/** Awaits `work` while the fake clock fires every timer it sets (the server's moments), in order. */
async function withClockRunning<T>(work: Promise<T>): Promise<T> {
  const [result] = await Promise.all([work, vi.runAllTimersAsync()]);
  return result;
}

describe('refreshing in a lock shared by the tabs (DOMAIN "Refreshing a token")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('two tabs refreshing at the same moment: one call, both end with the same new token, nobody logged out', async () => {
    const server = rotatingServer();
    const start = toTokenInfo(answer(1), T0)!;
    const shared = browser(start);
    const deps = { services: services(server.refreshToken), storage: shared.storage, locks: shared.locks, now: () => T0 };
    // Each tab holds the token it had in memory when its timer fired.
    const [tabA, tabB] = await withClockRunning(Promise.all([refreshInLock(start, deps), refreshInLock(start, deps)]));
    expect(server.refreshToken).toHaveBeenCalledTimes(1);
    expect(server.isRevoked()).toBe(false);
    expect(tabA.access_token).toBe('access-2');
    expect(tabB).toEqual(tabA);
    expect(shared.stored()).toEqual(tabA);
  });

  it('without the lock the same race presents an old refresh token and loses the session (why the lock exists)', async () => {
    const server = rotatingServer();
    const start = toTokenInfo(answer(1), T0)!;
    const shared = browser(start);
    const deps = { services: services(server.refreshToken), storage: shared.storage, now: () => T0 };
    const results = await withClockRunning(Promise.allSettled([refreshInLock(start, deps), refreshInLock(start, deps)]));
    expect(results.map((r) => r.status)).toContain('rejected');
    expect(server.isRevoked()).toBe(true);
  });

  it('stores the new token inside the lock, with activeTime from now and one more version', async () => {
    const server = rotatingServer();
    const start = toTokenInfo(answer(1), T0)!;
    const shared = browser(start);
    const token = await withClockRunning(
      refreshInLock(start, { services: services(server.refreshToken), storage: shared.storage, locks: shared.locks, now: () => T0 + 1000 }),
    );
    expect(server.refreshToken).toHaveBeenCalledWith('demo.passenger', 'refresh-1');
    expect(token).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2', activeTime: T0 + 1000 + 7200 * 1000, version: 2 });
    expect(shared.storage.setToken).toHaveBeenCalledWith(token);
  });

  it('ends the session when another tab has logged out meanwhile', async () => {
    const start = toTokenInfo(answer(1), T0)!;
    const shared = browser(start);
    shared.storage.setToken.mockClear();
    shared.storage.getToken.mockReturnValue(null);
    const refresh = vi.fn();
    await expect(refreshInLock(start, { services: services(refresh), storage: shared.storage, now: () => T0 })).rejects.toBeInstanceOf(SessionEndedError);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refuses an answer that lacks part of the token (spec 4: set only when complete)', async () => {
    const start = toTokenInfo(answer(1), T0)!;
    const shared = browser(start);
    const incomplete = { ...answer(2), refresh_token: '' };
    const error = await refreshInLock(start, { services: services(async () => incomplete), storage: shared.storage, now: () => T0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionEndedError);
    expect((error as SessionEndedError).kind).toBe('session');
    expect(shared.storage.setToken).not.toHaveBeenCalled();
  });
});

describe('session actors', () => {
  const INFO: UserInfoAnswer = {
    logonId: 'acme.ltd',
    userId: 'u-9',
    username: 'acme.ltd',
    usernme: undefined as unknown as string,
    userCnnme: '李四',
    enterpriseCnnme: 'ACME',
    enterpriseId: 'e-1',
    menuAll: ['/booking'],
    menuLeft: ['/booking'],
    role: 'enterprise',
    enterpriseState: 'APPROVED',
  };

  it('load the user info and the authorities together', async () => {
    const deps = {
      services: {
        ...services(vi.fn()),
        getUserInfo: vi.fn(async () => INFO),
        getUserAuthentication: vi.fn(async () => ({ role: 'enterprise' as const, menus: ['menu.booking'], buttons: ['btn.booking.create'], authorities: [] })),
      },
      storage: browser(toTokenInfo(answer(1), T0)!).storage,
      now: () => T0,
    };
    const actors = createSessionActors(deps);
    const token = toTokenInfo(answer(1), T0)!;
    const loaded = await toPromise(createActor(actors.loadUserInfo, { input: { token } }).start());
    expect(loaded).toEqual({ user: toSessionUser(INFO), menus: ['menu.booking'], buttons: ['btn.booking.create'] });
    expect(loaded.user).toMatchObject({ usernme: 'acme.ltd', role: 'enterprise', enterpriseState: 'APPROVED' });
  });

  it('revoke the token through the logout call', async () => {
    const revokeToken = vi.fn(async () => null);
    const actors = createSessionActors({
      services: { ...services(vi.fn()), revokeToken },
      storage: browser(toTokenInfo(answer(1), T0)!).storage,
      now: () => T0,
    });
    await toPromise(createActor(actors.revokeToken, { input: { token: null } }).start());
    expect(revokeToken).toHaveBeenCalledTimes(1);
  });
});
