import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import type { OrderStatusAnswer } from '../../../src/domain/payments';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { refundQuote } from '../../../src/domain/ticketing/refundFee';
import { localDate } from '../../../src/domain/voyages';
import { orders, refunds, voyages } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createOrderLifecycle } from './orders.lifecycle';
import { adult, futureSailings, newUser, oneWay, remaining, type Sailing } from '../../test/orders.testkit';

/** The user's order calls of issue 5 through the real application: page, cancel, refund, offline claim, status, details. */

const CABIN = 'SECOND_DORMITORY';
const HOUR = 3600 * 1000;

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let nextSailing = 0;
/** null: the real time; a date: the application's clock stands still there */
let frozen: Date | null = null;
const clock = () => frozen ?? new Date();

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { clock });
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 10);
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
type Headers = { authorization: string };

async function call<T>(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object): Promise<Answer<T>> {
  const response = await app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const move = (path: string, headers: Headers, uuid: string, where: 'body' | 'query' = 'body') =>
  where === 'body' ? call<OrderStatusAnswer>('POST', path, headers, { uuid }) : call<OrderStatusAnswer>('POST', `${path}?uuid=${uuid}`, headers);

const load = (headers: Headers, uuid: string) => call<OrderView>('GET', `${ORDER_PATHS.load}?uuid=${uuid}`, headers);
const page = (headers: Headers, query = '') => call<Page<OrderView>>('POST', `${ORDER_PATHS.page}${query ? `?${query}` : ''}`, headers);

/** A submitted one-way order of `adults` adults on a sailing of its own. */
async function submitted(headers: Headers, adults = 1): Promise<{ order: OrderView; sailing: Sailing; left: number }> {
  const sailing = sailings[nextSailing++]!;
  const answer = await call<OrderView>(
    'POST',
    ORDER_PATHS.save,
    headers,
    oneWay(sailing, CABIN, { passengers: Array.from({ length: adults }, () => adult()) }),
  );
  expect(answer.code).toBe(200);
  return { order: answer.data, sailing, left: await remaining(testDb.db, sailing.uuid, CABIN) };
}

/** Pays the order as a provider notification would (the payments module's part). */
async function pay(uuid: string): Promise<void> {
  await createOrderLifecycle({ db: testDb.db, clock, config: testDb.config }).move(uuid, { type: 'order.paid' }, { actor: 'provider' });
}

const REFUSED = { code: ErrorCode.BUSINESS, reason: 'order.move_refused' };

describe('cancelTsOrderByUuid', () => {
  it('cancels the caller’s unpaid order (uuid in the body or the query), gives the berths back once, and refuses a second cancel', async () => {
    const me = await newUser(app, testDb.db);
    const { order, sailing, left } = await submitted(me.headers, 2);
    const answer = await move(ORDER_PATHS.cancel, me.headers, order.uuid, 'query');
    expect(answer).toMatchObject({ code: 200, data: { uuid: order.uuid, status: 'CANCEL', stateValue: 'CANCEL', paymentDeadline: null } });
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 2);

    expect(await move(ORDER_PATHS.cancel, me.headers, order.uuid)).toMatchObject(REFUSED);
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left + 2);
    const details = (await load(me.headers, order.uuid)).data;
    expect(details.tickets.map((t) => t.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(details.history?.map((h) => [h.event, h.fromStatus, h.toStatus, h.actor])).toEqual([
      ['order.submit', 'DRAFT', 'DUE_PAY', 'user'],
      ['order.cancel', 'DUE_PAY', 'CANCEL', 'user'],
    ]);
  });

  it('answers 10404 for another user’s order and an unknown one, 10422 without a uuid; nothing moves', async () => {
    const owner = await newUser(app, testDb.db);
    const other = await newUser(app, testDb.db);
    const { order } = await submitted(owner.headers);
    expect(await move(ORDER_PATHS.cancel, other.headers, order.uuid)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await move(ORDER_PATHS.cancel, owner.headers, '00000000-0000-4000-8000-000000000000')).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await move(ORDER_PATHS.cancel, owner.headers, 'nonsense')).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await call('POST', ORDER_PATHS.cancel, owner.headers, {})).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { uuid: expect.anything() } },
    });
    expect((await load(owner.headers, order.uuid)).data.status).toBe('DUE_PAY');
  });

  it('refuses a paid order (refund instead) and a draft', async () => {
    const me = await newUser(app, testDb.db);
    const { order } = await submitted(me.headers);
    await pay(order.uuid);
    expect(await move(ORDER_PATHS.cancel, me.headers, order.uuid)).toMatchObject(REFUSED);
    const draft = await call<OrderView>('POST', ORDER_PATHS.save, me.headers, { ...oneWay(sailings[0]!, CABIN), submit: false });
    expect(await move(ORDER_PATHS.cancel, me.headers, draft.data.uuid)).toMatchObject(REFUSED);
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.cancel}`, payload: { uuid: '00000000-0000-4000-8000-000000000000' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('markedTsOrderAsOfflinePaymentByUuid', () => {
  it('keeps the order DUE_PAY with the window stopped; the user can then neither cancel nor claim again', async () => {
    const me = await newUser(app, testDb.db);
    const { order } = await submitted(me.headers);
    expect((await call<OrderStatusAnswer>('GET', `${ORDER_PATHS.status}?uuid=${order.uuid}`, me.headers)).data.paymentDeadline).not.toBeNull();
    const answer = await move(ORDER_PATHS.offlinePayment, me.headers, order.uuid);
    expect(answer.data).toEqual({ uuid: order.uuid, status: 'DUE_PAY', stateValue: { DUE_PAY: 'offlineClaimed' }, paymentDeadline: null });
    expect(await move(ORDER_PATHS.offlinePayment, me.headers, order.uuid)).toMatchObject(REFUSED);
    expect(await move(ORDER_PATHS.cancel, me.headers, order.uuid)).toMatchObject(REFUSED);
    expect((await load(me.headers, order.uuid)).data).toMatchObject({ status: 'DUE_PAY', paymentDeadline: null });
  });

  it('refuses another user’s order (10404) and a paid one (10500)', async () => {
    const me = await newUser(app, testDb.db);
    const other = await newUser(app, testDb.db);
    const { order } = await submitted(me.headers);
    expect(await move(ORDER_PATHS.offlinePayment, other.headers, order.uuid)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    await pay(order.uuid);
    expect(await move(ORDER_PATHS.offlinePayment, me.headers, order.uuid)).toMatchObject(REFUSED);
  });
});

describe('queryOrderStatus', () => {
  it('answers the caller’s order’s status, state value and deadline; 10404 for someone else’s', async () => {
    const me = await newUser(app, testDb.db);
    const other = await newUser(app, testDb.db);
    const { order } = await submitted(me.headers);
    const answer = await call<OrderStatusAnswer>('GET', `${ORDER_PATHS.status}?uuid=${order.uuid}`, me.headers);
    expect(answer.data).toEqual({ uuid: order.uuid, status: 'DUE_PAY', stateValue: { DUE_PAY: 'awaitingPayment' }, paymentDeadline: order.paymentDeadline });
    expect(Date.parse(answer.data.paymentDeadline!) - Date.parse(order.submittedAt!)).toBe(testDb.config.payments.windowMinutes * 60_000);
    expect(await call('GET', `${ORDER_PATHS.status}?uuid=${order.uuid}`, other.headers)).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});

describe('orderRefundByUuid', () => {
  /** Moves the order's sailing so that it departs `left` ms after the (frozen) now. */
  async function departsIn(sailing: Sailing, left: number): Promise<void> {
    await testDb.db
      .update(voyages)
      .set({ departureTime: new Date(frozen!.getTime() + left), arrivalTime: new Date(frozen!.getTime() + left + 30 * HOUR) })
      .where(eq(voyages.uuid, sailing.uuid));
  }

  it('applies for the refund of a paid order with the fee table’s quote; refuses a second application and an unpaid order', async () => {
    const me = await newUser(app, testDb.db);
    const unpaid = await submitted(me.headers);
    expect(await move(ORDER_PATHS.refund, me.headers, unpaid.order.uuid)).toMatchObject(REFUSED);

    const { order, sailing } = await submitted(me.headers, 2);
    await pay(order.uuid);
    const answer = await move(ORDER_PATHS.refund, me.headers, order.uuid);
    expect(answer.data).toMatchObject({ status: 'BEING_REFUNDED', stateValue: 'BEING_REFUNDED' });
    const quote = refundQuote(order.breakdown!.totalMinor, sailing.departureTime, new Date())!;
    const [row] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    expect(row).toMatchObject({
      status: 'REQUESTED',
      amountMinor: quote.refundMinor,
      feeMinor: quote.feeMinor,
      currency: order.currency,
      refundNo: `${order.orderNo}-R1`,
    });
    expect(row!.amountMinor + row!.feeMinor).toBe(order.breakdown!.totalMinor);

    const details = (await load(me.headers, order.uuid)).data;
    // A WeChat payment's refund: no receiving account, no payout.
    expect(details.refund).toEqual({ status: 'REQUESTED', amount: quote.refundMinor / 100, fee: quote.feeMinor / 100, account: null, payout: null });
    expect(details.tickets.map((t) => t.status)).toEqual(['REFUNDING', 'REFUNDING']);
    expect(await move(ORDER_PATHS.refund, me.headers, order.uuid)).toMatchObject(REFUSED);
    expect(await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid))).toHaveLength(1);
  });

  it('the cut-off: with exactly 24 hours left it is refunded at 30 %; one millisecond later it is refused with the cut-off message', async () => {
    const me = await newUser(app, testDb.db);
    const early = await submitted(me.headers);
    const late = await submitted(me.headers);
    await pay(early.order.uuid);
    await pay(late.order.uuid);
    frozen = new Date();
    try {
      await departsIn(early.sailing, 24 * HOUR);
      await departsIn(late.sailing, 24 * HOUR - 1);
      expect((await move(ORDER_PATHS.refund, me.headers, early.order.uuid)).data.status).toBe('BEING_REFUNDED');
      const [row] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, early.order.uuid));
      expect(row!.feeMinor).toBe(Math.round(early.order.breakdown!.totalMinor * 0.3));

      expect(await move(ORDER_PATHS.refund, me.headers, late.order.uuid)).toEqual({
        code: ErrorCode.BUSINESS,
        reason: 'order.refund_cut_off',
        message: '已过退票截止时间：开船前24小时内不能退票',
        jpMessage: '払い戻しの締切を過ぎています。出航24時間前を過ぎると払い戻しできません',
        data: null,
      });
      expect((await load(me.headers, late.order.uuid)).data.status).toBe('PAID');
      expect(await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, late.order.uuid))).toHaveLength(0);
    } finally {
      frozen = null;
    }
  });

  it('answers 10404 for another user’s paid order', async () => {
    const me = await newUser(app, testDb.db);
    const other = await newUser(app, testDb.db);
    const { order } = await submitted(me.headers);
    await pay(order.uuid);
    expect(await move(ORDER_PATHS.refund, other.headers, order.uuid)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await load(me.headers, order.uuid)).data.status).toBe('PAID');
  });
});

describe('getTsOrderByPage', () => {
  it('lists only the caller’s orders, drafts included, newest first, without history or payments', async () => {
    const me = await newUser(app, testDb.db);
    const other = await newUser(app, testDb.db);
    const first = await submitted(me.headers);
    const draft = await call<OrderView>('POST', ORDER_PATHS.save, me.headers, { ...oneWay(sailings[0]!, CABIN), submit: false });
    await submitted(other.headers);
    const answer = await page(me.headers);
    expect(answer.data).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(answer.data.records.map((r) => r.uuid)).toEqual([draft.data.uuid, first.order.uuid]);
    const [, submittedRecord] = answer.data.records;
    expect(submittedRecord).not.toHaveProperty('history');
    expect(submittedRecord).not.toHaveProperty('payments');
    expect(submittedRecord).toMatchObject({
      orderNo: first.order.orderNo,
      legs: [expect.objectContaining({ voyageUuid: first.sailing.uuid })],
      tickets: [expect.anything()],
    });
  });

  it('pages by 10, 20 or 50 and refuses other sizes and pages below 1 (10422)', async () => {
    const me = await newUser(app, testDb.db);
    const made: string[] = [];
    for (let i = 0; i < 11; i++)
      made.push((await call<OrderView>('POST', ORDER_PATHS.save, me.headers, { ...oneWay(sailings[0]!, CABIN), submit: false })).data.uuid);
    const second = await page(me.headers, 'current=2&size=10');
    expect(second.data).toMatchObject({ total: 11, current: 2, size: 10, pages: 2 });
    expect(second.data.records.map((r) => r.uuid)).toEqual([made[0]]);
    expect((await page(me.headers, 'size=20')).data.records).toHaveLength(11);
    expect(await page(me.headers, 'size=15')).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await page(me.headers, 'current=0')).toMatchObject({ code: ErrorCode.VALIDATION });
  });

  it('filters by status, order type, order number (exact or its beginning) and creation days', async () => {
    const me = await newUser(app, testDb.db);
    const kept = await submitted(me.headers);
    const cancelled = await submitted(me.headers);
    await move(ORDER_PATHS.cancel, me.headers, cancelled.order.uuid);
    const uuids = async (query: string) => {
      const answer = await page(me.headers, query);
      expect(answer.code).toBe(200);
      return answer.data.records.map((r) => r.uuid).sort();
    };
    expect(await uuids('status=CANCEL')).toEqual([cancelled.order.uuid]);
    expect(await uuids('status=DUE_PAY')).toEqual([kept.order.uuid]);
    expect(await uuids('orderType=ROUND_TRIP')).toEqual([]);
    expect(await uuids('orderType=ONE_WAY')).toEqual([kept.order.uuid, cancelled.order.uuid].sort());
    expect(await uuids(`orderNo=${kept.order.orderNo}`)).toEqual([kept.order.uuid]);
    // Both numbers share their first letters (the day); lower case is the same number.
    expect(await uuids(`orderNo=${kept.order.orderNo!.slice(0, 7).toLowerCase()}`)).toEqual([kept.order.uuid, cancelled.order.uuid].sort());
    expect(await uuids('orderNo=T%25')).toEqual([]);

    const today = localDate(new Date(kept.order.createdAt), 'CNSHA');
    const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
    expect(await uuids(`createdFrom=${today}&createdTo=${today}`)).toHaveLength(2);
    expect(await uuids(`createdTo=${dayAfter(today, -1)}`)).toEqual([]);
    expect(await uuids(`createdFrom=${dayAfter(today, 1)}`)).toEqual([]);
    expect(await page(me.headers, 'createdFrom=2026-02-30')).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { createdFrom: expect.anything() } },
    });
    expect(await page(me.headers, 'createdTo=yesterday')).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await page(me.headers, 'status=LOST')).toMatchObject({ code: ErrorCode.VALIDATION });
  });
});

describe('loadTsOrder', () => {
  it('fills the payment deadline, the history oldest first, no payments and no refund for a new order', async () => {
    const me = await newUser(app, testDb.db);
    const { order } = await submitted(me.headers);
    const details = (await load(me.headers, order.uuid)).data;
    const [stored] = await testDb.db.select().from(orders).where(eq(orders.uuid, order.uuid)).orderBy(asc(orders.createdAt));
    expect(details).toMatchObject({ paymentDeadline: stored!.paymentDeadline!.toISOString(), payments: [], refund: null });
    expect(details.history).toEqual([
      { event: 'order.submit', fromStatus: 'DRAFT', toStatus: 'DUE_PAY', actor: 'user', actorName: null, note: null, at: order.submittedAt },
    ]);
  });
});
