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
 * Searching, choosing one way or a round trip, and creating the order, as a signed-in user does;
 * back into the flow from the orders list (a draft continued, an order bought again) and to the
 * form with the browser's Back (its sailings refreshed, as after a reload).
 */
export const ticketingUiModel: UiPathModel<typeof machine> = {
  name: 'ticketing',
  machine,
  walks: [{ name: 'a signed-in user buys', input: { stored: null }, events: eventsIn }],
  unreachable: {
    'ticketing.oneWay.loadFailed': 'only a failed list call reaches it (the server is up in the UI runs)',
    'ticketing.roundTrip.outbound.loadFailed': 'only a failed list call reaches it',
    'ticketing.roundTrip.inbound.loadFailed': 'only a failed list call reaches it',
    'ticketing.createOrder.refreshFailed': 'only a failed refresh of the chosen sailings reaches it',
    'ticketing.createOrder.recounting': 'only losing the berths to another buyer between choosing and submitting reaches it',
  },
};
