import { toDate } from '../format';

/**
 * Round-trip rules (spec 4 "Round trip"): the return may not depart earlier than the
 * outbound, and it must offer the outbound's cabin class and ticket types, because the
 * return choice is locked to the outbound one (RoundCabinError otherwise).
 */

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
