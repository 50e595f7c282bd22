import { describe, expect, it } from 'vitest';
import { staffMovesOf } from './staffOrderMoves';

describe('the clerk’s decisions on an order, asked of the order statechart', () => {
  it('decides a bank transfer only while one is claimed', () => {
    expect(staffMovesOf({ stateValue: { DUE_PAY: 'offlineClaimed' } })).toEqual(['confirmOffline', 'rejectOffline']);
    expect(staffMovesOf({ stateValue: { DUE_PAY: 'awaitingPayment' } })).toEqual([]);
  });

  it('decides a refund only while one is applied for; nothing on a finished order or an unknown value', () => {
    expect(staffMovesOf({ stateValue: 'BEING_REFUNDED' })).toEqual(['approveRefund', 'rejectRefund']);
    expect(staffMovesOf({ stateValue: 'PAID' })).toEqual([]);
    expect(staffMovesOf({ stateValue: 'REFUND' })).toEqual([]);
    expect(staffMovesOf({ stateValue: 'NOT_A_STATE' })).toEqual([]);
  });
});
