import { describe, expect, it } from 'vitest';
import type { LegChoice } from '../domain/ticketing/order';
import type { SearchCriteria } from './ticketing.criteria';
import { OUTBOUND, RETURN } from './ticketing.fixtures';
import { EMPTY_DRAFT, ticketingMachine, type TicketingContext } from './ticketing.machine';
import {
  selectAccount,
  selectCriteria,
  selectDraft,
  selectDraftSave,
  selectIsEditing,
  selectIsRepeating,
  selectIsSubmitting,
  selectLegs,
  selectNotice,
  selectOrderRules,
  selectOrderType,
  selectOutbound,
  selectOutboundList,
  selectOutboundListStatus,
  selectPreferredCabin,
  selectRefreshFailed,
  selectRefusal,
  selectReturnLeg,
  selectReturnList,
  selectReturnListStatus,
  selectRoundTripPhase,
  selectServerError,
  selectStep,
  selectStepIndex,
  STEP_BAR,
} from './ticketing.selectors';

const ROUND: SearchCriteria = { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ROUND_TRIP', outboundDate: '2026-12-03', returnDate: '2026-12-10' };
const OUT_SUITE: LegChoice = { voyage: OUTBOUND, cabinClass: 'SUITE' };
const BACK_SUITE: LegChoice = { voyage: RETURN, cabinClass: 'SUITE' };

const CONTEXT: TicketingContext = {
  criteria: ROUND,
  outbound: OUT_SUITE,
  returnLeg: BACK_SUITE,
  draft: { ...EMPTY_DRAFT, contactName: '张三' },
  preferredCabin: null,
  draftUuid: null,
  outboundList: [OUTBOUND],
  returnList: [RETURN],
  refusal: null,
  serverError: null,
  orderUuid: null,
  orderRules: { status: 'loading' },
  notice: { status: 'loading' },
  account: null,
};

type StateValue = Parameters<typeof ticketingMachine.resolveState>[0]['value'];
const at = (value: StateValue, context: Partial<TicketingContext> = {}) => ticketingMachine.resolveState({ value, context: { ...CONTEXT, ...context } });

/** What the screens read of where the chart is, selector by selector. */
const flags = (value: StateValue) => {
  const snapshot = at(value);
  return {
    step: selectStep(snapshot),
    stepIndex: selectStepIndex(snapshot),
    outboundList: selectOutboundListStatus(snapshot),
    returnList: selectReturnListStatus(snapshot),
    phase: selectRoundTripPhase(snapshot),
    repeating: selectIsRepeating(snapshot),
    refreshFailed: selectRefreshFailed(snapshot),
    editing: selectIsEditing(snapshot),
    draftSave: selectDraftSave(snapshot),
    submitting: selectIsSubmitting(snapshot),
  };
};

const NONE = {
  outboundList: 'idle',
  returnList: 'idle',
  phase: null,
  repeating: false,
  refreshFailed: false,
  editing: false,
  draftSave: 'unsaved',
  submitting: false,
};

describe('ticketing selectors: where the chart is', () => {
  it('names the four steps of the step bar', () => {
    expect(STEP_BAR).toEqual(['selectFlight', 'fillOrder', 'orderPayment', 'paymentSuccess']);
  });

  it.each<[string, StateValue, Record<string, unknown>]>([
    ['idle', 'idle', { step: null, stepIndex: 0 }],
    ['the search form', { search: 'editing' }, { step: 'search', stepIndex: 0 }],
    ['the search reading an order to buy again', { search: 'repeating' }, { step: 'search', stepIndex: 0, repeating: true }],
    ['the one-way list loading', { oneWay: 'loading' }, { step: 'oneWay', stepIndex: 0, outboundList: 'loading' }],
    ['the one-way list failed', { oneWay: 'loadFailed' }, { step: 'oneWay', stepIndex: 0, outboundList: 'failed' }],
    ['the one-way list ready', { oneWay: 'ready' }, { step: 'oneWay', stepIndex: 0, outboundList: 'ready' }],
    [
      'a round trip’s outbound loading',
      { roundTrip: { outbound: 'loading' } },
      { step: 'roundTrip', stepIndex: 0, outboundList: 'loading', phase: 'outbound' },
    ],
    [
      'a round trip’s outbound failed',
      { roundTrip: { outbound: 'loadFailed' } },
      { step: 'roundTrip', stepIndex: 0, outboundList: 'failed', phase: 'outbound' },
    ],
    ['a round trip’s outbound ready', { roundTrip: { outbound: 'ready' } }, { step: 'roundTrip', stepIndex: 0, outboundList: 'ready', phase: 'outbound' }],
    ['a round trip’s return loading', { roundTrip: { inbound: 'loading' } }, { step: 'roundTrip', stepIndex: 0, returnList: 'loading', phase: 'return' }],
    ['a round trip’s return failed', { roundTrip: { inbound: 'loadFailed' } }, { step: 'roundTrip', stepIndex: 0, returnList: 'failed', phase: 'return' }],
    ['a round trip’s return ready', { roundTrip: { inbound: 'ready' } }, { step: 'roundTrip', stepIndex: 0, returnList: 'ready', phase: 'return' }],
    ['the form resuming a draft', { createOrder: 'resuming' }, { step: 'createOrder', stepIndex: 1 }],
    ['the form refreshing its sailings', { createOrder: 'refreshing' }, { step: 'createOrder', stepIndex: 1 }],
    ['the form’s refresh failed', { createOrder: 'refreshFailed' }, { step: 'createOrder', stepIndex: 1, refreshFailed: true }],
    ['the form counting berths again', { createOrder: 'recounting' }, { step: 'createOrder', stepIndex: 1, editing: true, submitting: true }],
    ['the form being filled', { createOrder: { editing: 'unsaved' } }, { step: 'createOrder', stepIndex: 1, editing: true }],
    ['the form saved as a draft', { createOrder: { editing: 'saved' } }, { step: 'createOrder', stepIndex: 1, editing: true, draftSave: 'saved' }],
    ['the form saving its draft', { createOrder: 'savingDraft' }, { step: 'createOrder', stepIndex: 1, editing: true, draftSave: 'saving', submitting: true }],
    ['the form submitting', { createOrder: 'submitting' }, { step: 'createOrder', stepIndex: 1, editing: true, submitting: true }],
    ['payment', 'payment', { step: 'payment', stepIndex: 2 }],
  ])('%s', (_, value, expected) => {
    expect(flags(value)).toEqual({ ...NONE, ...expected });
  });
});

describe('ticketing selectors: what the chart holds', () => {
  it('reads the search, the lists, the legs, the draft and the reads of the form', () => {
    const account = { userId: 'u-1' } as unknown as TicketingContext['account'];
    const snapshot = at(
      { createOrder: { editing: 'unsaved' } },
      {
        refusal: { key: 'filterIncomplete' },
        serverError: { message: '余位不足' },
        orderRules: { status: 'ready', data: { ticketTypes: [], cabinClasses: [], adultAge: 12 } },
        notice: { status: 'failed', error: 'down' },
        account,
      },
    );
    expect(selectCriteria(snapshot)).toEqual(ROUND);
    expect(selectRefusal(snapshot)).toEqual({ key: 'filterIncomplete' });
    expect(selectOutboundList(snapshot)).toEqual([OUTBOUND]);
    expect(selectReturnList(snapshot)).toEqual([RETURN]);
    expect(selectOutbound(snapshot)).toEqual({ voyage: OUTBOUND, cabinClass: 'SUITE' });
    expect(selectReturnLeg(snapshot)).toEqual({ voyage: RETURN, cabinClass: 'SUITE' });
    expect(selectDraft(snapshot)).toEqual({ ...EMPTY_DRAFT, contactName: '张三' });
    expect(selectServerError(snapshot)).toEqual({ message: '余位不足' });
    expect(selectOrderType(snapshot)).toBe('ROUND_TRIP');
    expect(selectOrderRules(snapshot)).toEqual({ status: 'ready', data: { ticketTypes: [], cabinClasses: [], adultAge: 12 } });
    expect(selectNotice(snapshot)).toEqual({ status: 'failed', error: 'down' });
    expect(selectAccount(snapshot)).toEqual({ userId: 'u-1' });
  });

  it('reads a one-way search’s order type', () => {
    expect(selectOrderType(at({ oneWay: 'ready' }, { criteria: { ...ROUND, tripType: 'ONE_WAY' } }))).toBe('ONE_WAY');
  });

  it('marks the cabin class of an order bought again, and none otherwise', () => {
    expect(selectPreferredCabin(at({ oneWay: 'ready' }, { preferredCabin: 'SUITE' }))).toBe('SUITE');
    expect(selectPreferredCabin(at({ oneWay: 'ready' }, { preferredCabin: null }))).toBeNull();
    expect(selectPreferredCabin(at({ oneWay: 'ready' }, { preferredCabin: undefined }))).toBeNull();
  });
});

describe('selectLegs', () => {
  const form = { createOrder: { editing: 'unsaved' } } as const;

  it('gives a round trip’s two legs in order, and a one-way search its outbound only', () => {
    expect(selectLegs(at(form))).toEqual([
      { voyage: OUTBOUND, cabinClass: 'SUITE' },
      { voyage: RETURN, cabinClass: 'SUITE' },
    ]);
    expect(selectLegs(at(form, { criteria: { ...ROUND, tripType: 'ONE_WAY' } }))).toEqual([{ voyage: OUTBOUND, cabinClass: 'SUITE' }]);
    expect(selectLegs(at(form, { outbound: null, returnLeg: null }))).toEqual([]);
  });

  it('answers the same array while the legs are the same objects, so a view does not render again', () => {
    const outbound: LegChoice = { voyage: OUTBOUND, cabinClass: 'SUITE' };
    const returnLeg: LegChoice = { voyage: RETURN, cabinClass: 'SUITE' };
    const first = selectLegs(at(form, { outbound, returnLeg }));
    const again = selectLegs(at(form, { outbound, returnLeg, draft: { ...EMPTY_DRAFT, contactName: '李四' } }));
    expect(again).toBe(first);
  });

  it('answers anew when the outbound, the return or the trip type changed', () => {
    const outbound: LegChoice = { voyage: OUTBOUND, cabinClass: 'SUITE' };
    const returnLeg: LegChoice = { voyage: RETURN, cabinClass: 'SUITE' };
    expect(selectLegs(at(form, { outbound, returnLeg }))).toEqual([outbound, returnLeg]);

    const otherCabin: LegChoice = { voyage: OUTBOUND, cabinClass: 'SECOND_DORM' };
    expect(selectLegs(at(form, { outbound: otherCabin, returnLeg }))).toEqual([otherCabin, returnLeg]);

    const otherReturn: LegChoice = { voyage: RETURN, cabinClass: 'SECOND_DORM' };
    expect(selectLegs(at(form, { outbound: otherCabin, returnLeg: otherReturn }))).toEqual([otherCabin, otherReturn]);

    expect(selectLegs(at(form, { outbound: otherCabin, returnLeg: otherReturn, criteria: { ...ROUND, tripType: 'ONE_WAY' } }))).toEqual([otherCabin]);
  });
});
