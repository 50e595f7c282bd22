import { useContext, useEffect } from 'react';
import { createActor } from 'xstate';
import { machineInspector } from '../../app/machineInspector';
import { createChoiceStore, createTicketingActors, type ChoiceStore } from '../../machines/ticketing.actors';
import { criteriaFromUrl, type TicketingStep } from '../../machines/ticketing.criteria';
import { ticketingMachine } from '../../machines/ticketing.machine';
import { draftFromUrl, repeatOrderFromUrl } from '../../machines/ticketing.repeat';
import { TicketingJourneyContext, type TicketingActor, type TicketingDeps, type TicketingJourney } from './ticketingJourney';

export type { TicketingActor } from './ticketingJourney';

/** The ticketing chart with its calls, storage and navigation, started. */
export function createTicketingActor(deps: TicketingDeps, store: ChoiceStore): TicketingActor {
  const actor = createActor(
    ticketingMachine.provide({
      actors: createTicketingActors(deps.services, undefined, deps.signedIn),
      actions: {
        storeChoices: (_, choices) => store.write(choices),
        navigate: (_, { to, replace }) => deps.navigate(to, { replace }),
      },
    }),
    { input: { stored: store.read() }, inspect: machineInspector() },
  );
  actor.start();
  return actor;
}

/** The tab's ticketing actor: the first to ask (a ticketing screen, the home page's search) makes it, over the choices this tab stored. */
export function journeyActor(journey: TicketingJourney): TicketingActor {
  journey.actor ??= createTicketingActor(
    journey.deps,
    createChoiceStore(() => window.sessionStorage),
  );
  return journey.actor;
}

/**
 * The ticketing actor for a screen of `step`: the screen says it opened, with what its
 * URL says, once per location (the chart resumes there or knows it is already there).
 * The first screen of the tab's journey makes the actor, over the choices this tab stored.
 */
export function useTicketingScreen(step: TicketingStep, search: string): TicketingActor {
  const journey = useContext(TicketingJourneyContext);
  if (!journey) throw new Error('a ticketing screen needs <TicketingJourneyProvider>');
  const actor = journeyActor(journey);
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
