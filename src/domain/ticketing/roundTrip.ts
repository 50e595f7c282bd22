import { toDate } from '../format';

/**
 * Round-trip rules (spec 4 "Round trip"): the return may not depart earlier than the
 * outbound, nor before the outbound has arrived and the passengers had the minimum
 * turnaround ashore (data per route: the return route's minTurnaroundMinutes); and it must
 * offer the outbound's cabin class and ticket types, because the return choice is locked
 * to the outbound one (RoundCabinError otherwise).
 */

/** Minimum turnaround when a route names none: disembarking, entry formalities and boarding again take about two hours. */
const DEFAULT_MIN_TURNAROUND_MINUTES = 120;

/** A departure instant: a Date, epoch milliseconds, or an ISO string, ideally with its offset. */
export type Instant = Date | number | string;

/**
 * True when the return departs at or after the outbound. "May not be earlier than"
 * allows the same instant. Compare instants, not wall-clock strings: Shanghai and Osaka
 * are an hour apart, so a string without offset is read in one local zone for both.
 * Unreadable input is false, so a guard refuses rather than lets it through.
 */
export function isReturnAfterOutbound(outboundDeparture: Instant, returnDeparture: Instant): boolean {
  const outbound = toDate(outboundDeparture);
  const back = toDate(returnDeparture);
  if (!outbound || !back) return false;
  return back.getTime() >= outbound.getTime();
}

/**
 * True when the return departs at least `minTurnaroundMinutes` after the outbound arrives;
 * exactly the minimum is allowed. A missing or unreadable minimum is the default, a
 * negative one counts as none. Unreadable instants are false, as above.
 */
export function isReturnAfterTurnaround(
  outboundArrival: Instant,
  returnDeparture: Instant,
  minTurnaroundMinutes: number | null | undefined = DEFAULT_MIN_TURNAROUND_MINUTES,
): boolean {
  const arrival = toDate(outboundArrival);
  const back = toDate(returnDeparture);
  if (!arrival || !back) return false;
  return back.getTime() - arrival.getTime() >= turnaroundMinutes(minTurnaroundMinutes) * 60_000;
}

/** The minimum a route asks for, the default where it asks nothing readable. */
function turnaroundMinutes(minTurnaroundMinutes: number | null | undefined): number {
  if (typeof minTurnaroundMinutes !== 'number' || !Number.isFinite(minTurnaroundMinutes)) return DEFAULT_MIN_TURNAROUND_MINUTES;
  return Math.max(0, minTurnaroundMinutes);
}

/** The turnaround in hours for the message ("at least {hours} h"): 120 -> 2, 90 -> 1.5. */
export function turnaroundHours(minTurnaroundMinutes: number | null | undefined): number {
  return Math.round((turnaroundMinutes(minTurnaroundMinutes) / 60) * 10) / 10;
}

export interface OutboundChoice {
  cabinClass: string;
  ticketTypes: readonly string[];
}

export interface ReturnVoyageOffer {
  cabinClasses: readonly { code: string; ticketTypes: readonly string[] }[];
}

/**
 * Whether the return voyage sells the outbound cabin class with every ticket type the
 * party travels on; false means RoundCabinError. Free ticket types (infants) are checked
 * like the others: pass only the types the offer is expected to list. Remaining berths
 * are not this rule's business ("not enough tickets left" is).
 */
export function returnOffersOutboundChoice(outbound: OutboundChoice, returnVoyageOffer: ReturnVoyageOffer): boolean {
  const cabin = returnVoyageOffer.cabinClasses.find((offer) => offer.code === outbound.cabinClass);
  if (!cabin) return false;
  return outbound.ticketTypes.every((type) => cabin.ticketTypes.includes(type));
}
