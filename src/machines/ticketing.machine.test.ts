import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ErrorCode } from '../domain/errorCodes';
import type { OrderDraft, OrderPassengerInput, OrderRequest, OrderView } from '../domain/ticketing/order';
import { leg, order } from './orders.fixtures';
import type { VoyagePortLine } from '../domain/voyages';
import { createTicketingActors, type TicketingServices } from './ticketing.actors';
import { canReturnDayFollowOutboundDay, criteriaFromUrl, EMPTY_CRITERIA, isSearchComplete, stepLocation, type SearchCriteria } from './ticketing.criteria';
import {
  cabin,
  CLASH_RETURN,
  EARLY_RETURN,
  OUTBOUND,
  portLine,
  RETURN,
  RETURN_SUITE_SOLD_OUT,
  RETURN_WITHOUT_SUITE,
  TURNAROUND_RETURN,
} from './ticketing.fixtures';
import { ticketingMachine, type StoredChoices } from './ticketing.machine';
import { selectDraftSave, selectLegs, selectStepIndex } from './ticketing.selectors';

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

function setup({
  stored = null,
  lists = {},
  save,
  orders = {},
}: {
  stored?: StoredChoices | null;
  lists?: Record<string, VoyagePortLine[]>;
  save?: (r: OrderRequest) => Promise<OrderView>;
  orders?: Record<string, OrderView>;
} = {}) {
  const services: TicketingServices = {
    getWebTsVoyageList: vi.fn(async (route, date) => lists[`${route.departurePort}>${route.arrivalPort}@${date}`] ?? []),
    saveOrder: vi.fn(save ?? (async () => ({ uuid: 'o-1', status: 'DUE_PAY' }) as OrderView)),
    loadOrder: vi.fn(async (uuid: string) => {
      const found = orders[uuid];
      if (!found) throw { code: ErrorCode.NOT_FOUND, message: '记录不存在' };
      return found;
    }),
    getDictList: vi.fn(async () => []),
    getAdultAge: vi.fn(async () => 12),
    getPassengerNotice: vi.fn(async () => ({ version: 1, zh: '须知', ja: '注意事項' })),
    getAccountInfo: vi.fn(async () => {
      throw new Error('no account in this test');
    }),
  };
  const navigate = vi.fn();
  const store = vi.fn();
  const actor = createActor(
    ticketingMachine.provide({
      actors: createTicketingActors(services),
      actions: { navigate: (_, params) => navigate(params), storeChoices: (_, choices) => store(choices) },
    }),
    { input: { stored } },
  );
  actor.start();
  return { actor, services, navigate, store };
}

const DAY_LISTS = {
  'CNSHA>JPOSA@2026-12-03': [OUTBOUND],
  'JPOSA>CNSHA@2026-12-10': [RETURN, EARLY_RETURN, RETURN_WITHOUT_SUITE, RETURN_SUITE_SOLD_OUT, TURNAROUND_RETURN, CLASH_RETURN],
};

describe('search criteria', () => {
  it.each([
    [ONE_WAY, true],
    [{ ...ONE_WAY, arrivalPort: '' }, false],
    [{ ...ONE_WAY, arrivalPort: 'CNSHA' }, false],
    [{ ...ONE_WAY, outboundDate: '2026-02-30' }, false],
    [ROUND, true],
    [{ ...ROUND, returnDate: '' }, false],
  ])('isSearchComplete %j: %s', (criteria, complete) => {
    expect(isSearchComplete(criteria)).toBe(complete);
  });

  it.each([
    ['2026-12-10', true],
    // the same day: a return later that day may still follow
    ['2026-12-03', true],
    ['2026-12-02', false],
  ])('a return on %s after an outbound on 2026-12-03 can follow: %s', (returnDate, ok) => {
    expect(canReturnDayFollowOutboundDay({ ...ROUND, returnDate })).toBe(ok);
  });

  it('carries the search in the lists’ URLs and reads it back', () => {
    expect(stepLocation('oneWay', ONE_WAY)).toBe('/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-03');
    expect(stepLocation('roundTrip', ROUND)).toBe('/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-10');
    expect(stepLocation('createOrder', ROUND)).toBe('/ticketing/create_order');
    expect(criteriaFromUrl('roundTrip', '?from=cnsha&to=JPOSA&date=2026-12-03&returnDate=2026-12-10')).toEqual({ ...ROUND });
    expect(criteriaFromUrl('search', '')).toBeNull();
    expect(criteriaFromUrl('oneWay', '')).toEqual({ tripType: 'ONE_WAY' });
  });
});

describe('ticketing flow', () => {
  it('refuses an incomplete search with the spec message and stays', () => {
    const { actor, navigate } = setup();
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    actor.send({ type: 'search.change', criteria: { departurePort: 'CNSHA' } });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().matches('search')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toEqual({ key: 'filterIncomplete' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses a round trip whose return day is before the outbound day', () => {
    const { actor } = setup();
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    actor.send({ type: 'search.change', criteria: { ...ROUND, returnDate: '2026-12-02' } });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.refusal).toEqual({ key: 'returnBeforeOutbound' });
  });

  describe('the home page’s search, before any ticketing screen opened', () => {
    it('hands a one-way search over to the one-way list with its fields, and keeps it', () => {
      const { actor, navigate, store } = setup();
      actor.send({ type: 'search.quick', criteria: ONE_WAY });
      expect(navigate).toHaveBeenCalledWith({ to: '/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-03', replace: false });
      expect(actor.getSnapshot().matches('oneWay')).toBe(true);
      expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ criteria: ONE_WAY }));
    });

    it('hands a round trip over to the round-trip list with the return day', () => {
      const { actor, navigate } = setup();
      actor.send({ type: 'search.quick', criteria: ROUND });
      expect(navigate).toHaveBeenCalledWith({ to: '/ticketing/round_trip?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-10', replace: false });
    });

    it.each([
      [{ ...ONE_WAY, outboundDate: '' }, 'filterIncomplete'],
      [{ ...ONE_WAY, arrivalPort: 'CNSHA' }, 'filterIncomplete'],
      [{ ...ROUND, returnDate: '' }, 'filterIncomplete'],
      [{ ...ROUND, returnDate: '2026-12-01' }, 'returnBeforeOutbound'],
    ])('refuses %j in the ticketing rules’ words (%s), and shows nothing', (criteria, key) => {
      const { actor, navigate } = setup();
      actor.send({ type: 'search.quick', criteria });
      expect(actor.getSnapshot().context.refusal).toEqual({ key });
      expect(actor.getSnapshot().matches({ search: 'editing' })).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('one way: search, the day’s list, a sold-out cabin cannot be chosen, a cabin with berths goes to the form', async () => {
    const { actor, services, navigate, store } = setup({ lists: DAY_LISTS });
    actor.send({ type: 'route.opened', step: 'search', criteria: null });
    actor.send({ type: 'search.change', criteria: ONE_WAY });
    actor.send({ type: 'search.submit' });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-03', replace: false });
    // The page the chart navigated to says it opened: nothing is loaded twice.
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: criteriaFromUrl('oneWay', '?from=CNSHA&to=JPOSA&date=2026-12-03') });
    await waitFor(actor, (s) => s.matches({ oneWay: 'ready' }));
    expect(services.getWebTsVoyageList).toHaveBeenCalledTimes(1);
    expect(services.getWebTsVoyageList).toHaveBeenCalledWith({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-03', undefined, {
      signal: expect.any(AbortSignal),
    });

    const soldOut = { type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SECOND_DORM' } as const;
    expect(actor.getSnapshot().can(soldOut)).toBe(false);
    actor.send(soldOut);
    expect(actor.getSnapshot().matches({ oneWay: 'ready' })).toBe(true);

    actor.send({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' });
    expect(actor.getSnapshot().matches({ createOrder: 'editing' })).toBe(true);
    expect(selectStepIndex(actor.getSnapshot())).toBe(1);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/create_order', replace: false });
    expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ outbound: { voyage: OUTBOUND, cabinClass: 'SUITE' }, criteria: ONE_WAY }));
  });

  it('another day reloads the list and replaces the URL', async () => {
    const { actor, services, navigate } = setup({ lists: DAY_LISTS });
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: criteriaFromUrl('oneWay', '?from=CNSHA&to=JPOSA&date=2026-12-03') });
    await waitFor(actor, (s) => s.matches({ oneWay: 'ready' }));
    actor.send({ type: 'day.change', leg: 'outbound', date: '2026-12-04' });
    await waitFor(actor, (s) => s.matches({ oneWay: 'ready' }));
    expect(services.getWebTsVoyageList).toHaveBeenLastCalledWith({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-04', undefined, {
      signal: expect.any(AbortSignal),
    });
    expect(actor.getSnapshot().context.outboundList).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-04', replace: true });
  });

  it('a list URL without the whole search asks for the search with the spec message, and loads nothing', () => {
    const { actor, navigate, services } = setup();
    actor.send({ type: 'route.opened', step: 'oneWay', criteria: criteriaFromUrl('oneWay', '?from=CNSHA') });
    expect(actor.getSnapshot().matches('search')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toEqual({ key: 'filterIncomplete' });
    expect(actor.getSnapshot().context.criteria.departurePort).toBe('CNSHA');
    expect(navigate).not.toHaveBeenCalled();
    expect(services.getWebTsVoyageList).not.toHaveBeenCalled();
  });

  describe('round trip', () => {
    async function atReturn() {
      const setupResult = setup({ lists: DAY_LISTS });
      const { actor } = setupResult;
      actor.send({
        type: 'route.opened',
        step: 'roundTrip',
        criteria: criteriaFromUrl('roundTrip', '?from=CNSHA&to=JPOSA&date=2026-12-03&returnDate=2026-12-10'),
      });
      await waitFor(actor, (s) => s.matches({ roundTrip: { outbound: 'ready' } }));
      actor.send({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' });
      await waitFor(actor, (s) => s.matches({ roundTrip: { inbound: 'ready' } }));
      return setupResult;
    }

    it('asks for the return with the ports swapped, in the outbound’s currency', async () => {
      const { services } = await atReturn();
      expect(services.getWebTsVoyageList).toHaveBeenLastCalledWith({ departurePort: 'JPOSA', arrivalPort: 'CNSHA' }, '2026-12-10', 'RMB', {
        signal: expect.any(AbortSignal),
      });
    });

    it('refuses a return departing before the outbound', async () => {
      const { actor } = await atReturn();
      actor.send({ type: 'return.choose', voyageUuid: EARLY_RETURN.uuid });
      expect(actor.getSnapshot().matches({ roundTrip: { inbound: 'ready' } })).toBe(true);
      expect(actor.getSnapshot().context.refusal).toEqual({ key: 'returnBeforeOutbound' });
    });

    it('refuses a return leaving less than the minimum turnaround after the outbound arrives, saying how long', async () => {
      const { actor } = await atReturn();
      actor.send({ type: 'return.choose', voyageUuid: CLASH_RETURN.uuid });
      expect(actor.getSnapshot().matches({ roundTrip: { inbound: 'ready' } })).toBe(true);
      expect(actor.getSnapshot().context.refusal).toEqual({ key: 'returnBeforeTurnaround', params: { hours: 2 } });
    });

    it('takes a return leaving exactly the minimum turnaround after the outbound arrives', async () => {
      const { actor } = await atReturn();
      actor.send({ type: 'return.choose', voyageUuid: TURNAROUND_RETURN.uuid });
      expect(actor.getSnapshot().matches('createOrder')).toBe(true);
      expect(actor.getSnapshot().context.returnLeg?.voyage.uuid).toBe(TURNAROUND_RETURN.uuid);
    });

    it('refuses a return without the outbound cabin class (RoundCabinError)', async () => {
      const { actor } = await atReturn();
      actor.send({ type: 'return.choose', voyageUuid: RETURN_WITHOUT_SUITE.uuid });
      expect(actor.getSnapshot().context.refusal).toEqual({ key: 'roundCabinError' });
    });

    it('refuses a return whose cabin lacks a ticket type of the outbound’s (RoundCabinError)', async () => {
      const fewerTypes = portLine('v-adults', '2026-12-10T09:00:00.000Z', {
        departurePort: 'JPOSA',
        arrivalPort: 'CNSHA',
        cabins: [cabin('SUITE', 5, { fares: [{ ticketType: 'ADULT', amount: 1500 }] })],
      });
      const { actor } = setup({ lists: { ...DAY_LISTS, 'JPOSA>CNSHA@2026-12-10': [fewerTypes] } });
      actor.send({ type: 'route.opened', step: 'roundTrip', criteria: ROUND });
      await waitFor(actor, (s) => s.matches({ roundTrip: { outbound: 'ready' } }));
      actor.send({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' });
      await waitFor(actor, (s) => s.matches({ roundTrip: { inbound: 'ready' } }));
      actor.send({ type: 'return.choose', voyageUuid: fewerTypes.uuid });
      expect(actor.getSnapshot().context.refusal).toEqual({ key: 'roundCabinError' });
    });

    it('a sold-out return cabin cannot be chosen', async () => {
      const { actor } = await atReturn();
      expect(actor.getSnapshot().can({ type: 'return.choose', voyageUuid: RETURN_SUITE_SOLD_OUT.uuid })).toBe(false);
    });

    it('the return keeps the outbound’s cabin class, and going back from the form keeps both', async () => {
      const { actor, navigate } = await atReturn();
      actor.send({ type: 'return.choose', voyageUuid: RETURN.uuid });
      expect(actor.getSnapshot().matches({ createOrder: 'editing' })).toBe(true);
      expect(selectLegs(actor.getSnapshot()).map((l) => [l.voyage.uuid, l.cabinClass])).toEqual([
        [OUTBOUND.uuid, 'SUITE'],
        [RETURN.uuid, 'SUITE'],
      ]);
      actor.send({ type: 'draft.change', draft: DRAFT });
      actor.send({ type: 'order.back' });
      expect(actor.getSnapshot().matches({ roundTrip: 'inbound' })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith({ to: stepLocation('roundTrip', ROUND), replace: false });
      expect(actor.getSnapshot().context.outbound?.voyage.uuid).toBe(OUTBOUND.uuid);
      expect(actor.getSnapshot().context.returnLeg?.voyage.uuid).toBe(RETURN.uuid);
      expect(actor.getSnapshot().context.draft).toEqual(DRAFT);
    });

    it('choosing another outbound drops the return chosen against the old one', async () => {
      const { actor } = await atReturn();
      actor.send({ type: 'return.choose', voyageUuid: RETURN.uuid });
      actor.send({ type: 'order.back' });
      actor.send({ type: 'outbound.change' });
      await waitFor(actor, (s) => s.matches({ roundTrip: { outbound: 'ready' } }));
      actor.send({ type: 'leg.choose', voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' });
      expect(actor.getSnapshot().context.returnLeg).toBeNull();
    });
  });

  describe('the form after a reload or the login detour', () => {
    const STORED: StoredChoices = { criteria: ONE_WAY, outbound: { voyage: OUTBOUND, cabinClass: 'SUITE' }, returnLeg: null, draft: DRAFT };

    it('resumes with the stored sailing refreshed live (found by uuid) and the stored draft', async () => {
      const live = { ...OUTBOUND, cabins: [cabin('SUITE', 1)] };
      const { actor, services } = setup({ stored: STORED, lists: { 'CNSHA>JPOSA@2026-12-03': [live] } });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      // the outbound's day is its departure port's local date
      expect(services.getWebTsVoyageList).toHaveBeenCalledWith({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-03', undefined, {
        signal: expect.any(AbortSignal),
      });
      expect(actor.getSnapshot().context.outbound?.voyage.cabins[0]?.remainingBerths).toBe(1);
      expect(actor.getSnapshot().context.draft).toEqual(DRAFT);
    });

    it('a stored sailing no longer offered sends back to the list with a message', async () => {
      const { actor, navigate } = setup({ stored: STORED, lists: {} });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      await waitFor(actor, (s) => s.matches('oneWay'));
      expect(actor.getSnapshot().context.refusal).toEqual({ key: 'chooseCabinClass' });
      expect(actor.getSnapshot().context.outbound).toBeNull();
      expect(navigate).toHaveBeenCalledWith({ to: stepLocation('oneWay', ONE_WAY), replace: true });
    });

    it('nothing chosen: the search form instead', () => {
      const { actor, navigate } = setup();
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      expect(actor.getSnapshot().matches('search')).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/search', replace: true });
    });

    it('submits the order, hands it over to payment and forgets the passengers', async () => {
      const { actor, services, navigate, store } = setup({ stored: STORED, lists: DAY_LISTS });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      actor.send({ type: 'order.submit', draft: DRAFT });
      await waitFor(actor, (s) => s.matches('payment'));
      expect(services.saveOrder).toHaveBeenCalledWith(
        { ...DRAFT, submit: true, orderType: 'ONE_WAY', outbound: { voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' }, returnLeg: null },
        { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      );
      expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/pay?uuid=o-1', replace: false });
      expect(selectStepIndex(actor.getSnapshot())).toBe(2);
      expect(store).toHaveBeenLastCalledWith({
        criteria: ONE_WAY,
        outbound: null,
        returnLeg: null,
        draft: expect.objectContaining({ passengers: [], contactName: '' }),
        preferredCabin: null,
        draftUuid: null,
      });
    });

    it('not enough tickets: the spec message, the server’s field messages, and the live berths again', async () => {
      const fields = { 'outbound.cabinClass': { message: '余票不足', jpMessage: '残席が不足しています' } };
      const { actor, services } = setup({
        stored: STORED,
        lists: DAY_LISTS,
        save: async () => {
          throw Object.assign(new Error('余票不足'), { code: ErrorCode.CONFLICT, data: { fields } });
        },
      });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      actor.send({ type: 'order.submit', draft: DRAFT });
      await waitFor(actor, (s) => s.matches({ createOrder: 'recounting' }));
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      expect(services.getWebTsVoyageList).toHaveBeenCalledTimes(2);
      expect(actor.getSnapshot().context.refusal).toEqual({ key: 'notEnoughTickets' });
      expect(actor.getSnapshot().context.serverError).toEqual({ message: '余票不足', fields });
    });

    it('another refusal stays on the form with the server’s messages', async () => {
      const { actor } = setup({
        stored: STORED,
        lists: DAY_LISTS,
        save: async () => {
          throw Object.assign(new Error('请填写联系人信息'), {
            code: ErrorCode.VALIDATION,
            data: { fields: { contactName: { message: '请填写联系人信息', jpMessage: '連絡先情報を入力してください' } } },
          });
        },
      });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      actor.send({ type: 'order.submit', draft: DRAFT });
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }) && s.context.serverError !== null);
      expect(actor.getSnapshot().context.refusal).toBeNull();
      expect(actor.getSnapshot().context.serverError?.fields?.contactName?.jpMessage).toBe('連絡先情報を入力してください');
    });
  });

  describe('buy again', () => {
    const PASSENGER = {
      cnSurname: '张',
      cnGivenName: '三',
      ticketType: 'ADULT',
      savedPassengerUuid: 'p-1',
      saveToList: true,
    } as unknown as OrderPassengerInput;
    const EARLIER = order('o-9', 'CANCEL', {
      orderType: 'ROUND_TRIP',
      extraBed: true,
      passengers: [PASSENGER],
      legs: [leg({ legIndex: 1, departurePort: 'JPOSA', arrivalPort: 'CNSHA', cabinClass: 'SUITE' }), leg({ cabinClass: 'SUITE' })],
    });

    it('the search with the order’s route and trip type, its cabin preferred, its contact and party in the form, the order dropped from the URL', async () => {
      const { actor, navigate, store, services } = setup({ orders: { 'o-9': EARLIER } });
      actor.send({ type: 'route.opened', step: 'search', criteria: criteriaFromUrl('search', '?from=CNSHA&to=JPOSA&type=ROUND_TRIP'), repeatOrderUuid: 'o-9' });
      expect(actor.getSnapshot().matches({ search: 'repeating' })).toBe(true);
      // the form waits for the order
      actor.send({ type: 'search.change', criteria: { outboundDate: '2026-12-03', returnDate: '2026-12-10' } });
      actor.send({ type: 'search.submit' });
      expect(actor.getSnapshot().matches({ search: 'repeating' })).toBe(true);
      await waitFor(actor, (s) => s.matches({ search: 'editing' }));
      const { context } = actor.getSnapshot();
      expect(services.loadOrder).toHaveBeenCalledWith('o-9', { signal: expect.any(AbortSignal) });
      expect(context.criteria).toEqual({
        departurePort: 'CNSHA',
        arrivalPort: 'JPOSA',
        tripType: 'ROUND_TRIP',
        outboundDate: '2026-12-03',
        returnDate: '2026-12-10',
      });
      expect(context.preferredCabin).toBe('SUITE');
      expect(context.draft).toEqual({
        contactName: EARLIER.contactName,
        contactPhone: EARLIER.contactPhone,
        contactEmail: EARLIER.contactEmail,
        passengers: [{ ...PASSENGER, saveToList: false }],
        extraBed: true,
        noticeAgreed: false,
      });
      expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/search', replace: true });
      expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ preferredCabin: 'SUITE', draft: context.draft }));
      // the same address again (the replaced URL) changes nothing
      actor.send({ type: 'route.opened', step: 'search', criteria: null });
      expect(actor.getSnapshot().context.preferredCabin).toBe('SUITE');
    });

    it('an order that cannot be read: the search goes on with the route and says so', async () => {
      const { actor, navigate } = setup();
      actor.send({ type: 'route.opened', step: 'search', criteria: criteriaFromUrl('search', '?from=CNSHA&to=JPOSA'), repeatOrderUuid: 'gone' });
      await waitFor(actor, (s) => s.matches({ search: 'editing' }));
      expect(actor.getSnapshot().context.refusal).toEqual({ key: 'repeatOrderUnavailable' });
      expect(actor.getSnapshot().context.preferredCabin).toBeNull();
      expect(actor.getSnapshot().context.criteria.departurePort).toBe('CNSHA');
      expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/search', replace: true });
    });

    it('the preferred cabin is forgotten once the new order is created', async () => {
      const { actor } = setup({
        stored: { criteria: ONE_WAY, outbound: { voyage: OUTBOUND, cabinClass: 'SUITE' }, returnLeg: null, draft: DRAFT, preferredCabin: 'SUITE' },
        lists: DAY_LISTS,
      });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      actor.send({ type: 'order.submit', draft: DRAFT });
      await waitFor(actor, (s) => s.matches('payment'));
      expect(actor.getSnapshot().context.preferredCabin).toBeNull();
    });
  });

  describe('drafts', () => {
    const STORED_FORM: StoredChoices = { criteria: ONE_WAY, outbound: { voyage: OUTBOUND, cabinClass: 'SUITE' }, returnLeg: null, draft: DRAFT };

    it('saving keeps the form as it is on the server; saving again updates that draft, and submitting submits it', async () => {
      const saved: OrderRequest[] = [];
      const { actor, store } = setup({
        stored: STORED_FORM,
        lists: DAY_LISTS,
        save: async (request) => {
          saved.push(request);
          return { uuid: request.submit ? 'd-1' : 'd-1', status: request.submit ? 'DUE_PAY' : 'DRAFT' } as OrderView;
        },
      });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      const typed = { ...DRAFT, contactName: '王五', noticeAgreed: false };
      actor.send({ type: 'order.saveDraft', draft: typed });
      expect(selectDraftSave(actor.getSnapshot())).toBe('saving');
      await waitFor(actor, (s) => s.matches({ createOrder: { editing: 'saved' } }));
      expect(saved[0]).toMatchObject({ submit: false, contactName: '王五', outbound: { voyageUuid: OUTBOUND.uuid, cabinClass: 'SUITE' } });
      expect(saved[0]).not.toHaveProperty('uuid');
      expect(store).toHaveBeenLastCalledWith(expect.objectContaining({ draftUuid: 'd-1' }));
      // typing again: no longer what the server holds
      actor.send({ type: 'draft.change', draft: { ...typed, contactName: '王六' } });
      expect(selectDraftSave(actor.getSnapshot())).toBe('unsaved');
      actor.send({ type: 'order.saveDraft', draft: { ...typed, contactName: '王六' } });
      await waitFor(actor, (s) => s.matches({ createOrder: { editing: 'saved' } }));
      expect(saved[1]).toMatchObject({ uuid: 'd-1', submit: false, contactName: '王六' });
      actor.send({ type: 'order.submit', draft: DRAFT });
      await waitFor(actor, (s) => s.matches('payment'));
      expect(saved[2]).toMatchObject({ uuid: 'd-1', submit: true });
      expect(actor.getSnapshot().context.draftUuid).toBeNull();
    });

    it('a refused save stays on the form with the server’s message', async () => {
      const { actor } = setup({
        stored: STORED_FORM,
        lists: DAY_LISTS,
        save: async () => {
          throw Object.assign(new Error('内容过长'), { code: ErrorCode.VALIDATION, data: { fields: {} } });
        },
      });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      actor.send({ type: 'order.saveDraft', draft: DRAFT });
      await waitFor(actor, (s) => s.matches({ createOrder: { editing: 'unsaved' } }) && s.context.serverError !== null);
      expect(actor.getSnapshot().context.serverError?.message).toBe('内容过长');
      expect(actor.getSnapshot().context.draftUuid ?? null).toBeNull();
    });

    const DRAFT_ORDER = order('d-7', 'DRAFT', {
      contactName: '赵六',
      passengers: [{ cnSurname: '赵', ticketType: 'ADULT' } as unknown as OrderPassengerInput],
      legs: [leg({ voyageUuid: OUTBOUND.uuid, departureTime: OUTBOUND.departureTime, departureDate: '2026-12-03', cabinClass: 'SUITE' })],
    });

    it('going on with a draft: its sailing live, its party in the form, the draft dropped from the URL; submitting submits that draft', async () => {
      const saved: OrderRequest[] = [];
      const { actor, navigate } = setup({
        lists: DAY_LISTS,
        orders: { 'd-7': DRAFT_ORDER },
        save: async (request) => {
          saved.push(request);
          return { uuid: 'd-7', status: 'DUE_PAY' } as OrderView;
        },
      });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null, draftUuid: 'd-7' });
      expect(actor.getSnapshot().matches({ createOrder: 'resuming' })).toBe(true);
      await waitFor(actor, (s) => s.matches({ createOrder: 'editing' }));
      const { context } = actor.getSnapshot();
      expect(context.outbound).toEqual({ voyage: OUTBOUND, cabinClass: 'SUITE' });
      expect(context.criteria).toMatchObject({ departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY', outboundDate: '2026-12-03' });
      expect(context.draft).toMatchObject({ contactName: '赵六', noticeAgreed: false, passengers: [{ cnSurname: '赵' }] });
      expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/create_order', replace: true });
      // the address without the draft again: nothing changes
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null });
      expect(actor.getSnapshot().matches({ createOrder: 'editing' })).toBe(true);
      actor.send({ type: 'order.submit', draft: { ...context.draft, noticeAgreed: true } });
      await waitFor(actor, (s) => s.matches('payment'));
      expect(saved[0]).toMatchObject({ uuid: 'd-7', submit: true });
    });

    it.each([
      ['no longer a draft', { 'd-7': { ...DRAFT_ORDER, status: 'DUE_PAY' as const } }, DAY_LISTS],
      ['its sailing no longer offered', { 'd-7': DRAFT_ORDER }, {}],
      ['unknown', {}, DAY_LISTS],
    ])('a draft %s: the search says so', async (_, orders, lists) => {
      const { actor, navigate } = setup({ orders, lists });
      actor.send({ type: 'route.opened', step: 'createOrder', criteria: null, draftUuid: 'd-7' });
      await waitFor(actor, (s) => s.matches('search'));
      expect(actor.getSnapshot().context.refusal).toEqual({ key: 'draftUnavailable' });
      expect(navigate).toHaveBeenLastCalledWith({ to: '/ticketing/search', replace: true });
    });
  });

  it('starts empty without stored choices', () => {
    const { actor } = setup();
    expect(actor.getSnapshot().context.criteria).toEqual(EMPTY_CRITERIA);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
