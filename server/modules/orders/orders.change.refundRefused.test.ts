import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WXPAY_QR_PATH } from '../../../src/domain/payments';
import { REFUND_STAFF_PATHS, type PayoutItem } from '../../../src/domain/refunds/refundViews';
import { ORDER_PATHS, type OrderView } from '../../../src/domain/ticketing/order';
import type { Config } from '../../config';
import { payments, refunds } from '../../db/schema';
import { fakeWechatPayKeys, startFakeWechatPay, wechatPayEnv, type FakeWechatPay } from '../../test/fakeWechatPay';
import { futureSailings, newUser, oneWay, type Sailing } from '../../test/orders.testkit';
import { staffUser, type Headers } from '../../test/refunds.testkit';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { readWechatPaySettings } from '../payments/wechatpay/wechatpay.settings';

/**
 * The money a change of sailing gives back, when WeChat Pay refuses to pay it (the merchant's
 * balance too low: NOT_ENOUGH). The change stands (berths moved, tickets reissued); the refund stays
 * APPROVED and waits as a payout on the clerk's queue with WeChat's answer, the passenger gives the
 * account, the clerk records the transfer. SHA-OSA more than 7 days ahead: no fee; second-class
 * Japanese-style 1500 + 200 to the dormitory 1300 + 200 gives 200 RMB back.
 */

const JAPANESE = 'SECOND_JAPANESE';
const DORM = 'SECOND_DORMITORY';
const CN_ACCOUNT = { bankName: '中国工商银行上海分行', accountNumber: '6222020200112233445', holderName: '王小明' };

let fake: FakeWechatPay;
let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let clerk: { userId: string; headers: Headers };

beforeAll(async () => {
  const keys = fakeWechatPayKeys();
  fake = await startFakeWechatPay(keys);
  testDb = await createTestDb();
  const wechatpay = readWechatPaySettings({ ...wechatPayEnv(keys, fake.baseUrl), WECHATPAY_TIMEOUT_MS: '2000' }).settings!;
  const config: Config = { ...testDb.config, payments: { ...testDb.config.payments, provider: 'wechatpay', wechatpay, publicBaseUrl: 'https://portal.test' } };
  app = await buildTestApp(testDb, { config });
  fake.setDeliver(async (url, headers, body) => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const response = await app.inject({ method: 'POST', url: new URL(url).pathname, headers: lower, payload: body });
    return { status: response.statusCode, body: response.body };
  });
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 10);
  clerk = await staffUser(app, testDb.db, 'ticketingClerk');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  await fake?.close();
});

async function call<T>(method: 'GET' | 'POST', path: string, headers: object, payload?: object) {
  const response = await app.inject({ method, url: `/api${path}`, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { code: number; message: string; reason?: string; data: T };
}

const payoutQueue = async () => (await call<PayoutItem[]>('GET', REFUND_STAFF_PATHS.payoutQueue, clerk.headers)).data;

describe('a change’s money back that WeChat refuses', () => {
  it('keeps the change, leaves the refund APPROVED with a payout on the clerk’s queue saying why; account given, transfer recorded', async () => {
    const owner = await newUser(app, testDb.db);
    const order = (await call<OrderView>('POST', ORDER_PATHS.save, owner.headers, oneWay(sailings[0]!, JAPANESE))).data;
    expect((await app.inject({ method: 'GET', url: `/api${WXPAY_QR_PATH}?orderUuid=${order.uuid}`, headers: owner.headers })).statusCode).toBe(200);
    const [payment] = await testDb.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
    await fake.pay(payment!.outTradeNo);
    // the merchant's account cannot pay anything back now
    fake.knobs.balance = 0;
    const target = sailings[sailings.length - 1]!;

    const changed = await call<OrderView>('POST', ORDER_PATHS.changeSailing, owner.headers, {
      uuid: order.uuid,
      legIndex: 0,
      voyageUuid: target.uuid,
      cabinClass: DORM,
      balance: -200,
    });
    expect(changed.code, changed.message).toBe(200);
    expect(changed.data).toMatchObject({ status: 'PAID', totalAmount: 1500, legs: [{ voyageUuid: target.uuid, cabinClass: DORM }] });
    expect(changed.data.refund).toMatchObject({ status: 'APPROVED', amount: 200, payout: { status: 'PENDING' } });
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    expect(refund).toMatchObject({ refundNo: `${order.orderNo}-C1`, status: 'APPROVED', amountMinor: 20000, providerRefundId: null });

    const item = (await payoutQueue()).find((p) => p.orderUuid === order.uuid);
    expect(item).toMatchObject({
      status: 'PENDING',
      refundNo: `${order.orderNo}-C1`,
      amount: 200,
      currency: 'RMB',
      providerOutcome: 'NOT_ENOUGH',
      account: null,
    });

    expect((await call('POST', ORDER_PATHS.refundAccount, owner.headers, { uuid: order.uuid, account: CN_ACCOUNT })).code).toBe(200);
    const paid = await call<PayoutItem>('POST', REFUND_STAFF_PATHS.payoutPaid, clerk.headers, {
      uuid: item!.uuid,
      transferReference: 'ICBC-0101',
      transferredOn: '2026-11-27',
    });
    expect(paid.data).toMatchObject({ status: 'PAID', transferReference: 'ICBC-0101' });
    expect((await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid)))[0]).toMatchObject({ status: 'SUCCEEDED' });
    expect((await payoutQueue()).map((p) => p.orderUuid)).not.toContain(order.uuid);
    // the order is still the passenger's, PAID, on its new sailing
    expect((await call<OrderView>('GET', `${ORDER_PATHS.load}?uuid=${order.uuid}`, owner.headers)).data).toMatchObject({ status: 'PAID' });
  });
});
