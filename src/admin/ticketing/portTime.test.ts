import { describe, expect, it } from 'vitest';
import { fromPortLocal, showPortTime, toPortLocal } from './portTime';

describe('port wall clock', () => {
  it('reads an instant in the port’s own time: Shanghai +8, Osaka +9', () => {
    expect(toPortLocal('2026-12-01T03:00:00Z', 'CNSHA')).toBe('2026-12-01T11:00');
    expect(toPortLocal('2026-12-01T03:00:00Z', 'JPOSA')).toBe('2026-12-01T12:00');
    expect(showPortTime('2026-12-01T20:30:00Z', 'JPOSA')).toBe('2026-12-02 05:30');
  });

  it('writes the wall clock back with the port’s offset, and refuses what is not a time', () => {
    expect(fromPortLocal('2026-12-01T11:00', 'CNSHA')).toBe('2026-12-01T11:00:00+08:00');
    expect(Date.parse(fromPortLocal('2026-12-01T12:00', 'JPOSA')!)).toBe(Date.parse('2026-12-01T03:00:00Z'));
    expect(fromPortLocal('2026-02-30T10:00', 'CNSHA')).toBeNull();
    expect(fromPortLocal('', 'CNSHA')).toBeNull();
  });
});
