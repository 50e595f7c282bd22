import { describe, expect, it } from 'vitest';
import { staffMovesOf } from './staffOrderMoves';

describe('the clerk’s decisions on an order, asked of the order statechart', () => {
  it('decides a bank transfer only while one is claimed', () => {
    expect(staffMovesOf({ stateValue: { DUE_PAY: 'offlineClaimed' }, totalAmount: 30000 })).toEqual(['confirmOffline', 'rejectOffline']);
    expect(staffMovesOf({ stateValue: { DUE_PAY: 'awaitingPayment' }, totalAmount: 30000 })).toEqual([]);
  });

  it('decides a refund only while one is applied for; nothing on a finished order or an unknown value', () => {
    expect(staffMovesOf({ stateValue: 'BEING_REFUNDED', totalAmount: 30000 })).toEqual(['approveRefund', 'rejectRefund']);
    expect(staffMovesOf({ stateValue: 'PAID', totalAmount: 30000 })).toEqual([]);
    expect(staffMovesOf({ stateValue: 'REFUND', totalAmount: 30000 })).toEqual([]);
    expect(staffMovesOf({ stateValue: 'NOT_A_STATE', totalAmount: 30000 })).toEqual([]);
  });
});

describe('a transfer that arrives for a closed order', () => {
  it('is recorded on a cancelled (or expired) or voided order with something to pay, and on no other', () => {
    expect(staffMovesOf({ stateValue: 'CANCEL', totalAmount: 30000 })).toEqual(['transferForClosed']);
    expect(staffMovesOf({ stateValue: 'ABOLISH', totalAmount: 30000 })).toEqual(['transferForClosed']);
    expect(staffMovesOf({ stateValue: 'CANCEL', totalAmount: 0 })).toEqual([]);
    expect(staffMovesOf({ stateValue: { DUE_PAY: 'awaitingPayment' }, totalAmount: 30000 })).not.toContain('transferForClosed');
  });
});
