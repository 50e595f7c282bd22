import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { STAFF_ORDER_PATHS } from '../../../src/domain/payments';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { STAFF_ORDER_CHANGE_PATHS, type OrderChangeQuote } from '../../../src/domain/ticketing/orderChange';
import { auditEntries, orderLegs, refunds, voyages } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { futureSailings, newUser, oneWay, remaining, setRemaining, type Sailing } from '../../test/orders.testkit';
import { postNotification, signedNotification } from '../../test/payments.testkit';
import { prepayOf, staffUser, type Answer, type Headers } from '../../test/refunds.testkit';

/**
 * Changing a sailing (issue 25) through the real application. Fares of SHA-OSA (seeded, RMB per
 * adult): second-class dormitory 1300, second-class Japanese-style 1500, plus a 200 fuel surcharge
 * per paying ticket. The change-fee table: more than 7 days free, 1 to 7 days 10 % of what was
 * paid for the leg, under 24 hours no change.
 */

const DORM = 'SECOND_DORMITORY';
const JAPANESE = 'SECOND_JAPANESE';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let testDb: TestDb;
let app: FastifyInstance;
/** sailings more than 10 days ahead, earliest first: each test takes its own to change from */
let sailings: Sailing[];
let reverse: Sailing[];
let otherRoute: Sailing[];
let next = 0;
let passenger: { userId: string; headers: Headers };
let clerk: { userId: string; headers: Headers };
/** null: the real time; a date: the application's clock stands still there */
let frozen: Date | null = null;
const clock = () => frozen ?? new Date();

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { clock });
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 10);
  reverse = await futureSailings(testDb.db, 'OSA-SHA', 10);
  otherRoute = await futureSailings(testDb.db, 'SHA-KOB', 10);
  passenger = await newUser(app, testDb.db);
  clerk = await staffUser(app, testDb.db, 'ticketingClerk');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

async function call<T>(
  path: string,
  headers: Headers,
  payload: object,
): Promise<Answer<T> & { reason?: string; data: T & { fields?: Record<string, unknown> } }> {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const quote = (body: object, headers = passenger.headers) => call<OrderChangeQuote>(ORDER_PATHS.changeQuote, headers, body);
const change = (body: object, headers = passenger.headers) => call<OrderView>(ORDER_PATHS.changeSailing, headers, body);
async function details(uuid: string, headers = passenger.headers): Promise<OrderView> {
  const response = await app.inject({ method: 'GET', url: `/api${ORDER_PATHS.load}?uuid=${uuid}`, headers });
  return response.json().data as OrderView;
}

/** A one-way order of one adult in `cabin` on a sailing of its own, paid by WeChat (the sandbox) at the real time. */
async function paidOrder(cabin = DORM, owner = passenger): Promise<{ order: OrderView; sailing: Sailing }> {
  const sailing = sailings[next++]!;
  const saved = await call<OrderView>(ORDER_PATHS.save, owner.headers, oneWay(sailing, cabin));
  expect(saved.code, saved.message).toBe(200);
  const payment = await prepayOf(app, testDb.db, owner.headers, saved.data.uuid);
  await postNotification(app, signedNotification(testDb.config.payments.sandboxSecret, payment, 'SUCCESS'));
  const order = await details(saved.data.uuid, owner.headers);
  expect(order.status).toBe('PAID');
  return { order, sailing };
}

/**
 * Moves the sailing so that it leaves `left` after the frozen now (the clock is frozen at the real
 * time rather than moved back: the logins' tokens were issued at the real time).
 */
async function departsIn(sailing: Sailing, left: number): Promise<void> {
  await testDb.db
    .update(voyages)
    .set({ departureTime: new Date(frozen!.getTime() + left), arrivalTime: new Date(frozen!.getTime() + left + 46 * HOUR) })
    .where(eq(voyages.uuid, sailing.uuid));
}

/** A sailing after the ones the tests change from, to change to. */
const later = (offset = 0) => sailings[sailings.length - 1 - offset]!;

async function legsHeld(orderUuid: string) {
  return testDb.db
    .select({ voyageUuid: orderLegs.voyageUuid, cabinClass: orderLegs.cabinClass, berths: orderLegs.berths })
    .from(orderLegs)
    .where(eq(orderLegs.orderUuid, orderUuid));
}

/** What a refused change must leave as it was: the leg, the units on both sailings, the tickets, the total. */
async function snapshot(order: OrderView, target: { uuid: string; cabin: string }) {
  const view = await details(order.uuid);
  return {
    legs: await legsHeld(order.uuid),
    from: await remaining(testDb.db, order.legs[0]!.voyageUuid, order.legs[0]!.cabinClass),
    to: await remaining(testDb.db, target.uuid, target.cabin),
    tickets: view.tickets.map((t) => [t.ticketNo, t.status]),
    total: view.totalAmount,
    history: view.history?.length,
  };
}

describe('changing to a cheaper sailing 1 to 7 days ahead', () => {
  it('quotes the difference less the 10 % fee, moves the berth, reissues the ticket and gives the rest back through the provider', async () => {
    const { order, sailing } = await paidOrder(JAPANESE);
    const target = later();
    const fromLeft = await remaining(testDb.db, sailing.uuid, JAPANESE);
    const toLeft = await remaining(testDb.db, target.uuid, DORM);
    frozen = new Date();
    try {
      await departsIn(sailing, 3 * DAY);
      const body = { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, cabinClass: DORM };
      const quoted = await quote(body);
      // paid 1500 + 200 = 1700; the dormitory 1300 + 200 = 1500; fee 10 % of 1700 = 170; back 200 − 170 = 30
      expect(quoted).toMatchObject({
        code: 200,
        data: {
          uuid: order.uuid,
          legIndex: 0,
          currency: 'RMB',
          from: { voyageUuid: sailing.uuid, voyageCode: sailing.code, cabinClass: JAPANESE, amount: 1700 },
          to: { voyageUuid: target.uuid, voyageCode: target.code, cabinClass: DORM, amount: 1500 },
          band: 'ONE_TO_7_DAYS',
          feePercent: 10,
          fee: 170,
          difference: -200,
          balance: -30,
          due: 0,
          back: 30,
          changeable: true,
        },
      });

      const changed = await change({ ...body, balance: -30 });
      expect(changed.code, changed.message).toBe(200);
      expect(changed.data).toMatchObject({ status: 'PAID', stateValue: 'PAID', totalAmount: 1500 });
      expect(changed.data.legs.map((l) => [l.voyageUuid, l.cabinClass, l.berths])).toEqual([[target.uuid, DORM, 1]]);
      expect(changed.data.tickets.map((t) => [t.ticketNo, t.status, t.fare, t.surcharge])).toEqual([
        [`${order.orderNo}-1-1`, 'VOID', 1500, 200],
        [`${order.orderNo}-1-1-C1`, 'VALID', 1300, 200],
      ]);
      expect(changed.data.refund).toMatchObject({ status: 'SUCCEEDED', amount: 30, fee: 170 });
      expect(changed.data.history?.map((h) => [h.event, h.fromStatus, h.toStatus, h.actor]).at(-1)).toEqual(['order.changeSailing', 'PAID', 'PAID', 'user']);
      expect(changed.data.history?.at(-1)?.note).toContain(`${sailing.code} ${JAPANESE} -> ${target.code} ${DORM}`);
      expect(await remaining(testDb.db, sailing.uuid, JAPANESE)).toBe(fromLeft + 1);
      expect(await remaining(testDb.db, target.uuid, DORM)).toBe(toLeft - 1);
      const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
      expect(refund).toMatchObject({ refundNo: `${order.orderNo}-C1`, amountMinor: 3000, feeMinor: 17000, status: 'SUCCEEDED', reason: 'CHANGE_SAILING' });
    } finally {
      frozen = null;
    }
  });
});

describe('changing to a dearer sailing', () => {
  it('quotes the difference due, and refuses the change (no second payment yet) with nothing changed', async () => {
    const { order } = await paidOrder(DORM);
    const target = later();
    const body = { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, cabinClass: JAPANESE };
    // more than 10 days ahead: no fee; 1700 − 1500 = 200 due
    expect((await quote(body)).data).toMatchObject({
      band: 'MORE_THAN_7_DAYS',
      feePercent: 0,
      fee: 0,
      difference: 200,
      balance: 200,
      due: 200,
      back: 0,
      changeable: false,
    });
    const before = await snapshot(order, { uuid: target.uuid, cabin: JAPANESE });
    expect(await change({ ...body, balance: 200 })).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.change_payment_due' });
    expect(await snapshot(order, { uuid: target.uuid, cabin: JAPANESE })).toEqual(before);
  });
});

describe('changing to a sailing of the same price', () => {
  it('more than 7 days ahead costs nothing: the berth moves, no refund; the voided ticket stays void through a later refund', async () => {
    const { order, sailing } = await paidOrder(DORM);
    const target = later(1);
    const fromLeft = await remaining(testDb.db, sailing.uuid, DORM);
    const toLeft = await remaining(testDb.db, target.uuid, DORM);
    const body = { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid };
    expect((await quote(body)).data).toMatchObject({
      to: { cabinClass: DORM, amount: 1500 },
      fee: 0,
      difference: 0,
      balance: 0,
      due: 0,
      back: 0,
      changeable: true,
    });
    const changed = await change({ ...body, balance: 0 });
    expect(changed.data).toMatchObject({ status: 'PAID', totalAmount: 1500, refund: null });
    expect(changed.data.legs[0]).toMatchObject({ voyageUuid: target.uuid, cabinClass: DORM });
    expect(await remaining(testDb.db, sailing.uuid, DORM)).toBe(fromLeft + 1);
    expect(await remaining(testDb.db, target.uuid, DORM)).toBe(toLeft - 1);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid))).toEqual([]);

    expect((await call(ORDER_PATHS.refund, passenger.headers, { uuid: order.uuid })).code).toBe(200);
    expect((await details(order.uuid)).tickets.map((t) => t.status)).toEqual(['VOID', 'REFUNDING']);
    expect((await call(STAFF_ORDER_PATHS.rejectRefund, clerk.headers, { uuid: order.uuid })).code).toBe(200);
    expect((await details(order.uuid)).tickets.map((t) => t.status)).toEqual(['VOID', 'VALID']);
  });
});

describe('refusals', () => {
  it('refuses after the cut-off (23 hours left), quote and change alike, with nothing changed', async () => {
    const { order, sailing } = await paidOrder(DORM);
    const target = later();
    const body = { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, balance: 0 };
    frozen = new Date();
    try {
      await departsIn(sailing, 23 * HOUR);
      const before = await snapshot(order, { uuid: target.uuid, cabin: DORM });
      expect(await quote(body)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.change_cut_off' });
      expect(await change(body)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.change_cut_off' });
      expect(await snapshot(order, { uuid: target.uuid, cabin: DORM })).toEqual(before);
      // exactly 24 hours left is still in time (10 % of 1500 = 150 due: quoted, not yet payable)
      await departsIn(sailing, DAY);
      expect((await quote(body)).data).toMatchObject({ band: 'ONE_TO_7_DAYS', fee: 150, balance: 150, changeable: false });
    } finally {
      frozen = null;
    }
  });

  it('refuses a sailing of the other direction or of another route', async () => {
    const { order } = await paidOrder(DORM);
    for (const target of [reverse[0]!, otherRoute[0]!]) {
      const body = { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, balance: 0 };
      expect(await quote(body)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.change_other_route' });
      expect(await change(body)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.change_other_route' });
    }
    expect((await legsHeld(order.uuid))[0]?.voyageUuid).toBe(order.legs[0]!.voyageUuid);
  });

  it('refuses the sailing and class the leg already has', async () => {
    const { order } = await paidOrder(DORM);
    const body = { uuid: order.uuid, legIndex: 0, voyageUuid: order.legs[0]!.voyageUuid, cabinClass: DORM, balance: 0 };
    expect(await change(body)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.change_same_sailing' });
  });

  it('answers 10404 for another user’s order and an unknown one', async () => {
    const { order } = await paidOrder(DORM);
    const other = await newUser(app, testDb.db);
    const body = { uuid: order.uuid, legIndex: 0, voyageUuid: later().uuid, balance: 0 };
    expect(await quote(body, other.headers)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await change(body, other.headers)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await change({ ...body, uuid: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await legsHeld(order.uuid))[0]?.voyageUuid).toBe(order.legs[0]!.voyageUuid);
  });

  it('refuses an order that is not PAID: a draft, one waiting for payment, one being refunded, one refunded', async () => {
    const target = later();
    const draft = await call<OrderView>(ORDER_PATHS.save, passenger.headers, { ...oneWay(sailings[next]!, DORM), submit: false });
    const due = await call<OrderView>(ORDER_PATHS.save, passenger.headers, oneWay(sailings[next++]!, DORM));
    const { order: refunding } = await paidOrder(DORM);
    expect((await call(ORDER_PATHS.refund, passenger.headers, { uuid: refunding.uuid })).code).toBe(200);
    const { order: refunded } = await paidOrder(DORM);
    expect((await call(ORDER_PATHS.refund, passenger.headers, { uuid: refunded.uuid })).code).toBe(200);
    expect((await call(STAFF_ORDER_PATHS.approveRefund, clerk.headers, { uuid: refunded.uuid })).data).toMatchObject({ status: 'REFUND' });
    const toLeft = await remaining(testDb.db, target.uuid, DORM);
    for (const uuid of [draft.data.uuid, due.data.uuid, refunding.uuid, refunded.uuid]) {
      const body = { uuid, legIndex: 0, voyageUuid: target.uuid, balance: 0 };
      expect(await quote(body)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.move_refused' });
      expect(await change(body)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.move_refused' });
    }
    expect(await remaining(testDb.db, target.uuid, DORM)).toBe(toLeft);
  });

  it('answers 10422 at the field for bad input', async () => {
    const { order } = await paidOrder(DORM);
    const good = { uuid: order.uuid, legIndex: 0, voyageUuid: later().uuid, balance: 0 };
    const { voyageUuid: _voyage, ...noVoyage } = good;
    const { balance: _balance, ...noBalance } = good;
    for (const [body, field, send] of [
      [noVoyage, 'voyageUuid', quote],
      [{ ...good, legIndex: 2 }, 'legIndex', quote],
      [{ ...good, legIndex: 'first' }, 'legIndex', change],
      [noBalance, 'balance', change],
      [{ ...good, legIndex: 1 }, 'legIndex', change],
      [{ ...good, voyageUuid: 'nonsense' }, 'voyageUuid', change],
      [{ ...good, voyageUuid: '00000000-0000-4000-8000-000000000000' }, 'voyageUuid', quote],
    ] as const) {
      const answer = await send(body);
      expect(answer, JSON.stringify(body)).toMatchObject({ code: ErrorCode.VALIDATION });
      expect(Object.keys(answer.data.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('refuses a sold-out sailing (10409) with nothing changed, and a balance that is no longer the price', async () => {
    const { order } = await paidOrder(DORM);
    const target = later(2);
    const left = await remaining(testDb.db, target.uuid, DORM);
    await setRemaining(testDb.db, target.uuid, DORM, 0);
    try {
      const body = { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, balance: 0 };
      const before = await snapshot(order, { uuid: target.uuid, cabin: DORM });
      expect(await quote(body)).toMatchObject({ code: ErrorCode.CONFLICT, data: { fields: { cabinClass: expect.anything() } } });
      expect(await change(body)).toMatchObject({ code: ErrorCode.CONFLICT, reason: 'order.not_enough_tickets' });
      expect(await snapshot(order, { uuid: target.uuid, cabin: DORM })).toEqual(before);
    } finally {
      await setRemaining(testDb.db, target.uuid, DORM, left);
    }
    const dearer = { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, cabinClass: JAPANESE, balance: 0 };
    const before = await snapshot(order, { uuid: target.uuid, cabin: JAPANESE });
    // 200 is due now, not the 0 confirmed: the chart refuses first (something to pay)
    expect(await change(dearer)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'order.change_payment_due' });
    // a cheaper balance confirmed for a change that costs nothing
    expect(await change({ uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, balance: -10 })).toMatchObject({
      code: ErrorCode.CONFLICT,
      reason: 'order.change_price_changed',
    });
    expect(await snapshot(order, { uuid: target.uuid, cabin: JAPANESE })).toEqual(before);
  });
});

describe('a round trip', () => {
  it('changes its return alone, and keeps the legs in order and in one class', async () => {
    const out = sailings[next++]!;
    const back = reverse.filter((s) => s.departureTime.getTime() > out.arrivalTime.getTime() + 2 * HOUR);
    const saved = await call<OrderView>(ORDER_PATHS.save, passenger.headers, {
      ...oneWay(out, DORM),
      orderType: 'ROUND_TRIP',
      returnLeg: { voyageUuid: back[0]!.uuid, cabinClass: DORM },
    });
    expect(saved.code, saved.message).toBe(200);
    const payment = await prepayOf(app, testDb.db, passenger.headers, saved.data.uuid);
    await postNotification(app, signedNotification(testDb.config.payments.sandboxSecret, payment, 'SUCCESS'));
    const order = await details(saved.data.uuid);
    // out 1300 + 200 RMB, back the same in RMB (the return's fares in the first port's currency)
    expect(order).toMatchObject({ status: 'PAID', currency: 'RMB', totalAmount: 3000 });

    const body = { uuid: order.uuid, legIndex: 1, voyageUuid: back[1]!.uuid, balance: 0 };
    expect((await quote(body)).data).toMatchObject({ legIndex: 1, from: { amount: 1500 }, to: { amount: 1500 }, balance: 0 });
    const changed = await change(body);
    expect(changed.code, changed.message).toBe(200);
    expect(changed.data.legs.map((l) => [l.legIndex, l.voyageUuid])).toEqual([
      [0, out.uuid],
      [1, back[1]!.uuid],
    ]);
    expect(changed.data.tickets.map((t) => [t.ticketNo, t.status])).toEqual([
      [`${order.orderNo}-1-1`, 'VALID'],
      [`${order.orderNo}-2-1`, 'VOID'],
      [`${order.orderNo}-2-1-C1`, 'VALID'],
    ]);
    expect(changed.data.totalAmount).toBe(3000);

    // the outbound moved after the return, or the return into another class than the outbound's
    const afterReturn = sailings.find((s) => s.departureTime.getTime() > back[1]!.departureTime.getTime())!;
    const late = await change({ uuid: order.uuid, legIndex: 0, voyageUuid: afterReturn.uuid, balance: 0 });
    expect(late).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { voyageUuid: expect.anything() } } });
    const otherClass = await quote({ uuid: order.uuid, legIndex: 1, voyageUuid: back[2]!.uuid, cabinClass: JAPANESE });
    expect(otherClass).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { cabinClass: expect.anything() } } });
  });
});

describe('two changes of one order at once', () => {
  it.each([[1], [2], [3]])('lets exactly one win (round %i): the berth is held on one sailing only, the old one given back once', async () => {
    const { order, sailing } = await paidOrder(DORM);
    const [b, c] = [later(3), later(4)];
    const left = {
      a: await remaining(testDb.db, sailing.uuid, DORM),
      b: await remaining(testDb.db, b.uuid, DORM),
      c: await remaining(testDb.db, c.uuid, DORM),
    };
    const answers = await Promise.all([b, c].map((target) => change({ uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, balance: 0 })));
    const won = answers.filter((a) => a.code === 200);
    const lost = answers.filter((a) => a.code !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toMatchObject([{ code: ErrorCode.CONFLICT, reason: 'order.change_conflict' }]);
    const winner = won[0]!.data.legs[0]!.voyageUuid === b.uuid ? 'b' : 'c';
    expect(await remaining(testDb.db, sailing.uuid, DORM)).toBe(left.a + 1);
    expect(await remaining(testDb.db, b.uuid, DORM)).toBe(left.b - (winner === 'b' ? 1 : 0));
    expect(await remaining(testDb.db, c.uuid, DORM)).toBe(left.c - (winner === 'c' ? 1 : 0));
    expect(await legsHeld(order.uuid)).toEqual([{ voyageUuid: (winner === 'b' ? b : c).uuid, cabinClass: DORM, berths: 1 }]);
    const view = await details(order.uuid);
    expect(view.tickets.map((t) => t.status)).toEqual(['VOID', 'VALID']);
    expect(view.history?.filter((h) => h.event === 'order.changeSailing')).toHaveLength(1);
  });
});

describe('the clerk’s change for a passenger', () => {
  it('changes the passenger’s order, recorded in its history with the clerk and in the audit log; a passenger may not call it', async () => {
    const { order } = await paidOrder(DORM);
    const target = later(5);
    const body = { uuid: order.uuid, legIndex: 0, voyageUuid: target.uuid, balance: 0 };
    expect(await call(STAFF_ORDER_CHANGE_PATHS.change, passenger.headers, body)).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    expect((await call<OrderChangeQuote>(STAFF_ORDER_CHANGE_PATHS.quote, clerk.headers, body)).data).toMatchObject({ balance: 0, changeable: true });
    const changed = await call<OrderView>(STAFF_ORDER_CHANGE_PATHS.change, clerk.headers, body);
    expect(changed.code, changed.message).toBe(200);
    expect(changed.data.legs[0]?.voyageUuid).toBe(target.uuid);
    expect(changed.data.history?.at(-1)).toMatchObject({ event: 'order.changeSailing', actor: 'staff', actorName: expect.any(String) });
    const audit = await testDb.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, order.uuid), eq(auditEntries.action, 'order.changeSailing')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffUserId: clerk.userId, after: { voyageUuid: target.uuid, cabinClass: DORM, totalMinor: 150000 } });
  });
});
