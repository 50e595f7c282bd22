import { describe, expect, it } from 'vitest';
import { changeOutcome, type OrderChangeEvent } from './orderChange.machine';

const departure = '2026-12-10T03:00:00.000Z';
const confirm = (overrides: Partial<OrderChangeEvent> = {}): OrderChangeEvent => ({
  type: 'change.confirm',
  orderState: 'PAID',
  departureTime: departure,
  now: '2026-12-02T03:00:00.000Z',
  balanceMinor: 0,
  ...overrides,
});

describe('the change chart', () => {
  it('changes a paid order: nothing to settle, or money back', () => {
    expect(changeOutcome(confirm())).toBe('changed');
    expect(changeOutcome(confirm({ balanceMinor: -3000 }))).toBe('refundDue');
  });

  it('refuses something left to pay (no second payment yet)', () => {
    expect(changeOutcome(confirm({ balanceMinor: 1 }))).toBeNull();
  });

  it('refuses at the cut-off: exactly 24 hours left may still change, 1 ms less may not', () => {
    expect(changeOutcome(confirm({ now: '2026-12-09T03:00:00.000Z' }))).toBe('changed');
    expect(changeOutcome(confirm({ now: '2026-12-09T03:00:00.001Z' }))).toBeNull();
    expect(changeOutcome(confirm({ now: 'not a date' }))).toBeNull();
  });

  it.each([
    ['DRAFT'],
    [{ DUE_PAY: 'awaitingPayment' }],
    [{ DUE_PAY: 'offlineClaimed' }],
    ['BEING_REFUNDED'],
    ['REFUND'],
    ['CANCEL'],
    ['ABOLISH'],
    ['NONSENSE'],
  ])('refuses an order in %j', (orderState) => {
    expect(changeOutcome(confirm({ orderState: orderState as OrderChangeEvent['orderState'], balanceMinor: -100 }))).toBeNull();
    expect(changeOutcome(confirm({ orderState: orderState as OrderChangeEvent['orderState'] }))).toBeNull();
  });
});
