import { describe, expect, it } from 'vitest';
import type { PaymentOptions } from '../domain/payments';
import { paymentMachine, type PaymentContext } from './payment.machine';
import {
  selectCanBuyAgain,
  selectCanClaimOffline,
  selectConfirmingOffline,
  selectCountdown,
  selectMarkingOffline,
  selectOfflineClaimed,
  selectOptions,
  selectPhase,
  selectQrFailed,
  selectQrUrl,
  selectRemainingSeconds,
  selectTab,
} from './payment.selectors';

const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);
const RMB = {
  orderUuid: 'o-1',
  orderNo: 'T2611220001',
  currency: 'RMB',
  amount: 1100,
  methods: ['WECHAT_QR', 'BANK_TRANSFER'],
  paymentDeadline: '2026-11-22T08:30:00.000Z',
  offlineClaimed: false,
  bankTransfer: null,
} as unknown as PaymentOptions;
const ROUTE = { orderUuid: 'o-1', from: 'CNSHA', to: 'JPOSA', orderType: 'ONE_WAY' as const };

const context = (overrides: Partial<PaymentContext> = {}): PaymentContext => ({
  orderUuid: 'o-1',
  options: RMB,
  route: ROUTE,
  trip: null,
  now: T0,
  qrUrl: 'blob:o-1-1',
  ...overrides,
});

interface Regions {
  countdown?: string;
  tab?: string;
  qr?: string | { active: string };
  offline?: string;
}

/** Paying, each region where the test puts it (by default: the window runs, WeChat's QR shown, nothing claimed). */
const paying = (regions: Regions = {}, overrides: Partial<PaymentContext> = {}) =>
  paymentMachine.resolveState({
    value: { paying: { countdown: 'waiting', tab: 'wechat', qr: { active: 'shown' }, offline: 'idle', polling: 'waiting', ...regions } } as never,
    context: context(overrides),
  });
const phase = (value: string, overrides: Partial<PaymentContext> = {}) => paymentMachine.resolveState({ value: value as never, context: context(overrides) });

describe('payment selectors', () => {
  it('the phase is the top-level state, and paying whatever its regions do', () => {
    expect(selectPhase(phase('loading'))).toBe('loading');
    expect(selectPhase(phase('expired'))).toBe('expired');
    expect(selectPhase(phase('cancelled'))).toBe('cancelled');
    expect(selectPhase(paying())).toBe('paying');
  });

  it('reads the payment options', () => {
    expect(selectOptions(paying())?.orderNo).toBe('T2611220001');
    expect(selectOptions(phase('loading', { options: null }))).toBeNull();
  });

  it('names the tab shown while paying, and none otherwise', () => {
    expect(selectTab(paying({ tab: 'wechat' }))).toBe('WECHAT_QR');
    expect(selectTab(paying({ tab: 'bankTransfer' }))).toBe('BANK_TRANSFER');
    expect(selectTab(paying({ tab: 'choosing' }))).toBeNull();
    expect(selectTab(phase('paid'))).toBeNull();
  });

  it('gives the QR image only once it is shown', () => {
    expect(selectQrUrl(paying({ qr: { active: 'shown' } }))).toBe('blob:o-1-1');
    expect(selectQrUrl(paying({ qr: { active: 'loading' } }))).toBeNull();
    expect(selectQrUrl(paying({ qr: 'none' }))).toBeNull();
    expect(selectQrFailed(paying({ qr: 'failed' }))).toBe(true);
    expect(selectQrFailed(paying({ qr: { active: 'loading' } }))).toBe(false);
  });

  it('follows the offline claim: confirming, marking, claimed', () => {
    const flags = (offline: string) => [
      selectConfirmingOffline(paying({ offline })),
      selectMarkingOffline(paying({ offline })),
      selectOfflineClaimed(paying({ offline })),
    ];
    expect(flags('idle')).toEqual([false, false, false]);
    expect(flags('confirming')).toEqual([true, false, false]);
    expect(flags('marking')).toEqual([false, true, false]);
    expect(flags('claimed')).toEqual([false, false, true]);
  });

  it('offers the claim only while nothing is claimed', () => {
    expect(selectCanClaimOffline(paying({ offline: 'idle' }))).toBe(true);
    expect(selectCanClaimOffline(paying({ offline: 'confirming' }))).toBe(false);
    expect(selectCanClaimOffline(paying({ offline: 'claimed' }))).toBe(false);
    expect(selectCanClaimOffline(phase('expired'))).toBe(false);
  });

  it('offers "buy again" once the order is over and its route known', () => {
    expect(selectCanBuyAgain(phase('expired'))).toBe(true);
    expect(selectCanBuyAgain(phase('cancelled'))).toBe(true);
    expect(selectCanBuyAgain(phase('cancelled', { route: null }))).toBe(false);
    expect(selectCanBuyAgain(paying())).toBe(false);
  });

  describe('countdown', () => {
    it('counts whole seconds to the deadline, rounding a started second up', () => {
      const at = (now: number) => paying({}, { now });
      expect(selectRemainingSeconds(at(T0))).toBe(1800);
      expect(selectCountdown(at(T0))).toBe('30:00');
      expect(selectRemainingSeconds(at(T0 + 1_000))).toBe(1799);
      expect(selectCountdown(at(T0 + 1_000))).toBe('29:59');
      expect(selectRemainingSeconds(at(T0 + 1_799_500))).toBe(1);
      expect(selectCountdown(at(T0 + 1_799_500))).toBe('00:01');
    });

    it('shows zero, never a negative time, once the deadline has passed', () => {
      expect(selectRemainingSeconds(paying({}, { now: T0 + 1_800_000 }))).toBe(0);
      expect(selectRemainingSeconds(paying({}, { now: T0 + 1_805_000 }))).toBe(0);
      expect(selectCountdown(paying({}, { now: T0 + 1_805_000 }))).toBe('00:00');
    });

    it('lets the minutes pass 59 for a long window', () => {
      const long = { ...RMB, paymentDeadline: '2026-11-22T09:05:09.000Z' };
      expect(selectCountdown(paying({}, { options: long }))).toBe('65:09');
    });

    it('does not run outside paying, while stopped, or without a deadline', () => {
      expect(selectRemainingSeconds(phase('expired'))).toBeNull();
      expect(selectCountdown(phase('expired'))).toBeNull();
      expect(selectRemainingSeconds(paying({ countdown: 'stopped' }))).toBeNull();
      expect(selectCountdown(paying({ countdown: 'stopped' }))).toBeNull();
      expect(selectRemainingSeconds(paying({}, { options: { ...RMB, paymentDeadline: null } }))).toBeNull();
      expect(selectRemainingSeconds(paying({}, { options: null }))).toBeNull();
    });

    it('runs while the clock is being read', () => {
      expect(selectCountdown(paying({ countdown: 'reading' }, { now: T0 + 60_000 }))).toBe('29:00');
    });
  });
});
