// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { UserInfoAnswer } from '../domain/identityApi';
import { toTokenInfo } from '../domain/session';
import { selectAllowedLocation, selectSessionUser as selectGuardUser } from '../machines/navigation.selectors';
import type { SessionServices } from '../machines/session.actors';
import { selectSessionUser } from '../machines/session.selectors';
import { createStorage } from '../services/storage';
import { createAppActors, startAppActors } from './appActors';
import { createNotifier } from './notifier';

const INFO: UserInfoAnswer = {
  logonId: 'acme.ltd',
  userId: 'u-9',
  username: 'acme.ltd',
  usernme: 'acme.ltd',
  userCnnme: '',
  enterpriseCnnme: 'ACME',
  enterpriseId: 'e-1',
  menuAll: ['/booking', '/myBooking'],
  menuLeft: ['/booking', '/myBooking'],
  role: 'enterprise',
  enterpriseState: 'APPROVED',
};

function start(identity: Partial<SessionServices>) {
  window.localStorage.clear();
  const storage = createStorage(() => window.localStorage);
  storage.setToken(toTokenInfo({ access_token: 'access', refresh_token: 'refresh', expires_in: 7200 }, Date.now())!);
  storage.setFailedLoginTime(2);
  const navigate = vi.fn();
  const services: SessionServices = {
    getUserInfo: vi.fn(async () => INFO),
    getUserAuthentication: vi.fn(async () => ({
      role: 'enterprise' as const,
      menus: ['menu.booking', 'menu.myBooking'],
      buttons: ['btn.booking.create'],
      authorities: [],
    })),
    refreshToken: vi.fn(),
    revokeToken: vi.fn(async () => true),
    ...identity,
  };
  const actors = createAppActors(
    {
      storage,
      identity: services,
      now: () => Date.now(),
      navigate,
      notifier: createNotifier(),
      loadCatalogue: async () => ({}) as never,
      documentElement: document.documentElement,
      reloadPage: vi.fn(),
    },
    'zh',
  );
  startAppActors(actors);
  return { actors, storage, navigate, services };
}

afterEach(() => window.localStorage.clear());

describe('the shell’s actors together', () => {
  it('a stored token without its user: the session loads the user from the server, stores it, and the guard lets a permission route through', async () => {
    const { actors, storage, services } = start({});
    actors.navigation.send({ type: 'navigation.requested', path: '/myBooking', search: '' });
    const guard = await waitFor(actors.navigation, (s) => s.matches('allowed') || s.matches('redirectingToLogin'));
    expect(selectAllowedLocation(guard)?.path).toBe('/myBooking');
    expect(selectGuardUser(guard)).toEqual({ userId: 'u-9', logonId: 'acme.ltd' });
    expect(services.getUserInfo).toHaveBeenCalledTimes(1);
    expect(selectSessionUser(actors.session.getSnapshot())?.logonId).toBe('acme.ltd');
    expect(storage.getUserInfo()?.userId).toBe('u-9');
    expect(storage.getMenus()).toEqual(['menu.booking', 'menu.myBooking']);
    expect(storage.getButtons()).toEqual(['btn.booking.create']);
    expect(storage.getFailedLoginTime()).toBe(0);
    expect(actors.routes.granted().has('menu.myBooking')).toBe(true);
  });

  it('a token whose user cannot be loaded: forgotten, storage cleared, a protected route goes to the login', async () => {
    const { actors, storage, navigate } = start({ getUserInfo: vi.fn(async () => Promise.reject(new Error('401'))) });
    actors.navigation.send({ type: 'navigation.requested', path: '/orders', search: '' });
    await waitFor(actors.navigation, (s) => s.matches('redirectingToLogin'));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Forders', { replace: true });
    expect(storage.getToken()).toBeNull();
    // spec 9: only a successful user info resets the failed-login time
    expect(storage.getFailedLoginTime()).toBe(2);
  });

  it('the guard asks the route table which pages a visitor may open', async () => {
    const { actors, navigate } = start({ getUserInfo: vi.fn(async () => Promise.reject(new Error('401'))) });
    actors.navigation.send({ type: 'navigation.requested', path: '/notice', search: '' });
    const guard = await waitFor(actors.navigation, (s) => s.matches('allowed') || s.matches('redirectingToLogin'));
    expect(selectAllowedLocation(guard)?.path).toBe('/notice');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the server ending the session sends the guard back over the current page', async () => {
    const { actors, navigate } = start({});
    actors.navigation.send({ type: 'navigation.requested', path: '/orders', search: '' });
    await waitFor(actors.navigation, (s) => s.matches('allowed'));
    actors.session.send({ type: 'session.loggedOut' });
    await waitFor(actors.navigation, (s) => s.matches('redirectingToLogin'));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Forders', { replace: true });
  });
});
