// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { toTokenInfo, type TokenInfo } from '../domain/session';
import { sessionMachine, type SessionUserInfo } from '../machines/session.machine';
import { STORAGE_KEYS } from '../services/storage';
import { followOtherTabs } from './followOtherTabs';
import { sessionHttpHooks } from './sessionHttpHooks';

const NOW = Date.now();
const token = (n: number) =>
  toTokenInfo({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 7200, logon_id: 'demo', user_id: 'u-1' }, NOW)!;
const USER: SessionUserInfo = {
  logonId: 'demo',
  userId: 'u-1',
  usernme: 'demo',
  userCnnme: '',
  enterpriseCnnme: '',
  enterpriseId: '',
  menuAll: [],
  menuLeft: [],
};

function session(refresh: (input: { token: TokenInfo }) => Promise<TokenInfo>, stored: TokenInfo | null = token(1)) {
  const machine = sessionMachine.provide({ actors: { refreshToken: fromPromise(({ input }) => refresh(input)) } });
  return createActor(machine, { input: { token: stored, user: stored ? USER : null, buttons: [] } }).start();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the HTTP client’s session hooks', () => {
  it('give the access token of the session, none for a visitor', () => {
    expect(sessionHttpHooks(session(vi.fn())).getToken()).toBe('access-1');
    expect(sessionHttpHooks(session(vi.fn(), null)).getToken()).toBeUndefined();
  });

  it('hold requests while a refresh is in flight (every 300 ms, 7 times at most)', async () => {
    vi.useFakeTimers();
    let finish: (t: TokenInfo) => void = () => {};
    const actor = session(() => new Promise((resolve) => (finish = resolve)));
    const hooks = sessionHttpHooks(actor);
    await expect(hooks.awaitRefresh()).resolves.toBeUndefined();
    actor.send({ type: 'session.tokenExpired' });
    let released = false;
    const waiting = hooks.awaitRefresh().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(600);
    expect(released).toBe(false);
    finish(token(2));
    await vi.advanceTimersByTimeAsync(300);
    await waiting;
    expect(released).toBe(true);

    actor.send({ type: 'session.tokenExpired' });
    const givingUp = hooks.awaitRefresh().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(7 * 300);
    expect(await givingUp).toMatchObject({ name: 'RetryLimitError', attempts: 7 });
  });

  it('renew an expired token through the session and report the new one', async () => {
    const refresh = vi.fn(async () => token(2));
    const actor = session(refresh);
    const hooks = sessionHttpHooks(actor);
    await expect(hooks.renewExpiredToken('access-1')).resolves.toBe(true);
    expect(hooks.getToken()).toBe('access-2');
    // a request that went out with the old token while the refresh ran: no second refresh
    await expect(hooks.renewExpiredToken('access-1')).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('report no renewal when the server refuses the refresh, the session then ended', async () => {
    const actor = session(async () => {
      throw Object.assign(new Error('expired'), { kind: 'session', code: 100004 });
    });
    const hooks = sessionHttpHooks(actor);
    await expect(hooks.renewExpiredToken('access-1')).resolves.toBe(false);
    expect(hooks.getToken()).toBeUndefined();
  });

  it('report no renewal for a visitor', async () => {
    await expect(sessionHttpHooks(session(vi.fn(), null)).renewExpiredToken('access-1')).resolves.toBe(false);
  });

  it('end the session when the HTTP client says it is over', () => {
    const actor = session(vi.fn());
    sessionHttpHooks(actor).onLoggedOut('unauthorized');
    expect(actor.getSnapshot().value).toBe('anonymous');
  });
});

describe('following other tabs', () => {
  it('sends what storage holds when another tab changes the token or clears storage, nothing for other keys', () => {
    const target = new EventTarget();
    const actor = session(vi.fn(), null);
    const send = vi.spyOn(actor, 'send');
    const storage = { getToken: () => token(5), getUserInfo: () => USER, getButtons: () => ['btn.dnd.query'] };
    const stop = followOtherTabs(target as unknown as Window, storage, actor);
    target.dispatchEvent(new StorageEvent('storage', { key: 'lang' }));
    expect(send).not.toHaveBeenCalled();
    target.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(send).toHaveBeenCalledWith({ type: 'session.storageChanged', token: token(5), user: USER, buttons: ['btn.dnd.query'] });
    expect(actor.getSnapshot().value).toEqual({ active: 'scheduled' });
    target.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(send).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
