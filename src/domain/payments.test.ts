import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from './payments';

describe('paymentMethodsFor (DOMAIN: WeChat QR for RMB, bank transfer for JPY)', () => {
  it('offers an RMB order the QR code and a transfer, a JPY order a transfer only', () => {
    expect(paymentMethodsFor('RMB')).toEqual(['WECHAT_QR', 'BANK_TRANSFER']);
    expect(paymentMethodsFor('JPY')).toEqual(['BANK_TRANSFER']);
  });
});
