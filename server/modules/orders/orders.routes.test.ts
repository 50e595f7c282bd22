import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { PASSENGER_PATHS, type SavedPassenger } from '../../../src/domain/passengers';
import { ORDER_PATHS, type OrderRequest, type OrderView } from '../../../src/domain/ticketing/order';
import type { Page } from '../../../src/domain/envelope';
import { orderLegs, orders, orderTickets, userPassengers, voyageInventory } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { formatOrderNo } from './orders.tickets';
import { adult, departureDay, futureSailings, newUser, oneWay, passenger, remaining, setRemaining, shiftDay, type Sailing } from '../../test/orders.testkit';

let testDb: TestDb;
let app: FastifyInstance;
/** SHA-OSA sailings, earliest first; each test takes its own so inventories do not interfere */
let outbound: Sailing[];
/** OSA-SHA sailings */
let returns: Sailing[];
let nextSailing = 0;
const sailing = () => outbound[nextSailing++]!;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  outbound = await futureSailings(testDb.db, 'SHA-OSA');
  returns = await futureSailings(testDb.db, 'OSA-SHA');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

interface Answer<T> {
  code: number;
  message: string;
  jpMessage?: string;
  data: T;
}
type Fields = { fields: Record<string, { message: string; jpMessage: string }> };

async function save(headers: object, body: object): Promise<Answer<OrderView>> {
  const response = await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.save}`, payload: body, headers: { ...headers } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function load(headers: object, uuid: string): Promise<Answer<OrderView>> {
  const response = await app.inject({ method: 'GET', url: `/api${ORDER_PATHS.load}?uuid=${uuid}`, headers: { ...headers } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The rules' messages as the user reads them, in both languages, written out here rather than taken from the catalogue. */
const WORDS = {
  chooseCabinClass: () => ['请选择舱位', '客室クラスを選択してください'],
  chooseTicketType: () => ['请选择票种', '券種を選択してください'],
  notEnoughTickets: () => ['余票不足', '残席が不足しています'],
  contactRequired: () => ['请填写联系人信息', '連絡先情報を入力してください'],
  passengerRequired: () => ['请填写乘客信息', '乗船者情報を入力してください'],
  roomCapacity: (num) => [`每间房最多可住${num}人`, `1部屋の定員は最大${num}名です`],
  maxAdults: (num) => [`每间房最多${num}名成人`, `1部屋につき大人は最大${num}名です`],
  minAdults: (num) => [`每间房至少${num}名成人`, `1部屋につき大人は最低${num}名必要です`],
  roundCabinError: () => ['返程航班没有去程所选的舱位和票种', '復路の便に往路で選択した客室クラスと券種がありません'],
  returnBeforeOutbound: () => ['返程出发时间不能早于去程出发时间', '復路の出発日時は往路の出発日時より前にできません'],
  noticeNotAgreed: () => ['请阅读并同意乘客须知', '乗船者への注意事項をお読みのうえ、同意してください'],
  freePassengersPerAdult: (num) => [`每名付费成人最多携带1名免票乘客（最多${num}名）`, `無料乗船者は有料の大人1名につき1名までです（最大${num}名）`],
  extraBedNotAllowed: () => ['该舱位不可加床', 'この客室クラスはエキストラベッドを追加できません'],
} satisfies Record<string, (num?: number) => [string, string]>;
type Rule = keyof typeof WORDS;
type Num = { num: number };

const both = (rule: Rule, params?: Num) => {
  const [message, jpMessage] = WORDS[rule](params?.num);
  return { message, jpMessage };
};

/** The 10422 answer naming `field` with the rule's message, the top-level message being that rule's. */
function refused(field: string, key: Rule, params?: Num) {
  return { code: ErrorCode.VALIDATION, data: { fields: expect.objectContaining({ [field]: both(key, params) }) } };
}

/** What loadTsOrder adds to the saved order: its history of moves (submitted: DRAFT -> DUE_PAY), no payment, no refund, no payment to return. */
const loaded = (order: OrderView, moves = 0) => ({
  ...order,
  history: Array.from({ length: moves }, () => expect.objectContaining({ actor: 'user' })),
  payments: [],
  refund: null,
  paymentReturns: [],
});

async function ordersOf(userId: string) {
  return testDb.db.select().from(orders).where(eq(orders.userUuid, userId));
}

/** A round trip SHA-OSA then OSA-SHA departing at least a day after arrival. */
function roundTrip(out: Sailing, cabinClass: string, overrides: Partial<OrderRequest> = {}): OrderRequest {
  const back = returns.find((r) => r.departureTime > out.arrivalTime)!;
  return { ...oneWay(out, cabinClass), orderType: 'ROUND_TRIP', returnLeg: { voyageUuid: back.uuid, cabinClass }, ...overrides };
}

describe('insertOrUpdateTsOrder: drafts', () => {
  it('saves a DRAFT loosely, updates it, and holds no berths', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const before = await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE');
    const draft = await save(me.headers, {
      submit: false,
      orderType: 'ONE_WAY',
      outbound: { voyageUuid: out.uuid, cabinClass: 'FIRST_JAPANESE' },
      contactName: '王',
      passengers: [{ cnSurname: '王', ticketType: 'ADULT' }],
    });
    expect(draft).toMatchObject({
      code: 200,
      message: 'success',
      data: {
        status: 'DRAFT',
        stateValue: 'DRAFT',
        orderNo: null,
        currency: 'RMB',
        totalAmount: 2200,
        breakdown: null,
        contactName: '王',
        contactPhone: '',
        tickets: [],
        submittedAt: null,
      },
    });
    expect(draft.data.legs).toEqual([
      expect.objectContaining({
        legIndex: 0,
        voyageUuid: out.uuid,
        voyageCode: out.code,
        cabinClass: 'FIRST_JAPANESE',
        cabinNameZh: '一等日式房',
        departurePort: 'CNSHA',
        arrivalPort: 'JPOSA',
        berths: 1,
        departureDate: departureDay(out),
      }),
    ]);
    expect(draft.data.passengers[0]).toMatchObject({ cnSurname: '王', ticketType: 'ADULT', cnGivenName: '' });

    const updated = await save(me.headers, {
      ...oneWay(out, 'SUITE', { submit: false }),
      uuid: draft.data.uuid,
      contactName: '李',
      passengers: [adult(), adult()],
    });
    // priced as far as it can be: SUITE from Shanghai 3800 per adult and 200 surcharge each
    expect(updated.data).toMatchObject({ uuid: draft.data.uuid, status: 'DRAFT', contactName: '李', createdAt: draft.data.createdAt, totalAmount: 8000 });
    expect(updated.data.legs).toMatchObject([{ cabinClass: 'SUITE', berths: 2 }]);
    expect((await load(me.headers, draft.data.uuid)).data).toEqual(loaded(updated.data));
    expect(await ordersOf(me.userId)).toHaveLength(1);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(before);

    const unpriced = await save(me.headers, { ...oneWay(out, 'SUITE', { submit: false }), uuid: draft.data.uuid, passengers: [{ cnSurname: '王' }] });
    expect(unpriced.data).toMatchObject({ status: 'DRAFT', totalAmount: 0 });
  });

  it('refuses a sailing that does not exist at its field, and saves nothing', async () => {
    const me = await newUser(app, testDb.db);
    const unknown = { voyageUuid: '00000000-0000-4000-8000-000000000000', cabinClass: 'SUITE' };
    expect(await save(me.headers, { submit: false, orderType: 'ONE_WAY', outbound: unknown })).toMatchObject(
      refused('outbound.voyageUuid', 'chooseCabinClass'),
    );
    expect(await save(me.headers, { submit: false, orderType: 'ONE_WAY', outbound: { ...unknown, voyageUuid: 'nope' } })).toMatchObject(
      refused('outbound.voyageUuid', 'chooseCabinClass'),
    );
    const withReturn = { ...roundTrip(sailing(), 'SUITE', { submit: false }), returnLeg: unknown };
    expect(await save(me.headers, withReturn)).toMatchObject(refused('returnLeg.voyageUuid', 'chooseCabinClass'));
    expect(await save(me.headers, { submit: false, orderType: 'ONE_WAY' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: expect.objectContaining({ 'outbound.voyageUuid': both('chooseCabinClass') }) },
    });
    expect(await ordersOf(me.userId)).toHaveLength(0);
  });

  it('keeps orders to their owner: another user can neither load, update nor submit them (10404)', async () => {
    const owner = await newUser(app, testDb.db);
    const other = await newUser(app, testDb.db);
    const out = sailing();
    const draft = (await save(owner.headers, oneWay(out, 'SUITE', { submit: false }))).data;
    const notFound = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません' };
    expect(await load(other.headers, draft.uuid)).toMatchObject(notFound);
    expect(await save(other.headers, { ...oneWay(out, 'SUITE', { submit: false }), uuid: draft.uuid, contactName: '偷' })).toMatchObject(notFound);
    expect(await save(other.headers, { ...oneWay(out, 'SUITE'), uuid: draft.uuid })).toMatchObject(notFound);
    expect(await load(owner.headers, 'not-a-uuid')).toMatchObject(notFound);
    expect(await save(owner.headers, { ...oneWay(out, 'SUITE', { submit: false }), uuid: '00000000-0000-4000-8000-000000000000' })).toMatchObject(notFound);
    expect((await load(owner.headers, draft.uuid)).data).toEqual(loaded(draft));
    expect(await ordersOf(other.userId)).toHaveLength(0);
    // 4 suite berths are 2 rooms of 2
    expect(await remaining(testDb.db, out.uuid, 'SUITE')).toBe(2);
  });

  it('submits a DRAFT into DUE_PAY under the same uuid; a submitted order can be neither saved nor submitted again', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const draft = (await save(me.headers, oneWay(out, 'SUITE', { submit: false }))).data;
    const submitted = await save(me.headers, { ...oneWay(out, 'SUITE'), uuid: draft.uuid });
    expect(submitted.data).toMatchObject({ uuid: draft.uuid, status: 'DUE_PAY', createdAt: draft.createdAt });
    expect(await remaining(testDb.db, out.uuid, 'SUITE')).toBe(1);

    const notDraft = { code: ErrorCode.BUSINESS, reason: 'order.not_draft' };
    expect(await save(me.headers, { ...oneWay(out, 'SUITE', { submit: false }), uuid: draft.uuid })).toMatchObject(notDraft);
    expect(await save(me.headers, { ...oneWay(out, 'SUITE'), uuid: draft.uuid })).toMatchObject(notDraft);
    expect(await remaining(testDb.db, out.uuid, 'SUITE')).toBe(1);
    expect((await load(me.headers, draft.uuid)).data).toEqual(loaded(submitted.data, 1));
  });
});

describe('insertOrUpdateTsOrder: submitting', () => {
  it('stores a one-way family order as DUE_PAY with its tickets, breakdown and total, and takes the paying berths', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const day = departureDay(out);
    const before = await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE');
    const party = [adult(), adult({ cnGivenName: '丽', gender: 'FEMALE' }), passenger('CHILD', shiftDay(day, -7)), passenger('INFANT', shiftDay(day, -1))];
    const answer = await save(me.headers, oneWay(out, 'FIRST_JAPANESE', { passengers: party, noticeVersion: 1 }));
    expect(answer.code).toBe(200);
    const order = answer.data;
    // FIRST_JAPANESE from Shanghai: adult 2000, child 1000, infant free; surcharge 200 per paying ticket
    expect(order).toMatchObject({
      status: 'DUE_PAY',
      stateValue: { DUE_PAY: 'awaitingPayment' },
      orderType: 'ONE_WAY',
      currency: 'RMB',
      totalAmount: 5600,
      noticeVersion: 1,
    });
    expect(order.orderNo).toMatch(/^T\d{10}$/);
    // the order day is the departure port's local date of the submit
    const shanghai = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', year: '2-digit', month: '2-digit', day: '2-digit' })
        .formatToParts(new Date())
        .map((part) => [part.type, part.value]),
    );
    expect(order.orderNo!.slice(0, 7)).toBe(`T${shanghai.year}${shanghai.month}${shanghai.day}`);
    expect(order.submittedAt).not.toBeNull();
    // a first-class Japanese-style room is sold whole: one room for the family
    expect(order.legs).toMatchObject([{ legIndex: 0, voyageUuid: out.uuid, cabinClass: 'FIRST_JAPANESE', berths: 1 }]);
    expect(order.tickets.map((t) => [t.ticketNo, t.ticketType, t.status, t.fare, t.surcharge])).toEqual([
      [`${order.orderNo}-1-1`, 'ADULT', 'UNPAID', 2000, 200],
      [`${order.orderNo}-1-2`, 'ADULT', 'UNPAID', 2000, 200],
      [`${order.orderNo}-1-3`, 'CHILD', 'UNPAID', 1000, 200],
      [`${order.orderNo}-1-4`, 'INFANT', 'UNPAID', 0, 0],
    ]);
    expect(order.tickets[1]).toMatchObject({ passengerName: '王丽', passengerNameEn: 'WANG XIAOMING', passengerIndex: 1, legIndex: 0 });
    expect(order.breakdown?.totalMinor).toBe(560000);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(before - 1);
    expect((await load(me.headers, order.uuid)).data).toEqual(loaded(order, 1));
  });

  it('stores the priced breakdown of a round trip with an extra bed, the return in the outbound’s currency', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const request = roundTrip(out, 'FIRST_WESTERN', { passengers: [adult(), adult(), passenger('CHILD', shiftDay(departureDay(out), -5))], extraBed: true });
    const back = returns.find((r) => r.uuid === request.returnLeg!.voyageUuid)!;
    const [outBefore, backBefore] = [await remaining(testDb.db, out.uuid, 'FIRST_WESTERN'), await remaining(testDb.db, back.uuid, 'FIRST_WESTERN')];
    const order = (await save(me.headers, request)).data;
    expect(order).toMatchObject({ status: 'DUE_PAY', orderType: 'ROUND_TRIP', currency: 'RMB', extraBed: true });

    // Seeded FIRST_WESTERN fares from Shanghai, in RMB: adult 2,300, child half = 1,150, extra bed
    // 30% of the adult fare = 690; surcharge 200 per paying ticket. The Osaka return is quoted in
    // RMB at the same figures (its RMB copy of the Shanghai fares, the Japanese surcharge in RMB 200).
    // Each leg: 2 × (2,300 + 200) + (1,150 + 200) + 690 = 7,040; both legs 14,080.
    const leg = {
      cabinClass: 'FIRST_WESTERN',
      lines: [
        { kind: 'FARE', passenger: 0, ticketType: 'ADULT', amountMinor: 230000 },
        { kind: 'FUEL_SURCHARGE', passenger: 0, ticketType: 'ADULT', amountMinor: 20000 },
        { kind: 'FARE', passenger: 1, ticketType: 'ADULT', amountMinor: 230000 },
        { kind: 'FUEL_SURCHARGE', passenger: 1, ticketType: 'ADULT', amountMinor: 20000 },
        { kind: 'FARE', passenger: 2, ticketType: 'CHILD', amountMinor: 115000 },
        { kind: 'FUEL_SURCHARGE', passenger: 2, ticketType: 'CHILD', amountMinor: 20000 },
        { kind: 'EXTRA_BED', passenger: null, ticketType: null, amountMinor: 69000 },
      ],
      subtotalMinor: 704000,
    };
    expect(order.breakdown).toEqual({ currency: 'RMB', legs: [leg, leg], totalMinor: 1408000 });
    expect(order.totalAmount).toBe(14080);
    expect(order.tickets).toHaveLength(6);
    expect(order.tickets.map((t) => t.ticketNo)).toContain(`${order.orderNo}-2-3`);
    expect(order.legs.map((l) => [l.legIndex, l.voyageUuid, l.berths])).toEqual([
      [0, out.uuid, 1],
      [1, back.uuid, 1],
    ]);
    // one western twin room on each leg, whatever the party
    expect(await remaining(testDb.db, out.uuid, 'FIRST_WESTERN')).toBe(outBefore - 1);
    expect(await remaining(testDb.db, back.uuid, 'FIRST_WESTERN')).toBe(backBefore - 1);
  });

  it('gives every order its own number', async () => {
    const users = await Promise.all([1, 2, 3].map(() => newUser(app, testDb.db)));
    const out = sailing();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => save(users[i % 3]!.headers, oneWay(out, 'SECOND_JAPANESE'))));
    const numbers = answers.map((a) => a.data.orderNo);
    expect(new Set(numbers).size).toBe(6);
    for (const n of numbers) expect(n).toMatch(/^T\d{6}\d{4,}$/);
  });

  const ageCases: [string, string, number, number, boolean][] = [
    // ticket type, years and days added to the departure day for the birth date, accepted
    ['ADULT', 'exactly 12 on the day', -12, 0, true],
    ['ADULT', '12 tomorrow', -12, 1, false],
    ['CHILD', '11, a day before turning 12', -12, 1, true],
    ['CHILD', 'exactly 12', -12, 0, false],
    ['CHILD', 'exactly 2', -2, 0, true],
    ['CHILD', '2 tomorrow', -2, 1, false],
    ['INFANT', '2 tomorrow', -2, 1, true],
    ['INFANT', 'exactly 2', -2, 0, false],
    ['SENIOR', 'exactly 65', -65, 0, true],
    ['SENIOR', '65 tomorrow', -65, 1, false],
  ];
  it.each(ageCases)('ticket type %s for a passenger %s at departure: accepted %s', async (ticketType, _label, years, days, accepted) => {
    const me = await newUser(app, testDb.db);
    const out = outbound[outbound.length - 1]!;
    const birth = shiftDay(departureDay(out), years, days);
    const passengers = ticketType === 'INFANT' || ticketType === 'CHILD' ? [adult(), passenger(ticketType, birth)] : [passenger(ticketType, birth)];
    const answer = await save(me.headers, oneWay(out, 'SECOND_DORMITORY', { passengers }));
    if (accepted) expect(answer).toMatchObject({ code: 200, data: { status: 'DUE_PAY' } });
    else {
      const field = `passengers[${passengers.length - 1}].ticketType`;
      expect(answer.code).toBe(ErrorCode.VALIDATION);
      expect((answer.data as unknown as Fields).fields[field]?.message).toMatch(/岁/);
      expect(await ordersOf(me.userId)).toHaveLength(0);
    }
  });

  const party = (out: Sailing) => {
    const day = departureDay(out);
    return { child: () => passenger('CHILD', shiftDay(day, -6)), infant: () => passenger('INFANT', shiftDay(day, -1)) };
  };

  const ruleCases: [string, (out: Sailing) => Partial<OrderRequest> & { cabin?: string }, string, Rule, Num?][] = [
    [
      'more free passengers than paying adults',
      (o) => ({ passengers: [adult(), party(o).infant(), party(o).infant()] }),
      'passengers',
      'freePassengersPerAdult',
      { num: 1 },
    ],
    [
      'more paying passengers than the room holds',
      (o) => ({ cabin: 'FIRST_WESTERN', passengers: [adult(), party(o).child(), party(o).child()] }),
      'passengers',
      'roomCapacity',
      { num: 2 },
    ],
    [
      'more adults than the room allows, even with an extra bed',
      () => ({ cabin: 'FIRST_WESTERN', extraBed: true, passengers: [adult(), adult(), adult()] }),
      'passengers',
      'maxAdults',
      { num: 2 },
    ],
    ['no adult in the room', (o) => ({ passengers: [party(o).child()] }), 'passengers', 'minAdults', { num: 1 }],
    ['an extra bed where the cabin has none', () => ({ cabin: 'FIRST_JAPANESE', extraBed: true }), 'extraBed', 'extraBedNotAllowed'],
    ['a ticket type the cabin does not sell', () => ({ passengers: [adult({ ticketType: 'NOPE' })] }), 'passengers[0].ticketType', 'chooseTicketType'],
    ['a cabin class the sailing does not have', () => ({ cabin: 'NOPE' }), 'outbound.cabinClass', 'chooseCabinClass'],
    ['the notice not agreed', () => ({ noticeAgreed: false }), 'noticeAgreed', 'noticeNotAgreed'],
    ['an older notice agreed', () => ({ noticeVersion: 0 }), 'noticeAgreed', 'noticeNotAgreed'],
    ['no contact name', () => ({ contactName: ' ' }), 'contactName', 'contactRequired'],
    ['no contact phone', () => ({ contactPhone: '' }), 'contactPhone', 'contactRequired'],
    ['no passengers', () => ({ passengers: [] }), 'passengers', 'passengerRequired'],
  ];
  it.each(ruleCases)('refuses %s with 10422 at the field, and writes nothing', async (_label, change, field, key, params) => {
    const me = await newUser(app, testDb.db);
    const out = outbound[outbound.length - 2]!;
    const { cabin = 'FIRST_JAPANESE', ...overrides } = change(out);
    const before = await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE');
    const answer = await save(me.headers, oneWay(out, cabin, overrides));
    expect(answer).toMatchObject(refused(field, key, params));
    expect(await ordersOf(me.userId)).toHaveLength(0);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(before);
  });

  it('answers the first failed rule as the message, every rule at its field', async () => {
    const me = await newUser(app, testDb.db);
    const out = outbound[outbound.length - 2]!;
    const answer = await save(me.headers, oneWay(out, 'FIRST_JAPANESE', { extraBed: true, passengers: [party(out).child()] }));
    const fields = (answer.data as unknown as Fields).fields;
    expect(fields).toEqual({ passengers: both('minAdults', { num: 1 }), extraBed: both('extraBedNotAllowed') });
    expect([answer.message, answer.jpMessage]).toEqual([fields[Object.keys(fields)[0]!]!.message, fields[Object.keys(fields)[0]!]!.jpMessage]);
  });

  it('refuses a return earlier than the outbound (returnBeforeOutbound)', async () => {
    const me = await newUser(app, testDb.db);
    const out = outbound[outbound.length - 3]!;
    const earlier = returns.filter((r) => r.departureTime < out.departureTime).at(-1)!;
    const answer = await save(me.headers, roundTrip(out, 'SUITE', { returnLeg: { voyageUuid: earlier.uuid, cabinClass: 'SUITE' } }));
    expect(answer).toMatchObject(refused('returnLeg', 'returnBeforeOutbound'));
    expect(await ordersOf(me.userId)).toHaveLength(0);
  });

  it('refuses a return without the outbound’s cabin class (roundCabinError) and one in another class', async () => {
    const me = await newUser(app, testDb.db);
    const out = outbound[outbound.length - 3]!;
    const request = roundTrip(out, 'SUITE');
    const back = request.returnLeg!.voyageUuid;
    expect(await save(me.headers, { ...request, returnLeg: { voyageUuid: back, cabinClass: 'FIRST_WESTERN' } })).toMatchObject(
      refused('returnLeg', 'roundCabinError'),
    );
    await testDb.db.delete(voyageInventory).where(and(eq(voyageInventory.voyageUuid, back), eq(voyageInventory.cabinClass, 'SUITE')));
    const answer = await save(me.headers, request);
    expect(answer).toMatchObject(refused('returnLeg.cabinClass', 'roundCabinError'));
    expect(answer).toMatchObject(refused('returnLeg', 'roundCabinError'));
    expect(await ordersOf(me.userId)).toHaveLength(0);
  });

  it('refuses a round trip without its return, and a sailing no longer on offer', async () => {
    const me = await newUser(app, testDb.db);
    const out = outbound[outbound.length - 3]!;
    expect(await save(me.headers, { ...roundTrip(out, 'SUITE'), returnLeg: null })).toMatchObject(refused('returnLeg', 'chooseCabinClass'));
    const [past] = await futureSailings(testDb.db, 'SHA-OSA', -10);
    expect(past!.departureTime.getTime()).toBeLessThan(Date.now());
    expect(await save(me.headers, oneWay(past!, 'SUITE'))).toMatchObject(refused('outbound.voyageUuid', 'chooseCabinClass'));
  });
});

describe('insertOrUpdateTsOrder: berths', () => {
  const soldOut = (field: string) => ({
    code: ErrorCode.CONFLICT,
    message: '余票不足',
    jpMessage: '残席が不足しています',
    data: { fields: { [field]: both('notEnoughTickets') } },
  });

  it('answers "not enough tickets left" when fewer berths remain than paying passengers, and takes none (a class sold by the berth)', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    await setRemaining(testDb.db, out.uuid, 'SECOND_JAPANESE', 1);
    const family = [adult(), adult(), passenger('INFANT', shiftDay(departureDay(out), -1))];
    expect(await save(me.headers, oneWay(out, 'SECOND_JAPANESE', { passengers: family }))).toMatchObject(soldOut('outbound.cabinClass'));
    expect(await remaining(testDb.db, out.uuid, 'SECOND_JAPANESE')).toBe(1);
    // an infant takes no berth: one adult and the infant fit the last one
    const fits = await save(me.headers, oneWay(out, 'SECOND_JAPANESE', { passengers: [adult(), family[2]!] }));
    expect(fits.data).toMatchObject({ status: 'DUE_PAY', legs: [{ berths: 1 }] });
    expect(await remaining(testDb.db, out.uuid, 'SECOND_JAPANESE')).toBe(0);
    expect(await save(me.headers, oneWay(out, 'SECOND_JAPANESE'))).toMatchObject(soldOut('outbound.cabinClass'));
    expect(await ordersOf(me.userId)).toHaveLength(1);
  });

  it('sells a room class by the room: the last room takes a party of three, and then none is left', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    await setRemaining(testDb.db, out.uuid, 'FIRST_JAPANESE', 1);
    const fits = await save(me.headers, oneWay(out, 'FIRST_JAPANESE', { passengers: [adult(), adult(), adult()] }));
    expect(fits.data).toMatchObject({ status: 'DUE_PAY', legs: [{ cabinClass: 'FIRST_JAPANESE', berths: 1 }] });
    expect(fits.data.tickets).toHaveLength(3);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(0);
    const other = await newUser(app, testDb.db);
    expect(await save(other.headers, oneWay(out, 'FIRST_JAPANESE'))).toMatchObject(soldOut('outbound.cabinClass'));
    // a party larger than the room (capacity 4) is told so at the passengers, whatever is left
    await setRemaining(testDb.db, out.uuid, 'FIRST_JAPANESE', 5);
    const five = Array.from({ length: 5 }, () => adult());
    expect(await save(other.headers, oneWay(out, 'FIRST_JAPANESE', { passengers: five }))).toMatchObject(refused('passengers', 'roomCapacity', { num: 4 }));
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(5);
  });

  it('writes nothing when the return leg is sold out: the outbound’s berths, the order and the saved passengers stay as they were', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const request = roundTrip(out, 'FIRST_JAPANESE', { passengers: [adult({ saveToList: true })] });
    const back = request.returnLeg!.voyageUuid;
    await setRemaining(testDb.db, back, 'FIRST_JAPANESE', 0);
    const before = await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE');
    expect(await save(me.headers, request)).toMatchObject(soldOut('returnLeg.cabinClass'));
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(before);
    expect(await remaining(testDb.db, back, 'FIRST_JAPANESE')).toBe(0);
    expect(await ordersOf(me.userId)).toHaveLength(0);
    expect(await testDb.db.select().from(userPassengers).where(eq(userPassengers.ownerUserId, me.userId))).toHaveLength(0);

    // a DRAFT being submitted stays a DRAFT
    const draft = (await save(me.headers, { ...request, submit: false })).data;
    expect(await save(me.headers, { ...request, uuid: draft.uuid })).toMatchObject(soldOut('returnLeg.cabinClass'));
    expect((await load(me.headers, draft.uuid)).data).toMatchObject({ status: 'DRAFT', orderNo: null, tickets: [] });
    expect(await testDb.db.select().from(orderTickets).where(eq(orderTickets.orderUuid, draft.uuid))).toHaveLength(0);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(before);
  });

  it('keeps the inventory equal to the total minus the berths of the orders', async () => {
    const out = sailing();
    const users = await Promise.all([newUser(app, testDb.db), newUser(app, testDb.db)]);
    for (const user of users) await save(user.headers, oneWay(out, 'SECOND_JAPANESE', { passengers: [adult(), adult()] }));
    const legs = await testDb.db
      .select()
      .from(orderLegs)
      .where(and(eq(orderLegs.voyageUuid, out.uuid), eq(orderLegs.cabinClass, 'SECOND_JAPANESE')));
    expect(legs.reduce((sum, l) => sum + l.berths, 0)).toBe(4);
    expect(await remaining(testDb.db, out.uuid, 'SECOND_JAPANESE')).toBe(120 - 4);
  });
});

describe('insertOrUpdateTsOrder: saved passengers', () => {
  it('saves new passengers and updates picked ones marked saveToList, in the caller’s list', async () => {
    const me = await newUser(app, testDb.db);
    const picked = await app.inject({
      method: 'POST',
      url: `/api${PASSENGER_PATHS.submit}`,
      headers: me.headers,
      payload: { ...adult(), ticketType: undefined, cnGivenName: '旧' },
    });
    const pickedUuid = (picked.json() as Answer<SavedPassenger>).data.uuid;
    const out = sailing();
    const passengers = [
      adult({ cnGivenName: '新', savedPassengerUuid: pickedUuid, saveToList: true }),
      adult({ cnSurname: '李', cnGivenName: '四', saveToList: true }),
      adult({ cnSurname: '赵', cnGivenName: '五' }),
    ];
    const order = (await save(me.headers, oneWay(out, 'FIRST_JAPANESE', { passengers }))).data;
    expect(order.status).toBe('DUE_PAY');

    const list = await app.inject({ method: 'GET', url: `/api${PASSENGER_PATHS.page}?current=1&size=10`, headers: me.headers });
    const records = (list.json() as Answer<Page<SavedPassenger>>).data.records;
    expect(records.map((p) => `${p.cnSurname}${p.cnGivenName}`).sort()).toEqual(['李四', '王新']);
    expect(records.find((p) => p.uuid === pickedUuid)?.cnGivenName).toBe('新');
    const saved = records.find((p) => p.cnSurname === '李')!;
    expect(order.passengers.map((p) => p.savedPassengerUuid)).toEqual([pickedUuid, saved.uuid, undefined]);
  });

  it('refuses a passenger the list would refuse (unknown nationality) at the passenger’s field', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const answer = await save(me.headers, oneWay(out, 'FIRST_JAPANESE', { passengers: [adult(), adult({ nationality: 'XX', saveToList: true })] }));
    expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { 'passengers[1].nationality': expect.anything() } } });
    expect(await ordersOf(me.userId)).toHaveLength(0);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(12);
  });

  it('refuses an unknown ID type of a passenger who is not saved to the list too', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const answer = await save(me.headers, oneWay(out, 'FIRST_JAPANESE', { passengers: [adult({ certificateType: 'LIBRARY_CARD' })] }));
    expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { 'passengers[0].certificateType': expect.anything() } } });
    expect(await ordersOf(me.userId)).toHaveLength(0);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_JAPANESE')).toBe(12);
  });

  it('checks each passenger with the passenger form’s rules', async () => {
    const me = await newUser(app, testDb.db);
    const answer = await save(me.headers, oneWay(sailing(), 'FIRST_JAPANESE', { passengers: [adult({ jpMobile: '' })] }));
    expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { 'passengers[0].jpMobile': { message: '请输入日本手机号码' } } } });
  });
});

describe('loadTsOrder and login', () => {
  it('needs a login (HTTP 401)', async () => {
    const out = outbound[0]!;
    const calls = [
      app.inject({ method: 'POST', url: `/api${ORDER_PATHS.save}`, payload: oneWay(out, 'SUITE') }),
      app.inject({ method: 'GET', url: `/api${ORDER_PATHS.load}?uuid=00000000-0000-4000-8000-000000000000` }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });

  it('formats order numbers as T, the day and at least four digits of the sequence', () => {
    expect(formatOrderNo('2026-11-22', 1)).toBe('T2611220001');
    expect(formatOrderNo('2027-01-05', 12345)).toBe('T27010512345');
  });
});
