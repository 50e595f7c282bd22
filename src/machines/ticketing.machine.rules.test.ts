import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import { ErrorCode } from '../domain/errorCodes';
import type { AccountInfo } from '../domain/identityApi';
import type { LegChoice, OrderDraft, OrderRequest, OrderView, PassengerNotice } from '../domain/ticketing/order';
import type { OrderRuleData } from '../domain/ticketing/orderRules';
import type { VoyagePortLine } from '../domain/voyages';
import type { SearchCriteria } from './ticketing.criteria';
import { CLASH_RETURN, OUTBOUND, portLine, RETURN } from './ticketing.fixtures';
import { EMPTY_DRAFT, ticketingMachine, type PortLineQuery, type StoredChoices } from './ticketing.machine';
import type { RepeatChoices } from './ticketing.repeat';

/**
 * The chart's rules one at a time: its actors are answered by hand (each call waits for the
 * test to resolve or reject it), so every step in between can be looked at.
 */

const ONE_WAY: SearchCriteria = { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY', outboundDate: '2026-12-03', returnDate: '' };
const ROUND: SearchCriteria = { ...ONE_WAY, tripType: 'ROUND_TRIP', returnDate: '2026-12-10' };
const DRAFT: OrderDraft = {
  contactName: '张三',
  contactPhone: '13800000000',
  contactEmail: 'a@example.com',
  passengers: [],
  extraBed: false,
  noticeAgreed: true,
};
const OUT_SUITE: LegChoice = { voyage: OUTBOUND, cabinClass: 'SUITE' };
const BACK_SUITE: LegChoice = { voyage: RETURN, cabinClass: 'SUITE' };
const RULES: OrderRuleData = { ticketTypes: [], cabinClasses: [], adultAge: 12 };
const NOTICE: PassengerNotice = { version: 1, zh: '须知', ja: '注意事項' };
const ACCOUNT = { userId: 'u-1', nickname: '张三', phone: '13800000000', email: 'a@example.com' } as AccountInfo;

const ONE_WAY_FORM: StoredChoices = { criteria: ONE_WAY, outbound: OUT_SUITE, returnLeg: null, draft: DRAFT };
const ROUND_FORM: StoredChoices = { criteria: ROUND, outbound: OUT_SUITE, returnLeg: BACK_SUITE, draft: DRAFT };

interface Call<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** An actor whose every call waits for the test: `calls` holds them, the last one last. */
function answeredByHand<O, I = NonReducibleUnknown>() {
  const calls: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { calls, logic, last: () => calls.at(-1)! };
}

function start(stored: StoredChoices | null = null) {
  const actors = {
    loadPortLines: answeredByHand<VoyagePortLine[], PortLineQuery>(),
    refreshLegs: answeredByHand<(LegChoice | null)[], { legs: LegChoice[] }>(),
    submitOrder: answeredByHand<OrderView, OrderRequest>(),
    loadRepeatOrder: answeredByHand<RepeatChoices, { orderUuid: string }>(),
    loadDraft: answeredByHand<StoredChoices, { orderUuid: string }>(),
    loadOrderRules: answeredByHand<OrderRuleData>(),
    loadNotice: answeredByHand<PassengerNotice>(),
    loadAccount: answeredByHand<AccountInfo>(),
  };
  const navigate = vi.fn();
  const store = vi.fn();
  const actor = createActor(
    ticketingMachine.provide({
      actors: {
        loadPortLines: actors.loadPortLines.logic,
        refreshLegs: actors.refreshLegs.logic,
        submitOrder: actors.submitOrder.logic,
        loadRepeatOrder: actors.loadRepeatOrder.logic,
        loadDraft: actors.loadDraft.logic,
        loadOrderRules: actors.loadOrderRules.logic,
        loadNotice: actors.loadNotice.logic,
        loadAccount: actors.loadAccount.logic,
      },
      actions: { navigate: (_, params) => navigate(params), storeChoices: (_, choices) => store(choices) },
    }),
    { input: { stored } },
  );
  actor.start();
  return { actor, actors, navigate, store, snapshot: () => actor.getSnapshot(), context: () => actor.getSnapshot().context };
}

/** Lets the promise actors' answers arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The stored form opened again and its sailings found live: the form is on screen. */
async function atForm(stored: StoredChoices) {
  const run = start(stored);
  run.actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
  run.actors.refreshLegs.last().resolve(stored.criteria.tripType === 'ROUND_TRIP' ? [stored.outbound, stored.returnLeg] : [stored.outbound]);
  await settle();
  expect(run.snapshot().matches({ createOrder: { editing: 'unsaved' } })).toBe(true);
  return run;
}

describe('ticketing chart: starting', () => {
  it('takes what was stored, with no preferred cabin and no draft when none was stored', () => {
    const { context, snapshot } = start(ONE_WAY_FORM);
    expect(snapshot().value).toBe('idle');
    expect(context()).toEqual({
      criteria: ONE_WAY,
      outbound: OUT_SUITE,
      returnLeg: null,
      draft: DRAFT,
      preferredCabin: null,
      draftUuid: null,
      outboundList: [],
      returnList: [],
      refusal: null,
      serverError: null,
      orderUuid: null,
      orderRules: { status: 'loading' },
      notice: { status: 'loading' },
      account: null,
    });
  });

  it('keeps a stored preferred cabin and draft', () => {
    const { context } = start({ ...ONE_WAY_FORM, preferredCabin: 'SUITE', draftUuid: 'd-3' });
    expect(context().preferredCabin).toBe('SUITE');
    expect(context().draftUuid).toBe('d-3');
  });

  it('starts with an empty draft and nothing chosen without stored choices', () => {
    const { context } = start();
    expect(context().draft).toEqual({ contactName: '', contactPhone: '', contactEmail: '', passengers: [], extraBed: false, noticeAgreed: false });
    expect(context().outbound).toBeNull();
    expect(context().returnLeg).toBeNull();
  });
});

describe('ticketing chart: what the order form reads', () => {
  it('reads the rule data, the notice and the account when the form opens, and shows each as it comes', async () => {
    const { actors, context } = await atForm(ONE_WAY_FORM);
    expect(context().orderRules).toEqual({ status: 'loading' });
    expect(context().notice).toEqual({ status: 'loading' });
    actors.loadOrderRules.last().resolve(RULES);
    actors.loadNotice.last().resolve(NOTICE);
    actors.loadAccount.last().resolve(ACCOUNT);
    await settle();
    expect(context().orderRules).toEqual({ status: 'ready', data: RULES });
    expect(context().notice).toEqual({ status: 'ready', data: NOTICE });
    expect(context().account).toEqual(ACCOUNT);
  });

  it('a failed read says so with its error; the account failing leaves the contact to the user', async () => {
    const { actors, context, snapshot } = await atForm(ONE_WAY_FORM);
    const offline = new Error('offline');
    actors.loadOrderRules.last().reject(offline);
    actors.loadNotice.last().reject(offline);
    actors.loadAccount.last().reject(offline);
    await settle();
    expect(context().orderRules).toEqual({ status: 'failed', error: offline });
    expect(context().notice).toEqual({ status: 'failed', error: offline });
    expect(context().account).toBeNull();
    expect(snapshot().matches({ createOrder: 'editing' })).toBe(true);
  });

  it('a failed rule read is asked for again on retry and its answer shown', async () => {
    const { actor, actors, context } = await atForm(ONE_WAY_FORM);
    actors.loadOrderRules.last().reject(new Error('offline'));
    await settle();
    actor.send({ type: 'orderRules.retry' });
    expect(context().orderRules).toEqual({ status: 'loading' });
    expect(actors.loadOrderRules.calls).toHaveLength(2);
    actors.loadOrderRules.last().resolve(RULES);
    await settle();
    expect(context().orderRules).toEqual({ status: 'ready', data: RULES });
  });

  it('a failed notice is asked for again on retry and its answer shown', async () => {
    const { actor, actors, context } = await atForm(ONE_WAY_FORM);
    actors.loadNotice.last().reject(new Error('offline'));
    await settle();
    actor.send({ type: 'notice.retry' });
    expect(context().notice).toEqual({ status: 'loading' });
    expect(actors.loadNotice.calls).toHaveLength(2);
    actors.loadNotice.last().resolve(NOTICE);
    await settle();
    expect(context().notice).toEqual({ status: 'ready', data: NOTICE });
  });

  it('a retry is not possible while a read is on its way or answered', async () => {
    const { actor, actors, snapshot } = await atForm(ONE_WAY_FORM);
    expect(snapshot().can({ type: 'orderRules.retry' })).toBe(false);
    expect(snapshot().can({ type: 'notice.retry' })).toBe(false);
    actors.loadOrderRules.last().resolve(RULES);
    actors.loadNotice.last().resolve(NOTICE);
    await settle();
    actor.send({ type: 'orderRules.retry' });
    actor.send({ type: 'notice.retry' });
    expect(actors.loadOrderRules.calls).toHaveLength(1);
    expect(actors.loadNotice.calls).toHaveLength(1);
    expect(snapshot().context.orderRules.status).toBe('ready');
  });

  it('back on the form, what it already showed stays while it is read again, and a failure then keeps it', async () => {
    const { actor, actors, context } = await atForm(ONE_WAY_FORM);
    actors.loadOrderRules.last().resolve(RULES);
    actors.loadNotice.last().resolve(NOTICE);
    await settle();
    actor.send({ type: 'order.back' });
    expect(actor.getSnapshot().matches('oneWay')).toBe(true);
    // the form's address again (Forward): the legs are still chosen
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    actors.refreshLegs.last().resolve([OUT_SUITE]);
    await settle();
    expect(actors.loadOrderRules.calls).toHaveLength(2);
    expect(context().orderRules).toEqual({ status: 'ready', data: RULES });
    expect(context().notice).toEqual({ status: 'ready', data: NOTICE });
    actors.loadOrderRules.last().reject(new Error('offline'));
    actors.loadNotice.last().reject(new Error('offline'));
    await settle();
    expect(context().orderRules).toEqual({ status: 'ready', data: RULES });
    expect(context().notice).toEqual({ status: 'ready', data: NOTICE });
  });

  it('back on the form after a failed read, it shows loading again, not the old failure', async () => {
    const { actor, actors, context } = await atForm(ONE_WAY_FORM);
    actors.loadOrderRules.last().reject(new Error('offline'));
    actors.loadNotice.last().reject(new Error('offline'));
    await settle();
    actor.send({ type: 'order.back' });
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    expect(context().orderRules).toEqual({ status: 'loading' });
    expect(context().notice).toEqual({ status: 'loading' });
  });
});

describe('ticketing chart: submitting the order', () => {
  it('sends a round trip with both legs in the outbound’s cabin class', async () => {
    const { actor, actors } = await atForm(ROUND_FORM);
    actor.send({ type: 'order.submit', draft: DRAFT });
    expect(actors.submitOrder.last().input).toEqual({
      ...DRAFT,
      submit: true,
      orderType: 'ROUND_TRIP',
      outbound: { voyageUuid: 'v-out', cabinClass: 'SUITE' },
      returnLeg: { voyageUuid: 'v-back', cabinClass: 'SUITE' },
    });
  });

  it('saves a draft as the form is, not submitted, without a uuid the first time', async () => {
    const { actor, actors } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'order.saveDraft', draft: { ...DRAFT, contactName: '王五' } });
    expect(actors.submitOrder.last().input).toEqual({
      ...DRAFT,
      contactName: '王五',
      submit: false,
      orderType: 'ONE_WAY',
      outbound: { voyageUuid: 'v-out', cabinClass: 'SUITE' },
      returnLeg: null,
    });
  });

  it('the created order is handed to payment, its uuid in the address', async () => {
    const { actor, actors, navigate, context } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'order.submit', draft: DRAFT });
    actors.submitOrder.last().resolve({ uuid: 'o 7', status: 'DUE_PAY' } as OrderView);
    await settle();
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/pay?uuid=o%207', replace: false });
    expect(context()).toMatchObject({ orderUuid: 'o 7', draft: EMPTY_DRAFT, serverError: null, refusal: null, preferredCabin: null });
  });

  it('a submit clears the last refusal and server message', async () => {
    const { actor, actors, context } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'order.submit', draft: DRAFT });
    actors.submitOrder.last().reject(Object.assign(new Error('余票不足'), { code: ErrorCode.CONFLICT }));
    await settle();
    actors.refreshLegs.last().reject(new Error('offline'));
    await settle();
    expect(context().refusal).toEqual({ key: 'notEnoughTickets' });
    expect(context().serverError).toEqual({ message: '余票不足' });
    actor.send({ type: 'order.submit', draft: DRAFT });
    expect(context().refusal).toBeNull();
    expect(context().serverError).toBeNull();
  });

  it.each([
    ['a refusal without a message or fields', { code: ErrorCode.VALIDATION }, {}],
    ['an empty message', { message: '', code: ErrorCode.VALIDATION }, {}],
    ['a thrown string', 'boom', {}],
    ['a thrown null', null, {}],
    ['fields that are not a record', { message: '有误', data: { fields: 'contactName' } }, { message: '有误' }],
    ['data that is not a record', { message: '有误', data: 'x' }, { message: '有误' }],
    [
      'a field without its Japanese message, and fields that say nothing',
      { message: '有误', data: { fields: { contactName: { message: '请填写' }, contactPhone: 'bad', contactEmail: { message: 3 } } } },
      { message: '有误', fields: { contactName: { message: '请填写', jpMessage: '请填写' } } },
    ],
    [
      'a message that is not text',
      { message: 42, data: { fields: { contactName: { message: '请填写', jpMessage: '入力してください' } } } },
      { fields: { contactName: { message: '请填写', jpMessage: '入力してください' } } },
    ],
  ])('the form shows the server’s words: %s', async (_, error, shown) => {
    const { actor, actors, context, snapshot } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'order.submit', draft: DRAFT });
    actors.submitOrder.last().reject(error);
    await settle();
    expect(snapshot().matches({ createOrder: { editing: 'unsaved' } })).toBe(true);
    expect(context().serverError).toEqual(shown);
    expect(context().refusal).toBeNull();
  });

  it('only the server’s 10409 means the berths went: another code stays on the form', async () => {
    const { actor, actors, snapshot } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'order.submit', draft: DRAFT });
    actors.submitOrder.last().reject({ message: '记录不存在', code: ErrorCode.NOT_FOUND });
    await settle();
    expect(snapshot().matches({ createOrder: 'editing' })).toBe(true);
    expect(actors.refreshLegs.calls).toHaveLength(1);
  });

  it('after "not enough tickets" the live berths replace the chosen ones', async () => {
    const { actor, actors, context, snapshot, store } = await atForm(ROUND_FORM);
    actor.send({ type: 'order.submit', draft: DRAFT });
    actors.submitOrder.last().reject({ message: '余票不足', code: ErrorCode.CONFLICT });
    await settle();
    expect(snapshot().matches({ createOrder: 'recounting' })).toBe(true);
    expect(actors.refreshLegs.last().input).toEqual({ legs: [OUT_SUITE, BACK_SUITE] });
    const liveOut = { voyage: { ...OUTBOUND, fuelSurcharge: 130 }, cabinClass: 'SUITE' };
    const liveBack = { voyage: { ...RETURN, fuelSurcharge: 140 }, cabinClass: 'SUITE' };
    actors.refreshLegs.last().resolve([liveOut, liveBack]);
    await settle();
    expect(snapshot().matches({ createOrder: 'editing' })).toBe(true);
    expect(context().outbound).toEqual(liveOut);
    expect(context().returnLeg).toEqual(liveBack);
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ outbound: liveOut, returnLeg: liveBack }));
  });

  it('after "not enough tickets" a sailing gone meanwhile leaves the form as it was, with the message', async () => {
    const { actor, actors, context, snapshot } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'order.submit', draft: DRAFT });
    actors.submitOrder.last().reject({ message: '余票不足', code: ErrorCode.CONFLICT });
    await settle();
    actors.refreshLegs.last().resolve([null]);
    await settle();
    expect(snapshot().matches({ createOrder: 'editing' })).toBe(true);
    expect(context().outbound).toEqual(OUT_SUITE);
    expect(context().refusal).toEqual({ key: 'notEnoughTickets' });
  });

  it('a saved draft is what the form saves into from then on', async () => {
    const { actor, actors, context, snapshot } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'order.saveDraft', draft: DRAFT });
    actors.submitOrder.last().resolve({ uuid: 'd-2', status: 'DRAFT' } as OrderView);
    await settle();
    expect(snapshot().matches({ createOrder: { editing: 'saved' } })).toBe(true);
    expect(context().draftUuid).toBe('d-2');
    actor.send({ type: 'order.submit', draft: DRAFT });
    expect(actors.submitOrder.last().input).toMatchObject({ uuid: 'd-2', submit: true });
  });
});

describe('ticketing chart: the form after a reload', () => {
  it('asks for the stored legs live: the outbound, then a round trip’s return', () => {
    const { actor, actors, snapshot } = start(ROUND_FORM);
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    expect(snapshot().matches({ createOrder: 'refreshing' })).toBe(true);
    expect(actors.refreshLegs.last().input).toEqual({ legs: [OUT_SUITE, BACK_SUITE] });
  });

  it('a one-way form asks for its outbound only, even with a return left stored', () => {
    const { actor, actors } = start({ ...ONE_WAY_FORM, returnLeg: BACK_SUITE });
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    expect(actors.refreshLegs.last().input).toEqual({ legs: [OUT_SUITE] });
  });

  it('a round trip without its return stored cannot open the form: the search says to choose', () => {
    const { actor, navigate, context, snapshot } = start({ ...ROUND_FORM, returnLeg: null });
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    expect(snapshot().matches({ search: 'editing' })).toBe(true);
    expect(context().refusal).toEqual({ key: 'chooseCabinClass' });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/search', replace: true });
  });

  it('a round trip’s return no longer offered: back to the round-trip list, both legs dropped', async () => {
    const { actor, actors, navigate, context, snapshot, store } = start(ROUND_FORM);
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    actors.refreshLegs.last().resolve([OUT_SUITE, null]);
    await settle();
    expect(snapshot().matches({ roundTrip: { outbound: 'loading' } })).toBe(true);
    expect(context().outbound).toBeNull();
    expect(context().returnLeg).toBeNull();
    expect(context().refusal).toEqual({ key: 'chooseCabinClass' });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-10', replace: true });
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ outbound: null, returnLeg: null }));
  });

  it('an empty refresh answer is not a form: back to the list', async () => {
    const { actor, actors, snapshot } = start(ONE_WAY_FORM);
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    actors.refreshLegs.last().resolve([]);
    await settle();
    expect(snapshot().matches('oneWay')).toBe(true);
  });

  it('a refresh that failed can be tried again', async () => {
    const { actor, actors, snapshot, context } = start(ONE_WAY_FORM);
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    actors.refreshLegs.last().reject(new Error('offline'));
    await settle();
    expect(snapshot().matches({ createOrder: 'refreshFailed' })).toBe(true);
    expect(context().outbound).toEqual(OUT_SUITE);
    actor.send({ type: 'list.retry' });
    expect(snapshot().matches({ createOrder: 'refreshing' })).toBe(true);
    expect(actors.refreshLegs.calls).toHaveLength(2);
    actors.refreshLegs.last().resolve([OUT_SUITE]);
    await settle();
    expect(snapshot().matches({ createOrder: 'editing' })).toBe(true);
  });

  it('the form’s own address again while it is on changes nothing', async () => {
    const { actor, actors, snapshot } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'draft.change', draft: { ...DRAFT, contactName: '李四' } });
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    expect(snapshot().matches({ createOrder: 'editing' })).toBe(true);
    expect(actors.refreshLegs.calls).toHaveLength(1);
    expect(snapshot().context.draft.contactName).toBe('李四');
  });

  it('a draft opened while the form is on is read, and its choices replace the form’s', async () => {
    const { actor, actors, context, snapshot, navigate } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null, draftUuid: 'd-9' });
    expect(snapshot().matches({ createOrder: 'resuming' })).toBe(true);
    expect(actors.loadDraft.last().input).toEqual({ orderUuid: 'd-9' });
    actors.loadDraft.last().resolve({ ...ROUND_FORM, draftUuid: 'd-9', preferredCabin: 'FIRST_WESTERN' });
    await settle();
    expect(context()).toMatchObject({ criteria: ROUND, returnLeg: BACK_SUITE, draftUuid: 'd-9', preferredCabin: null, refusal: null, serverError: null });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/create_order', replace: true });
  });
});

describe('ticketing chart: the lists', () => {
  it('reads the outbound day for the search’s ports, and shows it', async () => {
    const { actor, actors, context, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    expect(actors.loadPortLines.last().input).toEqual({ departurePort: 'CNSHA', arrivalPort: 'JPOSA', date: '2026-12-03' });
    actors.loadPortLines.last().resolve([OUTBOUND]);
    await settle();
    expect(snapshot().matches({ oneWay: 'ready' })).toBe(true);
    expect(context().outboundList).toEqual([OUTBOUND]);
  });

  it('a list that failed shows no sailings and is read again on retry', async () => {
    const { actor, actors, context, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    actors.loadPortLines.last().resolve([OUTBOUND]);
    await settle();
    actor.send({ type: 'day.change', leg: 'outbound', date: '2026-12-04' });
    actors.loadPortLines.last().reject(new Error('offline'));
    await settle();
    expect(snapshot().matches({ oneWay: 'loadFailed' })).toBe(true);
    expect(context().outboundList).toEqual([]);
    actor.send({ type: 'list.retry' });
    expect(snapshot().matches({ oneWay: 'loading' })).toBe(true);
    expect(actors.loadPortLines.last().input).toEqual({ departurePort: 'CNSHA', arrivalPort: 'JPOSA', date: '2026-12-04' });
  });

  it('a day change of the return is not the one-way list’s', async () => {
    const { actor, actors, snapshot, context } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    actors.loadPortLines.last().resolve([OUTBOUND]);
    await settle();
    actor.send({ type: 'day.change', leg: 'return', date: '2026-12-12' });
    expect(snapshot().matches({ oneWay: 'ready' })).toBe(true);
    expect(context().criteria.returnDate).toBe('');
    expect(actors.loadPortLines.calls).toHaveLength(1);
  });

  it('a changed day clears the last refusal and is kept', async () => {
    const { actor, actors, context, store } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: { departurePort: 'CNSHA' } });
    expect(context().refusal).toEqual({ key: 'filterIncomplete' });
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    actors.loadPortLines.last().resolve([OUTBOUND]);
    await settle();
    actor.send({ type: 'day.change', leg: 'outbound', date: '2026-12-05' });
    expect(context().refusal).toBeNull();
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ criteria: { ...ONE_WAY, outboundDate: '2026-12-05' } }));
  });

  it('a list URL clears the last refusal and stores its search', () => {
    const { actor, context, store } = start();
    actor.send({ type: 'search.quick', criteria: { ...ONE_WAY, arrivalPort: '' } });
    expect(context().refusal).toEqual({ key: 'filterIncomplete' });
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    expect(context().refusal).toBeNull();
    expect(store).toHaveBeenLastCalledWith({ criteria: ONE_WAY, outbound: null, returnLeg: null, draft: EMPTY_DRAFT, preferredCabin: null, draftUuid: null });
  });

  it('the list’s own address (the chart navigated there) reads nothing again; another search there does', async () => {
    const { actor, actors, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    actors.loadPortLines.last().resolve([OUTBOUND]);
    await settle();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    expect(snapshot().matches({ oneWay: 'ready' })).toBe(true);
    expect(actors.loadPortLines.calls).toHaveLength(1);
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: { ...ONE_WAY, outboundDate: '2026-12-06' } });
    expect(snapshot().matches({ oneWay: 'loading' })).toBe(true);
    expect(actors.loadPortLines.last().input).toMatchObject({ date: '2026-12-06' });
  });

  it('the round-trip list’s address while on the one-way list opens the round trip', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    actor.send({ type: 'route.opened', step: 'roundTrip', criteria: ROUND });
    expect(snapshot().matches({ roundTrip: { outbound: 'loading' } })).toBe(true);
    expect(snapshot().context.criteria).toEqual(ROUND);
  });

  it('from a list back to the search form, with its address', () => {
    const { actor, navigate, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    actor.send({ type: 'search.edit' });
    expect(snapshot().matches({ search: 'editing' })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/search', replace: false });

    actor.send({ type: 'route.opened', step: 'roundTrip', criteria: ROUND });
    actor.send({ type: 'search.edit' });
    expect(snapshot().matches({ search: 'editing' })).toBe(true);
  });

  it('a one-way sailing not in the list cannot be chosen', async () => {
    const { actor, actors, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    actors.loadPortLines.last().resolve([OUTBOUND]);
    await settle();
    expect(snapshot().can({ type: 'leg.choose', voyageUuid: 'v-unknown', cabinClass: 'SUITE' })).toBe(false);
    expect(snapshot().can({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'FIRST_WESTERN' })).toBe(false);
    expect(snapshot().can({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' })).toBe(true);
  });
});

describe('ticketing chart: a round trip’s return', () => {
  async function atReturn(returnList: VoyagePortLine[] = [RETURN]) {
    const run = start();
    run.actor.send({ type: 'route.opened', step: 'roundTrip', criteria: ROUND });
    run.actors.loadPortLines.last().resolve([OUTBOUND]);
    await settle();
    run.actor.send({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' });
    run.actors.loadPortLines.last().resolve(returnList);
    await settle();
    expect(run.snapshot().matches({ roundTrip: { inbound: 'ready' } })).toBe(true);
    return run;
  }

  it('reads the return day with the ports swapped, in the outbound’s currency', async () => {
    const { actors, context, store, navigate } = await atReturn();
    expect(actors.loadPortLines.last().input).toEqual({ departurePort: 'JPOSA', arrivalPort: 'CNSHA', date: '2026-12-10', currency: 'RMB' });
    expect(context().returnList).toEqual([RETURN]);
    // choosing the outbound stays on the round-trip screen
    expect(navigate).not.toHaveBeenCalled();
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ outbound: OUT_SUITE, returnLeg: null }));
  });

  it('a return day that failed shows no sailings, and is read again on retry', async () => {
    const { actor, actors, context, snapshot } = await atReturn();
    actor.send({ type: 'day.change', leg: 'return', date: '2026-12-11' });
    actors.loadPortLines.last().reject(new Error('offline'));
    await settle();
    expect(snapshot().matches({ roundTrip: { inbound: 'loadFailed' } })).toBe(true);
    expect(context().returnList).toEqual([]);
    actor.send({ type: 'list.retry' });
    expect(snapshot().matches({ roundTrip: { inbound: 'loading' } })).toBe(true);
    expect(actors.loadPortLines.last().input).toMatchObject({ date: '2026-12-11' });
  });

  it('another return day reads that day and replaces the address', async () => {
    const { actor, actors, context, navigate } = await atReturn();
    actor.send({ type: 'day.change', leg: 'return', date: '2026-12-11' });
    expect(context().criteria.returnDate).toBe('2026-12-11');
    expect(actors.loadPortLines.last().input).toEqual({ departurePort: 'JPOSA', arrivalPort: 'CNSHA', date: '2026-12-11', currency: 'RMB' });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-11', replace: true });
  });

  it('while choosing the return, an outbound day change is not taken', async () => {
    const { actor, actors, context } = await atReturn();
    actor.send({ type: 'day.change', leg: 'outbound', date: '2026-12-04' });
    expect(context().criteria.outboundDate).toBe('2026-12-03');
    expect(actors.loadPortLines.calls).toHaveLength(2);
  });

  it('while choosing the outbound, a return day change is not taken; an outbound one reads that day', async () => {
    const { actor, actors, context, navigate, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'roundTrip', criteria: ROUND });
    actors.loadPortLines.last().resolve([OUTBOUND]);
    await settle();
    actor.send({ type: 'day.change', leg: 'return', date: '2026-12-12' });
    expect(context().criteria.returnDate).toBe('2026-12-10');
    expect(actors.loadPortLines.calls).toHaveLength(1);
    actor.send({ type: 'day.change', leg: 'outbound', date: '2026-12-04' });
    expect(snapshot().matches({ roundTrip: { outbound: 'loading' } })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-04&returnDate=2026-12-10', replace: true });
  });

  it('the outbound chosen again clears the refusal of the return', async () => {
    const { actor, context, snapshot } = await atReturn([RETURN, CLASH_RETURN]);
    actor.send({ type: 'return.choose', voyageUuid: CLASH_RETURN.uuid });
    expect(context().refusal).not.toBeNull();
    actor.send({ type: 'outbound.change' });
    expect(snapshot().matches({ roundTrip: { outbound: 'loading' } })).toBe(true);
    expect(context().refusal).toBeNull();
  });

  it('a return leaving too soon says the route’s turnaround in hours', async () => {
    const soon = portLine('v-soon', '2026-12-05T02:30:00.000Z', { departurePort: 'JPOSA', arrivalPort: 'CNSHA', minTurnaroundMinutes: 90 });
    const { actor, context } = await atReturn([soon]);
    actor.send({ type: 'return.choose', voyageUuid: 'v-soon' });
    expect(context().refusal).toEqual({ key: 'returnBeforeTurnaround', params: { hours: 1.5 } });
  });

  it('a return not in the list is refused, and nothing is chosen', async () => {
    const { actor, context, snapshot } = await atReturn();
    actor.send({ type: 'return.choose', voyageUuid: 'v-unknown' });
    expect(snapshot().matches({ roundTrip: { inbound: 'ready' } })).toBe(true);
    expect(context().refusal).toEqual({ key: 'returnBeforeOutbound' });
    expect(context().returnLeg).toBeNull();
  });

  it('a good return clears the last refusal and goes to the form', async () => {
    const { actor, context, navigate } = await atReturn([RETURN, CLASH_RETURN]);
    actor.send({ type: 'return.choose', voyageUuid: CLASH_RETURN.uuid });
    actor.send({ type: 'return.choose', voyageUuid: RETURN.uuid });
    expect(context().refusal).toBeNull();
    expect(context().returnLeg).toEqual(BACK_SUITE);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/create_order', replace: false });
  });

  it('back from a round trip’s form returns to choosing the return', async () => {
    const { actor, actors, snapshot, navigate } = await atForm(ROUND_FORM);
    actor.send({ type: 'order.back' });
    expect(snapshot().matches({ roundTrip: { inbound: 'loading' } })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-10', replace: false });
    expect(actors.loadPortLines.last().input).toMatchObject({ departurePort: 'JPOSA', date: '2026-12-10' });
  });

  it('back from a one-way form returns to the one-way list and clears the server’s message', async () => {
    const { actor, actors, snapshot, navigate, context } = await atForm(ONE_WAY_FORM);
    actor.send({ type: 'order.submit', draft: DRAFT });
    actors.submitOrder.last().reject({ message: '有误', code: ErrorCode.VALIDATION });
    await settle();
    actor.send({ type: 'order.back' });
    expect(snapshot().matches({ oneWay: 'loading' })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-03', replace: false });
    expect(context().serverError).toBeNull();
  });
});

describe('ticketing chart: the search', () => {
  it('the search screen’s own address keeps what the search holds', () => {
    const { actor, context, store } = start(ONE_WAY_FORM);
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    expect(context().criteria).toEqual(ONE_WAY);
    store.mockClear();
    actor.send({ type: 'search.change', criteria: { arrivalPort: 'JPKOB' } });
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    expect(context().criteria.arrivalPort).toBe('JPKOB');
    expect(store).toHaveBeenCalledTimes(1);
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ criteria: { ...ONE_WAY, arrivalPort: 'JPKOB' } }));
  });

  it('a search address with a search in it, while on the search, takes it', () => {
    const { actor, context } = start();
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    actor.send({ type: 'route.opened', step: 'search', criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA' } });
    expect(context().criteria).toMatchObject({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' });
  });

  it('a change clears the last refusal', () => {
    const { actor, context } = start();
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    actor.send({ type: 'search.submit' });
    expect(context().refusal).toEqual({ key: 'filterIncomplete' });
    actor.send({ type: 'search.change', criteria: { departurePort: 'CNSHA' } });
    expect(context().refusal).toBeNull();
  });

  it('a submitted search clears the last refusal on its way to the list', () => {
    const { actor, context, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    actor.send({ type: 'search.change', criteria: { ...ROUND, returnDate: '2026-12-01' } });
    actor.send({ type: 'search.submit' });
    expect(context().refusal).toEqual({ key: 'returnBeforeOutbound' });
    actor.send({ type: 'search.change', criteria: { returnDate: '2026-12-10' } });
    actor.send({ type: 'search.submit' });
    expect(snapshot().matches('roundTrip')).toBe(true);
    expect(context().refusal).toBeNull();
  });

  it('a one-way search never asks about the return day', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    actor.send({ type: 'search.change', criteria: { ...ONE_WAY, returnDate: '2026-12-01' } });
    actor.send({ type: 'search.submit' });
    expect(snapshot().matches({ oneWay: 'loading' })).toBe(true);
  });

  it('the home page’s search from a list replaces the search held', () => {
    const { actor, snapshot, context } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY });
    actor.send({ type: 'search.quick', criteria: ROUND });
    expect(snapshot().matches({ roundTrip: { outbound: 'loading' } })).toBe(true);
    expect(context().criteria).toEqual(ROUND);
  });

  it('buying again reads the order named in the address, and its choices replace the form’s', async () => {
    const { actor, actors, context, store, navigate } = start({ ...ROUND_FORM, draftUuid: 'd-1', preferredCabin: null });
    actor.send({ type: 'route.opened', step: 'search', criteria: { tripType: 'ONE_WAY' }, repeatOrderUuid: 'o-9' });
    expect(actors.loadRepeatOrder.last().input).toEqual({ orderUuid: 'o-9' });
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ criteria: { ...ROUND, tripType: 'ONE_WAY' } }));
    actors.loadRepeatOrder.last().resolve({
      criteria: { departurePort: 'JPOSA', arrivalPort: 'CNSHA', tripType: 'ONE_WAY' },
      cabinClass: 'FIRST_WESTERN',
      draft: { ...DRAFT, contactName: '李四' },
    });
    await settle();
    expect(context()).toMatchObject({
      criteria: { ...ROUND, departurePort: 'JPOSA', arrivalPort: 'CNSHA', tripType: 'ONE_WAY' },
      draft: { ...DRAFT, contactName: '李四' },
      preferredCabin: 'FIRST_WESTERN',
      draftUuid: null,
      outbound: null,
      returnLeg: null,
    });
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ preferredCabin: 'FIRST_WESTERN', draftUuid: null, outbound: null }));
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/search', replace: true });
  });

  it('an order bought again without a cabin class marks none', async () => {
    const { actor, actors, context } = start();
    actor.send({ type: 'route.opened', step: 'search', criteria: null, repeatOrderUuid: 'o-9' });
    actors.loadRepeatOrder.last().resolve({ criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY' }, cabinClass: '', draft: DRAFT });
    await settle();
    expect(context().preferredCabin).toBeNull();
  });

  it('a search address without an order to buy again is the plain search', () => {
    const { actor, actors, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'search', criteria: null, repeatOrderUuid: '' });
    expect(snapshot().matches({ search: 'editing' })).toBe(true);
    expect(actors.loadRepeatOrder.calls).toHaveLength(0);
  });

  it('a form address with an empty draft is the stored form, not a draft to read', () => {
    const { actor, actors, snapshot } = start(ONE_WAY_FORM);
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null, draftUuid: '' });
    expect(snapshot().matches({ createOrder: 'refreshing' })).toBe(true);
    expect(actors.loadDraft.calls).toHaveLength(0);
  });

  it('a draft opened from a list clears the refusal while it is read', () => {
    const { actor, context, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: { departurePort: 'CNSHA' } });
    expect(context().refusal).not.toBeNull();
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null, draftUuid: 'd-1' });
    expect(snapshot().matches({ createOrder: 'resuming' })).toBe(true);
    expect(context().refusal).toBeNull();
  });

  it('the stored form opened from the search clears the refusal while its legs are read', () => {
    const { actor, context } = start(ONE_WAY_FORM);
    actor.send({ type: 'search.quick', criteria: { ...ONE_WAY, arrivalPort: '' } });
    expect(context().refusal).not.toBeNull();
    actor.send({ type: 'search.change', criteria: { arrivalPort: 'JPOSA' } });
    actor.send({ type: 'search.quick', criteria: { ...ONE_WAY, arrivalPort: '' } });
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    expect(context().refusal).toBeNull();
  });
});

describe('ticketing chart: which screen an address opens', () => {
  it('opening the search screen says nothing is wrong', () => {
    const { actor, context, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    expect(snapshot().matches({ search: 'editing' })).toBe(true);
    expect(context().refusal).toBeNull();
  });

  it('from the search, the form’s address with the legs stored goes to the form', () => {
    const { actor, snapshot } = start(ONE_WAY_FORM);
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    expect(snapshot().matches({ createOrder: 'refreshing' })).toBe(true);
  });

  it('only the search buys an order again: a list’s address naming an order is just the list', () => {
    const { actor, actors, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: ONE_WAY, repeatOrderUuid: 'o-9' });
    expect(snapshot().matches({ oneWay: 'loading' })).toBe(true);
    expect(actors.loadRepeatOrder.calls).toHaveLength(0);
  });

  it('only the form goes on with a draft: the search’s address naming one is just the search', () => {
    const { actor, actors, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'search', criteria: null, draftUuid: 'd-1' });
    expect(snapshot().matches({ search: 'editing' })).toBe(true);
    expect(actors.loadDraft.calls).toHaveLength(0);
  });
});

describe('ticketing chart: the return offers the outbound’s cabin', () => {
  it('judges the ticket types of the cabin chosen, not of the outbound’s first cabin', async () => {
    const adultsOnly = { fares: [{ ticketType: 'ADULT', amount: 900 }] };
    const outbound = portLine('v-out2', '2026-12-03T04:00:00.000Z', {
      cabins: [{ ...OUTBOUND.cabins[1]!, remainingBerths: 10, ...adultsOnly }, OUTBOUND.cabins[0]!],
    });
    const back = portLine('v-back2', '2026-12-10T03:00:00.000Z', {
      departurePort: 'JPOSA',
      arrivalPort: 'CNSHA',
      cabins: [{ ...OUTBOUND.cabins[0]!, ...adultsOnly }],
    });
    const { actor, actors, context, snapshot } = start();
    actor.send({ type: 'route.opened', step: 'roundTrip', criteria: ROUND });
    actors.loadPortLines.last().resolve([outbound]);
    await settle();
    actor.send({ type: 'leg.choose', voyageUuid: 'v-out2', cabinClass: 'SUITE' });
    actors.loadPortLines.last().resolve([back]);
    await settle();
    actor.send({ type: 'return.choose', voyageUuid: 'v-back2' });
    expect(snapshot().matches({ roundTrip: { inbound: 'ready' } })).toBe(true);
    expect(context().refusal).toEqual({ key: 'roundCabinError' });
  });

  it('an outbound whose cabin is no longer listed live: the return is judged by the cabin class alone', async () => {
    const { actor, actors, snapshot } = start(ROUND_FORM);
    actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
    const liveOut = { voyage: { ...OUTBOUND, cabins: [OUTBOUND.cabins[1]!] }, cabinClass: 'SUITE' };
    actors.refreshLegs.last().resolve([liveOut, BACK_SUITE]);
    await settle();
    actor.send({ type: 'order.back' });
    actors.loadPortLines.last().resolve([RETURN]);
    await settle();
    actor.send({ type: 'return.choose', voyageUuid: RETURN.uuid });
    expect(snapshot().matches({ createOrder: 'editing' })).toBe(true);
  });
});
