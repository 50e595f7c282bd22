import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_ORDER_PATHS, WXPAY_QR_PATH } from '../../../src/domain/payments';
import { REFUND_STAFF_PATHS, type PaymentReturnItem, type PayoutItem } from '../../../src/domain/refunds/refundViews';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import type { Config } from '../../config';
import { paymentNotifications, paymentReturns, payments, refundPayouts, refunds } from '../../db/schema';
import { fakeWechatPayKeys, startFakeWechatPay, wechatPayEnv, type FakeWechatPay } from '../../test/fakeWechatPay';
import { authHeader, createUser, loginAs } from '../../test/login';
import { futureSailings, newUser, oneWay, type Sailing } from '../../test/orders.testkit';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createOrdersRepository } from '../orders/orders.repository';
import { REFUND_NOTIFY_ROUTE } from './refundNotify.routes';
import { readWechatPaySettings } from './wechatpay/wechatpay.settings';

/**
 * Refunds whose REFUND.* notification never arrives: the refund query sweep asks WeChat (the fake)
 * once they have waited REFUND_QUERY_AFTER_MINUTES, and applies a final answer by the notification's
 * rules. Age is given by back-dating the rows, so every signature stays fresh.
 */

const PUBLIC = 'https://portal.test';
const AFTER_MINUTES = 10;
const OLDER = new Date(Date.now() - (AFTER_MINUTES + 1) * 60_000);
let fake: FakeWechatPay;
let testDb: TestDb;
let config: Config;
let app: FastifyInstance;
let sailings: Sailing[];
let next = 0;
let clerk: { authorization: string };
let toApp: Parameters<FakeWechatPay['setDeliver']>[0];
/** the app's error log lines */
const logged: Array<{ msg: string; refundNo?: string }> = [];

const logger = {
  level: 'error',
  stream: new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  }),
};

beforeAll(async () => {
  const keys = fakeWechatPayKeys();
  fake = await startFakeWechatPay(keys);
  testDb = await createTestDb();
  const wechatpay = readWechatPaySettings({ ...wechatPayEnv(keys, fake.baseUrl), WECHATPAY_TIMEOUT_MS: '2000' }).settings!;
  config = {
    ...testDb.config,
    payments: { ...testDb.config.payments, provider: 'wechatpay', wechatpay, publicBaseUrl: PUBLIC, refundQueryAfterMinutes: AFTER_MINUTES },
  };
  app = await buildTestApp(testDb, { config, logger });
  toApp = async (url, headers, body) => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const response = await app.inject({ method: 'POST', url: new URL(url).pathname, headers: lower, payload: body });
    return { status: response.statusCode, body: response.body };
  };
  sailings = await futureSailings(testDb.db, 'SHA-OSA');
  const logonId = `clk_${randomBytes(5).toString('hex')}`;
  await createUser(testDb.db, { logonId, role: 'ticketingClerk' });
  clerk = authHeader(await loginAs(app, logonId));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  await fake?.close();
});
beforeEach(() => fake.setDeliver(toApp));

/** The fake finishes refunds but its notifications are lost on the way. */
const dropNotifications = () => fake.setDeliver(async () => ({ status: 0, body: '' }));

async function call<T>(method: 'GET' | 'POST', path: string, headers: object, payload?: object): Promise<{ code: number; data: T }> {
  const response = await app.inject({ method, url: `/api${path}`, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function paidOrder(): Promise<{ owner: Awaited<ReturnType<typeof newUser>>; order: OrderView; outTradeNo: string }> {
  const owner = await newUser(app, testDb.db);
  const order = (await call<OrderView>('POST', ORDER_PATHS.save, owner.headers, oneWay(sailings[next++ % sailings.length]!, 'SUITE'))).data;
  expect((await app.inject({ method: 'GET', url: `/api${WXPAY_QR_PATH}?orderUuid=${order.uuid}`, headers: owner.headers })).statusCode).toBe(200);
  const [payment] = await testDb.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
  return { owner, order, outTradeNo: payment!.outTradeNo };
}

/** A passenger's refund WeChat has taken (PROCESSING), approved eleven minutes ago. */
async function approvedRefund() {
  const paid = await paidOrder();
  await fake.pay(paid.outTradeNo);
  await call('POST', ORDER_PATHS.refund, paid.owner.headers, { uuid: paid.order.uuid });
  await call('POST', STAFF_ORDER_PATHS.approveRefund, clerk, { uuid: paid.order.uuid });
  const [refund] = await testDb.db.update(refunds).set({ decidedAt: OLDER }).where(eq(refunds.orderUuid, paid.order.uuid)).returning();
  expect(refund).toMatchObject({ status: 'APPROVED', providerRefundId: fake.refunds.get(refund!.refundNo)!.refund_id });
  return { ...paid, refund: refund! };
}

/** A payment that came for an order cancelled before it: its return taken by WeChat (PROCESSING) eleven minutes ago. */
async function returnInProgress() {
  const { owner, order, outTradeNo } = await paidOrder();
  await call('POST', ORDER_PATHS.cancel, owner.headers, { uuid: order.uuid });
  await fake.pay(outTradeNo);
  const [row] = await testDb.db.update(paymentReturns).set({ updatedAt: OLDER }).where(eq(paymentReturns.orderUuid, order.uuid)).returning();
  expect(row).toMatchObject({ status: 'RETURNED', providerRefundId: fake.refunds.get(row!.refundNo)!.refund_id });
  return { order, outTradeNo, refundNo: row!.refundNo };
}

const refundRow = async (uuid: string) => (await testDb.db.select().from(refunds).where(eq(refunds.uuid, uuid)))[0]!;
const returnRow = async (orderUuid: string) => (await testDb.db.select().from(paymentReturns).where(eq(paymentReturns.orderUuid, orderUuid)))[0]!;
const payoutsOf = (refundUuid: string) => testDb.db.select().from(refundPayouts).where(eq(refundPayouts.refundUuid, refundUuid));
const refundOutcomesOf = (outTradeNo: string) =>
  testDb.db
    .select({ outcome: paymentNotifications.outcome })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.outTradeNo, outTradeNo), like(paymentNotifications.outcome, 'REFUND.%')));
/** How often the fake was asked for this refund. */
const queriesOf = (refundNo: string) => fake.requests.filter((r) => r.method === 'GET' && r.path === `/v3/refund/domestic/refunds/${refundNo}`).length;

describe('a refund whose notification never came', () => {
  it('waits its age, then one round makes it SUCCEEDED with WeChat’s id; a second round asks nothing and changes nothing', async () => {
    const { refund, outTradeNo } = await approvedRefund();
    await testDb.db.update(refunds).set({ decidedAt: new Date() }).where(eq(refunds.uuid, refund.uuid));
    dropNotifications();
    await fake.completeRefund(refund.refundNo, 'SUCCESS');

    // Approved just now: not asked yet.
    await app.refundQuerySweep.queryOnce();
    expect(queriesOf(refund.refundNo)).toBe(0);
    expect((await refundRow(refund.uuid)).status).toBe('APPROVED');

    await testDb.db.update(refunds).set({ decidedAt: OLDER }).where(eq(refunds.uuid, refund.uuid));
    const first = await app.refundQuerySweep.queryOnce();
    expect(first.settled).toContainEqual({ refundNo: refund.refundNo, outcome: 'SUCCESS' });
    expect(await refundRow(refund.uuid)).toMatchObject({ status: 'SUCCEEDED', providerRefundId: fake.refunds.get(refund.refundNo)!.refund_id });
    expect(await refundOutcomesOf(outTradeNo)).toEqual([{ outcome: 'REFUND.SUCCESS' }]);
    expect(queriesOf(refund.refundNo)).toBe(1);

    const before = await refundRow(refund.uuid);
    const second = await app.refundQuerySweep.queryOnce();
    expect(second.settled.map((s) => s.refundNo)).not.toContain(refund.refundNo);
    expect(queriesOf(refund.refundNo)).toBe(1);
    expect(await refundRow(refund.uuid)).toEqual(before);
    expect(await refundOutcomesOf(outTradeNo)).toEqual([{ outcome: 'REFUND.SUCCESS' }]);
  });

  it('still PROCESSING at WeChat: the round changes nothing and asks again next round', async () => {
    const { refund, outTradeNo } = await approvedRefund();
    const result = await app.refundQuerySweep.queryOnce();
    expect(result.processing).toContain(refund.refundNo);
    expect(await refundRow(refund.uuid)).toMatchObject({ status: 'APPROVED' });
    expect(await payoutsOf(refund.uuid)).toEqual([]);
    expect(await refundOutcomesOf(outTradeNo)).toEqual([]);
    await app.refundQuerySweep.queryOnce();
    expect(queriesOf(refund.refundNo)).toBe(2);
  });

  it('ABNORMAL: a PENDING payout on the clerk’s queue, saying why; a second round adds nothing', async () => {
    const { order, refund, outTradeNo } = await approvedRefund();
    dropNotifications();
    await fake.completeRefund(refund.refundNo, 'ABNORMAL');
    const result = await app.refundQuerySweep.queryOnce();
    expect(result.settled).toContainEqual({ refundNo: refund.refundNo, outcome: 'ABNORMAL' });
    expect(await refundRow(refund.uuid)).toMatchObject({ status: 'APPROVED' });
    expect(await payoutsOf(refund.uuid)).toMatchObject([{ status: 'PENDING', providerOutcome: 'ABNORMAL' }]);
    const queue = (await call<PayoutItem[]>('GET', REFUND_STAFF_PATHS.payoutQueue, clerk)).data;
    expect(queue.filter((p) => p.orderUuid === order.uuid)).toHaveLength(1);

    await app.refundQuerySweep.queryOnce();
    expect(queriesOf(refund.refundNo)).toBe(1);
    expect(await payoutsOf(refund.uuid)).toHaveLength(1);
    expect(await refundOutcomesOf(outTradeNo)).toEqual([{ outcome: 'REFUND.ABNORMAL' }]);
  });

  it('the notification arriving after the query settled it is taken and changes nothing', async () => {
    const { refund } = await approvedRefund();
    dropNotifications();
    await fake.completeRefund(refund.refundNo, 'SUCCESS');
    await app.refundQuerySweep.queryOnce();
    const settled = await refundRow(refund.uuid);

    // WeChat retries: the same refund's notification, sent again now that it gets through.
    const found = fake.refunds.get(refund.refundNo)!;
    const late = fake.notification('REFUND.SUCCESS', 'refund', {
      mchid: '1900000109',
      out_trade_no: found.out_trade_no,
      transaction_id: found.transaction_id,
      out_refund_no: found.out_refund_no,
      refund_id: found.refund_id,
      refund_status: 'SUCCESS',
      success_time: found.success_time,
      user_received_account: '支付用户零钱',
      amount: { total: found.amount.total, refund: found.amount.refund, payer_total: found.amount.total, payer_refund: found.amount.refund },
    });
    const answer = await toApp(`${PUBLIC}${REFUND_NOTIFY_ROUTE}`, late.headers, late.body);
    expect(answer.status, answer.body).toBe(200);
    expect(await refundRow(refund.uuid)).toEqual(settled);
    expect(await payoutsOf(refund.uuid)).toEqual([]);
  });

  it('WeChat failing to answer: logged, nothing changes, asked again next round', async () => {
    const { refund } = await approvedRefund();
    const taken = fake.refunds.get(refund.refundNo)!;
    // Unknown at WeChat for now (RESOURCE_NOT_EXISTS): an error answer.
    fake.refunds.delete(refund.refundNo);
    const result = await app.refundQuerySweep.queryOnce();
    expect(result.failed).toContain(refund.refundNo);
    expect(logged.some((line) => line.refundNo === refund.refundNo && /did not answer/.test(line.msg))).toBe(true);
    expect(await refundRow(refund.uuid)).toMatchObject({ status: 'APPROVED' });

    fake.refunds.set(refund.refundNo, taken);
    dropNotifications();
    await fake.completeRefund(refund.refundNo, 'SUCCESS');
    await app.refundQuerySweep.queryOnce();
    expect((await refundRow(refund.uuid)).status).toBe('SUCCEEDED');
  });
});

describe('a payment return whose notification never came', () => {
  it('SUCCESS: stays RETURNED, the outcome recorded, and it is not asked for again', async () => {
    const { order, outTradeNo, refundNo } = await returnInProgress();
    dropNotifications();
    await fake.completeRefund(refundNo, 'SUCCESS');
    const result = await app.refundQuerySweep.queryOnce();
    expect(result.settled).toContainEqual({ refundNo, outcome: 'SUCCESS' });
    expect(await returnRow(order.uuid)).toMatchObject({ status: 'RETURNED' });
    expect(await refundOutcomesOf(outTradeNo)).toEqual([{ outcome: 'REFUND.SUCCESS' }]);
    await app.refundQuerySweep.queryOnce();
    expect(queriesOf(refundNo)).toBe(1);
  });

  it('ABNORMAL: FAILED with the outcome on the clerk’s “payments to return” queue', async () => {
    const { order, refundNo } = await returnInProgress();
    dropNotifications();
    await fake.completeRefund(refundNo, 'ABNORMAL');
    await app.refundQuerySweep.queryOnce();
    expect(await returnRow(order.uuid)).toMatchObject({ status: 'FAILED', lastError: 'REFUND.ABNORMAL' });
    const queue = (await call<PaymentReturnItem[]>('GET', REFUND_STAFF_PATHS.returnQueue, clerk)).data;
    expect(queue.filter((r) => r.orderUuid === order.uuid)).toHaveLength(1);
    await app.refundQuerySweep.queryOnce();
    expect(queriesOf(refundNo)).toBe(1);
  });
});

describe('two processes', () => {
  it('two rounds at once (two apps on one database) settle a refund once', async () => {
    const other = await buildTestApp(testDb, { config });
    try {
      const { refund, outTradeNo } = await approvedRefund();
      dropNotifications();
      await fake.completeRefund(refund.refundNo, 'SUCCESS');
      await Promise.all([app.refundQuerySweep.queryOnce(), other.refundQuerySweep.queryOnce()]);
      expect(await refundRow(refund.uuid)).toMatchObject({ status: 'SUCCEEDED' });
      expect(await refundOutcomesOf(outTradeNo)).toEqual([{ outcome: 'REFUND.SUCCESS' }]);
    } finally {
      await other.close();
    }
  });

  // PGlite serves one process: a round waits for the test's open transaction instead of finding the lock held.
  it.skipIf(!process.env.DATABASE_URL)('a round while another process holds the lock asks nothing and changes nothing', async () => {
    const { refund } = await approvedRefund();
    dropNotifications();
    await fake.completeRefund(refund.refundNo, 'SUCCESS');
    await testDb.db.transaction(async (tx) => {
      expect(await createOrdersRepository({ db: tx as never }).tryLock('payments.refund-query')).toBe(true);
      const skipped = await app.refundQuerySweep.queryOnce();
      expect(skipped).toEqual({ ran: false, settled: [], processing: [], failed: [] });
    });
    expect(queriesOf(refund.refundNo)).toBe(0);
    expect((await refundRow(refund.uuid)).status).toBe('APPROVED');
    await app.refundQuerySweep.queryOnce();
    expect((await refundRow(refund.uuid)).status).toBe('SUCCEEDED');
  });
});
