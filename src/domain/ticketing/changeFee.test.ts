import { describe, expect, it } from 'vitest';
import { changeQuote, isChangeable } from './changeFee';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const departure = new Date('2026-12-10T03:00:00Z');
/** `now` that leaves `left` milliseconds before the departure */
const leaving = (left: number) => new Date(departure.getTime() - left);

describe('the change-fee table at each boundary', () => {
  it.each<[string, number, number | null]>([
    ['30 days left', 30 * DAY, 0],
    ['7 days and 1 ms left', 7 * DAY + 1, 0],
    ['exactly 7 days left', 7 * DAY, 10],
    ['24 h and 1 ms left', DAY + 1, 10],
    ['exactly 24 h left', DAY, 10],
    ['24 h less 1 ms left', DAY - 1, null],
    ['after departure', -HOUR, null],
  ])('%s', (_, left, percent) => {
    expect(isChangeable(departure, leaving(left))).toBe(percent !== null);
    expect(changeQuote({ oldLegMinor: 150000, newLegMinor: 150000, departure, now: leaving(left) })?.percent ?? null).toBe(percent);
  });

  it('refuses a change for an unreadable instant', () => {
    expect(isChangeable('not a date', departure)).toBe(false);
    expect(changeQuote({ oldLegMinor: 1, newLegMinor: 1, departure: 'not a date', now: departure })).toBeNull();
  });
});

describe('changeQuote', () => {
  it('more than 7 days ahead: no fee, a cheaper sailing gives the whole difference back', () => {
    // second-class Japanese 1500 + 200 surcharge, to the dormitory 1300 + 200 (RMB, fen)
    expect(changeQuote({ oldLegMinor: 170000, newLegMinor: 150000, departure, now: leaving(10 * DAY) })).toEqual({
      band: 'MORE_THAN_7_DAYS',
      percent: 0,
      feeMinor: 0,
      differenceMinor: -20000,
      balanceMinor: -20000,
      dueMinor: 0,
      backMinor: 20000,
    });
  });

  it('1 to 7 days ahead: 10 % of what was paid for the leg is kept from the difference that comes back', () => {
    expect(changeQuote({ oldLegMinor: 170000, newLegMinor: 150000, departure, now: leaving(3 * DAY) })).toEqual({
      band: 'ONE_TO_7_DAYS',
      percent: 10,
      feeMinor: 17000,
      differenceMinor: -20000,
      balanceMinor: -3000,
      dueMinor: 0,
      backMinor: 3000,
    });
  });

  it('a dearer sailing costs the difference plus the fee; the same price costs the fee alone', () => {
    expect(changeQuote({ oldLegMinor: 150000, newLegMinor: 170000, departure, now: leaving(3 * DAY) })).toMatchObject({
      feeMinor: 15000,
      differenceMinor: 20000,
      balanceMinor: 35000,
      dueMinor: 35000,
      backMinor: 0,
    });
    expect(changeQuote({ oldLegMinor: 30000, newLegMinor: 30000, departure, now: leaving(3 * DAY) })).toMatchObject({
      feeMinor: 3000,
      differenceMinor: 0,
      dueMinor: 3000,
      backMinor: 0,
    });
    expect(changeQuote({ oldLegMinor: 30000, newLegMinor: 30000, departure, now: leaving(8 * DAY) })).toMatchObject({
      balanceMinor: 0,
      dueMinor: 0,
      backMinor: 0,
    });
  });

  it('rounds the fee half up to the minor unit (JPY has none smaller than a yen)', () => {
    // 10 % of 30005 yen is 3000.5 yen: 3001
    expect(changeQuote({ oldLegMinor: 30005, newLegMinor: 30005, departure, now: leaving(2 * DAY) })?.feeMinor).toBe(3001);
  });

  it('waives the fee for a rescheduled sailing, but keeps the cut-off', () => {
    expect(changeQuote({ oldLegMinor: 170000, newLegMinor: 150000, departure, now: leaving(3 * DAY), feeWaived: true })).toMatchObject({
      percent: 0,
      feeMinor: 0,
      backMinor: 20000,
    });
    expect(changeQuote({ oldLegMinor: 170000, newLegMinor: 150000, departure, now: leaving(HOUR), feeWaived: true })).toBeNull();
  });
});
