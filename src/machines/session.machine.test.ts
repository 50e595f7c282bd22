import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { toTokenInfo, type TokenInfo } from '../domain/session';
import { REFRESH_LEAD_MS, REFRESH_RETRY_MS, sessionMachine, type LoadedUser, type SessionUserInfo, type StoredSession } from './session.machine';
import { selectButtons, selectIsRefreshing, selectIsSettled, selectRole, selectSessionUser } from './session.selectors';

const T0 = Date.UTC(2026, 0, 15, 8, 0, 0);
const HOUR = 3600 * 1000;

const ANSWER = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 7200,
  token_type: 'bearer',
  scope: 'server',
  logon_id: 'demo.passenger',
  user_id: 'u-1',
};
const tokenAt = (now: number, overrides: Record<string, unknown> = {}): TokenInfo => toTokenInfo({ ...ANSWER, ...overrides }, now)!;

const USER: SessionUserInfo = {
  logonId: 'demo.passenger',
  userId: 'u-1',
  usernme: 'demo.passenger',
  userCnnme: '张三',
  enterpriseCnnme: '',
  enterpriseId: '',
  menuAll: ['/scheduleMgt'],
  menuLeft: [],
  role: 'individual',
  enterpriseState: null,
};
const LOADED: LoadedUser = { user: USER, menus: ['menu.scheduleMgt'], buttons: ['btn.dnd.query'] };

/** A session over fake effects, every one recorded; the actors answer as told. */
function start(stored: Partial<StoredSession> = {}, { userInfoFails = false } = {}) {
  const effects = {
    loadUserInfo: vi.fn(async (_input: { token: TokenInfo }): Promise<LoadedUser> => {
      if (userInfoFails) throw new Error('user info failed');
      return LOADED;
    }),
    refreshToken: vi.fn(async ({ token }: { token: TokenInfo }): Promise<TokenInfo> =>
      tokenAt(Date.now(), { access_token: `${token.access_token}+`, refresh_token: `${token.refresh_token}+` }),
    ),
    revokeToken: vi.fn(async (_input: { token: TokenInfo | null }) => {}),
    storeSession: vi.fn(),
    resetFailedLogins: vi.fn(),
    clearStoredSession: vi.fn(),
    announceChanged: vi.fn(),
    reloadPage: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      loadUserInfo: fromPromise(({ input }) => effects.loadUserInfo(input)),
      refreshToken: fromPromise(({ input }) => effects.refreshToken(input)),
      revokeToken: fromPromise(({ input }) => effects.revokeToken(input)),
    },
    actions: {
      storeSession: (_, params) => effects.storeSession(params),
      resetFailedLogins: effects.resetFailedLogins,
      clearStoredSession: effects.clearStoredSession,
      announceChanged: effects.announceChanged,
      reloadPage: (_, params) => effects.reloadPage(params.redirect),
    },
  });
  const actor = createActor(machine, { input: { token: null, user: null, buttons: [], ...stored } }).start();
  return { actor, effects, snapshot: () => actor.getSnapshot() };
}

/** Lets promise actors answer (fake timers hold nothing but timers). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session: restoring at start (spec 2 rules 1 and 2)', () => {
  it('restores a stored token and user at once, with no call: the header shows the user on the first paint', () => {
    const { snapshot, effects } = start({ token: tokenAt(T0), user: USER, buttons: ['btn.dnd.query'] });
    expect(snapshot().value).toEqual({ active: 'scheduled' });
    expect(selectSessionUser(snapshot())).toEqual(USER);
    expect(selectButtons(snapshot())).toEqual(['btn.dnd.query']);
    expect(selectRole(snapshot())).toBe('individual');
    expect(effects.loadUserInfo).not.toHaveBeenCalled();
    expect(effects.announceChanged).not.toHaveBeenCalled();
  });

  it('loads the user info when a token has no user, then stores user, menus, buttons and token', async () => {
    const token = tokenAt(T0);
    const { snapshot, effects } = start({ token });
    expect(snapshot().value).toBe('loadingUser');
    expect(selectSessionUser(snapshot())).toBeNull();
    expect(selectIsSettled(snapshot())).toBe(false);
    await settle();
    expect(effects.loadUserInfo).toHaveBeenCalledWith({ token });
    expect(snapshot().value).toEqual({ active: 'scheduled' });
    expect(selectSessionUser(snapshot())).toEqual(USER);
    expect(effects.storeSession).toHaveBeenCalledWith({ ...LOADED, token });
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
  });

  it('spec 9: resets the failed-login time on a successful user info', async () => {
    const { effects } = start({ token: tokenAt(T0) });
    await settle();
    expect(effects.resetFailedLogins).toHaveBeenCalledTimes(1);
  });

  it('forgets a token whose user cannot be loaded, clears storage and tells the guard', async () => {
    const { snapshot, effects } = start({ token: tokenAt(T0) }, { userInfoFails: true });
    await settle();
    expect(snapshot().value).toBe('anonymous');
    expect(snapshot().context.token).toBeNull();
    expect(effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
    expect(effects.storeSession).not.toHaveBeenCalled();
    expect(effects.resetFailedLogins).not.toHaveBeenCalled();
  });

  it('is a visitor’s session without a stored token', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('anonymous');
    expect(selectSessionUser(snapshot())).toBeNull();
    expect(selectIsSettled(snapshot())).toBe(true);
  });
});

describe('session: login (spec 4 "set on login")', () => {
  it('takes a complete token answer: activeTime is now plus expires_in, then loads the user', async () => {
    const { actor, snapshot, effects } = start();
    actor.send({ type: 'session.tokenReceived', answer: ANSWER, receivedAt: T0 });
    expect(snapshot().value).toBe('loadingUser');
    expect(snapshot().context.token).toMatchObject({ access_token: 'access-1', activeTime: T0 + 7200 * 1000, version: 1 });
    await settle();
    expect(snapshot().value).toEqual({ active: 'scheduled' });
    expect(effects.storeSession).toHaveBeenCalledWith(expect.objectContaining({ user: USER, menus: LOADED.menus, buttons: LOADED.buttons }));
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
  });

  it.each(['access_token', 'refresh_token', 'expires_in'])('ignores an answer without %s: nothing is set or stored', async (part) => {
    const { actor, snapshot, effects } = start();
    const answer: Record<string, unknown> = { ...ANSWER };
    delete answer[part];
    actor.send({ type: 'session.tokenReceived', answer, receivedAt: T0 });
    await settle();
    expect(snapshot().value).toBe('anonymous');
    expect(snapshot().context.token).toBeNull();
    expect(effects.loadUserInfo).not.toHaveBeenCalled();
    expect(effects.storeSession).not.toHaveBeenCalled();
  });

  it('a new login while logged in replaces the session (one more token version)', async () => {
    const { actor, snapshot } = start({ token: tokenAt(T0), user: USER });
    actor.send({ type: 'session.tokenReceived', answer: { ...ANSWER, access_token: 'access-2' }, receivedAt: T0 });
    expect(snapshot().value).toBe('loadingUser');
    expect(snapshot().context.token).toMatchObject({ access_token: 'access-2', version: 2 });
    await settle();
    expect(snapshot().value).toEqual({ active: 'scheduled' });
  });
});

describe('session: refreshing the token (spec 4, DOMAIN)', () => {
  it('refreshes 5 minutes before the access token expires, once', async () => {
    const { snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    await vi.advanceTimersByTimeAsync(2 * HOUR - REFRESH_LEAD_MS - 1);
    expect(effects.refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
    expect(snapshot().context.token?.access_token).toBe('access-1+');
    expect(snapshot().value).toEqual({ active: 'scheduled' });
  });

  it('schedules the next refresh from the new token', async () => {
    const { effects } = start({ token: tokenAt(T0), user: USER });
    await vi.advanceTimersByTimeAsync(2 * HOUR - REFRESH_LEAD_MS);
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * HOUR - REFRESH_LEAD_MS - 1);
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.refreshToken).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once a restored token that has expired (or is about to)', async () => {
    const { effects } = start({ token: tokenAt(T0 - 2 * HOUR), user: USER });
    await settle();
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes at once when a request finds the token expired, and holds requests meanwhile', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    let finish: (token: TokenInfo) => void = () => {};
    effects.refreshToken.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'session.tokenExpired' });
    expect(selectIsRefreshing(snapshot())).toBe(true);
    // a second expired answer during the refresh does not start another one
    actor.send({ type: 'session.tokenExpired' });
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
    finish(tokenAt(T0, { access_token: 'access-2', refresh_token: 'refresh-2' }));
    await settle();
    expect(selectIsRefreshing(snapshot())).toBe(false);
    expect(snapshot().context.token?.access_token).toBe('access-2');
  });

  it('tries again after a while when the refresh got no answer (offline), and at once on an expired answer', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    effects.refreshToken.mockRejectedValueOnce(Object.assign(new Error('offline'), { kind: 'network' }));
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(snapshot().value).toEqual({ active: 'retrying' });
    expect(selectSessionUser(snapshot())).toEqual(USER);
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS - 1);
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.refreshToken).toHaveBeenCalledTimes(2);
    expect(snapshot().value).toEqual({ active: 'scheduled' });

    effects.refreshToken.mockRejectedValueOnce(Object.assign(new Error('timeout'), { kind: 'timeout' }));
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(snapshot().value).toEqual({ active: 'retrying' });
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(effects.refreshToken).toHaveBeenCalledTimes(4);
  });

  it('ends the session when the server refuses the refresh token (100004)', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    effects.refreshToken.mockRejectedValueOnce(Object.assign(new Error('expired'), { kind: 'session', code: 100004 }));
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(snapshot().value).toBe('anonymous');
    expect(effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });
});

describe('session: logout (spec 4)', () => {
  it('calls the logout endpoint, then clears storage and reloads', async () => {
    const token = tokenAt(T0);
    const { actor, snapshot, effects } = start({ token, user: USER });
    actor.send({ type: 'session.logout' });
    expect(snapshot().value).toBe('loggingOut');
    expect(effects.clearStoredSession).not.toHaveBeenCalled();
    await settle();
    expect(effects.revokeToken).toHaveBeenCalledWith({ token });
    expect(effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(effects.reloadPage).toHaveBeenCalledWith(null);
    expect(snapshot().status).toBe('done');
  });

  it('clears and reloads just the same when the call fails', async () => {
    const { actor, effects } = start({ token: tokenAt(T0), user: USER });
    effects.revokeToken.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'session.logout' });
    await settle();
    expect(effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads at the given page (a changed password: the login page)', async () => {
    const { actor, effects } = start({ token: tokenAt(T0), user: USER });
    actor.send({ type: 'session.logout', redirect: '/login?notice=passwordChanged' });
    await settle();
    expect(effects.reloadPage).toHaveBeenCalledWith('/login?notice=passwordChanged');
  });

  it('forgets the session without a call or reload when the server ended it (401, 403, 100004)', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    actor.send({ type: 'session.loggedOut' });
    expect(snapshot().value).toBe('anonymous');
    expect(snapshot().context.token).toBeNull();
    expect(effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
    await settle();
    expect(effects.revokeToken).not.toHaveBeenCalled();
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('stops a pending user-info load when the server ends the session', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0) });
    actor.send({ type: 'session.loggedOut' });
    await settle();
    expect(snapshot().value).toBe('anonymous');
    expect(effects.storeSession).not.toHaveBeenCalled();
  });
});

describe('session: other tabs (storage events)', () => {
  const stored = (token: TokenInfo | null, user: SessionUserInfo | null = USER) => ({
    type: 'session.storageChanged' as const,
    token,
    user,
    buttons: ['btn.dnd.query'],
  });

  it('follows a login in another tab', () => {
    const { actor, snapshot, effects } = start();
    actor.send(stored(tokenAt(T0)));
    expect(snapshot().value).toEqual({ active: 'scheduled' });
    expect(selectSessionUser(snapshot())).toEqual(USER);
    expect(selectButtons(snapshot())).toEqual(['btn.dnd.query']);
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
  });

  it('waits for the whole session: a token without its user is not taken', () => {
    const { actor, snapshot } = start();
    actor.send(stored(tokenAt(T0), null));
    expect(snapshot().value).toBe('anonymous');
  });

  it('follows a logout in another tab, without writing storage again', () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    actor.send(stored(null, null));
    expect(snapshot().value).toBe('anonymous');
    expect(effects.clearStoredSession).not.toHaveBeenCalled();
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
  });

  it('adopts a token another tab refreshed, and schedules from it', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    await vi.advanceTimersByTimeAsync(HOUR);
    actor.send(stored(tokenAt(T0 + HOUR, { access_token: 'access-other', refresh_token: 'refresh-other' })));
    expect(snapshot().context.token?.access_token).toBe('access-other');
    expect(effects.announceChanged).not.toHaveBeenCalled();
    // the old schedule (T0 + 2 h - 5 min) is gone; the new one is an hour later
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(effects.refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR - REFRESH_LEAD_MS);
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('ignores its own token coming back', () => {
    const token = tokenAt(T0);
    const { actor, snapshot, effects } = start({ token, user: USER });
    actor.send(stored(token));
    expect(snapshot().context.token).toBe(token);
    expect(effects.announceChanged).not.toHaveBeenCalled();
  });

  it('follows another user logging in in another tab', () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    const other = { ...USER, userId: 'u-2', logonId: 'demo.shipper' };
    actor.send(stored(tokenAt(T0, { access_token: 'access-b' }), other));
    expect(selectSessionUser(snapshot())?.logonId).toBe('demo.shipper');
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
  });

  it('ignores other tabs while this one is logging in or out', async () => {
    const { actor, snapshot } = start({ token: tokenAt(T0) });
    actor.send(stored(null, null));
    expect(snapshot().value).toBe('loadingUser');
    await settle();
    actor.send({ type: 'session.logout' });
    actor.send(stored(tokenAt(T0, { access_token: 'x' })));
    expect(snapshot().value).toBe('loggingOut');
  });
});

describe('session: details of the rules', () => {
  const stored = (token: TokenInfo | null, user: SessionUserInfo | null = USER, buttons: string[] = ['btn.other']) => ({
    type: 'session.storageChanged' as const,
    token,
    user,
    buttons,
  });

  it('spec 9: a failed login is counted whatever the session is doing', async () => {
    const countFailedLogin = vi.fn();
    const visitor = createActor(sessionMachine.provide({ actions: { countFailedLogin } }), { input: { token: null, user: null, buttons: [] } }).start();
    visitor.send({ type: 'session.loginFailed' });
    expect(countFailedLogin).toHaveBeenCalledTimes(1);
    const loggedIn = createActor(sessionMachine.provide({ actions: { countFailedLogin } }), { input: { token: tokenAt(T0), user: USER, buttons: [] } }).start();
    loggedIn.send({ type: 'session.loginFailed' });
    expect(countFailedLogin).toHaveBeenCalledTimes(2);
    expect(loggedIn.getSnapshot().value).toEqual({ active: 'scheduled' });
  });

  it('takes the loaded user’s buttons in place of the stored ones', async () => {
    const { snapshot } = start({ token: tokenAt(T0), buttons: ['btn.stale'] });
    await settle();
    expect(selectButtons(snapshot())).toEqual(['btn.dnd.query']);
  });

  it('a new login forgets the old user while the new one loads', () => {
    const { actor, snapshot } = start({ token: tokenAt(T0), user: USER });
    actor.send({ type: 'session.tokenReceived', answer: { ...ANSWER, access_token: 'access-2' }, receivedAt: T0 });
    expect(snapshot().context.user).toBeNull();
  });

  it('an incomplete token answer while logged in changes nothing', () => {
    const token = tokenAt(T0);
    const { actor, snapshot } = start({ token, user: USER });
    actor.send({ type: 'session.tokenReceived', answer: { ...ANSWER, access_token: '' }, receivedAt: T0 });
    expect(snapshot().value).toEqual({ active: 'scheduled' });
    expect(snapshot().context.token).toBe(token);
  });

  it('a token far beyond the timer’s range is not refreshed at once, but when the longest timer ends', async () => {
    const { effects } = start({ token: tokenAt(T0, { expires_in: 60 * 24 * 3600 }), user: USER });
    await vi.advanceTimersByTimeAsync(1000);
    expect(effects.refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1 - 1000 - 1);
    expect(effects.refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes with the token it holds', async () => {
    const token = tokenAt(T0);
    const { actor, effects } = start({ token, user: USER });
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(effects.refreshToken).toHaveBeenCalledWith({ token });
  });

  it.each([
    ['a lost connection', { kind: 'transport' }, { active: 'retrying' }],
    ['a refusal', { kind: 'business' }, 'anonymous'],
    ['an error of no known kind', { kind: 7 }, 'anonymous'],
    ['an error without a kind', new Error('boom'), 'anonymous'],
    ['a thrown null', null, 'anonymous'],
  ])('a refresh failing with %s: %j', async (_, error, value) => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    effects.refreshToken.mockRejectedValueOnce(error);
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(snapshot().value).toEqual(value);
  });

  it('a refresh that failed for want of an answer waits 30 s, then tries again', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    effects.refreshToken.mockRejectedValueOnce({ kind: 'transport' });
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(snapshot().value).toEqual({ active: 'retrying' });
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(effects.refreshToken).toHaveBeenCalledTimes(2);
  });

  it('the server ending the session while a refresh waits to be tried again forgets it', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER, buttons: ['btn.dnd.query'] });
    effects.refreshToken.mockRejectedValueOnce({ kind: 'network' });
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    actor.send({ type: 'session.loggedOut' });
    expect(snapshot().value).toBe('anonymous');
    expect(snapshot().context).toMatchObject({ token: null, user: null, buttons: [] });
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(effects.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('a refused refresh forgets the user and the buttons too', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER, buttons: ['btn.dnd.query'] });
    effects.refreshToken.mockRejectedValueOnce({ kind: 'session', code: 100004 });
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(snapshot().context).toMatchObject({ token: null, user: null, buttons: [] });
  });

  it('logging out revokes the token held, and forgets the session before reloading', async () => {
    const token = tokenAt(T0);
    const { actor, snapshot, effects } = start({ token, user: USER, buttons: ['btn.dnd.query'] });
    actor.send({ type: 'session.logout' });
    await settle();
    expect(effects.revokeToken).toHaveBeenCalledWith({ token });
    expect(snapshot().context).toMatchObject({ token: null, user: null, buttons: [] });
  });

  it('logging out works while a refresh is under way', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    effects.refreshToken.mockImplementationOnce(() => new Promise(() => {}));
    actor.send({ type: 'session.tokenExpired' });
    actor.send({ type: 'session.logout', redirect: '/' });
    await settle();
    expect(snapshot().status).toBe('done');
    expect(effects.reloadPage).toHaveBeenCalledWith('/');
  });

  it('another tab’s login brings its token and buttons', () => {
    const token = tokenAt(T0, { access_token: 'access-other' });
    const { actor, snapshot } = start();
    actor.send(stored(token, USER, ['btn.other']));
    expect(snapshot().context).toMatchObject({ token, user: USER, buttons: ['btn.other'] });
  });

  it('a visitor ignores another tab’s logout', () => {
    const { actor, snapshot, effects } = start();
    actor.send(stored(null, null, []));
    expect(snapshot().value).toBe('anonymous');
    expect(effects.announceChanged).not.toHaveBeenCalled();
  });

  it('another tab’s logout forgets the user and buttons here', () => {
    const { actor, snapshot } = start({ token: tokenAt(T0), user: USER, buttons: ['btn.dnd.query'] });
    actor.send(stored(null, USER));
    expect(snapshot().value).toBe('anonymous');
    expect(snapshot().context).toMatchObject({ token: null, user: null, buttons: [] });
  });

  it('another user’s session from another tab brings that user’s token and buttons, and a new schedule', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    const token = tokenAt(T0 + 3 * HOUR, { access_token: 'access-b' });
    const other = { ...USER, userId: 'u-2' };
    actor.send(stored(token, other, ['btn.other']));
    expect(snapshot().context).toMatchObject({ token, user: other, buttons: ['btn.other'] });
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(effects.refreshToken).not.toHaveBeenCalled();
  });

  it('another user with the same token still counts as another user: the guard is told', () => {
    const token = tokenAt(T0);
    const { actor, snapshot, effects } = start({ token, user: USER });
    const other = { ...USER, userId: 'u-2' };
    actor.send(stored(token, other));
    expect(snapshot().context.user).toEqual(other);
    expect(effects.announceChanged).toHaveBeenCalledTimes(1);
  });

  it('a token written without its user while logged in is ignored', () => {
    const token = tokenAt(T0);
    const { actor, snapshot, effects } = start({ token, user: USER, buttons: ['btn.dnd.query'] });
    actor.send(stored(tokenAt(T0, { access_token: 'access-half' }), null));
    expect(snapshot().status).toBe('active');
    expect(snapshot().value).toEqual({ active: 'scheduled' });
    expect(snapshot().context).toMatchObject({ token, user: USER, buttons: ['btn.dnd.query'] });
    expect(effects.announceChanged).not.toHaveBeenCalled();
  });

  it('the same user’s newer token from another tab is taken without telling the guard', () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    const token = tokenAt(T0, { access_token: 'access-newer' });
    actor.send(stored(token, USER, ['btn.other']));
    expect(snapshot().context.token).toBe(token);
    expect(snapshot().context.buttons).toEqual(['btn.other']);
    expect(effects.announceChanged).not.toHaveBeenCalled();
  });
});

describe('session: what no answer and stale storage mean', () => {
  it('a stored user without a token is a visitor’s session', () => {
    const { snapshot, effects } = start({ token: null, user: USER });
    expect(snapshot().value).toBe('anonymous');
    expect(effects.loadUserInfo).not.toHaveBeenCalled();
  });

  it('a visitor ignores another tab’s user written without a token', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'session.storageChanged', token: null, user: USER, buttons: ['btn.dnd.query'] });
    expect(snapshot().value).toBe('anonymous');
    expect(snapshot().context.user).toBeNull();
  });

  it('its own token written again by another tab does not cancel a refresh under way', async () => {
    const token = tokenAt(T0);
    const { actor, snapshot, effects } = start({ token, user: USER });
    effects.refreshToken.mockImplementationOnce(() => new Promise(() => {}));
    actor.send({ type: 'session.tokenExpired' });
    actor.send({ type: 'session.storageChanged', token, user: USER, buttons: ['btn.other'] });
    expect(selectIsRefreshing(snapshot())).toBe(true);
    expect(snapshot().context.buttons).toEqual([]);
  });

  it('a refresh rejected with nothing at all ends the session', async () => {
    const { actor, snapshot, effects } = start({ token: tokenAt(T0), user: USER });
    effects.refreshToken.mockRejectedValueOnce(undefined);
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(snapshot().value).toBe('anonymous');
  });

  it('without the application’s calls provided, a token’s user cannot load: a visitor’s session, never a user-less login', async () => {
    const actor = createActor(sessionMachine, { input: { token: tokenAt(T0), user: null, buttons: [] } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('without the application’s calls provided, a refresh fails and ends the session', async () => {
    const actor = createActor(sessionMachine, { input: { token: tokenAt(T0), user: USER, buttons: [] } }).start();
    actor.send({ type: 'session.tokenExpired' });
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
  });
});
