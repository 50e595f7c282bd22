import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWechatPayKeys, startFakeWechatPay, type FakeKeys, type FakeWechatPay } from './fakeWechatPay';

/** The fake itself, called by hand as the documentation describes (no adapter code). */

let keys: FakeKeys;
let fake: FakeWechatPay;
beforeAll(async () => {
  keys = fakeWechatPayKeys();
  fake = await startFakeWechatPay(keys);
});
afterAll(() => fake.close());

async function call(method: string, pathAndQuery: string, body = '', key: KeyObject = keys.merchantPrivateKey, serial = keys.merchantSerial) {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = 'NONCE0123456789';
  const signature = createSign('RSA-SHA256').update(`${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
  const response = await fetch(`${fake.baseUrl}${pathAndQuery}`, {
    method,
    headers: {
      authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${keys.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${serial}"`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : null, headers: response.headers };
}

const native = (outTradeNo: string, total = 100) =>
  JSON.stringify({
    appid: keys.appId,
    mchid: keys.mchId,
    description: '船票',
    out_trade_no: outTradeNo,
    notify_url: 'https://portal.test/api/payment/notify',
    amount: { total, currency: 'CNY' },
  });

describe('the fake WeChat Pay v3', () => {
  it('answers a well-signed Native order with a code_url, signed with the platform key over "timestamp\\nnonce\\nbody\\n"', async () => {
    const answer = await call('POST', '/v3/pay/transactions/native', native('FAKE-0001'));
    expect(answer.status).toBe(200);
    expect(answer.json.code_url).toMatch(/^weixin:\/\//);
    const message = `${answer.headers.get('wechatpay-timestamp')}\n${answer.headers.get('wechatpay-nonce')}\n${answer.text}\n`;
    expect(answer.headers.get('wechatpay-serial')).toBe(keys.platformKeyId);
    expect(createVerify('RSA-SHA256').update(message).verify(keys.platformPublicKey, answer.headers.get('wechatpay-signature')!, 'base64')).toBe(true);
  });

  it('answers 401 SIGN_ERROR to a signature by another key or with another serial', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(await call('POST', '/v3/pay/transactions/native', native('FAKE-0002'), stranger)).toMatchObject({ status: 401, json: { code: 'SIGN_ERROR' } });
    expect(await call('POST', '/v3/pay/transactions/native', native('FAKE-0002'), keys.merchantPrivateKey, 'OTHER')).toMatchObject({
      status: 401,
      json: { code: 'SIGN_ERROR' },
    });
  });

  it('answers the documented errors: PARAM_ERROR, ORDER_NOT_EXIST, ORDERPAID, RESOURCE_NOT_EXISTS, NOT_ENOUGH', async () => {
    expect(await call('POST', '/v3/pay/transactions/native', native('FAKE-0003', 0))).toMatchObject({ status: 400, json: { code: 'PARAM_ERROR' } });
    expect(await call('GET', `/v3/pay/transactions/out-trade-no/FAKE-NONE?mchid=${keys.mchId}`)).toMatchObject({
      status: 404,
      json: { code: 'ORDER_NOT_EXIST' },
    });
    await call('POST', '/v3/pay/transactions/native', native('FAKE-0004', 500));
    fake.setDeliver(async () => ({ status: 200, body: '' }));
    await fake.pay('FAKE-0004');
    expect(await call('POST', '/v3/pay/transactions/native', native('FAKE-0004', 500))).toMatchObject({ status: 403, json: { code: 'ORDERPAID' } });
    expect(await call('GET', '/v3/refund/domestic/refunds/NONE')).toMatchObject({ status: 404, json: { code: 'RESOURCE_NOT_EXISTS' } });
    fake.knobs.balance = 10;
    const refund = JSON.stringify({ out_trade_no: 'FAKE-0004', out_refund_no: 'FAKE-0004-R1', amount: { refund: 500, total: 500, currency: 'CNY' } });
    expect(await call('POST', '/v3/refund/domestic/refunds', refund)).toMatchObject({ status: 403, json: { code: 'NOT_ENOUGH' } });
    fake.knobs.balance = 1_000_000;
    expect(await call('POST', '/v3/refund/domestic/refunds', refund)).toMatchObject({
      status: 200,
      json: { out_refund_no: 'FAKE-0004-R1', status: 'PROCESSING' },
    });
  });

  it('posts a paid order’s notification encrypted (AEAD_AES_256_GCM) and signed, to its notify_url', async () => {
    await call('POST', '/v3/pay/transactions/native', native('FAKE-0005', 700));
    const seen: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    fake.setDeliver(async (url, headers, body) => {
      seen.push({ url, headers, body });
      return { status: 200, body: '' };
    });
    await fake.pay('FAKE-0005');
    expect(seen).toHaveLength(1);
    const envelope = JSON.parse(seen[0]!.body);
    expect(envelope).toMatchObject({
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: { algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction', original_type: 'transaction' },
    });
    expect(seen[0]!.url).toBe('https://portal.test/api/payment/notify');
    const { headers } = seen[0]!;
    const message = `${headers['Wechatpay-Timestamp']}\n${headers['Wechatpay-Nonce']}\n${seen[0]!.body}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(keys.platformPublicKey, headers['Wechatpay-Signature']!, 'base64')).toBe(true);
  });
});
