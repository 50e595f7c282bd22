import { describe, expect, it } from 'vitest';
import { isIdValidOn, lastArrivalDay } from './idValidity';

describe('isIdValidOn', () => {
  it.each<[string, string, string, boolean]>([
    ['expiring on the arrival day', '2026-12-07', '2026-12-07', true],
    ['expired the day before', '2026-12-06', '2026-12-07', false],
    ["long expired (the issue's 2020-01-01)", '2020-01-01', '2026-12-08', false],
    ['valid for years', '2031-03-31', '2026-12-07', true],
    ['spaces around the expiry', ' 2026-12-07 ', '2026-12-07', true],
    ['no expiry', '', '2026-12-07', false],
    ['not a real day', '2026-02-30', '2026-01-01', false],
  ])('%s', (_name, expiry, day, expected) => {
    expect(isIdValidOn(expiry, day)).toBe(expected);
  });
});

describe('lastArrivalDay', () => {
  it("takes the arrival port's date of the leg arriving last, whatever the order given", () => {
    const outbound = { arrivalTime: '2026-12-03T01:00:00Z', arrivalPort: 'JPOSA' };
    // 16:30 UTC is 01:30 on the 7th in Osaka (UTC+9) but 00:30 on the 7th in Shanghai.
    const back = { arrivalTime: '2026-12-06T16:30:00Z', arrivalPort: 'CNSHA' };
    expect(lastArrivalDay([back, outbound])).toBe('2026-12-07');
  });

  it("reads the day in the port's zone", () => {
    // 15:30 UTC on the 6th: 00:30 on the 7th in Osaka, 23:30 on the 6th in Shanghai.
    expect(lastArrivalDay([{ arrivalTime: '2026-12-06T15:30:00Z', arrivalPort: 'JPOSA' }])).toBe('2026-12-07');
    expect(lastArrivalDay([{ arrivalTime: '2026-12-06T15:30:00Z', arrivalPort: 'CNSHA' }])).toBe('2026-12-06');
  });

  it('is null without a readable leg', () => {
    expect(lastArrivalDay([])).toBeNull();
    expect(lastArrivalDay([{ arrivalTime: 'soon', arrivalPort: 'CNSHA' }])).toBeNull();
  });
});
