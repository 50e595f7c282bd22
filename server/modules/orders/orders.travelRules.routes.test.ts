import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { PASSENGER_PATHS } from '../../../src/domain/passengers';
import { ORDER_PATHS, type OrderRequest, type OrderView } from '../../../src/domain/ticketing/order';
import { voyagePaths } from '../../../src/domain/voyages';
import { orders, routes, userPassengers } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { adult, futureSailings, newUser, oneWay, passenger, remaining, type Sailing } from '../../test/orders.testkit';

/**
 * The travel rules on submit, against the seeded timetable: SHA-OSA leaves Shanghai on
 * Tuesdays and Fridays at 11:00 and OSA-SHA leaves Osaka on Sundays and Thursdays at 12:00,
 * both 46 hours at sea. So a Sunday from Osaka arrives in Shanghai on Tuesday at 09:00, two
 * hours before the Tuesday sailing back (the minimum turnaround exactly), and a Thursday from
 * Osaka arrives on Saturday, after the Friday sailing back has left (the clash).
 */

let testDb: TestDb;
let app: FastifyInstance;
let fromShanghai: Sailing[];
let fromOsaka: Sailing[];
const HOUR = 3600 * 1000;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  fromShanghai = await futureSailings(testDb.db, 'SHA-OSA');
  fromOsaka = await futureSailings(testDb.db, 'OSA-SHA');
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

async function save(headers: object, body: object): Promise<Answer<OrderView>> {
  const response = await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.save}`, payload: body, headers: { ...headers } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The pairs (outbound, return) of the timetable whose return leaves `gap` after the outbound arrives; each used once. */
const used = new Set<string>();
function pairs(outbound: Sailing[], back: Sailing[], fits: (gap: number, out: Sailing, ret: Sailing) => boolean): [Sailing, Sailing] {
  for (const out of outbound) {
    if (used.has(out.uuid)) continue;
    const ret = back.find((r) => !used.has(r.uuid) && fits(r.departureTime.getTime() - out.arrivalTime.getTime(), out, r));
    if (ret) {
      used.add(out.uuid);
      used.add(ret.uuid);
      return [out, ret];
    }
  }
  throw new Error('the seeded timetable has no such pair left');
}
/** Leaves after the outbound departed but before it arrived. */
const clash = () => pairs(fromOsaka, fromShanghai, (gap, out, ret) => gap < 0 && ret.departureTime > out.departureTime);
/** Leaves exactly two hours after the outbound arrives. */
const exactlyTwoHours = (outbound = fromOsaka, back = fromShanghai) => pairs(outbound, back, (gap) => gap === 2 * HOUR);

function roundTrip(out: Sailing, back: Sailing, cabinClass: string, overrides: Partial<OrderRequest> = {}): OrderRequest {
  return { ...oneWay(out, cabinClass), orderType: 'ROUND_TRIP', returnLeg: { voyageUuid: back.uuid, cabinClass }, ...overrides };
}

/** A calendar day in a zone: the instant shifted by the zone's hours, read as UTC. */
const dayIn = (instant: Date, offsetHours: number) => new Date(instant.getTime() + offsetHours * HOUR).toISOString().slice(0, 10);
const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);

const ordersOf = (userId: string) => testDb.db.select().from(orders).where(eq(orders.userUuid, userId));

describe("a round trip's return leaves the minimum turnaround after the outbound arrives", () => {
  it('refuses a return leaving before the outbound arrives, at returnLeg in both languages, and holds nothing', async () => {
    const me = await newUser(app, testDb.db);
    const [out, back] = clash();
    const before = [await remaining(testDb.db, out.uuid, 'SECOND_DORMITORY'), await remaining(testDb.db, back.uuid, 'SECOND_DORMITORY')];
    const answer = await save(me.headers, roundTrip(out, back, 'SECOND_DORMITORY'));
    const zh = '返程须在去程到达后至少2小时出发，请选择更晚的返程航班';
    const ja = '復路は往路の到着から2時間以上あとに出発する便を選んでください';
    expect(answer).toEqual({
      code: ErrorCode.VALIDATION,
      message: zh,
      jpMessage: ja,
      data: { fields: { returnLeg: { message: zh, jpMessage: ja } } },
      reason: 'order.rules_failed',
    });
    expect(await ordersOf(me.userId)).toEqual([]);
    expect([await remaining(testDb.db, out.uuid, 'SECOND_DORMITORY'), await remaining(testDb.db, back.uuid, 'SECOND_DORMITORY')]).toEqual(before);
  });

  it('takes a return leaving exactly two hours after the outbound arrives', async () => {
    const me = await newUser(app, testDb.db);
    const [out, back] = exactlyTwoHours();
    const answer = await save(me.headers, roundTrip(out, back, 'SECOND_DORMITORY'));
    expect(answer).toMatchObject({ code: 200, data: { status: 'DUE_PAY', orderType: 'ROUND_TRIP' } });
    // SECOND_DORMITORY from Osaka: 26000 yen, surcharge 4000; the return in yen at the same price
    expect(answer.data.totalAmount).toBe((26000 + 4000) * 2);
  });

  it('takes the minimum from the return route: at three hours the same pair is refused', async () => {
    const me = await newUser(app, testDb.db);
    const [out, back] = exactlyTwoHours();
    await testDb.db.update(routes).set({ minTurnaroundMinutes: 180 }).where(eq(routes.code, 'SHA-OSA'));
    try {
      const answer = await save(me.headers, roundTrip(out, back, 'SECOND_DORMITORY'));
      expect(answer).toMatchObject({
        code: ErrorCode.VALIDATION,
        message: '返程须在去程到达后至少3小时出发，请选择更晚的返程航班',
        jpMessage: '復路は往路の到着から3時間以上あとに出発する便を選んでください',
      });
      expect(await ordersOf(me.userId)).toEqual([]);
    } finally {
      await testDb.db.update(routes).set({ minTurnaroundMinutes: 120 }).where(eq(routes.code, 'SHA-OSA'));
    }
  });

  it('serves the minimum with every sailing, so the form checks the same', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api${voyagePaths.list}?departurePort=CNSHA&arrivalPort=JPOSA&date=${dayIn(fromShanghai[0]!.departureTime, 8)}`,
    });
    const lines = (response.json() as Answer<{ minTurnaroundMinutes: number }[]>).data;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.minTurnaroundMinutes === 120)).toBe(true);
  });
});

describe('an ID valid on the last arrival day', () => {
  it("refuses an ID expiring the day before the return arrives, at the passenger's field, and takes one expiring on that day", async () => {
    const me = await newUser(app, testDb.db);
    const [out, back] = exactlyTwoHours(fromShanghai, fromOsaka);
    // The return arrives in Shanghai (UTC+8).
    const arrivalDay = dayIn(back.arrivalTime, 8);
    const before = await remaining(testDb.db, back.uuid, 'SECOND_DORMITORY');
    const expired = await save(me.headers, roundTrip(out, back, 'SECOND_DORMITORY', { passengers: [adult({ certificateExpiry: dayBefore(arrivalDay) })] }));
    const zh = '证件在航程最后到达日前已过期，请更新证件有效期';
    const ja = '身分証明書の有効期限が旅程の最終到着日より前です。有効期限を更新してください';
    expect(expired).toEqual({
      code: ErrorCode.VALIDATION,
      message: zh,
      jpMessage: ja,
      data: { fields: { 'passengers[0].certificateExpiry': { message: zh, jpMessage: ja } } },
      reason: 'order.rules_failed',
    });
    expect(await ordersOf(me.userId)).toEqual([]);
    expect(await remaining(testDb.db, back.uuid, 'SECOND_DORMITORY')).toBe(before);

    const onTheDay = await save(me.headers, roundTrip(out, back, 'SECOND_DORMITORY', { passengers: [adult({ certificateExpiry: arrivalDay })] }));
    expect(onTheDay).toMatchObject({ code: 200, data: { status: 'DUE_PAY' } });
  });

  it("refuses the issue's passport expired in 2020 on a one-way order, and a second ID expiring before arrival", async () => {
    const me = await newUser(app, testDb.db);
    const out = fromShanghai.find((s) => !used.has(s.uuid))!;
    used.add(out.uuid);
    const old = await save(me.headers, oneWay(out, 'SECOND_DORMITORY', { passengers: [adult({ certificateExpiry: '2020-01-01' })] }));
    expect(old).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { 'passengers[0].certificateExpiry': expect.any(Object) } } });
    const second = adult({ secondCertificateType: 'PASSPORT', secondCertificateNo: 'V123', secondCertificateExpiry: dayIn(out.departureTime, 8) });
    const answer = await save(me.headers, oneWay(out, 'SECOND_DORMITORY', { passengers: [second] }));
    expect(Object.keys((answer.data as unknown as { fields: object }).fields)).toEqual(['passengers[0].secondCertificateExpiry']);
    expect(await ordersOf(me.userId)).toEqual([]);
  });

  it('refuses a birth date in the future and an ID expiring before its holder was born', async () => {
    const me = await newUser(app, testDb.db);
    const out = fromShanghai.find((s) => !used.has(s.uuid))!;
    const unborn = await save(me.headers, oneWay(out, 'SECOND_DORMITORY', { passengers: [adult({ birthDate: '2099-01-01' })] }));
    expect(unborn).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { 'passengers[0].birthDate': { message: '出生日期不能晚于今天', jpMessage: '生年月日に未来の日付は指定できません' } } },
    });
    const backwards = await save(
      me.headers,
      oneWay(out, 'SECOND_DORMITORY', { passengers: [adult({ birthDate: '1990-02-28', certificateExpiry: '1989-01-01' })] }),
    );
    expect(backwards).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          'passengers[0].certificateExpiry': { message: '证件有效期须晚于出生日期', jpMessage: '身分証明書の有効期限は生年月日より後の日付にしてください' },
        },
      },
    });
    expect(await ordersOf(me.userId)).toEqual([]);
  });

  it('keeps a saved passenger whose ID has expired (it is marked at the order), but not one expiring before birth', async () => {
    const me = await newUser(app, testDb.db);
    const { ticketType: _type, ...form } = adult({ certificateExpiry: '2020-01-01' });
    const post = (body: object) => app.inject({ method: 'POST', url: `/api${PASSENGER_PATHS.submit}`, payload: body, headers: me.headers });
    expect((await post(form)).json()).toMatchObject({ code: 200, data: { certificateExpiry: '2020-01-01' } });
    expect((await post({ ...form, certificateExpiry: '1980-01-01' })).json()).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { certificateExpiry: { message: '证件有效期须晚于出生日期', jpMessage: '身分証明書の有効期限は生年月日より後の日付にしてください' } } },
    });
    expect(await testDb.db.select().from(userPassengers).where(eq(userPassengers.ownerUserId, me.userId))).toHaveLength(1);
  });
});

describe('the ticket type judged per leg', () => {
  it.each(['CHILD', 'ADULT'])('a child turning 12 on the return day, chosen as %s: child out, adult back, each leg priced by its type', async (chosen) => {
    const me = await newUser(app, testDb.db);
    const [out, back] = exactlyTwoHours(fromShanghai, fromOsaka);
    // Twelve on the return's departure day in Osaka (UTC+9), eleven on the way out.
    const birthDate = yearsBefore(dayIn(back.departureTime, 9), 12);
    const answer = await save(me.headers, roundTrip(out, back, 'FIRST_JAPANESE', { passengers: [adult(), passenger(chosen, birthDate)] }));
    expect(answer.code).toBe(200);
    const order = answer.data;
    // FIRST_JAPANESE from Shanghai in yuan: adult 2000, child 1000, surcharge 200 per ticket; the return at the same yuan prices.
    expect(order.tickets.map((t) => [t.ticketNo, t.ticketType, t.fare, t.surcharge])).toEqual([
      [`${order.orderNo}-1-1`, 'ADULT', 2000, 200],
      [`${order.orderNo}-1-2`, 'CHILD', 1000, 200],
      [`${order.orderNo}-2-1`, 'ADULT', 2000, 200],
      [`${order.orderNo}-2-2`, 'ADULT', 2000, 200],
    ]);
    expect(order).toMatchObject({ currency: 'RMB', totalAmount: 3400 + 4400 });
    expect(order.breakdown?.legs.map((leg) => leg.subtotalMinor)).toEqual([340000, 440000]);
  });

  it('an infant turning 2 on the return day takes no berth out and a berth back (a class sold by the berth)', async () => {
    const me = await newUser(app, testDb.db);
    const [out, back] = exactlyTwoHours(fromShanghai, fromOsaka);
    const birthDate = yearsBefore(dayIn(back.departureTime, 9), 2);
    const [outBefore, backBefore] = [await remaining(testDb.db, out.uuid, 'SECOND_DORMITORY'), await remaining(testDb.db, back.uuid, 'SECOND_DORMITORY')];
    const answer = await save(me.headers, roundTrip(out, back, 'SECOND_DORMITORY', { passengers: [adult(), passenger('INFANT', birthDate)] }));
    expect(answer.code).toBe(200);
    const { orderNo, tickets } = answer.data;
    expect(tickets.map((t) => [t.ticketNo, t.ticketType])).toEqual([
      [`${orderNo}-1-1`, 'ADULT'],
      [`${orderNo}-1-2`, 'INFANT'],
      [`${orderNo}-2-1`, 'ADULT'],
      [`${orderNo}-2-2`, 'CHILD'],
    ]);
    // One berth out (the infant travels on a lap), two back.
    expect(outBefore - (await remaining(testDb.db, out.uuid, 'SECOND_DORMITORY'))).toBe(1);
    expect(backBefore - (await remaining(testDb.db, back.uuid, 'SECOND_DORMITORY'))).toBe(2);
  });

  it('still refuses a type that fits neither leg', async () => {
    const me = await newUser(app, testDb.db);
    const out = fromShanghai.find((s) => !used.has(s.uuid))!;
    const answer = await save(
      me.headers,
      oneWay(out, 'FIRST_JAPANESE', { passengers: [adult(), passenger('ADULT', yearsBefore(dayIn(out.departureTime, 8), 5))] }),
    );
    // The type by the TICKET_TYPE dictionary's name in each language, as the form names it, not its code.
    expect(answer).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '成人须为12岁以上',
      jpMessage: '大人は12歳以上が対象です',
      data: { fields: { 'passengers[1].ticketType': { message: '成人须为12岁以上', jpMessage: '大人は12歳以上が対象です' } } },
      reason: 'order.rules_failed',
    });
  });
});
