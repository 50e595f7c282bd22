import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../domain/orderEnums';
import { buyAgainPath, canBuyAgain, canContinue, canMove, canPay, continuePath, payPath, refundQuoteOf } from './orders.actions';
import { leg, order } from './orders.fixtures';

// The first departure is 2026-12-10 02:00 UTC.
const EIGHT_DAYS_BEFORE = '2026-12-02T01:59:59.000Z';
const SEVEN_DAYS_BEFORE = '2026-12-03T02:00:00.000Z';
const JUST_24H_BEFORE = '2026-12-09T02:00:00.000Z';
const UNDER_24H = '2026-12-09T02:00:01.000Z';

describe('what the order statechart lets the user do', () => {
  it.each(ORDER_STATUSES.map((s) => [s] as const))('%s: cancel, offline claim and pay only while waiting for payment; refund only when paid', (status) => {
    const o = order('o-1', status);
    expect(canMove(o, 'cancel', EIGHT_DAYS_BEFORE)).toBe(status === 'DUE_PAY');
    expect(canMove(o, 'offline', EIGHT_DAYS_BEFORE)).toBe(status === 'DUE_PAY');
    expect(canPay(o)).toBe(status === 'DUE_PAY');
    expect(canMove(o, 'refund', EIGHT_DAYS_BEFORE)).toBe(status === 'PAID');
  });

  it('after an offline claim the order can neither be cancelled, claimed again nor paid here (staff decide)', () => {
    const claimed = order('o-1', 'DUE_PAY', { stateValue: { DUE_PAY: 'offlineClaimed' } });
    expect(canMove(claimed, 'cancel', EIGHT_DAYS_BEFORE)).toBe(false);
    expect(canMove(claimed, 'offline', EIGHT_DAYS_BEFORE)).toBe(false);
    expect(canPay(claimed)).toBe(false);
  });

  it('refund: still offered at exactly 24 hours before the first departure, not a second later', () => {
    const paid = order('o-1', 'PAID');
    expect(canMove(paid, 'refund', JUST_24H_BEFORE)).toBe(true);
    expect(canMove(paid, 'refund', UNDER_24H)).toBe(false);
  });

  it('a round trip counts from the outbound leg, whatever order the legs come in', () => {
    const round = order('o-1', 'PAID', {
      orderType: 'ROUND_TRIP',
      legs: [leg({ legIndex: 1, departureTime: '2026-12-30T02:00:00.000Z', departurePort: 'JPOSA', arrivalPort: 'CNSHA' }), leg()],
    });
    expect(canMove(round, 'refund', UNDER_24H)).toBe(false);
    expect(buyAgainPath(round)).toBe(`/ticketing/search?from=CNSHA&to=JPOSA&type=ROUND_TRIP&again=${round.uuid}`);
  });

  it('an unknown state value or an order without legs offers no move and no refund', () => {
    expect(canMove(order('o-1', 'PAID', { stateValue: 'LOST' }), 'refund', EIGHT_DAYS_BEFORE)).toBe(false);
    expect(canPay(order('o-1', 'DUE_PAY', { stateValue: null }))).toBe(false);
    expect(canMove(order('o-1', 'PAID', { legs: [] }), 'refund', EIGHT_DAYS_BEFORE)).toBe(false);
    expect(canBuyAgain(order('o-1', 'PAID', { legs: [] }))).toBe(false);
    expect(canBuyAgain(order('o-1', 'DRAFT'))).toBe(false);
    expect(canBuyAgain(order('o-1', 'CANCEL'))).toBe(true);
  });

  it.each(ORDER_STATUSES.map((s) => [s] as const))('%s: only a draft is gone on with in the order form', (status) => {
    expect(canContinue(order('o-4', status))).toBe(status === 'DRAFT');
    expect(canContinue(order('o-4', 'DRAFT', { legs: [] }))).toBe(false);
    expect(continuePath(order('o-4', status))).toBe('/ticketing/create_order?draft=o-4');
  });

  it('refund quote from the published table: 10 % more than 7 days ahead, 30 % at 7 days, none under 24 hours', () => {
    const paid = order('o-1', 'PAID', { totalAmount: 1100.01 });
    expect(refundQuoteOf(paid, EIGHT_DAYS_BEFORE)).toEqual({ band: 'MORE_THAN_7_DAYS', percent: 10, feeMinor: 11000, refundMinor: 99001 });
    expect(refundQuoteOf(paid, SEVEN_DAYS_BEFORE)).toMatchObject({ percent: 30, feeMinor: 33000, refundMinor: 77001 });
    expect(refundQuoteOf(paid, UNDER_24H)).toBeNull();
    expect(refundQuoteOf(order('o-2', 'PAID', { currency: 'JPY', totalAmount: 29001 }), EIGHT_DAYS_BEFORE)).toMatchObject({
      feeMinor: 2900,
      refundMinor: 26101,
    });
  });

  it('pay now opens the payment page of the order', () => {
    expect(payPath(order('o 1', 'DUE_PAY'))).toBe('/ticketing/pay?uuid=o+1');
  });
});
