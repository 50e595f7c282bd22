import { refundFeeBand, type RefundFeeBand } from './refundFee';

/**
 * The published change-fee table (issue 25 "Change sailing"; shown on the notice page beside the
 * refund table and before confirming a change): by the time left before the departure of the
 * sailing being changed, more than 7 days free, 1 to 7 days 10 % of what was paid for that leg,
 * less than 24 hours no change. The bands are the refund table's, boundaries included (exactly
 * 7 days left is 10 %, exactly 24 hours left may still be changed), so a passenger reads one
 * set of deadlines for both.
 *
 * A passenger whose sailing the company rescheduled changes without a fee (as the refund waives
 * its fee); the cut-off stays, since the berth given up goes back on sale only while someone
 * else can still buy it.
 */

export type ChangeFeeBand = RefundFeeBand;

/** Fee in whole per cent of what was paid for the leg being changed; null: no change at all. */
export const CHANGE_FEE_PERCENT: Record<ChangeFeeBand, number | null> = {
  MORE_THAN_7_DAYS: 0,
  ONE_TO_7_DAYS: 10,
  UNDER_24_HOURS: null,
};

type Instant = Date | string;

/** Which row of the table applies at `now` for a leg departing at `departure` (after departure: no change). */
const changeFeeBand: (departure: Instant, now: Instant) => ChangeFeeBand = refundFeeBand;

/** The change cut-off: true while the leg departing at `departure` may still be changed. */
export function isChangeable(departure: Instant, now: Instant): boolean {
  return CHANGE_FEE_PERCENT[changeFeeBand(departure, now)] !== null;
}

export interface ChangeQuoteInput {
  /** what was paid for the leg being changed (its stored breakdown's subtotal), integer minor units */
  oldLegMinor: number;
  /** the price of the new sailing and cabin for the same passengers, at today's fares, integer minor units */
  newLegMinor: number;
  /** departure of the sailing being changed */
  departure: Instant;
  now: Instant;
  /** the order's sailing was rescheduled by the company: no fee */
  feeWaived?: boolean;
}

export interface ChangeQuote {
  band: ChangeFeeBand;
  percent: number;
  /** integer minor units (src/domain/ticketing/money.ts), in the order's one currency */
  feeMinor: number;
  /** new − old: negative when the new sailing is cheaper */
  differenceMinor: number;
  /** difference + fee: what the passenger owes (positive) or gets back (negative) */
  balanceMinor: number;
  /** max(balance, 0) */
  dueMinor: number;
  /** max(−balance, 0) */
  backMinor: number;
}

/**
 * What changing a leg costs at `now`; null past the cut-off. The fee is rounded to the nearest
 * minor unit (half up) and netted with the price difference: a cheaper sailing gives back the
 * difference less the fee, a dearer one costs the difference plus the fee.
 */
export function changeQuote({ oldLegMinor, newLegMinor, departure, now, feeWaived = false }: ChangeQuoteInput): ChangeQuote | null {
  const band = changeFeeBand(departure, now);
  const tablePercent = CHANGE_FEE_PERCENT[band];
  if (tablePercent === null) return null;
  const percent = feeWaived ? 0 : tablePercent;
  const feeMinor = Math.round((oldLegMinor * percent) / 100);
  const differenceMinor = newLegMinor - oldLegMinor;
  const balanceMinor = differenceMinor + feeMinor;
  return { band, percent, feeMinor, differenceMinor, balanceMinor, dueMinor: Math.max(balanceMinor, 0), backMinor: Math.max(-balanceMinor, 0) };
}
