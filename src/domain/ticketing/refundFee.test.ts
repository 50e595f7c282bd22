import { describe, expect, it } from 'vitest';
import { isRefundable, refundFeeBand, refundQuote, type RefundFeeBand } from './refundFee';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const departure = new Date('2026-12-10T03:00:00Z');
/** `now` that leaves `left` milliseconds before the departure */
const leaving = (left: number) => new Date(departure.getTime() - left);

describe('refundFeeBand: the fee table at each boundary', () => {
  it.each<[string, number, RefundFeeBand, number | null]>([
    ['30 days left', 30 * DAY, 'MORE_THAN_7_DAYS', 10],
    ['7 days and 1 ms left', 7 * DAY + 1, 'MORE_THAN_7_DAYS', 10],
    ['exactly 7 days left', 7 * DAY, 'ONE_TO_7_DAYS', 30],
    ['7 days less 1 ms left', 7 * DAY - 1, 'ONE_TO_7_DAYS', 30],
    ['24 h and 1 ms left', DAY + 1, 'ONE_TO_7_DAYS', 30],
    ['exactly 24 h left', DAY, 'ONE_TO_7_DAYS', 30],
    ['24 h less 1 ms left', DAY - 1, 'UNDER_24_HOURS', null],
    ['1 hour left', HOUR, 'UNDER_24_HOURS', null],
    ['at departure', 0, 'UNDER_24_HOURS', null],
    ['after departure', -HOUR, 'UNDER_24_HOURS', null],
  ])('%s', (_, left, band, percent) => {
    expect(refundFeeBand(departure, leaving(left))).toBe(band);
    expect(isRefundable(departure, leaving(left))).toBe(percent !== null);
    expect(refundQuote(100000, departure, leaving(left))?.percent ?? null).toBe(percent);
  });

  it('reads ISO instants as well as dates, and refuses a refund for an unreadable one', () => {
    expect(refundFeeBand('2026-12-10T03:00:00Z', '2026-12-03T03:00:00Z')).toBe('ONE_TO_7_DAYS');
    expect(refundFeeBand('2026-12-10T03:00:00Z', '2026-12-03T02:59:59.999Z')).toBe('MORE_THAN_7_DAYS');
    // the same instant written in Japanese time
    expect(refundFeeBand('2026-12-10T12:00:00+09:00', '2026-12-09T12:00:00+09:00')).toBe('ONE_TO_7_DAYS');
    expect(isRefundable('not a date', departure)).toBe(false);
    expect(isRefundable(departure, 'not a date')).toBe(false);
  });
});

describe('refundQuote', () => {
  it('keeps 10 % or 30 % and gives back the rest, in minor units', () => {
    expect(refundQuote(760000, departure, leaving(10 * DAY))).toEqual({ band: 'MORE_THAN_7_DAYS', percent: 10, feeMinor: 76000, refundMinor: 684000 });
    expect(refundQuote(96000, departure, leaving(2 * DAY))).toEqual({ band: 'ONE_TO_7_DAYS', percent: 30, feeMinor: 28800, refundMinor: 67200 });
    expect(refundQuote(96000, departure, leaving(DAY - 1))).toBeNull();
  });

  it('rounds the fee to the nearest minor unit and the two parts always add up to what was paid', () => {
    // 30 % of 5 yen is 1.5: the fee rounds half up to 2, 3 come back
    expect(refundQuote(5, departure, leaving(3 * DAY))).toMatchObject({ feeMinor: 2, refundMinor: 3 });
    // 10 % of 14 fen is 1.4: 1 fen fee
    expect(refundQuote(14, departure, leaving(8 * DAY))).toMatchObject({ feeMinor: 1, refundMinor: 13 });
    for (const paid of [0, 1, 3, 7, 99, 12345, 999999]) {
      for (const left of [8 * DAY, 3 * DAY]) {
        const quote = refundQuote(paid, departure, leaving(left))!;
        expect(quote.feeMinor + quote.refundMinor).toBe(paid);
        expect(Number.isInteger(quote.feeMinor)).toBe(true);
      }
    }
  });

  it('keeps no fee once the company rescheduled the sailing, but keeps the cut-off', () => {
    expect(refundQuote(760000, departure, leaving(10 * DAY), true)).toEqual({ band: 'MORE_THAN_7_DAYS', percent: 0, feeMinor: 0, refundMinor: 760000 });
    expect(refundQuote(96000, departure, leaving(2 * DAY), true)).toEqual({ band: 'ONE_TO_7_DAYS', percent: 0, feeMinor: 0, refundMinor: 96000 });
    expect(refundQuote(96000, departure, leaving(DAY - 1), true)).toBeNull();
    expect(refundQuote(96000, departure, leaving(2 * DAY), false)).toMatchObject({ percent: 30, feeMinor: 28800 });
  });
});
