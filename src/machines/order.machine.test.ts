import { describe, expect, it } from 'vitest';
import { createActor, type StateValue } from 'xstate';
import { ORDER_STATUSES } from '../domain/orderEnums';
import { INITIAL_ORDER_STATE, nextOrderState, orderMachine, orderSnapshotOf, orderStatusOf, type OrderEvent, type OrderEventType } from './order.machine';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const departure = new Date('2026-12-10T03:00:00Z');
const before = (left: number) => new Date(departure.getTime() - left);
const now = new Date('2026-12-01T00:00:00Z');

/** One event of each type, with instants that let the guarded ones pass. */
const EVENTS: Record<OrderEventType, OrderEvent> = {
  'order.saveDraft': { type: 'order.saveDraft' },
  'order.submit': { type: 'order.submit' },
  'order.deleteDraft': { type: 'order.deleteDraft' },
  'order.paid': { type: 'order.paid' },
  'order.cancel': { type: 'order.cancel' },
  'order.expire': { type: 'order.expire', paymentDeadline: new Date(now.getTime() - 1), now },
  'order.claimOffline': { type: 'order.claimOffline' },
  'order.rejectOffline': { type: 'order.rejectOffline' },
  'order.applyRefund': { type: 'order.applyRefund', departureTime: departure, now: before(8 * DAY) },
  'order.approveRefund': { type: 'order.approveRefund' },
  'order.rejectRefund': { type: 'order.rejectRefund' },
  'order.abolish': { type: 'order.abolish' },
};

const AWAITING = { DUE_PAY: 'awaitingPayment' };
const CLAIMED = { DUE_PAY: 'offlineClaimed' };

/** Every state value the chart can be stored in, with the moves it accepts; all others are refused. */
const ACCEPTED: [StateValue, Partial<Record<OrderEventType, StateValue>>][] = [
  ['DRAFT', { 'order.saveDraft': 'DRAFT', 'order.deleteDraft': 'DRAFT', 'order.submit': AWAITING }],
  [AWAITING, { 'order.paid': 'PAID', 'order.cancel': 'CANCEL', 'order.expire': 'CANCEL', 'order.claimOffline': CLAIMED, 'order.abolish': 'CANCEL' }],
  [CLAIMED, { 'order.paid': 'PAID', 'order.rejectOffline': AWAITING, 'order.abolish': 'CANCEL' }],
  ['PAID', { 'order.paid': 'PAID', 'order.applyRefund': 'BEING_REFUNDED', 'order.abolish': 'ABOLISH' }],
  ['BEING_REFUNDED', { 'order.approveRefund': 'REFUND', 'order.rejectRefund': 'PAID', 'order.abolish': 'ABOLISH' }],
  ['REFUND', {}],
  ['CANCEL', {}],
  ['ABOLISH', {}],
];

describe('nextOrderState: every move allowed and refused', () => {
  const cases = ACCEPTED.flatMap(([from, accepted]) =>
    (Object.keys(EVENTS) as OrderEventType[]).map((type) => [JSON.stringify(from), type, from, accepted[type] ?? null] as const),
  );
  it.each(cases)('%s on %s', (_, type, from, expected) => {
    expect(nextOrderState(from, EVENTS[type])).toEqual(expected);
  });

  it('starts a new order as a DRAFT', () => {
    expect(INITIAL_ORDER_STATE).toBe('DRAFT');
  });

  it('never changes the state value it is given', () => {
    const stored = { DUE_PAY: 'awaitingPayment' };
    nextOrderState(stored, EVENTS['order.claimOffline']);
    expect(stored).toEqual({ DUE_PAY: 'awaitingPayment' });
  });

  it('refuses a stored value that is not one of the chart', () => {
    expect(() => nextOrderState('SHIPPED', EVENTS['order.paid'])).toThrow(/Not an order state value/);
    expect(() => nextOrderState({ DUE_PAY: 'somewhere' }, EVENTS['order.paid'])).toThrow();
  });
});

describe('guard isBeforeRefundCutOff', () => {
  const applyAt = (left: number) =>
    nextOrderState('PAID', { type: 'order.applyRefund', departureTime: departure.toISOString(), now: before(left).toISOString() });

  it('lets a refund be applied for up to exactly 24 hours before departure, never later', () => {
    expect(applyAt(30 * DAY)).toBe('BEING_REFUNDED');
    expect(applyAt(7 * DAY)).toBe('BEING_REFUNDED');
    expect(applyAt(DAY)).toBe('BEING_REFUNDED');
    expect(applyAt(DAY - 1)).toBeNull();
    expect(applyAt(0)).toBeNull();
    expect(applyAt(-DAY)).toBeNull();
  });
});

describe('guard isPaymentWindowOver', () => {
  const deadline = new Date('2026-12-01T00:30:00Z');
  const expireAt = (at: Date) => nextOrderState(AWAITING, { type: 'order.expire', paymentDeadline: deadline, now: at });

  it('cancels from the deadline on, not a millisecond before (a sweep racing a restarted window)', () => {
    expect(expireAt(new Date(deadline.getTime() - 1))).toBeNull();
    expect(expireAt(deadline)).toBe('CANCEL');
    expect(expireAt(new Date(deadline.getTime() + HOUR))).toBe('CANCEL');
    expect(nextOrderState(AWAITING, { type: 'order.expire', paymentDeadline: deadline.toISOString(), now: '2026-12-01T09:30:00+09:00' })).toBe('CANCEL');
  });

  it('never expires an order whose offline payment is claimed: its window is stopped', () => {
    expect(nextOrderState(CLAIMED, { type: 'order.expire', paymentDeadline: deadline, now: new Date(deadline.getTime() + DAY) })).toBeNull();
  });
});

describe('orderStatusOf', () => {
  it.each([
    ['DRAFT', 'DRAFT'],
    [AWAITING, 'DUE_PAY'],
    [CLAIMED, 'DUE_PAY'],
    ['PAID', 'PAID'],
    ['BEING_REFUNDED', 'BEING_REFUNDED'],
    ['REFUND', 'REFUND'],
    ['CANCEL', 'CANCEL'],
    ['ABOLISH', 'ABOLISH'],
  ] as const)('%j is %s', (value, status) => {
    expect(orderStatusOf(value)).toBe(status);
  });

  it('covers every status of the spec with a top-level state', () => {
    expect(Object.keys(orderMachine.root.states).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('throws on anything else', () => {
    for (const value of ['PAYED', '', null, undefined, 3, {}, { NOPE: 'x' }]) expect(() => orderStatusOf(value)).toThrow();
  });
});

describe('the chart on a live actor', () => {
  it('walks the offline-payment round: claim, rejection restarts the wait, then staff confirm', () => {
    const actor = createActor(orderMachine).start();
    for (const type of ['order.submit', 'order.claimOffline', 'order.rejectOffline', 'order.claimOffline', 'order.paid'] as const) actor.send(EVENTS[type]);
    expect(actor.getSnapshot().value).toBe('PAID');
    actor.send(EVENTS['order.applyRefund']);
    actor.send(EVENTS['order.approveRefund']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('REFUND');
  });

  it('answers what the client may offer in a state, through the snapshot', () => {
    expect(orderSnapshotOf(AWAITING).can(EVENTS['order.cancel'])).toBe(true);
    expect(orderSnapshotOf(CLAIMED).can(EVENTS['order.cancel'])).toBe(false);
    expect(orderSnapshotOf('PAID').can({ type: 'order.applyRefund', departureTime: departure, now: before(HOUR) })).toBe(false);
  });
});
