import { and, assertEvent, assign, fromPromise, not, raise, setup, spawnChild } from 'xstate';
import type { Currency } from '../domain/baseData';
import { ErrorCode } from '../domain/errorCodes';
import type { AccountInfo } from '../domain/identityApi';
import type { OrderType } from '../domain/orderEnums';
import type { RuleViolation, TicketingMessageKey } from '../domain/ticketing/messages';
import type { LegChoice, OrderDraft, OrderRequest, OrderView, PassengerNotice } from '../domain/ticketing/order';
import type { OrderRuleData } from '../domain/ticketing/orderRules';
import { isReturnAfterOutbound, isReturnAfterTurnaround, returnOffersOutboundChoice, turnaroundHours } from '../domain/ticketing/roundTrip';
import type { LocalDate, VoyagePortLine } from '../domain/voyages';
import type { RepeatChoices } from './ticketing.repeat';
import {
  canReturnDayFollowOutboundDay,
  EMPTY_CRITERIA,
  isSameSearch,
  isSearchComplete,
  stepLocation,
  type SearchCriteria,
  type TicketingStep,
} from './ticketing.criteria';

/** What survives a reload and the login detour (stored encrypted: the draft is personal). */
export interface StoredChoices {
  criteria: SearchCriteria;
  /** the chosen sailing and cabin, with the port line as it was when chosen */
  outbound: LegChoice | null;
  /** a round trip's return, in the outbound's cabin class and currency */
  returnLeg: LegChoice | null;
  draft: OrderDraft;
  /** the cabin class of an order bought again, marked on the lists until the new order is created */
  preferredCabin?: string | null;
  /** the user's DRAFT order on the server that this form saves into and submits */
  draftUuid?: string | null;
}

/** A refused order as the CreateOrder form shows it: a message, and messages at fields. */
export interface OrderServerError {
  message?: string;
  fields?: Record<string, { message: string; jpMessage: string }>;
}

/** A read the order form waits for: under way, answered, or failed (it can be asked again). */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface TicketingContext extends StoredChoices {
  /** the outbound day's port lines (one-way and round trip) */
  outboundList: VoyagePortLine[];
  /** the return day's port lines, in the outbound's currency */
  returnList: VoyagePortLine[];
  /** why the last move was refused (spec 5 "Ticketing" messages) */
  refusal: RuleViolation | null;
  serverError: OrderServerError | null;
  /** the order created, handed over to payment */
  orderUuid: string | null;
  /** what the order form checks against: the ticket-type and cabin dictionaries, the adult age */
  orderRules: Loadable<OrderRuleData>;
  /** the passenger notice the form asks to agree to; read on its own, so a slow notice never holds back the price */
  notice: Loadable<PassengerNotice>;
  /** the signed-in user's details, for the contact fields the draft left empty */
  account: AccountInfo | null;
}

export type TicketingEvent =
  /** a ticketing page opened (first visit, reload, Back): its step and what its URL says */
  | {
      type: 'route.opened';
      step: TicketingStep;
      criteria: Partial<SearchCriteria> | null;
      /** the search: an order to buy again */
      repeatOrderUuid?: string | null;
      /** the form: a DRAFT of the user's to go on with */
      draftUuid?: string | null;
    }
  | { type: 'search.change'; criteria: Partial<SearchCriteria> }
  | { type: 'search.submit' }
  /** the home page's search: the whole search at once, submitted from outside the ticketing screens */
  | { type: 'search.quick'; criteria: SearchCriteria }
  /** from a list back to the search form */
  | { type: 'search.edit' }
  | { type: 'day.change'; leg: 'outbound' | 'return'; date: LocalDate }
  | { type: 'list.retry' }
  /** a sailing and cabin class: the one-way leg or a round trip's outbound */
  | { type: 'leg.choose'; voyageUuid: string; cabinClass: string }
  /** a round trip's return: its cabin class is the outbound's */
  | { type: 'return.choose'; voyageUuid: string }
  | { type: 'outbound.change' }
  | { type: 'draft.change'; draft: OrderDraft }
  /** the form's values, validated by its schema */
  | { type: 'order.submit'; draft: OrderDraft }
  /** the form's values as they are, kept on the server as a DRAFT to come back to from the orders list */
  | { type: 'order.saveDraft'; draft: OrderDraft }
  | { type: 'order.back' }
  /** the form's rule data, or its notice, asked for again after it failed */
  | { type: 'orderRules.retry' }
  | { type: 'notice.retry' };

export interface PortLineQuery {
  departurePort: string;
  arrivalPort: string;
  date: LocalDate;
  currency?: Currency;
}

export const EMPTY_DRAFT: OrderDraft = {
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  passengers: [],
  extraBed: false,
  noticeAgreed: false,
};

export const orderTypeOf = (context: Pick<StoredChoices, 'criteria'>): OrderType => context.criteria.tripType;

/** The legs the order is for, in order: outbound, then the return of a round trip. */
export function legsOf(context: StoredChoices): LegChoice[] {
  const legs = context.outbound ? [context.outbound] : [];
  if (orderTypeOf(context) === 'ROUND_TRIP' && context.outbound && context.returnLeg) legs.push(context.returnLeg);
  return legs;
}

const hasEveryLeg = (context: StoredChoices) => legsOf(context).length === (orderTypeOf(context) === 'ROUND_TRIP' ? 2 : 1);

function orderRequestOf(context: StoredChoices): OrderRequest {
  const [outbound, back] = legsOf(context);
  return {
    ...context.draft,
    ...(context.draftUuid ? { uuid: context.draftUuid } : {}),
    submit: true,
    orderType: orderTypeOf(context),
    outbound: { voyageUuid: outbound?.voyage.uuid ?? '', cabinClass: outbound?.cabinClass ?? '' },
    returnLeg: back ? { voyageUuid: back.voyage.uuid, cabinClass: back.cabinClass } : null,
  };
}

const storedOf = (context: TicketingContext): StoredChoices => ({
  criteria: context.criteria,
  outbound: context.outbound,
  returnLeg: context.returnLeg,
  draft: context.draft,
  preferredCabin: context.preferredCabin ?? null,
  draftUuid: context.draftUuid ?? null,
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The refusal of a submitted order (an ApiError, duck-typed: the chart imports no service). */
function toServerError(error: unknown): OrderServerError {
  if (!isRecord(error)) return {};
  const found: OrderServerError = {};
  if (typeof error.message === 'string' && error.message) found.message = error.message;
  const fields = isRecord(error.data) && isRecord(error.data.fields) ? error.data.fields : {};
  for (const [name, value] of Object.entries(fields)) {
    if (isRecord(value) && typeof value.message === 'string') {
      found.fields ??= {};
      found.fields[name] = { message: value.message, jpMessage: typeof value.jpMessage === 'string' ? value.jpMessage : value.message };
    }
  }
  return found;
}

const findLine = (list: readonly VoyagePortLine[], uuid: string) => list.find((line) => line.uuid === uuid);

/** A cabin that can still be sold: listed, with a berth left. */
function isOnSale(list: readonly VoyagePortLine[], voyageUuid: string, cabinClass: string): boolean {
  const cabin = findLine(list, voyageUuid)?.cabins.find((c) => c.cabinClass === cabinClass);
  return cabin !== undefined && cabin.remainingBerths > 0;
}

const refuse = (key: TicketingMessageKey) => ({ type: 'refuse', params: { key } }) as const;

/** Stores what survives a reload, after the context changed. */
const persist = { type: 'storeChoices', params: ({ context }: { context: TicketingContext }) => storedOf(context) } as const;

/** Shows a step's screen; `replace` for moves within one screen (another day), so Back leaves the screen. */
const showStep = (step: TicketingStep, replace = false) =>
  ({ type: 'navigate', params: ({ context }: { context: TicketingContext }) => ({ to: stepLocation(step, context.criteria), replace }) }) as const;

/** The screen opened cannot be shown: the search takes its place in the history. */
const showSearchInstead = showStep('search', true);

/** The created order goes on to the Payment screen. */
const showOrder = {
  type: 'navigate',
  params: ({ context }: { context: TicketingContext }) => ({ to: `/ticketing/pay?uuid=${encodeURIComponent(context.orderUuid ?? '')}`, replace: false }),
} as const;

/** A read of the order form answered: ready, or failed unless an earlier answer is still on screen. */
const readDone = <T>(data: T): Loadable<T> => ({ status: 'ready', data });
const readFailed = <T>(current: Loadable<T>, error: unknown): Loadable<T> => (current.status === 'ready' ? current : { status: 'failed', error });
/** Asked again (or for the first time): what is on screen stays while the answer is on its way. */
const reading = <T>(current: Loadable<T>): Loadable<T> => (current.status === 'ready' ? current : { status: 'loading' });

const ticketingSetup = setup({
  types: {
    context: {} as TicketingContext,
    events: {} as TicketingEvent,
    input: {} as { stored: StoredChoices | null },
  },
  actors: {
    loadPortLines: fromPromise<VoyagePortLine[], PortLineQuery>(async () => {
      throw new Error('loadPortLines is provided');
    }),
    /** the chosen legs again with live berths and prices; null where the sailing is no longer offered */
    refreshLegs: fromPromise<(LegChoice | null)[], { legs: LegChoice[] }>(async () => {
      throw new Error('refreshLegs is provided');
    }),
    submitOrder: fromPromise<OrderView, OrderRequest>(async () => {
      throw new Error('submitOrder is provided');
    }),
    /** the route, cabin and party of an order of the user's, to buy it again */
    loadRepeatOrder: fromPromise<RepeatChoices, { orderUuid: string }>(async () => {
      throw new Error('loadRepeatOrder is provided');
    }),
    /** a DRAFT of the user's as the form's choices, its sailings live; fails when one is no longer offered */
    loadDraft: fromPromise<StoredChoices, { orderUuid: string }>(async () => {
      throw new Error('loadDraft is provided');
    }),
    /** the dictionaries and the adult age the form's rules read */
    loadOrderRules: fromPromise<OrderRuleData>(async () => {
      throw new Error('loadOrderRules is provided');
    }),
    loadNotice: fromPromise<PassengerNotice>(async () => {
      throw new Error('loadNotice is provided');
    }),
    /** the user's details, once a user is signed in (the form's screen needs one) */
    loadAccount: fromPromise<AccountInfo>(async () => {
      throw new Error('loadAccount is provided');
    }),
  },
  actions: {
    storeChoices: (_, _params: StoredChoices) => {},
    /** to a location inside the site; `replace` for moves within one screen */
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    assignUrlCriteria: assign({
      criteria: ({ context, event }) => {
        assertEvent(event, 'route.opened');
        return event.criteria ? { ...context.criteria, ...event.criteria } : context.criteria;
      },
      refusal: null,
    }),
    assignCriteria: assign({
      criteria: ({ context, event }) => {
        assertEvent(event, ['search.change', 'search.quick']);
        return { ...context.criteria, ...event.criteria };
      },
      refusal: null,
    }),
    assignDay: assign({
      criteria: ({ context, event }) => {
        assertEvent(event, 'day.change');
        return event.leg === 'outbound' ? { ...context.criteria, outboundDate: event.date } : { ...context.criteria, returnDate: event.date };
      },
      refusal: null,
    }),
    assignOutbound: assign({
      outbound: ({ context, event }) => {
        assertEvent(event, 'leg.choose');
        const voyage = findLine(context.outboundList, event.voyageUuid);
        return voyage ? { voyage, cabinClass: event.cabinClass } : context.outbound;
      },
      // A new outbound needs its own return: the return is checked against it.
      returnLeg: null,
      refusal: null,
    }),
    assignReturn: assign({
      returnLeg: ({ context, event }) => {
        assertEvent(event, 'return.choose');
        const voyage = context.outbound ? findLine(context.returnList, event.voyageUuid) : undefined;
        return voyage && context.outbound ? { voyage, cabinClass: context.outbound.cabinClass } : context.returnLeg;
      },
      refusal: null,
    }),
    assignOutboundList: assign({ outboundList: (_, { lines }: { lines: VoyagePortLine[] }) => lines }),
    assignReturnList: assign({ returnList: (_, { lines }: { lines: VoyagePortLine[] }) => lines }),
    /** the chosen legs as the refresh found them live */
    assignRefreshedLegs: assign(({ context }, { legs }: { legs: (LegChoice | null)[] }) => {
      const [outbound, back] = legs;
      return {
        outbound: outbound ?? context.outbound,
        returnLeg: orderTypeOf(context) === 'ROUND_TRIP' ? (back ?? context.returnLeg) : context.returnLeg,
      };
    }),
    dropLegs: assign({ outbound: null, returnLeg: null }),
    assignRepeat: assign(({ context }, repeat: RepeatChoices) => ({
      criteria: { ...context.criteria, ...repeat.criteria },
      draft: repeat.draft,
      preferredCabin: repeat.cabinClass || null,
      // another order's party: a new order, not the draft the form saved before
      draftUuid: null,
      outbound: null,
      returnLeg: null,
    })),
    assignDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, ['draft.change', 'order.submit', 'order.saveDraft']);
        return event.draft;
      },
    }),
    /** the DRAFT the server now holds the form as */
    assignDraftUuid: assign({ draftUuid: (_, { uuid }: { uuid: string }) => uuid }),
    assignResumed: assign((_, resumed: StoredChoices) => ({ ...resumed, preferredCabin: null, refusal: null, serverError: null })),
    clearSubmitState: assign({ refusal: null, serverError: null }),
    assignServerError: assign({ serverError: (_, { error }: { error: unknown }) => toServerError(error) }),
    assignOrder: assign({
      orderUuid: (_, { uuid }: { uuid: string }) => uuid,
      // The order holds them now; the passengers' personal data leaves the browser's storage.
      outbound: null,
      returnLeg: null,
      draft: EMPTY_DRAFT,
      preferredCabin: null,
      draftUuid: null,
      serverError: null,
      refusal: null,
    }),
    clearRefusal: assign({ refusal: null }),
    refuse: assign({ refusal: (_, params: { key: TicketingMessageKey }): RuleViolation => ({ key: params.key }) }),
    /** the return chosen leaves too soon after the outbound arrives: say how long the route asks for */
    refuseTurnaround: assign({
      refusal: ({ context, event }): RuleViolation => {
        assertEvent(event, 'return.choose');
        const back = findLine(context.returnList, event.voyageUuid);
        return { key: 'returnBeforeTurnaround', params: { hours: turnaroundHours(back?.minTurnaroundMinutes) } };
      },
    }),
    /** the form's reads start (again): what the form already shows stays while they are on their way */
    startFormReads: assign({ orderRules: ({ context }) => reading(context.orderRules), notice: ({ context }) => reading(context.notice) }),
    assignOrderRules: assign({ orderRules: (_, { data }: { data: OrderRuleData }) => readDone(data) }),
    orderRulesFailed: assign({ orderRules: ({ context }, { error }: { error: unknown }) => readFailed(context.orderRules, error) }),
    assignNotice: assign({ notice: (_, { data }: { data: PassengerNotice }) => readDone(data) }),
    noticeFailed: assign({ notice: ({ context }, { error }: { error: unknown }) => readFailed(context.notice, error) }),
    assignAccount: assign({ account: (_, { data }: { data: AccountInfo }) => data }),
  },
  guards: {
    opensSearch: ({ event }) => {
      assertEvent(event, 'route.opened');
      return event.step === 'search';
    },
    /** the search opened to buy an order again ("buy again" on the orders list or an expired payment) */
    opensSearchToRepeat: ({ event }) => {
      assertEvent(event, 'route.opened');
      return event.step === 'search' && Boolean(event.repeatOrderUuid);
    },
    /** the search screen opened without a search in its URL: nothing to change */
    opensSearchAsItIs: ({ event }) => {
      assertEvent(event, 'route.opened');
      return event.step === 'search' && event.criteria === null;
    },
    opensList: ({ context, event }, params: { step: 'oneWay' | 'roundTrip' }) => {
      assertEvent(event, 'route.opened');
      return event.step === params.step && isSearchComplete({ ...context.criteria, ...event.criteria });
    },
    /** the list screen for the search already held: the chart navigated there itself */
    opensSameList: ({ context, event }, params: { step: 'oneWay' | 'roundTrip' }) => {
      assertEvent(event, 'route.opened');
      return event.step === params.step && isSameSearch(context.criteria, { ...context.criteria, ...event.criteria });
    },
    opensCreateOrder: ({ event }) => {
      assertEvent(event, 'route.opened');
      return event.step === 'createOrder';
    },
    /** the form opened to go on with a DRAFT (the orders list) */
    opensDraft: ({ event }) => {
      assertEvent(event, 'route.opened');
      return event.step === 'createOrder' && Boolean(event.draftUuid);
    },
    hasEveryLeg: ({ context }) => hasEveryLeg(context),
    isSearchComplete: ({ context }) => isSearchComplete(context.criteria),
    isRoundTrip: ({ context }) => orderTypeOf(context) === 'ROUND_TRIP',
    canReturnDayFollowOutboundDay: ({ context }) => canReturnDayFollowOutboundDay(context.criteria),
    isOutboundDay: ({ event }) => {
      assertEvent(event, 'day.change');
      return event.leg === 'outbound';
    },
    isReturnDay: ({ event }) => {
      assertEvent(event, 'day.change');
      return event.leg === 'return';
    },
    /** sold-out cabins cannot be chosen */
    isOutboundOnSale: ({ context, event }) => {
      assertEvent(event, 'leg.choose');
      return isOnSale(context.outboundList, event.voyageUuid, event.cabinClass);
    },
    isReturnAfterOutbound: ({ context, event }) => {
      assertEvent(event, 'return.choose');
      const back = findLine(context.returnList, event.voyageUuid);
      return Boolean(context.outbound && back && isReturnAfterOutbound(context.outbound.voyage.departureTime, back.departureTime));
    },
    /** the return leaves at least the route's minimum turnaround after the outbound arrives */
    isReturnAfterTurnaround: ({ context, event }) => {
      assertEvent(event, 'return.choose');
      const back = findLine(context.returnList, event.voyageUuid);
      return Boolean(context.outbound && back && isReturnAfterTurnaround(context.outbound.voyage.arrivalTime, back.departureTime, back.minTurnaroundMinutes));
    },
    /** the return sells the outbound's cabin class with every ticket type the outbound's does (else RoundCabinError) */
    returnOffersOutboundCabin: ({ context, event }) => {
      assertEvent(event, 'return.choose');
      const back = findLine(context.returnList, event.voyageUuid);
      const outbound = context.outbound;
      if (!outbound || !back) return false;
      const outboundCabin = outbound.voyage.cabins.find((c) => c.cabinClass === outbound.cabinClass);
      return returnOffersOutboundChoice(
        { cabinClass: outbound.cabinClass, ticketTypes: (outboundCabin?.fares ?? []).map((f) => f.ticketType) },
        { cabinClasses: back.cabins.map((c) => ({ code: c.cabinClass, ticketTypes: c.fares.map((f) => f.ticketType) })) },
      );
    },
    isReturnOnSale: ({ context, event }) => {
      assertEvent(event, 'return.choose');
      return context.outbound !== null && isOnSale(context.returnList, event.voyageUuid, context.outbound.cabinClass);
    },
    /** every chosen leg was found live (the refresh's output) */
    areLegsStillOffered: (_, { legs }: { legs: (LegChoice | null)[] }) => legs.length > 0 && legs.every((leg) => leg !== null),
    /** the berths went to someone else since the sailing was chosen (the server's 10409) */
    isNotEnoughTickets: (_, { error }: { error: unknown }) => isRecord(error) && error.code === ErrorCode.CONFLICT,
    hasOrderRulesFailed: ({ context }) => context.orderRules.status === 'failed',
    hasNoticeFailed: ({ context }) => context.notice.status === 'failed',
  },
});

/** The outbound day's list, read the same for OneWay and a round trip's outbound. */
const loadingOutbound = ticketingSetup.createStateConfig({
  invoke: {
    id: 'loadOutbound',
    src: 'loadPortLines',
    input: ({ context }) => ({
      departurePort: context.criteria.departurePort,
      arrivalPort: context.criteria.arrivalPort,
      date: context.criteria.outboundDate,
    }),
    onDone: { target: 'ready', actions: { type: 'assignOutboundList', params: ({ event }) => ({ lines: event.output }) } },
    onError: { target: 'loadFailed', actions: { type: 'assignOutboundList', params: { lines: [] } } },
  },
});

/** The refreshed legs' answer: the order form again, or choosing again when a sailing is gone. */
const refreshedLegs = ({ event }: { event: { output: (LegChoice | null)[] } }) => ({ legs: event.output });

/**
 * The ticketing flow (spec 4 "Ticketing flow", "Round trip"; spec 5 "Ticketing"):
 * Search, then OneWay or RoundTrip, then CreateOrder, then handing the created order
 * over to payment. One long-lived actor serves the four screens; each screen says it
 * opened (`route.opened`) and the chart either is already there (it navigated there
 * itself) or resumes from the URL (the lists) or the stored choices (the form).
 * While the form's step is on, the chart also reads what the form checks against and
 * shows (the rules' data, the notice, the user's details): the screen holds no reads of its own.
 * Calls, storage and navigation are provided from outside.
 */
export const ticketingMachine = ticketingSetup.createMachine({
  id: 'ticketing',
  context: ({ input }) => ({
    criteria: input.stored?.criteria ?? EMPTY_CRITERIA,
    outbound: input.stored?.outbound ?? null,
    returnLeg: input.stored?.returnLeg ?? null,
    draft: input.stored?.draft ?? EMPTY_DRAFT,
    preferredCabin: input.stored?.preferredCabin ?? null,
    draftUuid: input.stored?.draftUuid ?? null,
    outboundList: [],
    returnList: [],
    refusal: null,
    serverError: null,
    orderUuid: null,
    orderRules: { status: 'loading' },
    notice: { status: 'loading' },
    account: null,
  }),
  initial: 'idle',
  // A screen opened where the chart is not (reload, Back, a link): resume there.
  on: {
    'route.opened': [
      { guard: 'opensSearchToRepeat', target: '.search.repeating', actions: ['assignUrlCriteria', persist] },
      { guard: 'opensDraft', target: '.createOrder.resuming', actions: 'clearRefusal' },
      { guard: 'opensSearch', target: '.search', actions: ['assignUrlCriteria', persist] },
      { guard: { type: 'opensList', params: { step: 'oneWay' } }, target: '.oneWay', actions: ['assignUrlCriteria', persist] },
      { guard: { type: 'opensList', params: { step: 'roundTrip' } }, target: '.roundTrip', actions: ['assignUrlCriteria', persist] },
      // The form again after a reload or the login detour: the stored sailings, refreshed.
      { guard: and(['opensCreateOrder', 'hasEveryLeg']), target: '.createOrder.refreshing', actions: 'clearRefusal' },
      { guard: 'opensCreateOrder', target: '.search', actions: [refuse('chooseCabinClass'), showSearchInstead] },
      // A list whose URL lacks part of the search: the screen stays (its address is a real
      // page) and says what is missing, with the way to the search form.
      { target: '.search', actions: ['assignUrlCriteria', refuse('filterIncomplete'), persist] },
    ],
    // The home page's search is the search form's, submitted: the same rules refuse it or show the list.
    'search.quick': { target: '.search.editing', actions: ['assignCriteria', persist, raise({ type: 'search.submit' })] },
  },
  states: {
    /** no screen has opened yet */
    idle: {},
    search: {
      initial: 'editing',
      on: {
        'route.opened': { guard: 'opensSearchAsItIs' },
        'search.change': { actions: ['assignCriteria', persist] },
      },
      states: {
        editing: {
          on: {
            'search.submit': [
              { guard: not('isSearchComplete'), actions: refuse('filterIncomplete') },
              { guard: and(['isRoundTrip', not('canReturnDayFollowOutboundDay')]), actions: refuse('returnBeforeOutbound') },
              { guard: 'isRoundTrip', target: '#ticketing.roundTrip', actions: ['clearRefusal', showStep('roundTrip')] },
              { target: '#ticketing.oneWay', actions: ['clearRefusal', showStep('oneWay')] },
            ],
          },
        },
        /**
         * Reading the order to buy again; the search form waits. Its address then loses the
         * order, so a reload keeps what the user changed since instead of reading it again.
         */
        repeating: {
          invoke: {
            id: 'loadRepeatOrder',
            src: 'loadRepeatOrder',
            input: ({ event }) => {
              assertEvent(event, 'route.opened');
              return { orderUuid: event.repeatOrderUuid ?? '' };
            },
            onDone: { target: 'editing', actions: [{ type: 'assignRepeat', params: ({ event }) => event.output }, persist, showSearchInstead] },
            onError: { target: 'editing', actions: [refuse('repeatOrderUnavailable'), showSearchInstead] },
          },
        },
      },
    },
    oneWay: {
      initial: 'loading',
      on: {
        'route.opened': { guard: { type: 'opensSameList', params: { step: 'oneWay' } } },
        'search.edit': { target: 'search', actions: showStep('search') },
        'day.change': {
          guard: 'isOutboundDay',
          target: '.loading',
          reenter: true,
          actions: ['assignDay', persist, showStep('oneWay', true)],
        },
      },
      states: {
        loading: loadingOutbound,
        loadFailed: { on: { 'list.retry': 'loading' } },
        ready: {
          on: {
            'leg.choose': {
              guard: 'isOutboundOnSale',
              target: '#ticketing.createOrder',
              actions: ['assignOutbound', persist, showStep('createOrder')],
            },
          },
        },
      },
    },
    roundTrip: {
      initial: 'outbound',
      on: {
        'route.opened': { guard: { type: 'opensSameList', params: { step: 'roundTrip' } } },
        'search.edit': { target: 'search', actions: showStep('search') },
      },
      states: {
        outbound: {
          initial: 'loading',
          on: {
            'day.change': {
              guard: 'isOutboundDay',
              target: '.loading',
              reenter: true,
              actions: ['assignDay', persist, showStep('roundTrip', true)],
            },
          },
          states: {
            loading: loadingOutbound,
            loadFailed: { on: { 'list.retry': 'loading' } },
            ready: {
              on: {
                'leg.choose': { guard: 'isOutboundOnSale', target: '#ticketing.roundTrip.inbound', actions: ['assignOutbound', persist] },
              },
            },
          },
        },
        /** choosing the return, locked to the outbound's cabin class and priced in its currency */
        inbound: {
          initial: 'loading',
          on: {
            'outbound.change': { target: 'outbound', actions: 'clearRefusal' },
            'day.change': {
              guard: 'isReturnDay',
              target: '.loading',
              reenter: true,
              actions: ['assignDay', persist, showStep('roundTrip', true)],
            },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadReturn',
                src: 'loadPortLines',
                input: ({ context }) => ({
                  departurePort: context.criteria.arrivalPort,
                  arrivalPort: context.criteria.departurePort,
                  date: context.criteria.returnDate,
                  ...(context.outbound ? { currency: context.outbound.voyage.currency } : {}),
                }),
                onDone: { target: 'ready', actions: { type: 'assignReturnList', params: ({ event }) => ({ lines: event.output }) } },
                onError: { target: 'loadFailed', actions: { type: 'assignReturnList', params: { lines: [] } } },
              },
            },
            loadFailed: { on: { 'list.retry': 'loading' } },
            ready: {
              on: {
                'return.choose': [
                  { guard: not('isReturnAfterOutbound'), actions: refuse('returnBeforeOutbound') },
                  { guard: not('isReturnAfterTurnaround'), actions: 'refuseTurnaround' },
                  { guard: not('returnOffersOutboundCabin'), actions: refuse('roundCabinError') },
                  {
                    guard: 'isReturnOnSale',
                    target: '#ticketing.createOrder',
                    actions: ['assignReturn', persist, showStep('createOrder')],
                  },
                ],
              },
            },
          },
        },
      },
    },
    createOrder: {
      initial: 'editing',
      entry: 'startFormReads',
      // What the form checks against and shows, read while this step is on (given up when it ends).
      invoke: [
        {
          id: 'loadOrderRules',
          src: 'loadOrderRules',
          onDone: { actions: { type: 'assignOrderRules', params: ({ event }) => ({ data: event.output }) } },
          onError: { actions: { type: 'orderRulesFailed', params: ({ event }) => ({ error: event.error }) } },
        },
        {
          id: 'loadNotice',
          src: 'loadNotice',
          onDone: { actions: { type: 'assignNotice', params: ({ event }) => ({ data: event.output }) } },
          onError: { actions: { type: 'noticeFailed', params: ({ event }) => ({ error: event.error }) } },
        },
        {
          id: 'loadAccount',
          src: 'loadAccount',
          onDone: { actions: { type: 'assignAccount', params: ({ event }) => ({ data: event.output }) } },
          // The user types the contact in; the HTTP client has said why the details did not come.
          onError: {},
        },
      ],
      on: {
        'route.opened': { guard: and(['opensCreateOrder', not('opensDraft')]) },
        'order.back': [
          { guard: 'isRoundTrip', target: 'roundTrip.inbound', actions: ['clearSubmitState', showStep('roundTrip')] },
          { target: 'oneWay', actions: ['clearSubmitState', showStep('oneWay')] },
        ],
        // The failed read again, under its invocation's id: its answer comes as the invocation's,
        // and leaving the step gives it up like the first.
        'orderRules.retry': {
          guard: 'hasOrderRulesFailed',
          actions: [assign({ orderRules: { status: 'loading' } }), spawnChild('loadOrderRules', { id: 'loadOrderRules' })],
        },
        'notice.retry': {
          guard: 'hasNoticeFailed',
          actions: [assign({ notice: { status: 'loading' } }), spawnChild('loadNotice', { id: 'loadNotice' })],
        },
      },
      states: {
        /** reading a DRAFT of the user's; its address then loses the draft, which the choices now hold */
        resuming: {
          invoke: {
            id: 'loadDraft',
            src: 'loadDraft',
            input: ({ event }) => {
              assertEvent(event, 'route.opened');
              return { orderUuid: event.draftUuid ?? '' };
            },
            onDone: { target: 'editing', actions: [{ type: 'assignResumed', params: ({ event }) => event.output }, persist, showStep('createOrder', true)] },
            // Gone, no longer a draft, or a sailing no longer offered: choose again.
            onError: { target: '#ticketing.search', actions: [refuse('draftUnavailable'), showSearchInstead] },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshLegs',
            src: 'refreshLegs',
            input: ({ context }) => ({ legs: legsOf(context) }),
            onDone: [
              {
                guard: { type: 'areLegsStillOffered', params: refreshedLegs },
                target: 'editing',
                actions: [{ type: 'assignRefreshedLegs', params: refreshedLegs }, persist],
              },
              // A chosen sailing is no longer offered (departed, cancelled): choose again.
              {
                guard: 'isRoundTrip',
                target: '#ticketing.roundTrip',
                actions: ['dropLegs', persist, refuse('chooseCabinClass'), showStep('roundTrip', true)],
              },
              {
                target: '#ticketing.oneWay',
                actions: ['dropLegs', persist, refuse('chooseCabinClass'), showStep('oneWay', true)],
              },
            ],
            onError: 'refreshFailed',
          },
        },
        refreshFailed: { on: { 'list.retry': 'refreshing' } },
        /** after "not enough tickets": the form stays while the live berths are asked for again */
        recounting: {
          invoke: {
            id: 'refreshLegs',
            src: 'refreshLegs',
            input: ({ context }) => ({ legs: legsOf(context) }),
            onDone: [
              {
                guard: { type: 'areLegsStillOffered', params: refreshedLegs },
                target: 'editing',
                actions: [{ type: 'assignRefreshedLegs', params: refreshedLegs }, persist],
              },
              { target: 'editing' },
            ],
            // the message already says what happened; the form stays as it was
            onError: 'editing',
          },
        },
        editing: {
          initial: 'unsaved',
          on: {
            'draft.change': { target: '.unsaved', actions: ['assignDraft', persist] },
            'order.submit': { target: 'submitting', actions: ['assignDraft', 'clearSubmitState', persist] },
            'order.saveDraft': { target: 'savingDraft', actions: ['assignDraft', 'clearSubmitState', persist] },
          },
          states: {
            unsaved: {},
            /** the server holds the form as it is now */
            saved: {},
          },
        },
        savingDraft: {
          invoke: {
            id: 'saveDraft',
            src: 'submitOrder',
            input: ({ context }) => ({ ...orderRequestOf(context), submit: false }),
            onDone: { target: 'editing.saved', actions: [{ type: 'assignDraftUuid', params: ({ event }) => ({ uuid: event.output.uuid }) }, persist] },
            onError: { target: 'editing', actions: { type: 'assignServerError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        submitting: {
          invoke: {
            id: 'submitOrder',
            src: 'submitOrder',
            input: ({ context }) => orderRequestOf(context),
            onDone: {
              target: '#ticketing.payment',
              actions: [{ type: 'assignOrder', params: ({ event }) => ({ uuid: event.output.uuid }) }, persist, showOrder],
            },
            onError: [
              // The berths went meanwhile: say so, and show the live remaining berths.
              {
                guard: { type: 'isNotEnoughTickets', params: ({ event }) => ({ error: event.error }) },
                target: 'recounting',
                actions: [{ type: 'assignServerError', params: ({ event }) => ({ error: event.error }) }, refuse('notEnoughTickets')],
              },
              { target: 'editing', actions: { type: 'assignServerError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    /**
     * The order exists and waits for payment (DUE_PAY). The Payment screen takes over from
     * here; until it exists the order's page does. Opening a ticketing screen starts again.
     */
    payment: {},
  },
});
