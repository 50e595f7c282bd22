import { describe, expect, it } from 'vitest';
import { commissionCan, INITIAL_COMMISSION_STATUS, nextCommissionStatus } from './railCommission.machine';

describe('rail commission machine', () => {
  it('starts SUBMITTED', () => {
    expect(INITIAL_COMMISSION_STATUS).toBe('SUBMITTED');
  });

  it('lets the clerk accept or reject and the enterprise cancel a submitted commission', () => {
    expect(nextCommissionStatus('SUBMITTED', { type: 'commission.accept' })).toBe('ACCEPTED');
    expect(nextCommissionStatus('SUBMITTED', { type: 'commission.reject' })).toBe('REJECTED');
    expect(nextCommissionStatus('SUBMITTED', { type: 'commission.cancel' })).toBe('CANCELLED');
  });

  it.each(['ACCEPTED', 'REJECTED', 'CANCELLED'] as const)('refuses every move once %s', (status) => {
    for (const type of ['commission.accept', 'commission.reject', 'commission.cancel'] as const) {
      expect(nextCommissionStatus(status, { type })).toBeNull();
      expect(commissionCan(status, type)).toBe(false);
    }
  });

  it('throws on a status that is not the chart’s', () => {
    expect(() => nextCommissionStatus('Draft' as never, { type: 'commission.cancel' })).toThrow(/Not a rail commission status/);
  });
});
