import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { navigationMachine, type SessionUser } from './navigation.machine';
import { selectAllowedLocation, selectIsChecking, selectSessionUser } from './navigation.selectors';

const USER: SessionUser = { userId: 'u-1', logonId: 'demo.passenger' };

/** The paths this test's route table calls public (the app asks its real table, src/app/routeLookup.ts). */
const PUBLIC_PATHS = new Set(['/', '/login', '/notice', '/information', '/ticketing/search', '/scheduleMgt', '/no/such/page']);

/** A guard whose storage holds `stored`, with every effect recorded. */
function start(stored: { token?: string | null; user?: SessionUser | null; tokenFails?: boolean; userFails?: boolean } = {}) {
  const effects = {
    loadToken: vi.fn(async () => {
      if (stored.tokenFails) throw new Error('storage unreadable');
      return stored.token ?? null;
    }),
    loadUserInfo: vi.fn(async ({ input }: { input: { token: string } }) => {
      if (stored.userFails) throw new Error('user info failed');
      return input.token ? (stored.user ?? null) : null;
    }),
    registerDynamicRoutes: vi.fn(),
    redirectToLogin: vi.fn(),
  };
  const machine = navigationMachine.provide({
    actors: {
      loadToken: fromPromise(effects.loadToken),
      loadUserInfo: fromPromise(effects.loadUserInfo),
    },
    actions: {
      registerDynamicRoutes: effects.registerDynamicRoutes,
      redirectToLogin: (_, params) => effects.redirectToLogin(params.wanted),
    },
    guards: { isPublicRoute: (_, { path }) => PUBLIC_PATHS.has(path) },
  });
  const actor = createActor(machine).start();
  const go = async (path: string, search = '') => {
    actor.send({ type: 'navigation.requested', path, search });
    return waitFor(actor, (s) => !s.matches('checking'));
  };
  return { actor, effects, go };
}

describe('navigation guard', () => {
  it('waits, with nothing allowed, until the first navigation', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectAllowedLocation(actor.getSnapshot())).toBeNull();
  });

  it('rule 1: loads the token from storage when none is in memory, and keeps it', async () => {
    const { actor, effects, go } = start({ token: 'tok', user: USER });
    await go('/');
    expect(effects.loadToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.token).toBe('tok');
    await go('/orders');
    expect(effects.loadToken).toHaveBeenCalledTimes(1);
  });

  it('rule 1: asks storage again on each navigation while no token is held', async () => {
    const { effects, go } = start();
    await go('/');
    const calls = effects.loadToken.mock.calls.length;
    await go('/notice');
    expect(effects.loadToken.mock.calls.length).toBeGreaterThan(calls);
  });

  it('rule 2: loads the user info when a token has no user id, once', async () => {
    const { actor, effects, go } = start({ token: 'tok', user: USER });
    await go('/');
    expect(effects.loadUserInfo).toHaveBeenCalledTimes(1);
    expect(effects.loadUserInfo.mock.calls[0]?.[0].input).toEqual({ token: 'tok' });
    expect(selectSessionUser(actor.getSnapshot())).toEqual(USER);
    await go('/orders');
    expect(effects.loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('rule 2: does not load user info without a token', async () => {
    const { effects, go } = start();
    await go('/');
    expect(effects.loadUserInfo).not.toHaveBeenCalled();
  });

  it('rule 3: registers the dynamic routes once, on the first navigation of any kind', async () => {
    const { effects, go } = start({ token: 'tok', user: USER });
    // A reload straight onto a permission route: the routes must be there already.
    const snapshot = await go('/booking');
    expect(effects.registerDynamicRoutes).toHaveBeenCalledTimes(1);
    expect(snapshot.value).toBe('allowed');
    await go('/myBooking');
    await go('/');
    expect(effects.registerDynamicRoutes).toHaveBeenCalledTimes(1);
  });

  it('rule 3: registers after the user is known, so the stored menus are the user’s', async () => {
    const order: string[] = [];
    const { effects, go } = start({ token: 'tok', user: USER });
    effects.loadUserInfo.mockImplementation(async () => (order.push('user'), USER));
    effects.registerDynamicRoutes.mockImplementation(() => order.push('routes'));
    await go('/booking');
    expect(order).toEqual(['user', 'routes']);
  });

  it('rule 4: sends a visitor on a route that needs login to /login, keeping the wanted location', async () => {
    const { effects, go } = start();
    const snapshot = await go('/orders', '?page=2');
    expect(snapshot.value).toBe('redirectingToLogin');
    expect(effects.redirectToLogin).toHaveBeenCalledWith('/orders?page=2');
    expect(selectAllowedLocation(snapshot)).toBeNull();
  });

  it('rule 4: lets a visitor open the routes the app calls public', async () => {
    const { effects, go } = start();
    for (const path of ['/', '/login', '/ticketing/search', '/scheduleMgt', '/no/such/page']) {
      const snapshot = await go(path);
      expect([path, snapshot.value]).toEqual([path, 'allowed']);
      expect(selectAllowedLocation(snapshot)).toEqual({ path, search: '' });
    }
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
  });

  it('rule 4: without a route table provided, treats every path as needing login', async () => {
    const redirectToLogin = vi.fn();
    const machine = navigationMachine.provide({ actions: { redirectToLogin: (_, params) => redirectToLogin(params.wanted) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'navigation.requested', path: '/', search: '' });
    expect((await waitFor(actor, (s) => !s.matches('checking'))).value).toBe('redirectingToLogin');
    expect(redirectToLogin).toHaveBeenCalledWith('/');
  });

  it('rule 4: lets a user with a token proceed to routes that need login', async () => {
    const { effects, go } = start({ token: 'tok', user: USER });
    const snapshot = await go('/ticketing/create_order', '?voyage=V1');
    expect(snapshot.value).toBe('allowed');
    expect(selectAllowedLocation(snapshot)).toEqual({ path: '/ticketing/create_order', search: '?voyage=V1' });
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
  });

  it('keeps the last allowed location while the next one is checked', async () => {
    const { actor, effects, go } = start();
    await go('/notice');
    effects.loadToken.mockImplementation(() => new Promise(() => {}));
    actor.send({ type: 'navigation.requested', path: '/information', search: '' });
    expect(selectIsChecking(actor.getSnapshot())).toBe(true);
    expect(selectAllowedLocation(actor.getSnapshot())).toEqual({ path: '/notice', search: '' });
  });

  it('drops a check that a newer navigation overtakes', async () => {
    const { actor, effects } = start({ token: 'tok', user: USER });
    let release: (value: string | null) => void = () => {};
    effects.loadToken.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'navigation.requested', path: '/orders', search: '' });
    actor.send({ type: 'navigation.requested', path: '/notice', search: '' });
    const snapshot = await waitFor(actor, (s) => s.matches('allowed'));
    release('late');
    expect(selectAllowedLocation(snapshot)?.path).toBe('/notice');
  });

  it('continues as a visitor when storage cannot be read', async () => {
    const { effects, go } = start({ tokenFails: true });
    expect((await go('/')).value).toBe('allowed');
    expect((await go('/orders')).value).toBe('redirectingToLogin');
    expect(effects.redirectToLogin).toHaveBeenCalledWith('/orders');
  });

  it('forgets a token whose user cannot be loaded', async () => {
    const { actor, go } = start({ token: 'tok', userFails: true });
    expect((await go('/orders')).value).toBe('redirectingToLogin');
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('checks the current location again when the session changes, and registers routes again', async () => {
    const stored: { token: string | null; user: SessionUser | null } = { token: 'tok', user: USER };
    const { actor, effects, go } = start(stored);
    await go('/orders');
    expect(effects.registerDynamicRoutes).toHaveBeenCalledTimes(1);
    stored.token = null;
    stored.user = null;
    effects.loadToken.mockImplementation(async () => stored.token);
    actor.send({ type: 'session.changed' });
    const snapshot = await waitFor(actor, (s) => !s.matches('checking'));
    expect(snapshot.value).toBe('redirectingToLogin');
    expect(selectSessionUser(snapshot)).toBeNull();
    expect(effects.registerDynamicRoutes).toHaveBeenCalledTimes(2);
  });

  it('only forgets the session when nothing has been asked for yet', () => {
    const { actor } = start();
    actor.send({ type: 'session.changed' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
