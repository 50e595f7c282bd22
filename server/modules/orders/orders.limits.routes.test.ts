import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { orders, orderSubmitKeys } from '../../db/schema';
import { OPENAPI_PATH } from '../../lib/openapi';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { adult, futureSailings, newUser, oneWay, remaining, setRemaining, type Sailing } from '../../test/orders.testkit';

/**
 * Limits on holding and idempotent submits (README "Ticketing"), through the real routes and
 * database, with the product's defaults: 3 unpaid orders per account, 2 rooms of a room class
 * (16 dormitory berths) held unpaid per sailing, 10 submits a minute.
 */

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let next = 0;
const sailing = () => sailings[next++]!;

beforeAll(async () => {
  testDb = await createTestDb();
  // The defaults, which the shared test configuration lifts for every other file.
  app = await buildTestApp(testDb, { config: { ...testDb.config, orders: { maxUnpaidOrders: 3, submitsPerMinute: 10 } } });
  sailings = await futureSailings(testDb.db, 'SHA-OSA');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

interface Answer {
  code: number;
  message: string;
  jpMessage?: string;
  data: OrderView & { fields?: Record<string, { message: string; jpMessage: string }> };
}

async function submit(headers: object, body: object, key?: string): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api${ORDER_PATHS.save}`,
    payload: body,
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const ordersOf = (userId: string) => testDb.db.select().from(orders).where(eq(orders.userUuid, userId));

describe('limits on holding', () => {
  it('refuses a fourth unpaid order with 10430 in both languages, and takes nothing', async () => {
    const me = await newUser(app, testDb.db);
    for (let i = 0; i < 3; i++) expect((await submit(me.headers, oneWay(sailing(), 'SECOND_JAPANESE'))).data.status).toBe('DUE_PAY');
    const out = sailing();
    const before = await remaining(testDb.db, out.uuid, 'SECOND_JAPANESE');
    expect(await submit(me.headers, oneWay(out, 'SECOND_JAPANESE'))).toMatchObject({
      code: 10430,
      message: '您已有3个待支付订单，请先支付或取消后再提交新订单',
      jpMessage: '未払いの注文が3件あります。新しい注文の前に、お支払いまたは取消をしてください',
    });
    expect(await remaining(testDb.db, out.uuid, 'SECOND_JAPANESE')).toBe(before);
    expect(await ordersOf(me.userId)).toHaveLength(3);
    // another account is not affected
    const other = await newUser(app, testDb.db);
    expect((await submit(other.headers, oneWay(out, 'SECOND_JAPANESE'))).data.status).toBe('DUE_PAY');
  });

  it('frees a place once an unpaid order is cancelled', async () => {
    const me = await newUser(app, testDb.db);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await submit(me.headers, oneWay(sailing(), 'SECOND_JAPANESE'))).data.uuid);
    await testDb.db.update(orders).set({ status: 'CANCEL', stateValue: 'CANCEL' }).where(eq(orders.uuid, made[0]!));
    expect((await submit(me.headers, oneWay(sailing(), 'SECOND_JAPANESE'))).data.status).toBe('DUE_PAY');
  });

  it('caps the rooms one account holds unpaid per sailing and class: the third suite room is refused at the cabin class (10431)', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    await testDb.db.execute(
      // room for the test: 5 suite rooms on this sailing
      sql`update voyage_inventory set total_berths = 5, remaining_berths = 5 where voyage_uuid = ${out.uuid} and cabin_class = 'SUITE'`,
    );
    expect((await submit(me.headers, oneWay(out, 'SUITE'))).data.status).toBe('DUE_PAY');
    expect((await submit(me.headers, oneWay(out, 'SUITE'))).data.status).toBe('DUE_PAY');
    const third = await submit(me.headers, oneWay(out, 'SUITE'));
    expect(third).toMatchObject({
      code: 10431,
      message: '同一航次的此舱位每个账户最多可保留2间客房未支付，请先支付已有订单',
      jpMessage: '同じ便のこの客室等級で未払いのまま確保できるのは1アカウント2室までです。先に既存の注文をお支払いください',
      data: { fields: { 'outbound.cabinClass': { message: '同一航次的此舱位每个账户最多可保留2间客房未支付，请先支付已有订单' } } },
    });
    expect(await remaining(testDb.db, out.uuid, 'SUITE')).toBe(3);
  });

  it('counts a berth class in berths: 16 dormitory berths per account and sailing', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const eight = Array.from({ length: 8 }, () => adult());
    expect((await submit(me.headers, oneWay(out, 'SECOND_DORMITORY', { passengers: eight }))).data.legs[0]?.berths).toBe(8);
    expect((await submit(me.headers, oneWay(out, 'SECOND_DORMITORY', { passengers: eight }))).data.status).toBe('DUE_PAY');
    expect(await submit(me.headers, oneWay(out, 'SECOND_DORMITORY'))).toMatchObject({ code: 10431, message: expect.stringContaining('16个床位') });
  });

  it('rate-limits submits per account: the eleventh in a minute is 10429', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    await setRemaining(testDb.db, out.uuid, 'SECOND_JAPANESE', 0);
    const codes: number[] = [];
    // attempts that make no order count too (here: sold out)
    for (let i = 0; i < 11; i++) codes.push((await submit(me.headers, oneWay(out, 'SECOND_JAPANESE'))).code);
    expect(codes.slice(0, 10).every((code) => code === ErrorCode.CONFLICT)).toBe(true);
    expect(codes[10]).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order to a retry with the same key, and holds the room once', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const before = await remaining(testDb.db, out.uuid, 'FIRST_WESTERN');
    const body = oneWay(out, 'FIRST_WESTERN', { passengers: [adult(), adult()] });
    const first = await submit(me.headers, body, 'attempt-0001-aaaa');
    const again = await submit(me.headers, body, 'attempt-0001-aaaa');
    expect(first.data.status).toBe('DUE_PAY');
    expect(again.data).toMatchObject({ uuid: first.data.uuid, orderNo: first.data.orderNo, status: 'DUE_PAY' });
    expect(await ordersOf(me.userId)).toHaveLength(1);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_WESTERN')).toBe(before - 1);
    const [stored] = await testDb.db
      .select()
      .from(orderSubmitKeys)
      .where(and(eq(orderSubmitKeys.userUuid, me.userId), eq(orderSubmitKeys.key, 'attempt-0001-aaaa')));
    expect(stored?.orderUuid).toBe(first.data.uuid);
  });

  it('makes one order of two racing requests with one key', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    const body = oneWay(out, 'FIRST_WESTERN');
    const [a, b] = await Promise.all([submit(me.headers, body, 'race-key-0001'), submit(me.headers, body, 'race-key-0001')]);
    expect(a.data.uuid).toBe(b.data.uuid);
    expect(await ordersOf(me.userId)).toHaveLength(1);
  });

  it('refuses the key with another body (10432) and changes nothing', async () => {
    const me = await newUser(app, testDb.db);
    const out = sailing();
    await submit(me.headers, oneWay(out, 'FIRST_WESTERN'), 'reused-key-01');
    const before = await remaining(testDb.db, out.uuid, 'FIRST_WESTERN');
    expect(await submit(me.headers, oneWay(out, 'FIRST_WESTERN', { contactName: '别人' }), 'reused-key-01')).toMatchObject({
      code: 10432,
      message: '该提交编号已用于另一份订单内容，请刷新页面后重新提交',
      jpMessage: 'この送信番号は別の注文内容で使われています。ページを更新してから送信し直してください',
    });
    expect(await ordersOf(me.userId)).toHaveLength(1);
    expect(await remaining(testDb.db, out.uuid, 'FIRST_WESTERN')).toBe(before);
  });

  it('keeps keys per user: the same key from another user makes that user’s own order', async () => {
    const [one, two] = [await newUser(app, testDb.db), await newUser(app, testDb.db)];
    const out = sailing();
    const a = await submit(one.headers, oneWay(out, 'FIRST_WESTERN'), 'shared-key-01');
    const b = await submit(two.headers, oneWay(out, 'FIRST_WESTERN'), 'shared-key-01');
    expect(b.data.status).toBe('DUE_PAY');
    expect(b.data.uuid).not.toBe(a.data.uuid);
  });

  it('refuses a malformed key with 10422 and makes nothing', async () => {
    const me = await newUser(app, testDb.db);
    const answer = await submit(me.headers, oneWay(sailing(), 'FIRST_WESTERN'), 'short');
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    expect(await ordersOf(me.userId)).toHaveLength(0);
  });

  it('is in the OpenAPI document of the submit', async () => {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, { post?: { parameters?: { name: string; in: string }[] } }> };
    const post = document.paths[`/api${ORDER_PATHS.save}`]?.post;
    expect(post?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]));
  });
});
