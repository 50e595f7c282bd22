import { fromPromise } from 'xstate';
import type { Currency } from '../domain/baseData';
import type { LegChoice, OrderRequest, OrderView } from '../domain/ticketing/order';
import { localDate, type LocalDate, type VoyagePortLine } from '../domain/voyages';
import type { PortLineQuery, StoredChoices } from './ticketing.machine';
import { repeatOf, type RepeatChoices } from './ticketing.repeat';

/** The calls the ticketing chart makes (services/voyages.ts and services/orders.ts in the app). */
export interface TicketingServices {
  getWebTsVoyageList(route: { departurePort: string; arrivalPort: string }, date: LocalDate, currency?: Currency): Promise<VoyagePortLine[]>;
  saveOrder(request: OrderRequest, options?: { idempotencyKey?: string }): Promise<OrderView>;
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

/**
 * A DRAFT of the user's as the form's choices: its route, days and party, its sailings
 * asked for again live. Refused when it is no draft any more or a sailing is no longer offered.
 */
export async function resumeDraft(services: TicketingServices, orderUuid: string): Promise<StoredChoices> {
  const order = await services.loadOrder(orderUuid);
  if (order.status !== 'DRAFT') throw new Error(`order ${orderUuid} is ${order.status}, no draft`);
  const legs = [...order.legs].sort((a, b) => a.legIndex - b.legIndex);
  // What refreshLegChoices needs of a sailing to find it again on its day.
  const seeds: LegChoice[] = legs.map((leg) => ({
    voyage: { uuid: leg.voyageUuid, departurePort: leg.departurePort, arrivalPort: leg.arrivalPort, departureTime: leg.departureTime, currency: order.currency } as VoyagePortLine,
    cabinClass: leg.cabinClass,
  }));
  const live = await refreshLegChoices(services, seeds);
  const [outbound, back] = live;
  if (!outbound || live.some((leg) => leg === null)) throw new Error(`a sailing of draft ${orderUuid} is no longer offered`);
  return {
    criteria: {
      departurePort: outbound.voyage.departurePort,
      arrivalPort: outbound.voyage.arrivalPort,
      tripType: order.orderType,
      outboundDate: legs[0]!.departureDate,
      returnDate: legs[1]?.departureDate ?? '',
    },
    outbound,
    returnLeg: back ?? null,
    draft: {
      contactName: order.contactName,
      contactPhone: order.contactPhone,
      contactEmail: order.contactEmail,
      passengers: order.passengers,
      extraBed: order.extraBed,
      // the notice is agreed to when submitting, to the text shown then
      noticeAgreed: false,
    },
    draftUuid: order.uuid,
  };
}

/**
 * The Idempotency-Key of each submit attempt: made when the passenger presses submit, and the
 * same again while the order sent is the same (a retry after a lost answer or a time-out), so the
 * server answers the order the first try made; a changed order, or one that went through, gets a
 * new key. `newKey` is injectable for tests.
 */
export function submitKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(request: OrderRequest): string {
      const body = JSON.stringify(request);
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    /** the attempt made its order: the next submit is a new attempt */
    done(): void {
      last = undefined;
    },
  };
}

/** The chart's actors over the given calls. */
export function createTicketingActors(services: TicketingServices, keys = submitKeys()) {
  return {
    loadPortLines: fromPromise<VoyagePortLine[], PortLineQuery>(({ input }) =>
      services.getWebTsVoyageList({ departurePort: input.departurePort, arrivalPort: input.arrivalPort }, input.date, input.currency),
    ),
    refreshLegs: fromPromise<(LegChoice | null)[], { legs: LegChoice[] }>(({ input }) => refreshLegChoices(services, input.legs)),
    submitOrder: fromPromise<OrderView, OrderRequest>(async ({ input }) => {
      if (input.submit === false) return services.saveOrder(input);
      const order = await services.saveOrder(input, { idempotencyKey: keys.keyFor(input) });
      keys.done();
      return order;
    }),
    loadRepeatOrder: fromPromise<RepeatChoices, { orderUuid: string }>(async ({ input }) => repeatOf(await services.loadOrder(input.orderUuid))),
    loadDraft: fromPromise<StoredChoices, { orderUuid: string }>(({ input }) => resumeDraft(services, input.orderUuid)),
  };
}
