import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { DictItem, DictType } from '../domain/baseData';
import { isUuid } from '../domain/ids';
import type { AccountInfo } from '../domain/identityApi';
import type { LegChoice, OrderPassengerInput, OrderRequest, OrderView } from '../domain/ticketing/order';
import type { VoyagePortLine } from '../domain/voyages';
import { decrypt, encrypt } from '../services/storage';
import { leg, order } from './orders.fixtures';
import { CHOICES_KEY, createChoiceStore, createTicketingActors, submitKeys, type TicketingServices } from './ticketing.actors';
import { OUTBOUND, portLine, RETURN } from './ticketing.fixtures';
import { EMPTY_DRAFT, type StoredChoices } from './ticketing.machine';

/** A submit body; only its identity matters here. */
const request = (contactName: string, submit = true) => ({ submit, contactName }) as unknown as OrderRequest;

function recording(answers: (() => Promise<OrderView>)[]) {
  const calls: { request: OrderRequest; key: string | undefined }[] = [];
  const services = {
    saveOrder: (req: OrderRequest, options?: { idempotencyKey?: string }) => {
      calls.push({ request: req, key: options?.idempotencyKey });
      return answers.shift()!();
    },
  } as unknown as TicketingServices;
  let n = 0;
  const actors = createTicketingActors(
    services,
    submitKeys(() => `key-${++n}`),
  );
  const submit = (input: OrderRequest) => toPromise(createActor(actors.submitOrder, { input }).start());
  return { calls, submit };
}

const lost = () => Promise.reject(new Error('no answer'));
const made = () => Promise.resolve({ uuid: 'o1' } as OrderView);

describe('submitOrder: the Idempotency-Key of a submit attempt', () => {
  it('sends the same key again when the same order is retried after a lost answer, and a new one after it went through', async () => {
    const { calls, submit } = recording([lost, made, made]);
    await expect(submit(request('王'))).rejects.toThrow('no answer');
    await submit(request('王'));
    await submit(request('王'));
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('makes a new key when the order changed between tries, and sends none for a draft', async () => {
    const { calls, submit } = recording([lost, made, made]);
    await expect(submit(request('王'))).rejects.toThrow();
    await submit(request('李'));
    await submit(request('李', false));
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2', undefined]);
  });
});

describe('submitKeys', () => {
  it('makes a random key per attempt by default', () => {
    const keys = submitKeys();
    const first = keys.keyFor(request('王'));
    expect(isUuid(first)).toBe(true);
    expect(keys.keyFor(request('王'))).toBe(first);
    keys.done();
    expect(keys.keyFor(request('王'))).not.toBe(first);
  });

  it('the actors make their own keys when given none', async () => {
    const saveOrder = vi.fn(async (_request: OrderRequest, _options?: { idempotencyKey?: string }) => ({ uuid: 'o1' }) as OrderView);
    const actors = createTicketingActors({ saveOrder } as unknown as TicketingServices);
    await toPromise(createActor(actors.submitOrder, { input: request('王') }).start());
    expect(saveOrder).toHaveBeenCalledWith(request('王'), { idempotencyKey: expect.any(String) });
    expect(isUuid(saveOrder.mock.calls[0]?.[1]?.idempotencyKey)).toBe(true);
  });

  it('saves a draft without any options and answers the saved order', async () => {
    const saveOrder = vi.fn(async () => ({ uuid: 'd-1', status: 'DRAFT' }) as OrderView);
    const actors = createTicketingActors({ saveOrder } as unknown as TicketingServices);
    const saved = await toPromise(createActor(actors.submitOrder, { input: request('王', false) }).start());
    expect(saved).toEqual({ uuid: 'd-1', status: 'DRAFT' });
    expect(saveOrder.mock.calls).toEqual([[request('王', false)]]);
  });
});

/** The day lists by `from>to@day`, recorded with the currency each was asked in. */
function voyageServices(lists: Record<string, VoyagePortLine[]>, orders: Record<string, OrderView> = {}) {
  const services = {
    getWebTsVoyageList: vi.fn(
      async (route: { departurePort: string; arrivalPort: string }, date: string) => lists[`${route.departurePort}>${route.arrivalPort}@${date}`] ?? [],
    ),
    loadOrder: vi.fn(async (uuid: string) => {
      const found = orders[uuid];
      if (!found) throw new Error('not found');
      return found;
    }),
  } as unknown as TicketingServices;
  return services;
}

const run = <T>(logic: Parameters<typeof createActor>[0], input?: unknown) => toPromise(createActor(logic, { input } as never).start()) as Promise<T>;
const anySignal = { signal: expect.any(AbortSignal) };

describe('loadPortLines', () => {
  it('asks for the day’s port lines of the route in the currency asked, with the actor’s signal', async () => {
    const services = voyageServices({ 'JPOSA>CNSHA@2026-12-10': [RETURN] });
    const actors = createTicketingActors(services);
    const lines = await run(actors.loadPortLines, { departurePort: 'JPOSA', arrivalPort: 'CNSHA', date: '2026-12-10', currency: 'RMB' });
    expect(lines).toEqual([RETURN]);
    expect(services.getWebTsVoyageList).toHaveBeenCalledWith({ departurePort: 'JPOSA', arrivalPort: 'CNSHA' }, '2026-12-10', 'RMB', anySignal);
  });
});

describe('refreshLegs: the chosen legs again, live', () => {
  const outbound: LegChoice = { voyage: OUTBOUND, cabinClass: 'SUITE' };
  const back: LegChoice = { voyage: { ...RETURN, currency: 'JPY' }, cabinClass: 'SUITE' };

  it('asks each leg’s local day again, the return in the outbound’s currency, and takes the live line', async () => {
    const liveOut = { ...OUTBOUND, fuelSurcharge: 150 };
    const liveBack = { ...RETURN, fuelSurcharge: 200 };
    const services = voyageServices({
      'CNSHA>JPOSA@2026-12-03': [portLine('v-other', '2026-12-03T10:00:00.000Z'), liveOut],
      'JPOSA>CNSHA@2026-12-10': [liveBack],
    });
    const legs = await run(createTicketingActors(services).refreshLegs, { legs: [outbound, back] });
    expect(legs).toEqual([
      { voyage: liveOut, cabinClass: 'SUITE' },
      { voyage: liveBack, cabinClass: 'SUITE' },
    ]);
    expect(vi.mocked(services.getWebTsVoyageList).mock.calls).toEqual([
      [{ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-03', undefined, anySignal],
      [{ departurePort: 'JPOSA', arrivalPort: 'CNSHA' }, '2026-12-10', 'RMB', anySignal],
    ]);
  });

  it('reads the day in the departure port’s time, not UTC’s', async () => {
    // 2026-12-09 20:00Z is 05:00 on the 10th in Osaka.
    const early = portLine('v-dawn', '2026-12-09T20:00:00.000Z', { departurePort: 'JPOSA', arrivalPort: 'CNSHA' });
    const services = voyageServices({ 'JPOSA>CNSHA@2026-12-10': [early] });
    const legs = await run(createTicketingActors(services).refreshLegs, { legs: [{ voyage: early, cabinClass: 'SECOND_DORM' }] });
    expect(legs).toEqual([{ voyage: early, cabinClass: 'SECOND_DORM' }]);
  });

  it('answers null for a leg no longer listed', async () => {
    const services = voyageServices({ 'CNSHA>JPOSA@2026-12-03': [portLine('v-other', '2026-12-03T10:00:00.000Z')], 'JPOSA>CNSHA@2026-12-10': [RETURN] });
    const legs = await run(createTicketingActors(services).refreshLegs, { legs: [outbound, back] });
    expect(legs).toEqual([null, { voyage: RETURN, cabinClass: 'SUITE' }]);
  });

  it('answers no legs for none', async () => {
    const services = voyageServices({});
    expect(await run(createTicketingActors(services).refreshLegs, { legs: [] })).toEqual([]);
    expect(services.getWebTsVoyageList).not.toHaveBeenCalled();
  });
});

const SAVED_PASSENGER = { name: '张三', ticketType: 'ADULT', saveToList: true } as unknown as OrderPassengerInput;

describe('loadDraft: a DRAFT of the user’s as the form’s choices', () => {
  const outLeg = leg({ legIndex: 0, voyageUuid: 'v-out', departureTime: OUTBOUND.departureTime, departureDate: '2026-12-03', cabinClass: 'SUITE' });
  const backLeg = leg({
    legIndex: 1,
    voyageUuid: 'v-back',
    departurePort: 'JPOSA',
    arrivalPort: 'CNSHA',
    departureTime: RETURN.departureTime,
    departureDate: '2026-12-10',
    cabinClass: 'SUITE',
  });
  const roundDraft = order('d-1', 'DRAFT', {
    orderType: 'ROUND_TRIP',
    currency: 'JPY',
    legs: [backLeg, outLeg],
    passengers: [SAVED_PASSENGER],
    extraBed: true,
    contactName: '李四',
    contactPhone: '13900000000',
    contactEmail: 'li@example.com',
  });
  const lists = { 'CNSHA>JPOSA@2026-12-03': [OUTBOUND], 'JPOSA>CNSHA@2026-12-10': [RETURN] };

  it('takes a round trip’s route, days, sailings and party, in leg order, the notice to agree again', async () => {
    const services = voyageServices(lists, { 'd-1': roundDraft });
    const choices = await run<StoredChoices>(createTicketingActors(services).loadDraft, { orderUuid: 'd-1' });
    expect(choices).toStrictEqual({
      criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ROUND_TRIP', outboundDate: '2026-12-03', returnDate: '2026-12-10' },
      outbound: { voyage: OUTBOUND, cabinClass: 'SUITE' },
      returnLeg: { voyage: RETURN, cabinClass: 'SUITE' },
      draft: {
        contactName: '李四',
        contactPhone: '13900000000',
        contactEmail: 'li@example.com',
        passengers: [SAVED_PASSENGER],
        extraBed: true,
        noticeAgreed: false,
      },
      draftUuid: 'd-1',
    });
    expect(services.loadOrder).toHaveBeenCalledWith('d-1', anySignal);
    // the return is asked in the draft's currency
    expect(vi.mocked(services.getWebTsVoyageList).mock.calls).toEqual([
      [{ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-03', undefined, anySignal],
      [{ departurePort: 'JPOSA', arrivalPort: 'CNSHA' }, '2026-12-10', 'JPY', anySignal],
    ]);
  });

  it('takes a one-way draft without a return', async () => {
    const services = voyageServices(lists, { 'd-2': order('d-2', 'DRAFT', { legs: [outLeg] }) });
    const choices = await run<StoredChoices>(createTicketingActors(services).loadDraft, { orderUuid: 'd-2' });
    expect(choices.criteria).toStrictEqual({ departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ONE_WAY', outboundDate: '2026-12-03', returnDate: '' });
    expect(choices.outbound).toStrictEqual({ voyage: OUTBOUND, cabinClass: 'SUITE' });
    expect(choices.returnLeg).toBeNull();
  });

  it('refuses an order that is no draft any more, without asking for its sailings', async () => {
    const services = voyageServices(lists, { 'o-1': order('o-1', 'DUE_PAY', { legs: [outLeg] }) });
    await expect(run(createTicketingActors(services).loadDraft, { orderUuid: 'o-1' })).rejects.toThrow(/DUE_PAY/);
    expect(services.getWebTsVoyageList).not.toHaveBeenCalled();
  });

  it.each([
    ['its outbound', { 'JPOSA>CNSHA@2026-12-10': [RETURN] }],
    ['its return', { 'CNSHA>JPOSA@2026-12-03': [OUTBOUND] }],
  ])('refuses a draft when %s is no longer offered', async (_, dayLists) => {
    const services = voyageServices(dayLists, { 'd-1': roundDraft });
    await expect(run(createTicketingActors(services).loadDraft, { orderUuid: 'd-1' })).rejects.toThrow(/no longer offered/);
  });

  it('refuses a draft without legs', async () => {
    const services = voyageServices(lists, { 'd-3': order('d-3', 'DRAFT', { legs: [] }) });
    await expect(run(createTicketingActors(services).loadDraft, { orderUuid: 'd-3' })).rejects.toThrow(/no longer offered/);
  });
});

describe('loadRepeatOrder: "buy again"', () => {
  it('reads the order with the actor’s signal and starts from its route, cabin and party', async () => {
    const bought = order('o-9', 'PAID', { orderType: 'ROUND_TRIP', legs: [leg({ cabinClass: 'SUITE' })], passengers: [SAVED_PASSENGER] });
    const services = voyageServices({}, { 'o-9': bought });
    const repeat = await run(createTicketingActors(services).loadRepeatOrder, { orderUuid: 'o-9' });
    expect(repeat).toEqual({
      criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ROUND_TRIP' },
      cabinClass: 'SUITE',
      draft: {
        ...EMPTY_DRAFT,
        contactName: '张三',
        contactPhone: '13800138000',
        contactEmail: 'zhang@example.com',
        passengers: [{ ...SAVED_PASSENGER, saveToList: false }],
      },
    });
    expect(services.loadOrder).toHaveBeenCalledWith('o-9', anySignal);
  });
});

describe('the order form’s reads', () => {
  const dict = (cde: string) => ({ id: cde, cde, cnnme: cde, ennme: cde, sort: 1, extraInfoMap: { cnnme: cde, ennme: cde } }) as DictItem;

  it('loadOrderRules reads the ticket types, the cabin classes and the adult age', async () => {
    const getDictList = vi.fn(async (type: DictType) => (type === 'TICKET_TYPE' ? [dict('ADULT')] : type === 'SHIPPING_CLASS_TYPE' ? [dict('SUITE')] : []));
    const getAdultAge = vi.fn(async () => 14);
    const actors = createTicketingActors({ getDictList, getAdultAge } as unknown as TicketingServices);
    expect(await run(actors.loadOrderRules)).toEqual({ ticketTypes: [dict('ADULT')], cabinClasses: [dict('SUITE')], adultAge: 14 });
    expect(getDictList).toHaveBeenCalledWith('TICKET_TYPE', anySignal);
    expect(getDictList).toHaveBeenCalledWith('SHIPPING_CLASS_TYPE', anySignal);
    expect(getAdultAge).toHaveBeenCalledWith(anySignal);
  });

  it('loadNotice reads the passenger notice', async () => {
    const getPassengerNotice = vi.fn(async () => ({ version: 3, zh: '须知', ja: '注意事項' }));
    const actors = createTicketingActors({ getPassengerNotice } as unknown as TicketingServices);
    expect(await run(actors.loadNotice)).toEqual({ version: 3, zh: '须知', ja: '注意事項' });
    expect(getPassengerNotice).toHaveBeenCalledWith(anySignal);
  });

  it('loadAccount waits until a user is signed in before reading their details', async () => {
    let signIn = () => {};
    const signedIn = vi.fn((_signal: AbortSignal) => new Promise<void>((resolve) => (signIn = resolve)));
    const getAccountInfo = vi.fn(async () => ({ userId: 'u-1' }) as AccountInfo);
    const actors = createTicketingActors({ getAccountInfo } as unknown as TicketingServices, submitKeys(), signedIn);
    const account = run(actors.loadAccount);
    await Promise.resolve();
    expect(signedIn).toHaveBeenCalledWith(expect.any(AbortSignal));
    expect(getAccountInfo).not.toHaveBeenCalled();
    signIn();
    expect(await account).toEqual({ userId: 'u-1' });
    expect(getAccountInfo).toHaveBeenCalledWith(anySignal);
  });

  it('loadAccount reads at once when signed in already', async () => {
    const getAccountInfo = vi.fn(async () => ({ userId: 'u-2' }) as AccountInfo);
    const actors = createTicketingActors({ getAccountInfo } as unknown as TicketingServices);
    expect(await run(actors.loadAccount)).toEqual({ userId: 'u-2' });
  });
});

/** Session storage as a plain map (this file runs without a DOM). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as unknown as Storage,
  };
}

describe('the choice store: what it recognises', () => {
  const CHOICES: StoredChoices = {
    criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ROUND_TRIP', outboundDate: '2026-12-03', returnDate: '2026-12-10' },
    outbound: null,
    returnLeg: null,
    draft: { ...EMPTY_DRAFT, contactName: '张三' },
  };

  it('reads back what it wrote, encrypted under its key', () => {
    const { items, storage } = memoryStorage();
    const store = createChoiceStore(() => storage);
    store.write(CHOICES);
    expect(JSON.parse(decrypt(items.get(CHOICES_KEY)!))).toEqual(CHOICES);
    expect(store.read()).toEqual(CHOICES);
    expect(createChoiceStore(() => storage).read()).toEqual(CHOICES);
  });

  it('reads a one-way journey too', () => {
    const { items, storage } = memoryStorage();
    const oneWay = { ...CHOICES, criteria: { ...CHOICES.criteria, tripType: 'ONE_WAY' } };
    items.set(CHOICES_KEY, encrypt(JSON.stringify(oneWay)));
    expect(createChoiceStore(() => storage).read()).toEqual(oneWay);
  });

  const { criteria, draft, outbound, returnLeg } = CHOICES;
  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 5],
    ['no criteria', { draft, outbound, returnLeg }],
    ['null criteria', { criteria: null, draft, outbound, returnLeg }],
    ['criteria without a departure port', { criteria: { ...criteria, departurePort: 7 }, draft, outbound, returnLeg }],
    ['another trip type', { criteria: { ...criteria, tripType: 'BOTH' }, draft, outbound, returnLeg }],
    ['no draft', { criteria, outbound, returnLeg }],
    ['a null draft', { criteria, draft: null, outbound, returnLeg }],
    ['a draft without passengers', { criteria, draft: { ...draft, passengers: 'none' }, outbound, returnLeg }],
    ['no outbound', { criteria, draft, returnLeg }],
    ['no return', { criteria, draft, outbound }],
  ])('drops choices with %s and reads nothing', (_, value) => {
    const { items, storage } = memoryStorage();
    items.set(CHOICES_KEY, encrypt(JSON.stringify(value)));
    expect(createChoiceStore(() => storage).read()).toBeNull();
    expect(items.has(CHOICES_KEY)).toBe(false);
  });

  it('reads nothing when the storage cannot be reached', () => {
    const store = createChoiceStore(() => {
      throw new Error('SecurityError');
    });
    expect(store.read()).toBeNull();
    expect(() => store.write(CHOICES)).not.toThrow();
  });
});
