import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import { orderLegs, orders } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { adult, futureSailings, newUser, oneWay, remaining, type Sailing } from '../../test/orders.testkit';

/** deleteTsOrderDraftByUuid through the real application: the owner's DRAFT goes, nothing else does. */

const CABIN = 'SECOND_DORMITORY';

let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 3);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

type Headers = { authorization: string };
interface Answer<T> {
  code: number;
  message: string;
  jpMessage?: string;
  data: T;
}

async function call<T>(url: string, headers: Headers, payload?: object): Promise<Answer<T>> {
  const response = await app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const remove = (headers: Headers, uuid: string) => call<null>(ORDER_PATHS.deleteDraft, headers, { uuid });
const stored = (uuid: string) => testDb.db.select().from(orders).where(eq(orders.uuid, uuid));
const legsOf = (uuid: string) => testDb.db.select().from(orderLegs).where(eq(orderLegs.orderUuid, uuid));

async function load(headers: Headers, uuid: string): Promise<Answer<OrderView>> {
  const response = await app.inject({ method: 'GET', url: `/api${ORDER_PATHS.load}?uuid=${uuid}`, headers });
  return response.json();
}

/** A saved, not submitted, one-way form of two adults. */
async function draft(headers: Headers): Promise<OrderView> {
  const answer = await call<OrderView>(ORDER_PATHS.save, headers, { ...oneWay(sailings[0]!, CABIN, { passengers: [adult(), adult()] }), submit: false });
  expect(answer.data.status).toBe('DRAFT');
  return answer.data;
}

describe('deleteTsOrderDraftByUuid', () => {
  it('deletes the owner’s draft with its legs (uuid in the body or the query); it is gone afterwards', async () => {
    const me = await newUser(app, testDb.db);
    const first = await draft(me.headers);
    expect(await legsOf(first.uuid)).toHaveLength(1);
    expect(await remove(me.headers, first.uuid)).toMatchObject({ code: 200, data: null });
    expect(await stored(first.uuid)).toEqual([]);
    expect(await legsOf(first.uuid)).toEqual([]);
    expect(await load(me.headers, first.uuid)).toMatchObject({ code: ErrorCode.NOT_FOUND });

    const second = await draft(me.headers);
    expect(await call(`${ORDER_PATHS.deleteDraft}?uuid=${second.uuid}`, me.headers)).toMatchObject({ code: 200, data: null });
    expect(await stored(second.uuid)).toEqual([]);
    // Deleted once: a second delete finds nothing.
    expect(await remove(me.headers, second.uuid)).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('answers 10404 for another user’s draft and leaves it to its owner', async () => {
    const owner = await newUser(app, testDb.db);
    const stranger = await newUser(app, testDb.db);
    const mine = await draft(owner.headers);
    expect(await remove(stranger.headers, mine.uuid)).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
    expect(await stored(mine.uuid)).toHaveLength(1);
    expect(await load(owner.headers, mine.uuid)).toMatchObject({ code: 200, data: { status: 'DRAFT', contactName: '王小明' } });
  });

  it('refuses a submitted order with the business code and changes nothing: status, legs, berths', async () => {
    const me = await newUser(app, testDb.db);
    const sailing = sailings[1]!;
    const submitted = (await call<OrderView>(ORDER_PATHS.save, me.headers, oneWay(sailing, CABIN))).data;
    expect(submitted.status).toBe('DUE_PAY');
    const left = await remaining(testDb.db, sailing.uuid, CABIN);
    expect(await remove(me.headers, submitted.uuid)).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: '订单已提交，不能删除（只能删除草稿）',
      jpMessage: 'この注文は確定済みのため削除できません（削除できるのは下書きのみです）',
    });
    expect(await load(me.headers, submitted.uuid)).toMatchObject({ code: 200, data: { status: 'DUE_PAY', orderNo: submitted.orderNo } });
    expect(await legsOf(submitted.uuid)).toHaveLength(1);
    expect(await remaining(testDb.db, sailing.uuid, CABIN)).toBe(left);
    // Cancelled: still no deleting (it has a number and a history).
    expect(await call(ORDER_PATHS.cancel, me.headers, { uuid: submitted.uuid })).toMatchObject({ code: 200 });
    expect(await remove(me.headers, submitted.uuid)).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(await stored(submitted.uuid)).toHaveLength(1);
  });

  it('answers 10404 for an unknown uuid and for one that is no uuid at all', async () => {
    const me = await newUser(app, testDb.db);
    expect(await remove(me.headers, '00000000-0000-4000-8000-000000000000')).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await remove(me.headers, 'nonsense')).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('answers 10422 at uuid without one, and for a body that is no form; nothing is deleted', async () => {
    const me = await newUser(app, testDb.db);
    const mine = await draft(me.headers);
    expect(await call(ORDER_PATHS.deleteDraft, me.headers, {})).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { uuid: expect.anything() } } });
    expect(await call(ORDER_PATHS.deleteDraft, me.headers, { uuid: '  ' })).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await call(ORDER_PATHS.deleteDraft, me.headers, { uuid: 'x'.repeat(65) })).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await call(ORDER_PATHS.deleteDraft, me.headers, { uuid: { $ne: '' } })).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(await stored(mine.uuid)).toHaveLength(1);
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.deleteDraft}`, payload: { uuid: '00000000-0000-4000-8000-000000000000' } });
    expect(response.statusCode).toBe(401);
  });
});
