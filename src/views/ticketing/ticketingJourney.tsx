import { createContext, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { waitFor, type ActorRefFrom } from 'xstate';
import { useAppActors } from '../../app/AppActorsContext';
import { useServices } from '../../app/customerServices';
import { useLatest } from '../../app/useLatest';
import { selectSessionUser } from '../../machines/session.selectors';
import type { TicketingServices } from '../../machines/ticketing.actors';
import type { ticketingMachine } from '../../machines/ticketing.machine';

export type TicketingActor = ActorRefFrom<typeof ticketingMachine>;

type TicketingNavigate = (to: string, options?: { replace?: boolean }) => void;

/** What the ticketing actor is made with: its calls, the router's navigation, the session. */
export interface TicketingDeps {
  services: TicketingServices;
  navigate: TicketingNavigate;
  /** resolves once a user is signed in (the user's details for the order form wait for it) */
  signedIn(signal: AbortSignal): Promise<void>;
}

/**
 * The tab's ticketing journey: the actor, made by the first ticketing screen that opens
 * (useTicketingScreen), with the dependencies the root gave. Its code comes with the screens'
 * chunks, not with the start-up JavaScript.
 */
export interface TicketingJourney {
  deps: TicketingDeps;
  actor: TicketingActor | null;
}

export const TicketingJourneyContext = createContext<TicketingJourney | null>(null);

/**
 * One journey per tab, at the app's root inside the router: the actor outlives each screen
 * (they are separate chunks that mount and unmount), so the choices move with the user from
 * screen to screen. Its calls are the services context's, its navigation the router's.
 */
export function TicketingJourneyProvider({ children }: { children: ReactNode }) {
  const { voyages, orders, baseData, information, account } = useServices();
  const { session } = useAppActors();
  const [, navigate] = useLocation();
  const latestNavigate = useLatest(navigate);
  const [journey] = useState<TicketingJourney>(() => ({
    deps: {
      // Looked up when called: a screen test's module mocks need not define calls it never makes.
      services: {
        getWebTsVoyageList: (...args) => voyages.getWebTsVoyageList(...args),
        saveOrder: (...args) => orders.saveOrder(...args),
        loadOrder: (...args) => orders.loadOrder(...args),
        getDictList: (type) => baseData.getDictList(type),
        getAdultAge: (...args) => baseData.getAdultAge(...args),
        getPassengerNotice: (...args) => information.getPassengerNotice(...args),
        getAccountInfo: (...args) => account.getAccountInfo(...args),
      },
      navigate: (to, options) => latestNavigate.current(to, options),
      signedIn: async (signal) => {
        await waitFor(session, (snapshot) => selectSessionUser(snapshot) !== null, { signal });
      },
    },
    actor: null,
  }));
  return <TicketingJourneyContext value={journey}>{children}</TicketingJourneyContext>;
}
