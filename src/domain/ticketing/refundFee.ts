/**
 * The published refund fee table (DOMAIN "Order lifecycle"; shown on the notice page and
 * before applying): by the time left before departure, more than 7 days 10 %, 1 to 7 days
 * 30 %, less than 24 hours no refund. Both ends of "1 to 7 days" belong to it: exactly 7
 * days left is 30 %, exactly 24 hours left is still refundable at 30 %.
 *
 * For a round trip the time left is counted to the first departure: once the outbound
 * leg is close, the order as a whole can no longer be refunded at a lower fee.
 *
 * A passenger whose sailing the company rescheduled may refund without any fee (the order's
 * fee is waived from that moment on); the cut-off itself stays, since the berth is released
 * for sale again only while someone else can still buy it.
 */

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export const REFUND_FEE_BANDS = ['MORE_THAN_7_DAYS', 'ONE_TO_7_DAYS', 'UNDER_24_HOURS'] as const;
export type RefundFeeBand = (typeof REFUND_FEE_BANDS)[number];

/** Fee in whole per cent of the amount paid; null: no refund at all. */
export const REFUND_FEE_PERCENT: Record<RefundFeeBand, number | null> = {
  MORE_THAN_7_DAYS: 10,
  ONE_TO_7_DAYS: 30,
  UNDER_24_HOURS: null,
};

type Instant = Date | string;
const ms = (instant: Instant): number => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());

/** Which row of the table applies at `now` for a departure at `departure` (after departure: no refund). */
export function refundFeeBand(departure: Instant, now: Instant): RefundFeeBand {
  const left = ms(departure) - ms(now);
  // NaN (an unreadable instant) fails both comparisons and lands on "no refund", never on a refund.
  if (left > 7 * DAY) return 'MORE_THAN_7_DAYS';
  if (left >= DAY) return 'ONE_TO_7_DAYS';
  return 'UNDER_24_HOURS';
}

/** The refund cut-off: true while a refund may still be applied for. */
export function isRefundable(departure: Instant, now: Instant): boolean {
  return REFUND_FEE_PERCENT[refundFeeBand(departure, now)] !== null;
}

export interface RefundQuote {
  band: RefundFeeBand;
  percent: number;
  /** integer minor units (src/domain/ticketing/money.ts), fee + refund = paid */
  feeMinor: number;
  refundMinor: number;
}

/**
 * What would come back of `paidMinor` (integer minor units) if the refund were applied for
 * at `now`; null when the cut-off has passed. The fee is rounded to the nearest minor unit
 * (half up), and the refund is the rest, so the two always add up to what was paid.
 * `feeWaived`: the order's sailing was rescheduled, so no fee is kept.
 */
export function refundQuote(paidMinor: number, departure: Instant, now: Instant, feeWaived = false): RefundQuote | null {
  const band = refundFeeBand(departure, now);
  const tablePercent = REFUND_FEE_PERCENT[band];
  if (tablePercent === null) return null;
  const percent = feeWaived ? 0 : tablePercent;
  const feeMinor = Math.round((paidMinor * percent) / 100);
  return { band, percent, feeMinor, refundMinor: paidMinor - feeMinor };
}
