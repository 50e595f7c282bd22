import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { PAYMENT_PATHS, STAFF_ORDER_PATHS, WXPAY_QR_PATH } from '../../../../src/domain/payments';
import { ORDER_PATHS, type OrderView } from '../../../../src/domain/ticketing/order';
import type { Config } from '../../../config';
import { orderEvents, orders, paymentNotifications, paymentReturns, payments, refunds } from '../../../db/schema';
import { fakeWechatPayKeys, startFakeWechatPay, wechatPayEnv, type FakeKeys, type FakeWechatPay } from '../../../test/fakeWechatPay';
import { authHeader, createUser, loginAs } from '../../../test/login';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, newUser, oneWay, type Sailing } from '../../../test/orders.testkit';
import { CODE_URL_HEADER } from '../payments.routes';
import { readWechatPaySettings } from './wechatpay.settings';

/**
 * The portal configured with PAYMENT_PROVIDER=wechatpay against the local fake of WeChat Pay
 * v3, end to end through app.inject and the real database: QR order → the payer pays → the
 * notification → PAID → refund through the clerk's approval → refund notification → SUCCEEDED.
 */

const PUBLIC = 'https://portal.test';
let keys: FakeKeys;
let fake: FakeWechatPay;
let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let next = 0;
let clerk: { authorization: string };

beforeAll(async () => {
  keys = fakeWechatPayKeys();
  fake = await startFakeWechatPay(keys);
  testDb = await createTestDb();
  const wechatpay = readWechatPaySettings({ ...wechatPayEnv(keys, fake.baseUrl), WECHATPAY_TIMEOUT_MS: '2000' }).settings!;
  const config: Config = { ...testDb.config, payments: { ...testDb.config.payments, provider: 'wechatpay', wechatpay, publicBaseUrl: PUBLIC } };
  app = await buildTestApp(testDb, { config });
  // WeChat posts to our public URL; here the post goes into the app in-process.
  fake.setDeliver(async (url, headers, body) => {
    const { pathname } = new URL(url);
    expect(url.startsWith(PUBLIC)).toBe(true);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const response = await app.inject({ method: 'POST', url: pathname, headers: lower, payload: body });
    return { status: response.statusCode, body: response.body };
  });
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

type User = Awaited<ReturnType<typeof newUser>>;

async function dueOrder(user: User): Promise<OrderView> {
  const sailing = sailings[next++ % sailings.length]!;
  const response = await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.save}`, payload: oneWay(sailing, 'SUITE'), headers: user.headers });
  const body = response.json() as { code: number; data: OrderView };
  expect(body.code, response.body).toBe(200);
  return body.data;
}

const qr = (user: User, orderUuid: string) => app.inject({ method: 'GET', url: `/api${WXPAY_QR_PATH}?orderUuid=${orderUuid}`, headers: user.headers });
const orderRow = async (uuid: string) => (await testDb.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
const paymentsOf = (orderUuid: string) => testDb.db.select().from(payments).where(eq(payments.orderUuid, orderUuid));
const paidEvents = (orderUuid: string) =>
  testDb.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderUuid, orderUuid), eq(orderEvents.event, 'order.paid')));
const notificationsOf = (outTradeNo: string) => testDb.db.select().from(paymentNotifications).where(eq(paymentNotifications.outTradeNo, outTradeNo));
const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** An order with its WeChat Native prepay, made through the QR route. */
async function orderWithPrepay() {
  const owner = await newUser(app, testDb.db);
  const order = await dueOrder(owner);
  const response = await qr(owner, order.uuid);
  expect(response.statusCode, response.body).toBe(200);
  const [payment] = await paymentsOf(order.uuid);
  return { owner, order, payment: payment!, codeUrl: String(response.headers[CODE_URL_HEADER]) };
}

describe('a QR payment and its refund, end to end', () => {
  it('QR order → the payer pays → notification → PAID → refund approved → refund notification → refund SUCCEEDED', async () => {
    const { owner, order, payment, codeUrl } = await orderWithPrepay();
    // The QR encodes WeChat's code_url; the order went to WeChat in fen, CNY, with our public notify URL.
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
    const placed = fake.orders.get(payment.outTradeNo)!;
    expect(placed).toMatchObject({
      mchid: keys.mchId,
      appid: keys.appId,
      notify_url: `${PUBLIC}/api${PAYMENT_PATHS.notify}`,
      amount: { total: Math.round(order.totalAmount * 100), currency: 'CNY' },
    });
    expect(payment).toMatchObject({ provider: 'wechatpay', status: 'CREATED', codeUrl });

    const [delivered] = await fake.pay(payment.outTradeNo);
    expect(delivered!.status).toBe(200);
    expect((await orderRow(order.uuid)).status).toBe('PAID');
    expect((await paymentsOf(order.uuid))[0]).toMatchObject({ status: 'SUCCEEDED', providerTransactionId: placed.transaction_id });
    expect(await notificationsOf(payment.outTradeNo)).toEqual([expect.objectContaining({ provider: 'wechatpay', outcome: 'SUCCESS', signatureValid: true })]);

    // The passenger applies, the clerk approves: WeChat takes the refund (PROCESSING), so it is not SUCCEEDED yet.
    const applied = await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.refund}`, headers: owner.headers, payload: { uuid: order.uuid } });
    expect(applied.json().code, applied.body).toBe(200);
    const approved = await app.inject({ method: 'POST', url: `/api${STAFF_ORDER_PATHS.approveRefund}`, headers: clerk, payload: { uuid: order.uuid } });
    expect(approved.json(), approved.body).toMatchObject({ code: 200, data: { status: 'REFUND' } });
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    const atWechat = fake.refunds.get(refund!.refundNo)!;
    expect(atWechat).toMatchObject({
      out_trade_no: payment.outTradeNo,
      status: 'PROCESSING',
      notify_url: `${PUBLIC}/api${PAYMENT_PATHS.refundNotify}`,
      amount: { refund: refund!.amountMinor, total: payment.amountMinor },
    });
    expect(refund).toMatchObject({ status: 'APPROVED', providerRefundId: atWechat.refund_id });

    const [refundDelivered] = await fake.completeRefund(refund!.refundNo);
    expect(refundDelivered!.status).toBe(200);
    const [done] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    expect(done).toMatchObject({ status: 'SUCCEEDED', providerRefundId: atWechat.refund_id });
    expect(await notificationsOf(payment.outTradeNo)).toHaveLength(2);
  });

  it('a refund notification sent twice changes the refund once; one for an unknown refund number is answered 404 FAIL', async () => {
    const { owner, order, payment } = await orderWithPrepay();
    await fake.pay(payment.outTradeNo);
    await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.refund}`, headers: owner.headers, payload: { uuid: order.uuid } });
    await app.inject({ method: 'POST', url: `/api${STAFF_ORDER_PATHS.approveRefund}`, headers: clerk, payload: { uuid: order.uuid } });
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    fake.knobs.duplicateNotifications = true;
    try {
      const answers = await fake.completeRefund(refund!.refundNo);
      expect(answers.map((a) => [a.status, JSON.parse(a.body).code])).toEqual([
        [200, 'SUCCESS'],
        [200, 'SUCCESS'],
      ]);
    } finally {
      fake.knobs.duplicateNotifications = false;
    }
    expect((await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid)))[0]!.status).toBe('SUCCEEDED');
    expect((await notificationsOf(payment.outTradeNo)).filter((n) => n.outcome === 'REFUND.SUCCESS')).toHaveLength(1);

    const stray = fake.notification('REFUND.SUCCESS', 'refund', {
      mchid: keys.mchId,
      out_trade_no: payment.outTradeNo,
      transaction_id: '4200000000000000000000000001',
      out_refund_no: 'R-UNKNOWN',
      refund_id: '5000000000000000000000000001',
      refund_status: 'SUCCESS',
      success_time: '2026-11-26T17:00:00+08:00',
      amount: { total: 100, refund: 100, payer_total: 100, payer_refund: 100 },
    });
    const answer = await app.inject({ method: 'POST', url: `/api${PAYMENT_PATHS.refundNotify}`, headers: lower(stray.headers), payload: stray.body });
    expect([answer.statusCode, answer.json()]).toEqual([404, { code: 'FAIL', message: 'unknown out_refund_no' }]);
  });
});

describe('money for an order that cannot take it', () => {
  it('a payment for an order cancelled meanwhile goes back through WeChat in full, and its refund notification is taken', async () => {
    const { owner, order, payment } = await orderWithPrepay();
    const cancelled = await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.cancel}`, headers: owner.headers, payload: { uuid: order.uuid } });
    expect(cancelled.json().code, cancelled.body).toBe(200);
    const [paid] = await fake.pay(payment.outTradeNo);
    expect(paid!.status).toBe(200);
    expect((await orderRow(order.uuid)).status).toBe('CANCEL');
    const returned = [...fake.refunds.values()].find((r) => r.out_trade_no === payment.outTradeNo)!;
    expect(returned).toMatchObject({ status: 'PROCESSING', amount: { refund: payment.amountMinor, total: payment.amountMinor } });
    const [answer] = await fake.completeRefund(returned.out_refund_no);
    expect(answer!.status).toBe(200);
    expect((await notificationsOf(payment.outTradeNo)).map((n) => n.outcome).sort()).toEqual(['REFUND.SUCCESS', 'SUCCESS']);
  });
});

describe('notifications that must change nothing', () => {
  it('a duplicate notification (WeChat resends the same id) pays the order once', async () => {
    const { order, payment } = await orderWithPrepay();
    fake.knobs.duplicateNotifications = true;
    try {
      const answers = await fake.pay(payment.outTradeNo);
      expect(answers.map((a) => [a.status, JSON.parse(a.body).code])).toEqual([
        [200, 'SUCCESS'],
        [200, 'SUCCESS'],
      ]);
    } finally {
      fake.knobs.duplicateNotifications = false;
    }
    expect((await orderRow(order.uuid)).status).toBe('PAID');
    expect(await paidEvents(order.uuid)).toHaveLength(1);
    expect(await notificationsOf(payment.outTradeNo)).toHaveLength(1);
  });

  it('a notification not signed by the platform key is refused 401 FAIL and the order stays unpaid', async () => {
    const { order, payment } = await orderWithPrepay();
    fake.knobs.badSignature = true;
    try {
      const [answer] = await fake.pay(payment.outTradeNo);
      expect([answer!.status, JSON.parse(answer!.body).code]).toEqual([401, 'FAIL']);
    } finally {
      fake.knobs.badSignature = false;
    }
    expect((await orderRow(order.uuid)).status).toBe('DUE_PAY');
    expect(await notificationsOf(payment.outTradeNo)).toHaveLength(0);
  });

  it('a stale notification (signed six minutes ago) is refused 401 and changes nothing; the same, fresh, pays', async () => {
    const { order, payment } = await orderWithPrepay();
    const resource = {
      mchid: keys.mchId,
      appid: keys.appId,
      out_trade_no: payment.outTradeNo,
      transaction_id: '4200000000202611269999999999',
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      success_time: '2026-11-26T16:00:00+08:00',
      amount: { total: payment.amountMinor, payer_total: payment.amountMinor, currency: 'CNY', payer_currency: 'CNY' },
    };
    const stale = fake.notification('TRANSACTION.SUCCESS', 'transaction', resource, { at: new Date(Date.now() - 6 * 60_000), id: 'EV-STALE-1' });
    const refused = await app.inject({ method: 'POST', url: `/api${PAYMENT_PATHS.notify}`, headers: lower(stale.headers), payload: stale.body });
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'FAIL']);
    expect((await orderRow(order.uuid)).status).toBe('DUE_PAY');

    const fresh = fake.notification('TRANSACTION.SUCCESS', 'transaction', resource, { id: 'EV-STALE-1' });
    const accepted = await app.inject({ method: 'POST', url: `/api${PAYMENT_PATHS.notify}`, headers: lower(fresh.headers), payload: fresh.body });
    expect([accepted.statusCode, accepted.json().code]).toEqual([200, 'SUCCESS']);
    expect((await orderRow(order.uuid)).status).toBe('PAID');
  });

  it('a notification whose amount is not the order’s is refused 400 and changes nothing', async () => {
    const { order, payment } = await orderWithPrepay();
    const wrong = fake.notification('TRANSACTION.SUCCESS', 'transaction', {
      mchid: keys.mchId,
      appid: keys.appId,
      out_trade_no: payment.outTradeNo,
      transaction_id: '4200000000202611268888888888',
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      success_time: '2026-11-26T16:00:00+08:00',
      amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' },
    });
    const answer = await app.inject({ method: 'POST', url: `/api${PAYMENT_PATHS.notify}`, headers: lower(wrong.headers), payload: wrong.body });
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'FAIL']);
    expect((await orderRow(order.uuid)).status).toBe('DUE_PAY');
  });
});

describe('an H5 order for a phone browser', () => {
  it('sends the payer’s IP address as scene_info, answers WeChat’s h5_url, and the payment pays the order', async () => {
    const owner = await newUser(app, testDb.db);
    const order = await dueOrder(owner);
    const response = await app.inject({
      method: 'GET',
      url: `/api${WXPAY_QR_PATH}?orderUuid=${order.uuid}&scene=H5`,
      headers: owner.headers,
      remoteAddress: '203.0.113.7',
    });
    const body = response.json() as { code: number; data: { h5Url: string } };
    expect(body.code, response.body).toBe(200);
    const [payment] = await paymentsOf(order.uuid);
    const placed = fake.orders.get(payment!.outTradeNo)!;
    expect(placed).toMatchObject({ trade_type: 'MWEB', h5_url: body.data.h5Url, amount: { total: Math.round(order.totalAmount * 100), currency: 'CNY' } });
    expect(body.data.h5Url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=/);
    const sent = fake.requests.find((r) => r.path === '/v3/pay/transactions/h5' && r.body.includes(payment!.outTradeNo))!;
    expect(JSON.parse(sent.body).scene_info).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } });
    expect(payment).toMatchObject({ scene: 'H5', status: 'CREATED', codeUrl: body.data.h5Url });
    // Back from WeChat, the payer taps again: the same prepay, asked again for a fresh h5_url (WeChat's lasts 5 minutes).
    const again = await app.inject({
      method: 'GET',
      url: `/api${WXPAY_QR_PATH}?orderUuid=${order.uuid}&scene=H5`,
      headers: owner.headers,
      remoteAddress: '203.0.113.7',
    });
    expect(again.json().data).toEqual({ h5Url: body.data.h5Url });
    expect(fake.requests.filter((r) => r.path === '/v3/pay/transactions/h5' && r.body.includes(payment!.outTradeNo))).toHaveLength(2);
    expect(await paymentsOf(order.uuid)).toHaveLength(1);

    const [delivered] = await fake.pay(payment!.outTradeNo);
    expect(delivered!.status).toBe(200);
    expect((await orderRow(order.uuid)).status).toBe('PAID');
  });
});

describe('a replaced prepay is closed at WeChat', () => {
  const closeCalls = (outTradeNo: string) =>
    fake.requests.filter((r) => r.method === 'POST' && r.path === `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`);

  /** An order whose first prepay was replaced by a second (its payment window restarted), with the time the second took. */
  async function replacedPrepay() {
    const first = await orderWithPrepay();
    await testDb.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() + 20 * 60_000) })
      .where(eq(orders.uuid, first.order.uuid));
    const started = Date.now();
    const response = await qr(first.owner, first.order.uuid);
    const took = Date.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    const rows = await paymentsOf(first.order.uuid);
    const old = rows.find((p) => p.outTradeNo === first.payment.outTradeNo)!;
    const current = rows.find((p) => p.outTradeNo !== first.payment.outTradeNo)!;
    expect([old.status, current.status]).toEqual(['CLOSED', 'CREATED']);
    return { ...first, old, current, took };
  }

  it('the old prepay is closed at WeChat, which then refuses to take money for it; the new one pays', async () => {
    const { order, old, current } = await replacedPrepay();
    await vi.waitFor(() => expect(fake.orders.get(old.outTradeNo)!.trade_state).toBe('CLOSED'));
    expect(closeCalls(old.outTradeNo).map((r) => JSON.parse(r.body))).toEqual([{ mchid: keys.mchId }]);
    await expect(fake.pay(old.outTradeNo)).rejects.toThrow(/ORDER_CLOSED/);
    expect(closeCalls(current.outTradeNo)).toEqual([]);

    await fake.pay(current.outTradeNo);
    expect((await orderRow(order.uuid)).status).toBe('PAID');
  });

  it('WeChat answering the close 500 does not fail the new prepay, which pays the order', async () => {
    fake.knobs.closeFails = true;
    try {
      const { order, old, current } = await replacedPrepay();
      await vi.waitFor(() => expect(closeCalls(old.outTradeNo)).toHaveLength(1));
      expect(fake.orders.get(old.outTradeNo)!.trade_state).toBe('NOTPAY');
      await fake.pay(current.outTradeNo);
      expect((await orderRow(order.uuid)).status).toBe('PAID');
    } finally {
      fake.knobs.closeFails = false;
    }
  });

  it('a close WeChat does not answer in time neither delays nor fails the new prepay', async () => {
    fake.knobs.closeDelayMs = 4_000;
    try {
      const { order, old, current, took } = await replacedPrepay();
      // The client gives up on WeChat after 2 s; the passenger's answer did not wait for that.
      expect(took).toBeLessThan(1_500);
      await vi.waitFor(() => expect(closeCalls(old.outTradeNo)).toHaveLength(1));
      await fake.pay(current.outTradeNo);
      expect((await orderRow(order.uuid)).status).toBe('PAID');
    } finally {
      fake.knobs.closeDelayMs = 0;
    }
  }, 15_000);

  it('money that comes anyway for the old prepay after the new one paid is given back in full through WeChat', async () => {
    fake.knobs.closeFails = true;
    try {
      const { order, old, current } = await replacedPrepay();
      await vi.waitFor(() => expect(closeCalls(old.outTradeNo)).toHaveLength(1));
      await fake.pay(current.outTradeNo);
      const [late] = await fake.pay(old.outTradeNo);
      expect([late!.status, JSON.parse(late!.body).code]).toEqual([200, 'SUCCESS']);
      expect((await orderRow(order.uuid)).status).toBe('PAID');
      expect(await paidEvents(order.uuid)).toHaveLength(1);
      const rows = await paymentsOf(order.uuid);
      expect(rows.find((p) => p.uuid === current.uuid)).toMatchObject({ status: 'SUCCEEDED' });
      expect(rows.find((p) => p.uuid === old.uuid)).toMatchObject({ status: 'CLOSED', providerTransactionId: fake.orders.get(old.outTradeNo)!.transaction_id });
      expect(await testDb.db.select().from(paymentReturns).where(eq(paymentReturns.paymentUuid, old.uuid))).toEqual([
        expect.objectContaining({ reason: 'ALREADY_PAID', amountMinor: old.amountMinor }),
      ]);
      const back = [...fake.refunds.values()].filter((r) => r.out_trade_no === old.outTradeNo);
      expect(back).toEqual([expect.objectContaining({ amount: expect.objectContaining({ refund: old.amountMinor, total: old.amountMinor }) })]);
      expect([...fake.refunds.values()].filter((r) => r.out_trade_no === current.outTradeNo)).toEqual([]);
    } finally {
      fake.knobs.closeFails = false;
    }
  });

  it('money that comes for the old prepay while the order is still unpaid pays it once; the new prepay paid after is given back', async () => {
    fake.knobs.closeFails = true;
    try {
      const { order, old, current } = await replacedPrepay();
      await vi.waitFor(() => expect(closeCalls(old.outTradeNo)).toHaveLength(1));
      await fake.pay(old.outTradeNo);
      expect((await orderRow(order.uuid)).status).toBe('PAID');
      await fake.pay(current.outTradeNo);
      expect(await paidEvents(order.uuid)).toHaveLength(1);
      const rows = await paymentsOf(order.uuid);
      expect(rows.map((p) => [p.uuid === old.uuid ? 'old' : 'new', p.status]).sort()).toEqual([
        ['new', 'CLOSED'],
        ['old', 'SUCCEEDED'],
      ]);
      expect((await testDb.db.select().from(paymentReturns).where(eq(paymentReturns.orderUuid, order.uuid))).map((r) => [r.paymentUuid, r.reason])).toEqual([
        [current.uuid, 'ALREADY_PAID'],
      ]);
    } finally {
      fake.knobs.closeFails = false;
    }
  });
});

describe('WeChat failing', () => {
  it('a QR request when WeChat does not answer in time: a clear 10500 in both languages, and no prepay recorded', async () => {
    const owner = await newUser(app, testDb.db);
    const order = await dueOrder(owner);
    fake.knobs.delayMs = 3_000;
    try {
      const response = await qr(owner, order.uuid);
      expect(response.json()).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'wechatpay.timeout' });
    } finally {
      fake.knobs.delayMs = 0;
    }
    expect(await paymentsOf(order.uuid)).toEqual([]);
    // WeChat is back: the same request now works.
    expect((await qr(owner, order.uuid)).statusCode).toBe(200);
  });

  it('a QR request whose answer is not signed by the platform key is refused, and nothing is recorded', async () => {
    const owner = await newUser(app, testDb.db);
    const order = await dueOrder(owner);
    fake.knobs.badSignature = true;
    try {
      expect((await qr(owner, order.uuid)).json()).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'wechatpay.bad_signature' });
    } finally {
      fake.knobs.badSignature = false;
    }
    expect(await paymentsOf(order.uuid)).toEqual([]);
  });

  it('a refund WeChat refuses (NOT_ENOUGH) leaves the refund APPROVED without a provider id, and approving again once WeChat has the money sends the same refund number', async () => {
    const { owner, order, payment } = await orderWithPrepay();
    await fake.pay(payment.outTradeNo);
    await app.inject({ method: 'POST', url: `/api${ORDER_PATHS.refund}`, headers: owner.headers, payload: { uuid: order.uuid } });
    fake.knobs.balance = 0;
    try {
      const refused = await app.inject({ method: 'POST', url: `/api${STAFF_ORDER_PATHS.approveRefund}`, headers: clerk, payload: { uuid: order.uuid } });
      expect(refused.json().code).toBe(ErrorCode.BUSINESS);
    } finally {
      fake.knobs.balance = 1_000_000_00;
    }
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    expect(refund).toMatchObject({ status: 'APPROVED', providerRefundId: null });
    expect(fake.refunds.has(refund!.refundNo)).toBe(false);

    const again = await app.inject({ method: 'POST', url: `/api${STAFF_ORDER_PATHS.approveRefund}`, headers: clerk, payload: { uuid: order.uuid } });
    expect(again.json().code, again.body).toBe(200);
    expect(fake.refunds.get(refund!.refundNo)).toMatchObject({ status: 'PROCESSING', amount: { refund: refund!.amountMinor } });
  });
});
