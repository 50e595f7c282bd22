import { describe, expect, it } from 'vitest';
import { blNumber, bookingNumber, commissionNumber } from './documentNumbers';

describe('document numbers', () => {
  it('are the prefix, the two-digit year and the sequence padded to six digits', () => {
    const at = new Date('2026-06-01T00:00:00Z');
    expect(bookingNumber(42, at)).toBe('BK26000042');
    expect(blNumber(1, at)).toBe('ESF26000001');
    expect(commissionNumber(123456, at)).toBe('RC26123456');
  });

  it('take the year of China’s date: 16:00 UTC on 31 December is already the next year', () => {
    expect(bookingNumber(7, new Date('2026-12-31T15:59:59Z'))).toBe('BK26000007');
    expect(bookingNumber(7, new Date('2026-12-31T16:00:00Z'))).toBe('BK27000007');
    expect(bookingNumber(7, new Date('2109-03-01T00:00:00Z'))).toBe('BK09000007');
  });
});
