import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppActorsContext } from '../../../../app/AppActorsContext';
import { AppIntlProvider } from '../../../../app/AppIntlProvider';
import { createAppActors, startAppActors } from '../../../../app/appActors';
import { createNotifier } from '../../../../app/notifier';
import type { Lang } from '../../../../domain/lang';
import { toTokenInfo } from '../../../../domain/session';
import { loadCatalogue } from '../../../../i18n/catalogues';
import { createStorage } from '../../../../services/storage';

/**
 * A component inside the app's actors and messages, without the router and layout: for
 * screens' parts that the pages render. `user` logs a user in through the stored session.
 */
export function renderInShell(node: ReactNode, { lang = 'zh', user }: { lang?: Lang; user?: { userId: string; logonId: string; userCnnme?: string } } = {}) {
  window.localStorage.clear();
  const storage = createStorage(() => window.localStorage);
  if (user) {
    const token = toTokenInfo({ access_token: 'access', refresh_token: 'refresh', expires_in: 7200 }, Date.now());
    if (token) storage.setToken(token);
    storage.setUserInfo({ usernme: user.logonId, userCnnme: '', enterpriseCnnme: '', enterpriseId: '', menuAll: [], menuLeft: [], ...user });
  }
  const actors = createAppActors(
    {
      storage,
      identity: {
        getUserInfo: vi.fn(async () => {
          throw new Error('no user info in this test');
        }),
        getUserAuthentication: vi.fn(async () => ({ role: 'individual' as const, menus: [], buttons: [], authorities: [] })),
        refreshToken: vi.fn(async () => {
          throw new Error('no refresh in this test');
        }),
        revokeToken: vi.fn(async () => null),
      },
      now: () => Date.now(),
      navigate: vi.fn(),
      notifier: createNotifier(),
      loadCatalogue,
      documentElement: document.documentElement,
      reloadPage: vi.fn(),
    },
    lang,
  );
  startAppActors(actors);
  const view = render(
    <AppActorsContext.Provider value={actors}>
      <AppIntlProvider>{node}</AppIntlProvider>
    </AppActorsContext.Provider>,
  );
  return { ...view, actors };
}
