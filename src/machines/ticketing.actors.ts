import { fromPromise } from 'xstate';
import type { Currency } from '../domain/baseData';
import type { LegChoice, OrderRequest, OrderView } from '../domain/ticketing/order';
import { localDate, type LocalDate, type VoyagePortLine } from '../domain/voyages';
import type { PortLineQuery } from './ticketing.machine';
import { repeatOf, type RepeatChoices } from './ticketing.repeat';

/** The calls the ticketing chart makes (services/voyages.ts and services/orders.ts in the app). */
export interface TicketingServices {
  getWebTsVoyageList(route: { departurePort: string; arrivalPort: string }, date: LocalDate, currency?: Currency): Promise<VoyagePortLine[]>;
  saveOrder(request: OrderRequest): Promise<OrderView>;
  loadOrder(uuid: string): Promise<OrderView>;
}

/**
 * The chosen legs again, live: each leg's day is asked for again (its ports, its local
 * departure day; a return in the first leg's currency) and the sailing found by uuid.
 * Null where it is no longer listed (departed or cancelled since it was chosen).
 */
export async function refreshLegChoices(services: TicketingServices, legs: readonly LegChoice[]): Promise<(LegChoice | null)[]> {
  const currency = legs[0]?.voyage.currency;
  return Promise.all(
    legs.map(async (leg, index) => {
      const { voyage } = leg;
      const day = localDate(new Date(voyage.departureTime), voyage.departurePort);
      const lines = await services.getWebTsVoyageList(
        { departurePort: voyage.departurePort, arrivalPort: voyage.arrivalPort },
        day,
        index > 0 ? currency : undefined,
      );
      const live = lines.find((line) => line.uuid === voyage.uuid);
      return live ? { voyage: live, cabinClass: leg.cabinClass } : null;
    }),
  );
}

/** The chart's actors over the given calls. */
export function createTicketingActors(services: TicketingServices) {
  return {
    loadPortLines: fromPromise<VoyagePortLine[], PortLineQuery>(({ input }) =>
      services.getWebTsVoyageList({ departurePort: input.departurePort, arrivalPort: input.arrivalPort }, input.date, input.currency),
    ),
    refreshLegs: fromPromise<(LegChoice | null)[], { legs: LegChoice[] }>(({ input }) => refreshLegChoices(services, input.legs)),
    submitOrder: fromPromise<OrderView, OrderRequest>(({ input }) => services.saveOrder(input)),
    loadRepeatOrder: fromPromise<RepeatChoices, { orderUuid: string }>(async ({ input }) => repeatOf(await services.loadOrder(input.orderUuid))),
  };
}
