import { describe, expect, it } from 'vitest';
import { parseNotificationBody } from './notificationBody';
import { hasValidSignature, SIGNATURE_HEADERS, signedHeaders } from './notificationSignature';
import { signedNotification } from '../../test/payments.testkit';
import { createSandboxProvider } from './sandboxProvider';
import { outTradeNoOfToken, sandboxToken } from './sandboxToken';

const SECRET = 'unit-secret';
const NOW = new Date('2026-11-22T08:00:00Z');
const payment = { outTradeNo: 'T2611220001-abcdef0123', amountMinor: 380000, currency: 'RMB' as const };
const provider = createSandboxProvider({ secret: SECRET, clock: () => NOW });

describe('notification signature (WeChat v3 format, HMAC in the sandbox)', () => {
  const signed = signedNotification(SECRET, payment, 'SUCCESS', { at: NOW });

  it('accepts the body as signed', () => {
    expect(hasValidSignature(SECRET, signed.headers, signed.rawBody, NOW)).toBe(true);
    expect(provider.verifyNotification(signed.headers, signed.rawBody)).toMatchObject({
      outTradeNo: payment.outTradeNo,
      outcome: 'SUCCESS',
      amountMinor: 380000,
      currency: 'RMB',
      paidAt: NOW,
    });
  });

  it('refuses another secret, an altered body, a missing or altered header', () => {
    expect(hasValidSignature('other', signed.headers, signed.rawBody, NOW)).toBe(false);
    expect(provider.verifyNotification(signed.headers, signed.rawBody.replace('380000', '1'))).toBeNull();
    for (const name of Object.values(SIGNATURE_HEADERS).filter((n) => n !== SIGNATURE_HEADERS.serial)) {
      const { [name]: _dropped, ...without } = signed.headers;
      expect(provider.verifyNotification(without, signed.rawBody), name).toBeNull();
      expect(provider.verifyNotification({ ...signed.headers, [name]: `${signed.headers[name]}0` }, signed.rawBody), name).toBeNull();
    }
  });

  it('accepts a timestamp up to five minutes away, refuses beyond', () => {
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    expect(hasValidSignature(SECRET, signed.headers, signed.rawBody, at(300))).toBe(true);
    expect(hasValidSignature(SECRET, signed.headers, signed.rawBody, at(301))).toBe(false);
    expect(hasValidSignature(SECRET, signed.headers, signed.rawBody, at(-300))).toBe(true);
    expect(hasValidSignature(SECRET, signed.headers, signed.rawBody, at(-301))).toBe(false);
  });

  it('refuses a signed body that is not a notification', () => {
    const shapeless = [
      'not json',
      '[]',
      '{}',
      JSON.stringify({ id: 'x', resource: { out_trade_no: 'a', trade_state: 'SUCCESS', amount: { total: 1, currency: 'CNY' } } }),
    ];
    for (const rawBody of shapeless) {
      const headers = signedHeaders(SECRET, rawBody, NOW);
      expect(hasValidSignature(SECRET, headers, rawBody, NOW)).toBe(true);
      expect(provider.verifyNotification(headers, rawBody), rawBody).toBeNull();
    }
    expect(parseNotificationBody(signed.rawBody)).not.toBeNull();
    expect(parseNotificationBody(signed.rawBody.replace('"CNY"', '"USD"'))).toBeNull();
    expect(parseNotificationBody(signed.rawBody.replace('380000', '-5'))).toBeNull();
    expect(parseNotificationBody(signed.rawBody.replace('"SUCCESS"', '"REFUND"'))).toBeNull();
  });
});

describe('sandbox page token', () => {
  it('stands for its payment and no other', () => {
    const token = sandboxToken(SECRET, payment.outTradeNo);
    expect(outTradeNoOfToken(SECRET, token)).toBe(payment.outTradeNo);
    expect(outTradeNoOfToken('other', token)).toBeNull();
    const [, mac] = token.split('.');
    expect(outTradeNoOfToken(SECRET, `${Buffer.from('T2611220002-abcdef0123').toString('base64url')}.${mac}`)).toBeNull();
    expect(outTradeNoOfToken(SECRET, `${token}x`)).toBeNull();
    expect(outTradeNoOfToken(SECRET, 'abc')).toBeNull();
    expect(outTradeNoOfToken(SECRET, undefined)).toBeNull();
  });

  it('makes the code_url an absolute URL of the sandbox page beside the notify URL', async () => {
    const { codeUrl } = await provider.createPrepay({
      ...payment,
      description: 'x',
      expiresAt: null,
      notifyUrl: 'https://pay.example:8443/api/payment/notify',
    });
    const url = new URL(codeUrl);
    expect(url.origin).toBe('https://pay.example:8443');
    expect(url.pathname).toBe('/api/payment/sandbox/pay');
    expect(provider.outTradeNoOfToken(url.searchParams.get('token'))).toBe(payment.outTradeNo);
  });
});

describe('sandbox refunds', () => {
  const refund = { outTradeNo: payment.outTradeNo, amountMinor: 342000, totalMinor: 380000, currency: 'RMB' as const };

  it('answers the same id for the same refund number, another for another', async () => {
    const first = await provider.refund({ ...refund, refundNo: 'R1' });
    expect(first.providerRefundId).toMatch(/^SBR[0-9a-f]{28}$/);
    expect(await provider.refund({ ...refund, refundNo: 'R1' })).toEqual(first);
    expect((await provider.refund({ ...refund, refundNo: 'R2' })).providerRefundId).not.toBe(first.providerRefundId);
  });

  it('refuses more than the payment', async () => {
    await expect(provider.refund({ ...refund, refundNo: 'R3', amountMinor: 380001 })).rejects.toThrow(/not within/);
    await expect(provider.refund({ ...refund, refundNo: 'R4', amountMinor: -1 })).rejects.toThrow(/not within/);
  });
});

describe('the sandbox behind the rest of the provider interface', () => {
  const refund = { outTradeNo: payment.outTradeNo, amountMinor: 342000, totalMinor: 380000, currency: 'RMB' as const };

  it('refunds at once: SUCCEEDED, and a query of the same number answers the same id; no refund notification is ever believed', async () => {
    const taken = await provider.refund({ ...refund, refundNo: 'R9' });
    expect(taken.status).toBe('SUCCEEDED');
    expect(await provider.queryRefund('R9')).toEqual({ providerRefundId: taken.providerRefundId, status: 'SUCCEEDED' });
    expect(provider.verifyRefundNotification({}, '{}')).toBeNull();
  });

  it('gives a phone browser the same sandbox page as the QR', async () => {
    const request = { ...payment, description: 'x', expiresAt: null, notifyUrl: 'https://tickets.example.com/api/payment/notify' };
    const { h5Url } = await provider.createH5Prepay({ ...request, payerClientIp: '203.0.113.9' });
    expect(h5Url).toBe((await provider.createPrepay(request)).codeUrl);
  });

  it('answers a query from the portal’s own record, and has none without it', async () => {
    const withBooks = createSandboxProvider({
      secret: SECRET,
      clock: () => NOW,
      lookup: async (outTradeNo) =>
        outTradeNo === payment.outTradeNo ? { state: 'SUCCESS', transactionId: 'SBT1', amountMinor: 380000, currency: 'RMB', paidAt: NOW } : undefined,
    });
    expect(await withBooks.queryPayment(payment.outTradeNo)).toEqual({
      outTradeNo: payment.outTradeNo,
      state: 'SUCCESS',
      transactionId: 'SBT1',
      amountMinor: 380000,
      currency: 'RMB',
      paidAt: NOW,
    });
    await expect(withBooks.queryPayment('T-other')).rejects.toThrow(/no prepay/);
    await expect(provider.queryPayment(payment.outTradeNo)).rejects.toThrow(/no prepay/);
  });
});
