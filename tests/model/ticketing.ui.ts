import type { EventObject, SnapshotFrom } from 'xstate';
import type { OrderDraft } from '../../src/domain/ticketing/order';
import { isSearchComplete } from '../../src/machines/ticketing.criteria';
import type { StoredChoices } from '../../src/machines/ticketing.machine';
import { cabin, portLine } from '../../src/machines/ticketing.fixtures';
import { ticketingWalkMachine } from './ticketing.model';
import type { UiPathModel } from './uiModel';

/** The server answers in the UI: the model's actors never do, the walks send their answers. */
const machine = ticketingWalkMachine;

/**
 * The demo data as the page model finds it: Shanghai–Osaka, an outbound sailing day with a
 * return after it, and the dormitory, which every demo sailing sells. The dates stand for
 * "the day the page model picks"; only their order matters to the chart.
 */
export const UI_ROUTE = { departurePort: 'CNSHA', arrivalPort: 'JPOSA' } as const;
export const UI_CABIN = 'SECOND_DORMITORY';
const OUTBOUND_DAY = '2030-01-10';
const NEXT_OUTBOUND_DAY = '2030-01-11';
const RETURN_DAY = '2030-01-17';
const dorm = [cabin(UI_CABIN, 30)];
const OUTBOUND_LINE = portLine('demo-outbound', `${OUTBOUND_DAY}T04:00:00.000Z`, { cabins: dorm });
const RETURN_LINE = portLine('demo-return', `${RETURN_DAY}T03:00:00.000Z`, { departurePort: 'JPOSA', arrivalPort: 'CNSHA', cabins: dorm });

/** One adult, the contact and the notice agreed: what the page model types into the form. */
export const UI_DRAFT: OrderDraft = {
  contactName: '林晓',
  contactPhone: '13800000000',
  contactEmail: 'lin@example.com',
  passengers: [],
  extraBed: false,
  noticeAgreed: true,
};

const e = (event: EventObject & Record<string, unknown>) => event;

/** The draft as the server gives it back: the choices the form saved. */
const resumed = ({ criteria, outbound, returnLeg, draft, draftUuid }: SnapshotFrom<typeof machine>['context']): StoredChoices => ({
  criteria,
  outbound,
  returnLeg,
  draft,
  preferredCabin: null,
  draftUuid,
});

function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const { context } = snapshot;
  if (snapshot.matches('idle')) return [e({ type: 'route.opened', step: 'search', criteria: null })];
  if (snapshot.matches({ search: 'editing' })) {
    if (isSearchComplete(context.criteria)) return [e({ type: 'search.submit' })];
    return [
      e({ type: 'search.change', criteria: { ...UI_ROUTE, tripType: 'ONE_WAY', outboundDate: OUTBOUND_DAY } }),
      e({ type: 'search.change', criteria: { ...UI_ROUTE, tripType: 'ROUND_TRIP', outboundDate: OUTBOUND_DAY, returnDate: RETURN_DAY } }),
    ];
  }
  if (snapshot.matches({ oneWay: 'loading' }) || snapshot.matches({ roundTrip: { outbound: 'loading' } })) {
    return [e({ type: 'xstate.done.actor.loadOutbound', output: [OUTBOUND_LINE] })];
  }
  if (snapshot.matches({ oneWay: 'ready' })) {
    const events = [
      e({ type: 'leg.choose', voyageUuid: OUTBOUND_LINE.uuid, cabinClass: UI_CABIN }),
      e({ type: 'day.change', leg: 'outbound', date: NEXT_OUTBOUND_DAY }),
      e({ type: 'search.edit' }),
    ];
    // Back on the list from the form, its sailing still chosen: the browser's Back opens the form again.
    if (context.outbound) events.push(e({ type: 'route.opened', step: 'createOrder', criteria: null }));
    return events;
  }
  if (snapshot.matches({ roundTrip: { outbound: 'ready' } })) return [e({ type: 'leg.choose', voyageUuid: OUTBOUND_LINE.uuid, cabinClass: UI_CABIN })];
  if (snapshot.matches({ roundTrip: { inbound: 'loading' } })) return [e({ type: 'xstate.done.actor.loadReturn', output: [RETURN_LINE] })];
  if (snapshot.matches({ roundTrip: { inbound: 'ready' } }))
    return [e({ type: 'return.choose', voyageUuid: RETURN_LINE.uuid }), e({ type: 'outbound.change' })];
  if (snapshot.matches({ createOrder: 'editing' })) {
    const events = [e({ type: 'order.submit', draft: UI_DRAFT }), e({ type: 'order.back' })];
    if (!context.draftUuid) events.push(e({ type: 'order.saveDraft', draft: UI_DRAFT }));
    // The saved draft, continued from the orders list.
    if (snapshot.matches({ createOrder: { editing: 'saved' } }))
      events.push(e({ type: 'route.opened', step: 'createOrder', criteria: null, draftUuid: context.draftUuid }));
    return events;
  }
  if (snapshot.matches({ createOrder: 'savingDraft' })) return [e({ type: 'xstate.done.actor.saveDraft', output: { uuid: 'demo-draft', status: 'DRAFT' } })];
  if (snapshot.matches({ createOrder: 'resuming' })) return [e({ type: 'xstate.done.actor.loadDraft', output: resumed(context) })];
  // The chosen sailing is still offered.
  if (snapshot.matches({ createOrder: 'refreshing' })) return [e({ type: 'xstate.done.actor.refreshLegs', output: [context.outbound] })];
  if (snapshot.matches({ createOrder: 'submitting' })) return [e({ type: 'xstate.done.actor.submitOrder', output: { uuid: 'demo-order', status: 'DUE_PAY' } })];
  // The order just made, bought again from the orders list.
  if (snapshot.matches('payment')) {
    return [e({ type: 'route.opened', step: 'search', criteria: { ...UI_ROUTE, tripType: context.criteria.tripType }, repeatOrderUuid: 'demo-order' })];
  }
  if (snapshot.matches({ search: 'repeating' })) {
    return [
      e({
        type: 'xstate.done.actor.loadRepeatOrder',
        output: { criteria: { ...UI_ROUTE, tripType: context.criteria.tripType }, cabinClass: UI_CABIN, draft: { ...UI_DRAFT, noticeAgreed: false } },
      }),
    ];
  }
  return [];
}

/**
 * The seeded clash on the Osaka route: from Osaka on a Thursday at 12:00 (46 hours at sea, in Shanghai
 * on Saturday at 10:00), and back from Shanghai on the Friday at 11:00, before the outbound arrives.
 */
export const CLASH_WALK = 'a return that leaves before the outbound arrives';
const CLASH_ROUTE = { departurePort: 'JPOSA', arrivalPort: 'CNSHA' } as const;
const CLASH_OUTBOUND_DAY = '2030-01-10';
const CLASH_RETURN_DAY = '2030-01-11';
const CLASH_OUTBOUND = portLine('clash-outbound', `${CLASH_OUTBOUND_DAY}T03:00:00.000Z`, { ...CLASH_ROUTE, cabins: dorm });
const CLASH_RETURN = portLine('clash-return', `${CLASH_RETURN_DAY}T03:00:00.000Z`, { cabins: dorm, minTurnaroundMinutes: 120 });

/** Only the round trip up to the return refused: the rest of the flow is the first walk's. */
function eventsInClash(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  if (snapshot.matches('idle')) return [e({ type: 'route.opened', step: 'search', criteria: null })];
  if (snapshot.matches({ search: 'editing' })) {
    if (isSearchComplete(snapshot.context.criteria)) return [e({ type: 'search.submit' })];
    return [e({ type: 'search.change', criteria: { ...CLASH_ROUTE, tripType: 'ROUND_TRIP', outboundDate: CLASH_OUTBOUND_DAY, returnDate: CLASH_RETURN_DAY } })];
  }
  if (snapshot.matches({ roundTrip: { outbound: 'loading' } })) return [e({ type: 'xstate.done.actor.loadOutbound', output: [CLASH_OUTBOUND] })];
  if (snapshot.matches({ roundTrip: { outbound: 'ready' } })) return [e({ type: 'leg.choose', voyageUuid: CLASH_OUTBOUND.uuid, cabinClass: UI_CABIN })];
  if (snapshot.matches({ roundTrip: { inbound: 'loading' } })) return [e({ type: 'xstate.done.actor.loadReturn', output: [CLASH_RETURN] })];
  if (snapshot.matches({ roundTrip: { inbound: 'ready' } })) return [e({ type: 'return.choose', voyageUuid: CLASH_RETURN.uuid })];
  return [];
}

/**
 * Searching, choosing one way or a round trip, and creating the order, as a signed-in user does;
 * back into the flow from the orders list (a draft continued, an order bought again) and to the
 * form with the browser's Back (its sailings refreshed, as after a reload).
 */
export const ticketingUiModel: UiPathModel<typeof machine> = {
  name: 'ticketing',
  machine,
  walks: [
    { name: 'a signed-in user buys', input: { stored: null }, events: eventsIn },
    { name: CLASH_WALK, input: { stored: null }, events: eventsInClash },
  ],
  unreachableTransitions: {
    'ticketing --route.opened--> ticketing.oneWay [{"type":"opensList","params":{"step":"oneWay"}}]':
      "a one-way list opened by its address (a bookmark, the home page's next sailings); the walks open the search page and submit it",
    'ticketing --route.opened--> ticketing.roundTrip [{"type":"opensList","params":{"step":"roundTrip"}}]':
      'a round-trip list opened by its address (travel-rules.spec.ts does); the walks submit the search',
    'ticketing --route.opened--> ticketing.search': 'the fallback for an address no other guard knows (an unknown step): no link in the app makes one',
    'ticketing --route.opened--> ticketing.search [opensCreateOrder]':
      'the order form opened by its address with no sailing chosen (a stale bookmark): no gesture inside the app leads there',
    'ticketing --search.quick--> ticketing.search.editing': "the home page's quick search (info.spec.ts walks it); the walks start on the search page",
    'ticketing.createOrder --notice.retry--> (stay) [hasNoticeFailed]':
      'its Retry shows only after the notice failed to load: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder --orderRules.retry--> (stay) [hasOrderRulesFailed]':
      'its Retry shows only after the order rules failed to load: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder --xstate.error.actor.loadAccount--> (stay)':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder --xstate.error.actor.loadNotice--> (stay)':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder --xstate.error.actor.loadOrderRules--> (stay)':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder.recounting --xstate.done.actor.refreshLegs--> ticketing.createOrder.editing':
      'recounting follows only a submit refused for berths another buyer took meanwhile (orders.concurrency tests race it)',
    'ticketing.createOrder.recounting --xstate.done.actor.refreshLegs--> ticketing.createOrder.editing [{"type":"areLegsStillOffered"}]':
      'recounting follows only a submit refused for berths another buyer took meanwhile',
    'ticketing.createOrder.recounting --xstate.error.actor.refreshLegs--> ticketing.createOrder.editing':
      'recounting, then a failed call: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder.refreshFailed --list.retry--> ticketing.createOrder.refreshing':
      'its Retry shows only after a failed refresh: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder.refreshing --xstate.done.actor.refreshLegs--> ticketing.oneWay':
      'the chosen sailing no longer offered when the form comes back (sold out or departed meanwhile): the demo sailings stay on sale',
    'ticketing.createOrder.refreshing --xstate.done.actor.refreshLegs--> ticketing.roundTrip [isRoundTrip]':
      'a chosen leg of a round trip no longer offered when the form comes back: the demo sailings stay on sale',
    'ticketing.createOrder.refreshing --xstate.error.actor.refreshLegs--> ticketing.createOrder.refreshFailed':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder.resuming --xstate.error.actor.loadDraft--> ticketing.search':
      'a draft that cannot be loaded (deleted in another tab): only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder.savingDraft --xstate.error.actor.saveDraft--> ticketing.createOrder.editing':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.createOrder.submitting --xstate.error.actor.submitOrder--> ticketing.createOrder.editing':
      "a submit the server refuses: the walks submit valid orders; travel-rules.spec.ts and the order form's tests meet the refusals",
    'ticketing.createOrder.submitting --xstate.error.actor.submitOrder--> ticketing.createOrder.recounting [{"type":"isNotEnoughTickets"}]':
      'a submit refused for berths another buyer took between choosing and submitting',
    'ticketing.oneWay.loadFailed --list.retry--> ticketing.oneWay.loading':
      'its Retry shows only after a failed list call: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.oneWay.loading --xstate.error.actor.loadOutbound--> ticketing.oneWay.loadFailed':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.roundTrip --search.edit--> ticketing.search':
      'editing the search from a round-trip list: the walks edit it from the one-way list (the same button and transition shape)',
    'ticketing.roundTrip.inbound --day.change--> ticketing.roundTrip.inbound.loading [isReturnDay]':
      'another return day on the round-trip list: travel-rules.spec.ts clicks it; the walks change the day on the one-way list',
    'ticketing.roundTrip.inbound.loadFailed --list.retry--> ticketing.roundTrip.inbound.loading':
      'its Retry shows only after a failed list call: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.roundTrip.inbound.loading --xstate.error.actor.loadReturn--> ticketing.roundTrip.inbound.loadFailed':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.roundTrip.inbound.ready --return.choose--> (stay) [not(isReturnAfterOutbound)]':
      "a return leaving before the outbound does: the demo timetable has no such pair on the walks' route (the unit paths and the chart's shape hold the rule)",
    'ticketing.roundTrip.inbound.ready --return.choose--> (stay) [not(returnOffersOutboundCabin)]':
      "a return that does not sell the outbound's class: every demo sailing sells the dormitory the walks choose",
    'ticketing.roundTrip.outbound --day.change--> ticketing.roundTrip.outbound.loading [isOutboundDay]':
      'another outbound day on the round-trip list: the walks change the day on the one-way list',
    'ticketing.roundTrip.outbound.loadFailed --list.retry--> ticketing.roundTrip.outbound.loading':
      'its Retry shows only after a failed list call: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.roundTrip.outbound.loading --xstate.error.actor.loadOutbound--> ticketing.roundTrip.outbound.loadFailed':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'ticketing.search.editing --search.submit--> (stay) [and(isRoundTrip, not(canReturnDayFollowOutboundDay))]':
      "the search form's own validation keeps a return day before the outbound day from being submitted (ticketing-search.spec.ts shows its message)",
    'ticketing.search.editing --search.submit--> (stay) [not(isSearchComplete)]':
      "the search form's own validation keeps an incomplete search from being submitted (ticketing-search.spec.ts shows its messages)",
    'ticketing.search.repeating --xstate.error.actor.loadRepeatOrder--> ticketing.search.editing':
      'buying again an order that cannot be read: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
  },
  unreachable: {
    'ticketing.oneWay.loadFailed': 'only a failed list call reaches it (the server is up in the UI runs)',
    'ticketing.roundTrip.outbound.loadFailed': 'only a failed list call reaches it',
    'ticketing.roundTrip.inbound.loadFailed': 'only a failed list call reaches it',
    'ticketing.createOrder.refreshFailed': 'only a failed refresh of the chosen sailings reaches it',
    'ticketing.createOrder.recounting': 'only losing the berths to another buyer between choosing and submitting reaches it',
  },
};
