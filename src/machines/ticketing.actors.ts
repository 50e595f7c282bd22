import { fromPromise } from 'xstate';
import type { Currency, DictItem, DictType } from '../domain/baseData';
import type { AccountInfo } from '../domain/identityApi';
import { orderRuleDataOf, type OrderRuleData } from '../domain/ticketing/orderRules';
import type { LegChoice, OrderRequest, OrderView, PassengerNotice } from '../domain/ticketing/order';
import { localDate, type LocalDate, type VoyagePortLine } from '../domain/voyages';
import type { CallOptions } from '../services/http';
import { decrypt, encrypt } from '../services/storage';
import type { PortLineQuery, StoredChoices } from './ticketing.machine';
import { repeatOf, type RepeatChoices } from './ticketing.repeat';

/**
 * The calls the ticketing chart makes (services/voyages.ts, orders.ts, baseData.ts, information.ts
 * and account.ts in the app). Reads take the actor's `signal`: leaving the state gives the call up.
 */
export interface TicketingServices {
  getWebTsVoyageList(
    route: { departurePort: string; arrivalPort: string },
    date: LocalDate,
    currency?: Currency,
    options?: CallOptions,
  ): Promise<VoyagePortLine[]>;
  saveOrder(request: OrderRequest, options?: { idempotencyKey?: string }): Promise<OrderView>;
  loadOrder(uuid: string, options?: CallOptions): Promise<OrderView>;
  /** the order form's rule data: the ticket-type and cabin dictionaries, the adult age */
  getDictList(type: DictType, options?: CallOptions): Promise<DictItem[]>;
  getAdultAge(options?: CallOptions): Promise<number>;
  /** the notice the order form asks to agree to */
  getPassengerNotice(options?: CallOptions): Promise<PassengerNotice>;
  /** the user's details, for the contact fields the draft left empty */
  getAccountInfo(options?: CallOptions): Promise<AccountInfo>;
}

/** The calls of the journey itself (the lists, the order); the order form's reads are the rest. */
type JourneyServices = Pick<TicketingServices, 'getWebTsVoyageList' | 'saveOrder' | 'loadOrder'>;

/**
 * The chosen legs again, live: each leg's day is asked for again (its ports, its local
 * departure day; a return in the first leg's currency) and the sailing found by uuid.
 * Null where it is no longer listed (departed or cancelled since it was chosen).
 */
async function refreshLegChoices(services: JourneyServices, legs: readonly LegChoice[], signal?: AbortSignal): Promise<(LegChoice | null)[]> {
  const currency = legs[0]?.voyage.currency;
  return Promise.all(
    legs.map(async (leg, index) => {
      const { voyage } = leg;
      const day = localDate(new Date(voyage.departureTime), voyage.departurePort);
      const lines = await services.getWebTsVoyageList(
        { departurePort: voyage.departurePort, arrivalPort: voyage.arrivalPort },
        day,
        index > 0 ? currency : undefined,
        { signal },
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
async function resumeDraft(services: JourneyServices, orderUuid: string, signal?: AbortSignal): Promise<StoredChoices> {
  const order = await services.loadOrder(orderUuid, { signal });
  if (order.status !== 'DRAFT') throw new Error(`order ${orderUuid} is ${order.status}, no draft`);
  const legs = [...order.legs].sort((a, b) => a.legIndex - b.legIndex);
  // What refreshLegChoices needs of a sailing to find it again on its day.
  const seeds: LegChoice[] = legs.map((leg) => ({
    voyage: {
      uuid: leg.voyageUuid,
      departurePort: leg.departurePort,
      arrivalPort: leg.arrivalPort,
      departureTime: leg.departureTime,
      currency: order.currency,
    } as VoyagePortLine,
    cabinClass: leg.cabinClass,
  }));
  const live = await refreshLegChoices(services, seeds, signal);
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

/** The dictionaries and the adult age the order rules read; the same data the server checks with. */
async function loadOrderRuleData(services: TicketingServices, signal: AbortSignal): Promise<OrderRuleData> {
  const [ticketTypes, cabinClasses, adultAge] = await Promise.all([
    services.getDictList('TICKET_TYPE', { signal }),
    services.getDictList('SHIPPING_CLASS_TYPE', { signal }),
    services.getAdultAge({ signal }),
  ]);
  return orderRuleDataOf(ticketTypes, cabinClasses, adultAge);
}

/**
 * The chart's actors over the given calls. `signedIn` resolves once a user is signed in: the
 * form's step can start before the login detour, and the user's details wait for the login.
 */
export function createTicketingActors(services: TicketingServices, keys = submitKeys(), signedIn: (signal: AbortSignal) => Promise<void> = async () => {}) {
  return {
    loadPortLines: fromPromise<VoyagePortLine[], PortLineQuery>(({ input, signal }) =>
      services.getWebTsVoyageList({ departurePort: input.departurePort, arrivalPort: input.arrivalPort }, input.date, input.currency, { signal }),
    ),
    refreshLegs: fromPromise<(LegChoice | null)[], { legs: LegChoice[] }>(({ input, signal }) => refreshLegChoices(services, input.legs, signal)),
    submitOrder: fromPromise<OrderView, OrderRequest>(async ({ input }) => {
      if (input.submit === false) return services.saveOrder(input);
      const order = await services.saveOrder(input, { idempotencyKey: keys.keyFor(input) });
      keys.done();
      return order;
    }),
    loadRepeatOrder: fromPromise<RepeatChoices, { orderUuid: string }>(async ({ input, signal }) =>
      repeatOf(await services.loadOrder(input.orderUuid, { signal })),
    ),
    loadDraft: fromPromise<StoredChoices, { orderUuid: string }>(({ input, signal }) => resumeDraft(services, input.orderUuid, signal)),
    loadOrderRules: fromPromise<OrderRuleData>(({ signal }) => loadOrderRuleData(services, signal)),
    loadNotice: fromPromise<PassengerNotice>(({ signal }) => services.getPassengerNotice({ signal })),
    loadAccount: fromPromise<AccountInfo>(async ({ signal }) => {
      await signedIn(signal);
      return services.getAccountInfo({ signal });
    }),
  };
}

/**
 * The ticketing choices across a reload and the login detour. Session storage: they
 * belong to this tab's journey, and logging out clears it. Encrypted like the session,
 * because the draft holds passengers' personal data (and after the order is created the
 * chart stores it without them).
 */
export interface ChoiceStore {
  read(): StoredChoices | null;
  write(choices: StoredChoices): void;
}

export const CHOICES_KEY = 'ticketingChoices';

function isStoredChoices(value: unknown): value is StoredChoices {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const criteria = v.criteria as Record<string, unknown> | undefined;
  return (
    typeof criteria === 'object' &&
    criteria !== null &&
    typeof criteria.departurePort === 'string' &&
    (criteria.tripType === 'ONE_WAY' || criteria.tripType === 'ROUND_TRIP') &&
    typeof v.draft === 'object' &&
    v.draft !== null &&
    Array.isArray((v.draft as Record<string, unknown>).passengers) &&
    'outbound' in v &&
    'returnLeg' in v
  );
}

export function createChoiceStore(backing: () => Storage): ChoiceStore {
  return {
    read() {
      try {
        const stored = backing().getItem(CHOICES_KEY);
        if (stored === null) return null;
        const value: unknown = JSON.parse(decrypt(stored));
        if (isStoredChoices(value)) return value;
        backing().removeItem(CHOICES_KEY);
      } catch {
        // unreadable (another version, tampered, storage unavailable): start afresh
      }
      return null;
    },
    write(choices) {
      try {
        backing().setItem(CHOICES_KEY, encrypt(JSON.stringify(choices)));
      } catch {
        // full or unavailable: the choices live in memory only
      }
    },
  };
}
