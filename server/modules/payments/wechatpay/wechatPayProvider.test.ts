import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWechatPayKeys, startFakeWechatPay, wechatPayEnv, type FakeKeys, type FakeWechatPay } from '../../../test/fakeWechatPay';
import type { PaymentProvider, PrepayRequest } from '../provider';
import { createWechatPayProvider } from './wechatPayProvider';
import { WechatPayError } from './wechatpay.errors';
import { readWechatPaySettings, type WechatPaySettings } from './wechatpay.settings';

/** The adapter against the local fake of WeChat Pay v3, endpoint by endpoint. */

let keys: FakeKeys;
let fake: FakeWechatPay;
let settings: WechatPaySettings;
let provider: PaymentProvider;
let next = 0;

const clock = () => new Date();
const REFUND_NOTIFY = 'https://portal.test/api/payment/notify/refund';

beforeAll(async () => {
  keys = fakeWechatPayKeys();
  fake = await startFakeWechatPay(keys);
  settings = readWechatPaySettings({ ...wechatPayEnv(keys, fake.baseUrl), WECHATPAY_TIMEOUT_MS: '2000' }).settings!;
  provider = createWechatPayProvider({ settings, clock, refundNotifyUrl: REFUND_NOTIFY });
  // Notifications are not delivered anywhere in this file: only answered 204.
  fake.setDeliver(async () => ({ status: 204, body: '' }));
});
afterAll(() => fake.close());

const prepay = (overrides: Partial<PrepayRequest> = {}): PrepayRequest => ({
  outTradeNo: `T2611260${String(++next).padStart(3, '0')}-a1b2c3d4e5`,
  amountMinor: 128_800,
  currency: 'RMB',
  description: '东海渡轮船票 T2611260001',
  expiresAt: new Date('2026-11-26T08:30:00Z'),
  notifyUrl: 'https://portal.test/api/payment/notify',
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<WechatPayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WechatPayError);
  return error as WechatPayError;
}

describe('Native and H5 prepays', () => {
  it('creates a Native order as documented (fen, CNY, Beijing time_expire, notify_url) and answers its code_url; the same order again answers the same', async () => {
    const request = prepay();
    const { codeUrl } = await provider.createPrepay(request);
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
    expect(fake.orders.get(request.outTradeNo)).toMatchObject({
      appid: keys.appId,
      mchid: keys.mchId,
      amount: { total: 128_800, currency: 'CNY' },
      time_expire: '2026-11-26T16:30:00+08:00',
      notify_url: 'https://portal.test/api/payment/notify',
      trade_type: 'NATIVE',
    });
    expect((await provider.createPrepay(request)).codeUrl).toBe(codeUrl);
  });

  it('creates an H5 order with scene_info (payer_client_ip, h5_info Wap) and answers its h5_url', async () => {
    const request = prepay();
    const { h5Url } = await provider.createH5Prepay({ ...request, payerClientIp: '203.0.113.9' });
    expect(h5Url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx/);
    const body = JSON.parse(fake.requests.at(-1)!.body);
    expect(body.scene_info).toEqual({ payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } });
  });

  it('refuses a JPY order before calling WeChat (WeChat Pay domestic takes CNY only)', async () => {
    const calls = fake.requests.length;
    const error = await rejection(provider.createPrepay(prepay({ currency: 'JPY' })));
    expect(error.message).toBe('微信支付仅支持人民币订单，日元订单请使用银行转账');
    expect(fake.requests.length).toBe(calls);
  });

  it('passes WeChat’s refusal on as a 10500 error naming its code (ORDERPAID for a paid order)', async () => {
    const request = prepay();
    await provider.createPrepay(request);
    await fake.pay(request.outTradeNo);
    const error = await rejection(provider.createPrepay(request));
    expect([error.code, error.wechatCode, error.providerStatus, error.message]).toEqual([10500, 'ORDERPAID', 403, '微信支付拒绝了请求（ORDERPAID）']);
  });
});

describe('query and close', () => {
  it('queries by out_trade_no: NOTPAY, then SUCCESS with the transaction id and time after the payer pays', async () => {
    const request = prepay({ amountMinor: 5_000 });
    await provider.createPrepay(request);
    expect(await provider.queryPayment(request.outTradeNo)).toMatchObject({ state: 'NOTPAY', transactionId: null, amountMinor: 5_000, currency: 'RMB' });
    await fake.pay(request.outTradeNo);
    const paid = await provider.queryPayment(request.outTradeNo);
    expect(paid).toMatchObject({ state: 'SUCCESS', transactionId: fake.orders.get(request.outTradeNo)!.transaction_id, amountMinor: 5_000 });
    expect(fake.requests.at(-1)!.path).toBe(`/v3/pay/transactions/out-trade-no/${request.outTradeNo}?mchid=${keys.mchId}`);
  });

  it('closes an unpaid order (204), which then queries CLOSED; closing a paid one is refused ORDERPAID; an unknown one ORDER_NOT_EXIST', async () => {
    const open = prepay();
    await provider.createPrepay(open);
    await provider.closePayment(open.outTradeNo);
    expect((await provider.queryPayment(open.outTradeNo)).state).toBe('CLOSED');
    const paid = prepay();
    await provider.createPrepay(paid);
    await fake.pay(paid.outTradeNo);
    expect((await rejection(provider.closePayment(paid.outTradeNo))).wechatCode).toBe('ORDERPAID');
    expect((await rejection(provider.queryPayment('T0000000000-none'))).wechatCode).toBe('ORDER_NOT_EXIST');
  });
});

describe('refunds', () => {
  async function paidOrder(total: number) {
    const request = prepay({ amountMinor: total });
    await provider.createPrepay(request);
    await fake.pay(request.outTradeNo);
    return request.outTradeNo;
  }

  it('asks for a refund with out_refund_no and notify_url: PENDING while WeChat processes it, SUCCEEDED once done; the same number answers the same refund', async () => {
    const outTradeNo = await paidOrder(10_000);
    const taken = await provider.refund({ refundNo: `${outTradeNo}-R1`, outTradeNo, amountMinor: 9_000, totalMinor: 10_000, currency: 'RMB' });
    expect(taken).toEqual({ providerRefundId: fake.refunds.get(`${outTradeNo}-R1`)!.refund_id, status: 'PENDING' });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({
      out_trade_no: outTradeNo,
      out_refund_no: `${outTradeNo}-R1`,
      notify_url: REFUND_NOTIFY,
      amount: { refund: 9_000, total: 10_000, currency: 'CNY' },
    });
    expect(await provider.queryRefund(`${outTradeNo}-R1`)).toEqual({ providerRefundId: taken.providerRefundId, status: 'PENDING' });
    await fake.completeRefund(`${outTradeNo}-R1`);
    expect(await provider.queryRefund(`${outTradeNo}-R1`)).toEqual({ providerRefundId: taken.providerRefundId, status: 'SUCCEEDED' });
    expect(await provider.refund({ refundNo: `${outTradeNo}-R1`, outTradeNo, amountMinor: 9_000, totalMinor: 10_000, currency: 'RMB' })).toEqual({
      providerRefundId: taken.providerRefundId,
      status: 'SUCCEEDED',
    });
    expect(fake.refunds.size).toBeGreaterThanOrEqual(1);
  });

  it('passes on NOT_ENOUGH (the merchant’s balance) and an unknown refund number', async () => {
    const outTradeNo = await paidOrder(10_000);
    fake.knobs.balance = 100;
    try {
      const error = await rejection(provider.refund({ refundNo: `${outTradeNo}-R1`, outTradeNo, amountMinor: 10_000, totalMinor: 10_000, currency: 'RMB' }));
      expect([error.wechatCode, error.providerStatus]).toEqual(['NOT_ENOUGH', 403]);
    } finally {
      fake.knobs.balance = 1_000_000_00;
    }
    expect((await rejection(provider.queryRefund('R-none'))).wechatCode).toBe('RESOURCE_NOT_EXISTS');
  });
});

describe('failures of the line', () => {
  it('is refused SIGN_ERROR (401) when our signature is not made with the merchant key WeChat knows', async () => {
    const stranger = createWechatPayProvider({
      settings: { ...settings, privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey },
      clock,
      refundNotifyUrl: REFUND_NOTIFY,
    });
    const error = await rejection(stranger.createPrepay(prepay()));
    expect([error.wechatCode, error.providerStatus]).toEqual(['SIGN_ERROR', 401]);
  });

  it('never believes an answer whose signature does not hold', async () => {
    fake.knobs.badSignature = true;
    try {
      const error = await rejection(provider.createPrepay(prepay()));
      expect([error.wechatCode, error.message]).toEqual(['BAD_SIGNATURE', '微信支付的应答未通过验证，请稍后再试']);
    } finally {
      fake.knobs.badSignature = false;
    }
  });

  it('gives up after WECHATPAY_TIMEOUT_MS with a clear error', async () => {
    fake.knobs.delayMs = 3_000;
    try {
      const started = Date.now();
      const error = await rejection(provider.createPrepay(prepay()));
      expect([error.wechatCode, error.message]).toEqual(['TIMEOUT', '微信支付暂时没有响应，请稍后再试']);
      expect(Date.now() - started).toBeLessThan(2_900);
    } finally {
      fake.knobs.delayMs = 0;
    }
  });
});

describe('notifications', () => {
  const transaction = (overrides: object = {}) => ({
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    out_trade_no: 'T2611260001-a1b2c3d4e5',
    transaction_id: '4200000000202611260000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2026-11-26T16:05:00+08:00',
    amount: { total: 128_800, payer_total: 128_800, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  });

  it('verifies and decrypts a TRANSACTION.SUCCESS', () => {
    const { headers, body } = fake.notification('TRANSACTION.SUCCESS', 'transaction', transaction(), { id: 'EV-1' });
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(provider.verifyNotification(lower, body)).toMatchObject({
      notificationId: 'EV-1',
      outTradeNo: 'T2611260001-a1b2c3d4e5',
      outcome: 'SUCCESS',
      transactionId: '4200000000202611260000000001',
      amountMinor: 128_800,
      currency: 'RMB',
      paidAt: new Date('2026-11-26T08:05:00Z'),
    });
  });

  it('refuses one that is stale, signed by another key, of another merchant, or a refund event on the payment route', () => {
    const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
    const stale = fake.notification('TRANSACTION.SUCCESS', 'transaction', transaction(), { at: new Date(Date.now() - 6 * 60_000) });
    expect(provider.verifyNotification(lower(stale.headers), stale.body)).toBeNull();
    fake.knobs.badSignature = true;
    const forged = fake.notification('TRANSACTION.SUCCESS', 'transaction', transaction());
    fake.knobs.badSignature = false;
    expect(provider.verifyNotification(lower(forged.headers), forged.body)).toBeNull();
    const other = fake.notification('TRANSACTION.SUCCESS', 'transaction', transaction({ mchid: '1900000999' }));
    expect(provider.verifyNotification(lower(other.headers), other.body)).toBeNull();
    const refund = fake.notification('REFUND.SUCCESS', 'refund', { mchid: keys.mchId });
    expect(provider.verifyNotification(lower(refund.headers), refund.body)).toBeNull();
  });

  it('verifies and decrypts REFUND.SUCCESS and REFUND.ABNORMAL', () => {
    const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
    const resource = {
      mchid: keys.mchId,
      out_trade_no: 'T2611260001-a1b2c3d4e5',
      transaction_id: '4200000000202611260000000001',
      out_refund_no: 'T2611260001-R1',
      refund_id: '50000000382019052709732678859',
      refund_status: 'SUCCESS',
      success_time: '2026-11-26T17:00:00+08:00',
      user_received_account: '支付用户零钱',
      amount: { total: 128_800, refund: 115_920, payer_total: 128_800, payer_refund: 115_920 },
    };
    const ok = fake.notification('REFUND.SUCCESS', 'refund', resource, { id: 'EV-R1' });
    expect(provider.verifyRefundNotification(lower(ok.headers), ok.body)).toMatchObject({
      notificationId: 'EV-R1',
      refundNo: 'T2611260001-R1',
      providerRefundId: '50000000382019052709732678859',
      outcome: 'SUCCESS',
      amountMinor: 115_920,
      succeededAt: new Date('2026-11-26T09:00:00Z'),
    });
    const abnormal = fake.notification('REFUND.ABNORMAL', 'refund', { ...resource, refund_status: 'ABNORMAL', success_time: undefined });
    expect(provider.verifyRefundNotification(lower(abnormal.headers), abnormal.body)).toMatchObject({ outcome: 'ABNORMAL', succeededAt: null });
    // the event type and the resource must agree
    const mixed = fake.notification('REFUND.SUCCESS', 'refund', { ...resource, refund_status: 'CLOSED' });
    expect(provider.verifyRefundNotification(lower(mixed.headers), mixed.body)).toBeNull();
  });
});
