import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { Lang } from '../../domain/lang';
import { toTokenInfo, type UserInfo } from '../../domain/session';
import { loadCatalogue } from '../../i18n/catalogues';
import { createStorage } from '../../services/storage';
import { App } from '../App';
import type { SessionServices } from '../../machines/session.actors';
import { createAppActors, startAppActors } from '../appActors';
import { APP_BASE, createNavigate } from '../navigator';
import { createNotifier } from '../notifier';
import { customerServices, ServicesProvider, type CustomerServices } from '../customerServices';
import { SHELL_CALLS } from './fixtures';
import { withFakes, type Fakes } from './withFakes';

export interface AppSetup {
  path?: string;
  lang?: Lang;
  /** a logged-in user: a stored token and user info */
  user?: Pick<UserInfo, 'userId' | 'logonId'>;
  menus?: string[];
  buttons?: string[];
  /** the identity calls; by default they answer as the server would for `user` */
  identity?: Partial<SessionServices>;
  /**
   * fakes for the screens' calls, by area (`{ orders: { loadOrder } }`), laid over the shell's
   * (SHELL_CALLS: the footer's company details, the header's unread count); the rest are the real ones
   */
  calls?: Fakes<CustomerServices>;
}

/**
 * The whole shell on an in-memory location under /tickets, over the real
 * (encrypted) storage in jsdom's localStorage. Waits until the first screen is in.
 */
export async function renderApp({ path = '/', lang = 'zh', user, menus = [], buttons = [], identity = {}, calls = {} }: AppSetup = {}) {
  window.localStorage.clear();
  const storage = createStorage(() => window.localStorage);
  if (user) {
    const token = toTokenInfo({ access_token: 'access', refresh_token: 'refresh', expires_in: 7200 }, Date.now());
    if (token) storage.setToken(token);
    storage.setUserInfo({
      ...user,
      usernme: user.logonId,
      userCnnme: '',
      enterpriseCnnme: '',
      enterpriseId: '',
      menuAll: [],
      menuLeft: [],
    });
  }
  storage.setMenus(menus);
  storage.setButtons(buttons);

  const location = memoryLocation({ path: `${APP_BASE}${path}`, record: true });
  const reload = vi.fn();
  const notifier = createNotifier();
  const services: SessionServices = {
    getUserInfo: vi.fn(async () => {
      throw new Error('no user info in this test');
    }),
    getUserAuthentication: vi.fn(async () => ({ role: 'individual' as const, menus, buttons, authorities: [...menus, ...buttons] })),
    refreshToken: vi.fn(async () => {
      throw new Error('no refresh in this test');
    }),
    revokeToken: vi.fn(async () => null),
    ...identity,
  };
  const actors = createAppActors(
    {
      storage,
      identity: services,
      now: () => Date.now(),
      navigate: createNavigate(location.navigate),
      notifier,
      loadCatalogue,
      documentElement: document.documentElement,
      reloadPage: reload,
    },
    lang,
  );
  startAppActors(actors);
  const view = render(
    <ServicesProvider services={withFakes(withFakes(customerServices, SHELL_CALLS), calls)}>
      <App actors={actors} location={{ hook: location.hook, searchHook: location.searchHook }} />
    </ServicesProvider>,
  );
  // Screens are lazy chunks: the first import of a large one (the search's calendar) takes
  // seconds on a busy machine.
  await screen.findByRole('main', {}, { timeout: 10_000 });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { ...view, actors, storage, location, reload, services };
}
