import { describe, expect, it } from 'vitest';
import { sailingTimes } from './schedule';

describe('sailingTimes', () => {
  it('gives the transit in minutes and whole days rounded up, and the cut-offs before departure', () => {
    expect(sailingTimes(new Date('2026-03-02T10:00:00Z'), new Date('2026-03-04T08:00:00Z'))).toEqual({
      etd: '2026-03-02T10:00:00.000Z',
      eta: '2026-03-04T08:00:00.000Z',
      transitMinutes: 2760,
      transitDays: 2,
      cyCutOff: '2026-03-01T10:00:00.000Z',
      docCutOff: '2026-02-28T10:00:00.000Z',
      vgmCutOff: '2026-03-01T04:00:00.000Z',
    });
  });

  it('counts a transit of exactly one day as one day', () => {
    expect(sailingTimes(new Date('2026-03-02T10:00:00Z'), new Date('2026-03-03T10:00:00Z')).transitDays).toBe(1);
  });
});
