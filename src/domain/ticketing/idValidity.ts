import { isCalendarDate } from '../calendarDate';
import { localDate, type LocalDate } from '../voyages';

/**
 * A passenger's ID must still be valid when the journey ends: on the arrival day of the
 * order's last leg, in the arrival port's local date (the day the passenger shows the ID
 * at that port's entry). An ID expiring on that very day is still valid on it.
 */

/** Whether an ID expiring on `expiry` ('YYYY-MM-DD') is valid on `day`; false when either is unreadable. */
export function isIdValidOn(expiry: string, day: LocalDate): boolean {
  const end = expiry.trim();
  if (!isCalendarDate(end) || !isCalendarDate(day)) return false;
  return end >= day;
}

/** The local arrival day of the leg that arrives last; null without a readable leg. */
export function lastArrivalDay(legs: readonly { arrivalTime: string; arrivalPort: string }[]): LocalDate | null {
  let last: { at: number; port: string } | null = null;
  for (const leg of legs) {
    const at = Date.parse(leg.arrivalTime);
    if (Number.isFinite(at) && (!last || at > last.at)) last = { at, port: leg.arrivalPort };
  }
  return last ? localDate(new Date(last.at), last.port) : null;
}
