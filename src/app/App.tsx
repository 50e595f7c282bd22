import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import type { AppActors } from './appActors';
import { AppActorsContext } from './AppActorsContext';
import { AppIntlProvider } from './AppIntlProvider';
import { AppRoutes } from './AppRoutes';
import { APP_BASE } from './navigator';
import { ToastHost } from './ToastHost';
import { UnreadMessagesProvider } from './header/UnreadMessagesProvider';
import { TicketingJourneyProvider } from '../views/ticketing/ticketingJourney';

interface AppProps {
  actors: AppActors;
  /** tests pass wouter's memory location; the app uses the browser's */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
  base?: string;
}

/**
 * The providers around the router: actors, messages, the toast. PrimeReact needs no
 * provider for its defaults (no ripple, default z-indexes), and leaving it out keeps
 * PrimeReact's core out of the start-up JavaScript; a screen that must change its
 * configuration wraps itself in PrimeReactProvider.
 */
export function App({ actors, location, base = APP_BASE }: AppProps) {
  return (
    <AppActorsContext.Provider value={actors}>
      <ToastHost notifier={actors.notifier} />
      <AppIntlProvider>
        <Router base={base} {...(location ? { hook: location.hook, searchHook: location.searchHook } : {})}>
          {/* the tab's ticketing journey, made by its first screen with the router's navigation */}
          <TicketingJourneyProvider>
            <UnreadMessagesProvider>
              <AppRoutes />
            </UnreadMessagesProvider>
          </TicketingJourneyProvider>
        </Router>
      </AppIntlProvider>
    </AppActorsContext.Provider>
  );
}
