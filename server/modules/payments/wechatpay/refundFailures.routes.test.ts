import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { STAFF_ORDER_PATHS, WXPAY_QR_PATH } from '../../../../src/domain/payments';
import { REFUND_STAFF_PATHS, type PaymentReturnItem, type PayoutItem } from '../../../../src/domain/refunds/refundViews';
import { ORDER_PATHS, type OrderView } from '../../../../src/domain/ticketing/order';
import type { Config } from '../../../config';
import { paymentReturns, payments, refundAccounts, refundPayouts, refunds } from '../../../db/schema';
import { fakeWechatPayKeys, startFakeWechatPay, wechatPayEnv, type FakeKeys, type FakeWechatPay } from '../../../test/fakeWechatPay';
import { authHeader, createUser, loginAs } from '../../../test/login';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, newUser, oneWay, type Sailing } from '../../../test/orders.testkit';
import { readWechatPaySettings } from './wechatpay.settings';

/**
 * Refunds WeChat could not pay back (REFUND.CLOSED / REFUND.ABNORMAL) reach the clerk: a payment
 * return waits FAILED on the "payments to return" queue; a passenger's refund stays APPROVED with a
 * PENDING payout, which the passenger completes with the account and the clerk then pays. WeChat
 * sends a notification again when it did not see our answer (the same id: nothing changes), and an
 * ABNORMAL refund may still succeed later (the clerk's work item goes, unless done already).
 */

const PUBLIC = 'https://portal.test';
let keys: FakeKeys;
let fake: FakeWechatPay;
let testDb: TestDb;
let app: FastifyInstance;
let sailings: Sailing[];
let next = 0;
let clerk: { authorization: string };
/** How the fake's notifications reach the app: through inject. */
let toApp: Parameters<FakeWechatPay['setDeliver']>[0];

beforeAll(async () => {
  keys = fakeWechatPayKeys();
  fake = await startFakeWechatPay(keys);
  testDb = await createTestDb();
  const wechatpay = readWechatPaySettings({ ...wechatPayEnv(keys, fake.baseUrl), WECHATPAY_TIMEOUT_MS: '2000' }).settings!;
  const config: Config = { ...testDb.config, payments: { ...testDb.config.payments, provider: 'wechatpay', wechatpay, publicBaseUrl: PUBLIC } };
  app = await buildTestApp(testDb, { config });
  toApp = async (url, headers, body) => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const response = await app.inject({ method: 'POST', url: new URL(url).pathname, headers: lower, payload: body });
    return { status: response.statusCode, body: response.body };
  };
  fake.setDeliver(toApp);
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

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  headers: object,
  payload?: object,
): Promise<{ code: number; message: string; jpMessage?: string; data: T }> {
  const response = await app.inject({ method, url: `/api${path}`, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A paid order of a new passenger: its WeChat prepay made through the QR route and paid at the fake. */
async function paidOrder(): Promise<{ owner: User; order: OrderView; outTradeNo: string }> {
  const owner = await newUser(app, testDb.db);
  const order = (await call<OrderView>('POST', ORDER_PATHS.save, owner.headers, oneWay(sailings[next++ % sailings.length]!, 'SUITE'))).data;
  expect((await app.inject({ method: 'GET', url: `/api${WXPAY_QR_PATH}?orderUuid=${order.uuid}`, headers: owner.headers })).statusCode).toBe(200);
  const [payment] = await testDb.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
  return { owner, order, outTradeNo: payment!.outTradeNo };
}

/**
 * Runs `act` with every notification delivered twice (as WeChat resends one it saw no answer to),
 * reading `state` after each delivery; gives the answers' messages and the states read.
 */
async function deliveredTwice<S>(act: () => Promise<unknown>, state: () => Promise<S>): Promise<{ messages: string[]; states: S[] }> {
  const messages: string[] = [];
  const states: S[] = [];
  fake.knobs.duplicateNotifications = true;
  fake.setDeliver(async (url, headers, body) => {
    const answer = await toApp(url, headers, body);
    messages.push((JSON.parse(answer.body) as { message: string }).message);
    states.push(await state());
    return answer;
  });
  try {
    await act();
  } finally {
    fake.knobs.duplicateNotifications = false;
    fake.setDeliver(toApp);
  }
  return { messages, states };
}

const returnQueue = async () => (await call<PaymentReturnItem[]>('GET', REFUND_STAFF_PATHS.returnQueue, clerk)).data;
const returnOf = async (orderUuid: string) => (await testDb.db.select().from(paymentReturns).where(eq(paymentReturns.orderUuid, orderUuid)))[0]!;

/** A payment for an order cancelled before it came: its return taken by WeChat (PROCESSING), not finished. */
async function returnInProgress() {
  const { owner, order, outTradeNo } = await paidOrder();
  await call('POST', ORDER_PATHS.cancel, owner.headers, { uuid: order.uuid });
  await fake.pay(outTradeNo);
  const refundNo = [...fake.refunds.values()].find((r) => r.out_trade_no === outTradeNo)!.out_refund_no;
  return { owner, order, refundNo };
}

const CN_ACCOUNT = { bankName: '中国工商银行上海分行', accountNumber: '6222020200112233445', holderName: '王小明' };
const giveAccount = (headers: object, uuid: string, account?: object) =>
  call<unknown>('POST', ORDER_PATHS.refundAccount, headers, { uuid, ...(account ? { account } : {}) });
const payoutQueue = async () => (await call<PayoutItem[]>('GET', REFUND_STAFF_PATHS.payoutQueue, clerk)).data;
const markPaid = (uuid: string) =>
  call<PayoutItem>('POST', REFUND_STAFF_PATHS.payoutPaid, clerk, { uuid, transferReference: 'ICBC-0077', transferredOn: '2026-11-20' });

describe('a payment return WeChat could not pay back', () => {
  it('REFUND.ABNORMAL makes the return FAILED with the outcome, on the clerk’s queue, where it is recorded as returned by hand', async () => {
    const { owner, order, outTradeNo } = await paidOrder();
    // Cancelled before the money came: the payment goes back through WeChat, which takes it (PROCESSING).
    await call('POST', ORDER_PATHS.cancel, owner.headers, { uuid: order.uuid });
    await fake.pay(outTradeNo);
    const returned = [...fake.refunds.values()].find((r) => r.out_trade_no === outTradeNo)!;
    let queue = (await call<PaymentReturnItem[]>('GET', REFUND_STAFF_PATHS.returnQueue, clerk)).data;
    expect(queue.map((r) => r.orderUuid)).not.toContain(order.uuid);

    const [answer] = await fake.completeRefund(returned.out_refund_no, 'ABNORMAL');
    expect([answer!.status, JSON.parse(answer!.body).code]).toEqual([200, 'SUCCESS']);
    queue = (await call<PaymentReturnItem[]>('GET', REFUND_STAFF_PATHS.returnQueue, clerk)).data;
    const item = queue.find((r) => r.orderUuid === order.uuid)!;
    expect(item).toMatchObject({ status: 'FAILED', lastError: 'REFUND.ABNORMAL', returnedAt: null, orderNo: order.orderNo });

    const byHand = await call<PaymentReturnItem>('POST', REFUND_STAFF_PATHS.returnByHand, clerk, { uuid: item.uuid, reference: 'ICBC-0001' });
    expect(byHand.data.status).toBe('RETURNED_BY_HAND');
  });
});

describe('a payment return: WeChat’s notifications again, and a SUCCESS after ABNORMAL', () => {
  it('the same ABNORMAL notification twice: taken both times, the second changes nothing', async () => {
    const { order, refundNo } = await returnInProgress();
    const { messages, states } = await deliveredTwice(
      () => fake.completeRefund(refundNo, 'ABNORMAL'),
      async () => ({ row: await returnOf(order.uuid), onQueue: (await returnQueue()).filter((r) => r.orderUuid === order.uuid).length }),
    );
    expect(messages).toEqual(['refund failure recorded', 'already received']);
    expect(states[0]).toMatchObject({ row: { status: 'FAILED', lastError: 'REFUND.ABNORMAL' }, onQueue: 1 });
    expect(states[1]).toEqual(states[0]);
  });

  it('SUCCESS after ABNORMAL: RETURNED with WeChat’s refund id, off the queue, and the clerk can no longer return it by hand', async () => {
    const { order, refundNo } = await returnInProgress();
    await fake.completeRefund(refundNo, 'ABNORMAL');
    const waiting = (await returnQueue()).find((r) => r.orderUuid === order.uuid)!;

    const [answer] = await fake.completeRefund(refundNo, 'SUCCESS');
    expect([answer!.status, JSON.parse(answer!.body).code]).toEqual([200, 'SUCCESS']);
    expect(await returnOf(order.uuid)).toMatchObject({ status: 'RETURNED', lastError: null, providerRefundId: fake.refunds.get(refundNo)!.refund_id });
    expect((await returnQueue()).map((r) => r.orderUuid)).not.toContain(order.uuid);
    expect(await call('POST', REFUND_STAFF_PATHS.returnByHand, clerk, { uuid: waiting.uuid, reference: 'ICBC-0002' })).toMatchObject({
      code: ErrorCode.BUSINESS,
      reason: 'refund.return_already_done',
    });
  });

  it('the clerk sends it again after ABNORMAL: WeChat answers ABNORMAL still; it stays on the queue with that outcome', async () => {
    const { order, refundNo } = await returnInProgress();
    await fake.completeRefund(refundNo, 'ABNORMAL');
    const waiting = (await returnQueue()).find((r) => r.orderUuid === order.uuid)!;
    const retried = await call<PaymentReturnItem>('POST', REFUND_STAFF_PATHS.returnRetry, clerk, { uuid: waiting.uuid });
    expect(retried.data).toMatchObject({ status: 'FAILED', attempts: waiting.attempts + 1, lastError: 'REFUND.ABNORMAL' });
  });

  it('SUCCESS after the clerk returned it by hand: the clerk’s record stands', async () => {
    const { order, refundNo } = await returnInProgress();
    await fake.completeRefund(refundNo, 'ABNORMAL');
    const waiting = (await returnQueue()).find((r) => r.orderUuid === order.uuid)!;
    await call('POST', REFUND_STAFF_PATHS.returnByHand, clerk, { uuid: waiting.uuid, reference: 'ICBC-0003' });

    const [answer] = await fake.completeRefund(refundNo, 'SUCCESS');
    expect(answer!.status).toBe(200);
    expect(await returnOf(order.uuid)).toMatchObject({ status: 'RETURNED_BY_HAND', handReference: 'ICBC-0003' });
  });
});

describe('a passenger’s refund WeChat could not pay back', () => {
  /** Paid, applied for, approved (WeChat takes it), then closed at WeChat: the refund's payout. */
  async function closedRefund() {
    const paid = await paidOrder();
    await fake.pay(paid.outTradeNo);
    await call('POST', ORDER_PATHS.refund, paid.owner.headers, { uuid: paid.order.uuid });
    await call('POST', STAFF_ORDER_PATHS.approveRefund, clerk, { uuid: paid.order.uuid });
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, paid.order.uuid));
    const [answer] = await fake.completeRefund(refund!.refundNo, 'CLOSED');
    expect(answer!.status).toBe(200);
    return { ...paid, refund: refund! };
  }

  /** Paid, applied for and approved: the refund WeChat has taken (PROCESSING). */
  async function approvedRefund() {
    const paid = await paidOrder();
    await fake.pay(paid.outTradeNo);
    await call('POST', ORDER_PATHS.refund, paid.owner.headers, { uuid: paid.order.uuid });
    await call('POST', STAFF_ORDER_PATHS.approveRefund, clerk, { uuid: paid.order.uuid });
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderUuid, paid.order.uuid));
    return { ...paid, refund: refund! };
  }
  const payoutsOf = (refundUuid: string) => testDb.db.select().from(refundPayouts).where(eq(refundPayouts.refundUuid, refundUuid));

  it('the same ABNORMAL notification twice: one payout, the second changes nothing', async () => {
    const { refund } = await approvedRefund();
    const { messages, states } = await deliveredTwice(
      () => fake.completeRefund(refund.refundNo, 'ABNORMAL'),
      async () => ({
        payouts: await payoutsOf(refund.uuid),
        status: (await testDb.db.select().from(refunds).where(eq(refunds.uuid, refund.uuid)))[0]!.status,
      }),
    );
    expect(messages).toEqual(['refund failure recorded', 'already received']);
    expect(states[0]).toMatchObject({ payouts: [{ status: 'PENDING', providerOutcome: 'ABNORMAL' }], status: 'APPROVED' });
    expect(states[1]).toEqual(states[0]);
  });

  it('SUCCESS after ABNORMAL: the refund SUCCEEDED with WeChat’s id, the payout withdrawn, no account wanted', async () => {
    const { owner, order, refund } = await approvedRefund();
    await fake.completeRefund(refund.refundNo, 'ABNORMAL');
    expect((await payoutQueue()).map((p) => p.orderUuid)).toContain(order.uuid);

    const [answer] = await fake.completeRefund(refund.refundNo, 'SUCCESS');
    expect([answer!.status, JSON.parse(answer!.body).message]).toEqual([200, 'refunded']);
    const [after] = await testDb.db.select().from(refunds).where(eq(refunds.uuid, refund.uuid));
    expect(after).toMatchObject({ status: 'SUCCEEDED', providerRefundId: fake.refunds.get(refund.refundNo)!.refund_id });
    expect(await payoutsOf(refund.uuid)).toEqual([]);
    expect((await payoutQueue()).map((p) => p.orderUuid)).not.toContain(order.uuid);
    expect(await giveAccount(owner.headers, order.uuid, CN_ACCOUNT)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'refund.payout_account_not_wanted' });
  });

  it('REFUND.CLOSED keeps the refund APPROVED and makes a PENDING payout that says why, without an account', async () => {
    const { order, refund } = await closedRefund();
    const [after] = await testDb.db.select().from(refunds).where(eq(refunds.uuid, refund.uuid));
    expect(after!.status).toBe('APPROVED');
    const item = (await payoutQueue()).find((p) => p.orderUuid === order.uuid);
    expect(item).toMatchObject({
      status: 'PENDING',
      refundNo: refund.refundNo,
      amount: refund.amountMinor / 100,
      currency: 'RMB',
      providerOutcome: 'CLOSED',
      account: null,
    });
  });

  it('the passenger gives the account (the owner only, checked, once); the clerk can pay only after', async () => {
    const { owner, order, refund } = await closedRefund();
    const payout = (await payoutQueue()).find((p) => p.orderUuid === order.uuid)!;
    expect(await markPaid(payout.uuid)).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: '乘客尚未提交收款账户，暂不能登记转账',
      jpMessage: '乗客から振込先口座がまだ届いていないため、振込を記録できません',
    });

    const stranger = await newUser(app, testDb.db);
    expect((await giveAccount(stranger.headers, order.uuid, CN_ACCOUNT)).code).toBe(ErrorCode.NOT_FOUND);
    const wrong = await giveAccount(owner.headers, order.uuid, { ...CN_ACCOUNT, accountNumber: '62220202001', holderName: '' });
    expect(wrong).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: {
        fields: {
          'account.accountNumber': { message: '银行账号为12到19位数字', jpMessage: '銀行口座番号は12～19桁の数字で入力してください' },
          'account.holderName': { message: '请输入收款人姓名', jpMessage: '口座名義を入力してください' },
        },
      },
    });
    expect(await testDb.db.select().from(refundAccounts).where(eq(refundAccounts.refundUuid, refund.uuid))).toEqual([]);
    expect((await payoutQueue()).find((p) => p.uuid === payout.uuid)!.account).toBeNull();

    const given = await giveAccount(owner.headers, order.uuid, CN_ACCOUNT);
    expect(given).toMatchObject({ code: 200, data: { country: 'CN', bankName: '中国工商银行上海分行', accountNumber: '****3445', holderName: '王小明' } });
    expect(await giveAccount(owner.headers, order.uuid, CN_ACCOUNT)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'refund.payout_account_not_wanted' });
    expect((await call<OrderView>('GET', `${ORDER_PATHS.load}?uuid=${order.uuid}`, owner.headers)).data.refund).toMatchObject({
      account: { accountNumber: '****3445' },
      payout: { status: 'PENDING' },
    });
    expect((await payoutQueue()).find((p) => p.uuid === payout.uuid)!.account).toMatchObject({ accountNumber: '6222020200112233445', holderName: '王小明' });

    expect((await markPaid(payout.uuid)).data).toMatchObject({ status: 'PAID', transferReference: 'ICBC-0077' });
    expect((await call<OrderView>('GET', `${ORDER_PATHS.load}?uuid=${order.uuid}`, owner.headers)).data.refund).toMatchObject({ status: 'SUCCEEDED' });
    expect(await giveAccount(owner.headers, order.uuid, CN_ACCOUNT)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'refund.payout_already_paid' });
  });

  it('an order with no payout waiting takes no account', async () => {
    const { owner, order, outTradeNo } = await paidOrder();
    await fake.pay(outTradeNo);
    expect(await giveAccount(owner.headers, order.uuid, CN_ACCOUNT)).toMatchObject({ code: ErrorCode.BUSINESS, reason: 'refund.payout_account_not_wanted' });
  });
});
