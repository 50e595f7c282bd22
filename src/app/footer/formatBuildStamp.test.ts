import { describe, expect, it } from 'vitest';
import { formatBuildStamp } from './formatBuildStamp';

describe('formatBuildStamp', () => {
  it('writes year-month-day hour:minute:second with zero padding, in local time', () => {
    const local = new Date(2025, 6, 16, 13, 30, 18);
    expect(formatBuildStamp(local.toISOString())).toBe('2025-07-16 13:30:18');
    expect(formatBuildStamp(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02 03:04:05');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatBuildStamp('unknown')).toBe('unknown');
  });
});
