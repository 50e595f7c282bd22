import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppActorsContext } from '../../../app/AppActorsContext';
import { AppIntlProvider } from '../../../app/AppIntlProvider';
import { createAppActors, startAppActors } from '../../../app/appActors';
import { APP_BASE } from '../../../app/navigator';
import { createNotifier } from '../../../app/notifier';
import type { Lang } from '../../../domain/lang';
import type { OrderRequest, OrderView } from '../../../domain/ticketing/order';
import type { VoyagePortLine } from '../../../domain/voyages';
import { loadCatalogue } from '../../../i18n/catalogues';
import type { TicketingServices } from '../../../machines/ticketing.actors';
import type { StoredChoices } from '../../../machines/ticketing.machine';
import { createStorage } from '../../../services/storage';
import { createTicketingActor } from '../ticketingActor';
import { TicketingJourneyContext, type TicketingDeps } from '../ticketingJourney';

export interface TicketingScreenSetup {
  /** inside the base, with the query: `/ticketing/one_way?from=...` */
  path: string;
  lang?: Lang;
  /** port lines by `FROM>TO@YYYY-MM-DD` */
  lists?: Record<string, VoyagePortLine[]>;
  stored?: StoredChoices | null;
  saveOrder?: (request: OrderRequest) => Promise<OrderView>;
  /** orders the user may buy again, by uuid */
  orders?: Record<string, OrderView>;
}

/**
 * A ticketing screen with its own ticketing actor over fake calls, inside the app's actors,
 * messages and an in-memory router: the screen's navigation shows in `location`.
 */
export async function renderTicketingScreen(screen: (props: { search: string }) => ReactElement, setup: TicketingScreenSetup) {
  window.localStorage.clear();
  const location = memoryLocation({ path: `${APP_BASE}${setup.path}`, record: true });
  const actors = createAppActors(
    {
      storage: createStorage(() => window.localStorage),
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
    setup.lang ?? 'zh',
  );
  startAppActors(actors);
  const lists = setup.lists ?? {};
  const services: TicketingServices = {
    getWebTsVoyageList: vi.fn(async (route, date) => lists[`${route.departurePort}>${route.arrivalPort}@${date}`] ?? []),
    saveOrder: vi.fn(setup.saveOrder ?? (async () => ({ uuid: 'o-1', status: 'DUE_PAY' }) as OrderView)),
    loadOrder: vi.fn(async (uuid: string) => {
      const found = setup.orders?.[uuid];
      if (!found) throw new Error(`no order ${uuid} in this test`);
      return found;
    }),
    // The order form is a stand-in in the screens' tests: its reads answer nothing useful.
    getDictList: vi.fn(async () => []),
    getAdultAge: vi.fn(async () => 12),
    getPassengerNotice: vi.fn(async () => ({ version: 1, zh: '', ja: '' })),
    getAccountInfo: vi.fn(async () => {
      throw new Error('no account in this test');
    }),
  };
  const stored = { current: setup.stored ?? null };
  const deps: TicketingDeps = {
    services,
    navigate: (to, options) => location.navigate(`${APP_BASE}${to}`, options),
    signedIn: async () => {},
  };
  const ticketing = createTicketingActor(deps, { read: () => stored.current, write: (choices: StoredChoices) => (stored.current = choices) });
  const search = setup.path.includes('?') ? setup.path.slice(setup.path.indexOf('?')) : '';
  const view = render(
    <AppActorsContext.Provider value={actors}>
      <AppIntlProvider>
        <Router base={APP_BASE} hook={location.hook} searchHook={location.searchHook}>
          <TicketingJourneyContext value={{ deps, actor: ticketing }}>{screen({ search })}</TicketingJourneyContext>
        </Router>
      </AppIntlProvider>
    </AppActorsContext.Provider>,
  );
  // The messages load asynchronously: wait for the first text.
  await view.findAllByText(/./);
  return { ...view, ticketing, services, location, stored };
}
