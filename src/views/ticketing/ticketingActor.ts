import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'wouter';
import { createActor, type ActorRefFrom } from 'xstate';
import { machineInspector } from '../../app/machineInspection';
import { createTicketingActors, type TicketingServices } from '../../machines/ticketing.actors';
import { criteriaFromUrl, type TicketingStep } from '../../machines/ticketing.criteria';
import { ticketingMachine } from '../../machines/ticketing.machine';
import { draftFromUrl, repeatOrderFromUrl } from '../../machines/ticketing.repeat';
import { loadOrder, saveOrder } from '../../services/orders';
import { getWebTsVoyageList } from '../../services/voyages';
import { createChoiceStore, type ChoiceStore } from './choiceStore';

export type TicketingActor = ActorRefFrom<typeof ticketingMachine>;

type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface TicketingDeps {
  services: TicketingServices;
  store: ChoiceStore;
  /** the router's navigate; the screens hand over theirs as they open */
  navigate: Navigate;
}

/** The ticketing chart with its calls, storage and navigation, started. */
export function createTicketingActor(deps: TicketingDeps): TicketingActor {
  const actor = createActor(
    ticketingMachine.provide({
      actors: createTicketingActors(deps.services),
      actions: {
        storeChoices: (_, choices) => deps.store.write(choices),
        navigate: (_, { to, replace }) => deps.navigate(to, { replace }),
      },
    }),
    { input: { stored: deps.store.read() }, inspect: machineInspector() },
  );
  actor.start();
  return actor;
}

// One journey per tab: the actor outlives each screen (they are separate chunks that
// mount and unmount), so the choices move with the user from screen to screen.
let shared: TicketingActor | null = null;
let routerNavigate: Navigate | null = null;

function sharedActor(): TicketingActor {
  shared ??= createTicketingActor({
    services: { getWebTsVoyageList, saveOrder, loadOrder },
    store: createChoiceStore(() => window.sessionStorage),
    navigate: (to, options) => routerNavigate?.(to, options),
  });
  return shared;
}

/** Tests put their own actor here; the app uses the shared one. */
export const TicketingActorContext = createContext<TicketingActor | null>(null);

/**
 * The ticketing actor for a screen of `step`: the screen says it opened, with what its
 * URL says, once per location (the chart resumes there or knows it is already there).
 */
export function useTicketingScreen(step: TicketingStep, search: string): TicketingActor {
  const provided = useContext(TicketingActorContext);
  const actor = provided ?? sharedActor();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!provided) routerNavigate = navigate;
  }, [provided, navigate]);
  useEffect(() => {
    actor.send({
      type: 'route.opened',
      step,
      criteria: criteriaFromUrl(step, search),
      repeatOrderUuid: step === 'search' ? repeatOrderFromUrl(search) : null,
      draftUuid: step === 'createOrder' ? draftFromUrl(search) : null,
    });
  }, [actor, step, search]);
  return actor;
}
