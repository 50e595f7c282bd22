import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { ErrorCode } from '../../src/domain/errorCodes';
import type { AccountInfo } from '../../src/domain/identityApi';
import type { LegChoice, OrderDraft, OrderRequest, OrderView, PassengerNotice } from '../../src/domain/ticketing/order';
import type { OrderRuleData } from '../../src/domain/ticketing/orderRules';
import type { VoyagePortLine } from '../../src/domain/voyages';
import { CLASH_RETURN, EARLY_RETURN, OUTBOUND, RETURN, RETURN_SUITE_SOLD_OUT, RETURN_WITHOUT_SUITE } from '../../src/machines/ticketing.fixtures';
import { EMPTY_DRAFT, ticketingMachine, type PortLineQuery, type StoredChoices } from '../../src/machines/ticketing.machine';
import type { RepeatChoices } from '../../src/machines/ticketing.repeat';
import { EMPTY_CRITERIA } from '../../src/machines/ticketing.criteria';
import type { PathModel } from './pathModel';
// The chart invokes actors: the paths feed it the events its actors would send,
// and the provided actors never answer on their own.
const never = () => new Promise<never>(() => {});
export const ticketingWalkMachine = ticketingMachine.provide({
  actors: {
    loadPortLines: fromPromise<VoyagePortLine[], PortLineQuery>(never),
    refreshLegs: fromPromise<(LegChoice | null)[], { legs: LegChoice[] }>(never),
    submitOrder: fromPromise<OrderView, OrderRequest>(never),
    loadRepeatOrder: fromPromise<RepeatChoices, { orderUuid: string }>(never),
    loadDraft: fromPromise<StoredChoices, { orderUuid: string }>(never),
    loadOrderRules: fromPromise<OrderRuleData>(never),
    loadNotice: fromPromise<PassengerNotice>(never),
    loadAccount: fromPromise<AccountInfo>(never),
  },
});
const machine = ticketingWalkMachine;

const DRAFT: OrderDraft = {
  contactName: '张三',
  contactPhone: '13800000000',
  contactEmail: 'a@example.com',
  passengers: [],
  extraBed: false,
  noticeAgreed: true,
};
const ONE_WAY = { departurePort: 'CNSHA', arrivalPort: 'JPOSA', outboundDate: '2026-12-03' };

const e = (event: EventObject & Record<string, unknown>) => event;

const OPENINGS: EventObject[] = [
  e({ type: 'route.opened', step: 'search', criteria: null }),
  e({ type: 'route.opened', step: 'search', criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA' } }),
  e({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY }),
  e({ type: 'route.opened', step: 'oneWay', criteria: { departurePort: 'CNSHA' } }),
  e({ type: 'route.opened', step: 'roundTrip', criteria: { ...ONE_WAY, returnDate: '2026-12-10' } }),
  e({ type: 'route.opened', step: 'createOrder', criteria: null }),
  // "buy again": the search reads the order first
  e({ type: 'route.opened', step: 'search', criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY' }, repeatOrderUuid: 'o-9' }),
  // "continue" a draft: the form reads it first
  e({ type: 'route.opened', step: 'createOrder', criteria: null, draftUuid: 'd-1' }),
];

const RULES: OrderRuleData = { ticketTypes: [], cabinClasses: [], adultAge: 12 };
const NOTICE: PassengerNotice = { version: 1, zh: '须知', ja: '注意事項' };
const ACCOUNT = { userId: 'u-1', nickname: '张三', phone: '13800000000', email: 'a@example.com' } as AccountInfo;

const REPEAT: RepeatChoices = { criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY' }, cabinClass: 'SUITE', draft: DRAFT };

const LIST_ANSWERS = (id: string, output: VoyagePortLine[]) => [
  e({ type: `xstate.done.actor.${id}`, output }),
  e({ type: `xstate.error.actor.${id}`, error: new Error('offline') }),
];

const [OPEN_SEARCH, , OPEN_ONE_WAY, , OPEN_ROUND_TRIP, OPEN_CREATE_ORDER] = OPENINGS as [
  EventObject,
  EventObject,
  EventObject,
  EventObject,
  EventObject,
  EventObject,
];

/**
 * Every opening from the first state (the root handles them the same from anywhere), and
 * in each step the openings it answers itself (the screen it navigated to) or that leave it,
 * which keeps the graph small enough to walk.
 */
function openingsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  if (snapshot.matches('idle')) return OPENINGS;
  if (snapshot.matches('search')) return [OPEN_SEARCH];
  // Back on a list with the legs still chosen, the form's address opened again (Forward, a link).
  if (snapshot.matches({ oneWay: 'ready' })) return [OPEN_ONE_WAY, OPEN_CREATE_ORDER];
  if (snapshot.matches({ roundTrip: { inbound: 'ready' } })) return [OPEN_ROUND_TRIP, OPEN_CREATE_ORDER];
  if (snapshot.matches('oneWay')) return [OPEN_ONE_WAY];
  if (snapshot.matches('roundTrip')) return [OPEN_ROUND_TRIP];
  if (snapshot.matches('createOrder')) return [OPEN_CREATE_ORDER];
  return [OPEN_CREATE_ORDER];
}

function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events = [...openingsIn(snapshot)];
  if (snapshot.matches('idle')) {
    // The home page's search, from before any ticketing screen opened: shown, or refused.
    events.push(
      e({ type: 'search.quick', criteria: { ...EMPTY_CRITERIA, ...ONE_WAY } }),
      e({ type: 'search.quick', criteria: { ...EMPTY_CRITERIA, ...ONE_WAY, tripType: 'ROUND_TRIP', returnDate: '2026-12-01' } }),
    );
  }
  if (snapshot.matches({ search: 'repeating' })) {
    events.push(e({ type: 'xstate.done.actor.loadRepeatOrder', output: REPEAT }), e({ type: 'xstate.error.actor.loadRepeatOrder', error: new Error('gone') }));
  }
  if (snapshot.matches('search')) {
    events.push(
      e({ type: 'search.change', criteria: { ...ONE_WAY, tripType: 'ONE_WAY' } }),
      e({ type: 'search.change', criteria: { ...ONE_WAY, tripType: 'ROUND_TRIP', returnDate: '2026-12-10' } }),
      e({ type: 'search.change', criteria: { ...ONE_WAY, tripType: 'ROUND_TRIP', returnDate: '2026-12-01' } }),
      e({ type: 'search.submit' }),
    );
  }
  if (snapshot.matches('oneWay') || snapshot.matches('roundTrip')) events.push(e({ type: 'search.edit' }));
  if (snapshot.matches({ oneWay: 'ready' }) || snapshot.matches({ roundTrip: { outbound: 'ready' } })) {
    events.push(e({ type: 'day.change', leg: 'outbound', date: '2026-12-04' }));
  }
  if (snapshot.matches({ oneWay: 'loading' }) || snapshot.matches({ roundTrip: { outbound: 'loading' } })) {
    events.push(...LIST_ANSWERS('loadOutbound', [OUTBOUND]));
  }
  if (snapshot.matches({ oneWay: 'loadFailed' }) || snapshot.matches({ roundTrip: { outbound: 'loadFailed' } })) events.push(e({ type: 'list.retry' }));
  if (snapshot.matches({ oneWay: 'ready' }) || snapshot.matches({ roundTrip: { outbound: 'ready' } })) {
    events.push(
      e({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' }),
      // sold out: refused without a word, the button is disabled
      e({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SECOND_DORM' }),
    );
  }
  if (snapshot.matches({ roundTrip: 'inbound' })) {
    events.push(e({ type: 'outbound.change' }));
  }
  if (snapshot.matches({ roundTrip: { inbound: 'loading' } })) {
    events.push(...LIST_ANSWERS('loadReturn', [RETURN, EARLY_RETURN, CLASH_RETURN, RETURN_WITHOUT_SUITE, RETURN_SUITE_SOLD_OUT]));
  }
  if (snapshot.matches({ roundTrip: { inbound: 'loadFailed' } }))
    events.push(e({ type: 'list.retry' }), e({ type: 'day.change', leg: 'return', date: '2026-12-11' }));
  if (snapshot.matches({ roundTrip: { inbound: 'ready' } })) {
    for (const line of [RETURN, EARLY_RETURN, CLASH_RETURN, RETURN_WITHOUT_SUITE, RETURN_SUITE_SOLD_OUT])
      events.push(e({ type: 'return.choose', voyageUuid: line.uuid }));
  }
  if (snapshot.matches('createOrder')) events.push(e({ type: 'order.back' }));
  // The form's reads, answered or failed; a failed one is only asked again (its snapshot leads nowhere else, the walk stays small).
  if (snapshot.matches('createOrder')) {
    const { orderRules, notice } = snapshot.context;
    if (orderRules.status === 'failed') return [e({ type: 'orderRules.retry' })];
    if (notice.status === 'failed') return [e({ type: 'notice.retry' })];
  }
  // Answered in one form only, the one-way form of a first visit before anything was typed: the paths stay few.
  if (snapshot.matches({ createOrder: 'editing' }) && !snapshot.context.returnLeg && snapshot.context.draft === EMPTY_DRAFT) {
    const { orderRules, notice, account } = snapshot.context;
    if (orderRules.status === 'loading') {
      events.push(
        e({ type: 'xstate.done.actor.loadOrderRules', output: RULES }),
        e({ type: 'xstate.error.actor.loadOrderRules', error: new Error('offline') }),
      );
    }
    if (notice.status === 'loading') {
      events.push(e({ type: 'xstate.done.actor.loadNotice', output: NOTICE }), e({ type: 'xstate.error.actor.loadNotice', error: new Error('offline') }));
    }
    if (!account)
      events.push(e({ type: 'xstate.done.actor.loadAccount', output: ACCOUNT }), e({ type: 'xstate.error.actor.loadAccount', error: new Error('offline') }));
  }
  if (snapshot.matches({ createOrder: 'refreshing' }) || snapshot.matches({ createOrder: 'recounting' })) {
    const legs = snapshot.context.returnLeg && snapshot.context.criteria.tripType === 'ROUND_TRIP' ? 2 : 1;
    const live = [snapshot.context.outbound, snapshot.context.returnLeg].slice(0, legs);
    events.push(
      e({ type: 'xstate.done.actor.refreshLegs', output: live }),
      e({ type: 'xstate.done.actor.refreshLegs', output: live.map((leg, i) => (i === legs - 1 ? null : leg)) }),
      e({ type: 'xstate.error.actor.refreshLegs', error: new Error('offline') }),
    );
  }
  if (snapshot.matches({ createOrder: 'refreshFailed' })) events.push(e({ type: 'list.retry' }));
  if (snapshot.matches({ createOrder: 'editing' })) {
    events.push(e({ type: 'draft.change', draft: DRAFT }), e({ type: 'order.submit', draft: DRAFT }));
    // saved once is enough to walk: the walk stays small
    if (!snapshot.context.draftUuid) events.push(e({ type: 'order.saveDraft', draft: DRAFT }));
  }
  if (snapshot.matches({ createOrder: 'savingDraft' })) {
    events.push(
      e({ type: 'xstate.done.actor.saveDraft', output: { uuid: 'd-1', status: 'DRAFT' } }),
      e({ type: 'xstate.error.actor.saveDraft', error: { message: '内容过长', code: ErrorCode.VALIDATION, data: { fields: {} } } }),
    );
  }
  if (snapshot.matches({ createOrder: 'resuming' })) {
    events.push(
      e({ type: 'xstate.done.actor.loadDraft', output: { ...STORED, draftUuid: 'd-1' } }),
      e({ type: 'xstate.error.actor.loadDraft', error: new Error('gone') }),
    );
  }
  if (snapshot.matches({ createOrder: 'submitting' })) {
    events.push(
      e({ type: 'xstate.done.actor.submitOrder', output: { uuid: 'o-1', status: 'DUE_PAY' } }),
      e({ type: 'xstate.error.actor.submitOrder', error: { message: '余票不足', code: ErrorCode.CONFLICT, data: { fields: {} } } }),
      e({ type: 'xstate.error.actor.submitOrder', error: { message: '请填写联系人信息', code: ErrorCode.VALIDATION, data: { fields: {} } } }),
    );
  }
  return events;
}

/** A visitor who chose a one-way suite before a reload: the form resumes from storage. */
const STORED: StoredChoices = {
  criteria: { ...ONE_WAY, tripType: 'ONE_WAY', returnDate: '' },
  outbound: { voyage: OUTBOUND, cabinClass: 'SUITE' },
  returnLeg: null,
  draft: DRAFT,
};

/** After a reload with choices stored: the openings, and what the form and the search do next. */
function eventsAfterReload(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  if (snapshot.matches('idle') || snapshot.matches('createOrder') || snapshot.matches('payment')) return eventsIn(snapshot);
  if (snapshot.matches('search')) return [e({ type: 'search.submit' })];
  return [];
}

export const ticketingModel: PathModel<typeof machine> = {
  name: 'ticketing',
  machine,
  // The refusal and the server's error are messages for the screen: no guard reads them, and
  // telling snapshots apart by them walked every state once per message (~10,000 snapshots).
  // The form's reads likewise, but for a failed one, which is asked again.
  stateKey: ({ value, context: { refusal: _refusal, serverError: _serverError, orderRules, notice, account: _account, ...rest } }) => [
    value,
    rest,
    orderRules.status === 'failed',
    notice.status === 'failed',
  ],
  // A first visit explores the whole flow; a reload with stored choices resumes the form and
  // searches again with them. Together they must reach everything.
  walks: [
    { name: 'a first visit', input: { stored: null }, events: eventsIn },
    { name: 'a reload with stored choices', input: { stored: STORED }, events: eventsAfterReload },
  ],
  invariants: {
    // A failed list shows no sailings to choose from.
    'ticketing.oneWay.loadFailed': ({ context }) => expect(context.outboundList).toEqual([]),
    'ticketing.roundTrip.inbound.loadFailed': ({ context }) => expect(context.returnList).toEqual([]),
    // The return is chosen for an outbound already chosen.
    'ticketing.roundTrip.inbound': ({ context }) => expect(context.outbound).not.toBeNull(),
    // The order form is for the sailings chosen: the outbound, and a round trip's return.
    'ticketing.createOrder.editing': ({ context }) => {
      expect(context.outbound).not.toBeNull();
      if (context.criteria.tripType === 'ROUND_TRIP') expect(context.returnLeg).not.toBeNull();
    },
    'ticketing.createOrder.submitting': ({ context }) => {
      expect(context.outbound).not.toBeNull();
      if (context.criteria.tripType === 'ROUND_TRIP') expect(context.returnLeg).not.toBeNull();
    },
    // Saved means the server holds the draft under a uuid.
    'ticketing.createOrder.editing.saved': ({ context }) => expect(context.draftUuid).toEqual(expect.any(String)),
    // Recounting follows "not enough tickets": the form says so.
    'ticketing.createOrder.recounting': ({ context }) => {
      expect(context.refusal).toEqual({ key: 'notEnoughTickets' });
      expect(context.serverError).not.toBeNull();
    },
    // The order is created and named; the personal choices left the browser.
    'ticketing.payment': ({ context }) => {
      expect(context.orderUuid).toEqual(expect.any(String));
      expect(context.outbound).toBeNull();
      expect(context.returnLeg).toBeNull();
      expect(context.draft.passengers).toEqual([]);
      expect(context.draft.contactName).toBe('');
      expect(context.draftUuid).toBeNull();
    },
  },
  golden: [
    {
      name: 'one way: a sold-out cabin is refused, the suite chosen, the order created and handed to payment',
      input: { stored: null },
      events: [
        OPEN_SEARCH,
        e({ type: 'search.change', criteria: { ...ONE_WAY, tripType: 'ONE_WAY' } }),
        e({ type: 'search.submit' }),
        e({ type: 'xstate.done.actor.loadOutbound', output: [OUTBOUND] }),
        e({ type: 'leg.choose', voyageUuid: 'v-out', cabinClass: 'SECOND_DORM' }),
        e({ type: 'leg.choose', voyageUuid: 'v-out', cabinClass: 'SUITE' }),
        e({ type: 'order.submit', draft: DRAFT }),
        e({ type: 'xstate.done.actor.submitOrder', output: { uuid: 'o-1', status: 'DUE_PAY' } }),
      ],
      ends: { value: 'payment', context: { orderUuid: 'o-1', outbound: null, returnLeg: null, draftUuid: null, draft: { contactName: '', passengers: [] } } },
    },
    {
      name: 'an incomplete search is refused and stays on the form',
      input: { stored: null },
      events: [OPEN_SEARCH, e({ type: 'search.change', criteria: { departurePort: 'CNSHA' } }), e({ type: 'search.submit' })],
      ends: { value: { search: 'editing' }, context: { refusal: { key: 'filterIncomplete' }, outbound: null } },
    },
    {
      name: 'round trip: a return leaving before the outbound is refused, no return chosen',
      input: { stored: null },
      events: [
        OPEN_SEARCH,
        e({ type: 'search.change', criteria: { ...ONE_WAY, tripType: 'ROUND_TRIP', returnDate: '2026-12-10' } }),
        e({ type: 'search.submit' }),
        e({ type: 'xstate.done.actor.loadOutbound', output: [OUTBOUND] }),
        e({ type: 'leg.choose', voyageUuid: 'v-out', cabinClass: 'SUITE' }),
        e({ type: 'xstate.done.actor.loadReturn', output: [RETURN, EARLY_RETURN] }),
        e({ type: 'return.choose', voyageUuid: 'v-early' }),
      ],
      ends: {
        value: { roundTrip: { inbound: 'ready' } },
        context: { refusal: { key: 'returnBeforeOutbound' }, returnLeg: null, outbound: { cabinClass: 'SUITE' } },
      },
    },
    {
      name: 'berths gone at submit: the form says so and counts again, then stays with the draft',
      input: { stored: STORED },
      events: [
        OPEN_CREATE_ORDER,
        e({ type: 'xstate.done.actor.refreshLegs', output: [{ voyage: OUTBOUND, cabinClass: 'SUITE' }] }),
        e({ type: 'order.submit', draft: DRAFT }),
        e({ type: 'xstate.error.actor.submitOrder', error: { message: '余票不足', code: ErrorCode.CONFLICT, data: { fields: {} } } }),
      ],
      ends: {
        value: { createOrder: 'recounting' },
        context: { refusal: { key: 'notEnoughTickets' }, serverError: { message: '余票不足' }, orderUuid: null, draft: { contactName: '张三' } },
      },
    },
  ],
};
