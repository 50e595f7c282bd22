import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PaymentOptions } from '../domain/payments';
import { paymentMachine, type PaymentLoaded } from './payment.machine';
import { createPaymentActors, loadPayment, type PaymentServices } from './payment.actors';

const OPTIONS = {
  orderUuid: 'o-1',
  methods: ['WECHAT_QR', 'BANK_TRANSFER'],
  paymentDeadline: '2026-11-22T08:30:00.000Z',
  offlineClaimed: false,
} as PaymentOptions;
const LEG = { departurePort: 'CNSHA', arrivalPort: 'JPOSA' };
/** The order's trip as loadOrder answers it (the fields the payment screen recaps). */
const TRIP = { orderType: 'ONE_WAY' as const, legs: [LEG] as never, passengers: [], tickets: [], totalAmount: 1100, currency: 'RMB' as const, extraBed: true };

function services(overrides: Partial<PaymentServices> = {}): PaymentServices {
  return {
    loadOrder: vi.fn(async () => ({ uuid: 'o-1', status: 'DUE_PAY' as const, ...TRIP })),
    getPaymentOptions: vi.fn(async () => OPTIONS),
    queryOrderStatus: vi.fn(async () => ({ uuid: 'o-1', status: 'DUE_PAY' as const, stateValue: null, paymentDeadline: null })),
    markOffline: vi.fn(async () => null),
    qrImageUrl: vi.fn(async () => 'blob:qr'),
    releaseQrImageUrl: vi.fn(),
    ...overrides,
  };
}

describe('loadPayment', () => {
  it('an order waiting for payment: its options, its first leg as the route, its trip to recap, the clock', async () => {
    const s = services();
    await expect(loadPayment(s, () => 42, 'o-1')).resolves.toEqual({
      status: 'DUE_PAY',
      options: OPTIONS,
      route: { orderUuid: 'o-1', from: 'CNSHA', to: 'JPOSA', orderType: 'ONE_WAY' },
      trip: { orderType: 'ONE_WAY', legs: [LEG], passengers: [], tickets: [], totalAmount: 1100, currency: 'RMB', extraBed: true },
      now: 42,
    });
    expect(s.getPaymentOptions).toHaveBeenCalledWith('o-1', { signal: undefined });
  });

  it('any other order: no options asked for (the server would refuse them)', async () => {
    const s = services({ loadOrder: vi.fn(async () => ({ uuid: 'o-1', status: 'PAID' as const, ...TRIP, legs: [] })) });
    await expect(loadPayment(s, () => 1, 'o-1')).resolves.toEqual({ status: 'PAID', options: null, route: null, now: 1 });
    expect(s.getPaymentOptions).not.toHaveBeenCalled();
  });
});

describe('the QR actor', () => {
  function run(s: PaymentServices) {
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          ...createPaymentActors(s, () => Date.parse('2026-11-22T08:00:00.000Z')),
          loadPayment: fromPromise<PaymentLoaded, { orderUuid: string }>(async () => ({
            status: 'DUE_PAY',
            options: OPTIONS,
            route: null,
            now: Date.parse('2026-11-22T08:00:00.000Z'),
          })),
        },
      }),
      { input: { orderUuid: 'o-1' } },
    );
    actor.start();
    return actor;
  }

  it('shows the image and releases its URL when the screen goes', async () => {
    const s = services();
    const actor = run(s);
    await vi.waitFor(() => expect(actor.getSnapshot().context.qrUrl).toBe('blob:qr'));
    expect(s.releaseQrImageUrl).not.toHaveBeenCalled();
    actor.stop();
    expect(s.releaseQrImageUrl).toHaveBeenCalledWith('blob:qr');
  });

  it('an image that arrives after the screen went is released at once', async () => {
    let resolve: (url: string) => void = () => {};
    const s = services({ qrImageUrl: vi.fn(() => new Promise<string>((r) => (resolve = r))) });
    const actor = run(s);
    await vi.waitFor(() => expect(s.qrImageUrl).toHaveBeenCalled());
    actor.stop();
    resolve('blob:late');
    await vi.waitFor(() => expect(s.releaseQrImageUrl).toHaveBeenCalledWith('blob:late'));
  });

  it('a failed image says so', async () => {
    const s = services({ qrImageUrl: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const actor = run(s);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ paying: { qr: 'failed' } })).toBe(true));
    actor.stop();
  });
});
