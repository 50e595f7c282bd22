import type { Currency } from '../baseData';
import { ruleOf, type TicketTypeRule } from './age';
import { toMinor } from './money';

/**
 * Price breakdown of an order (DOMAIN "Cabins, tickets, fares"): per leg, per passenger,
 * the fare by cabin class and ticket type, the fuel surcharge per paying ticket, and the
 * extra bed fee where one is chosen. All sums are in integer minor units.
 *
 * Currency rule: an order has ONE currency, the one of its first departure port (issue
 * "in the currency of the first departure port"), and every amount on every leg must
 * already be in it. A leg priced in another currency is refused ('mixedCurrency'), never
 * converted: there is no exchange rate in the domain, and an order with two totals could
 * not be paid in one payment. So a round trip China -> Japan -> China needs its return
 * fares and surcharge quoted in RMB by whoever supplies the tables.
 */

interface Money {
  currency: Currency;
  /** Major units as served (1280.5 RMB, 12000 JPY), number or decimal string. */
  amount: number | string;
}

export interface FareEntry {
  cabinClass: string;
  ticketType: string;
  price: Money;
}

export interface LegPriceInput {
  cabinClass: string;
  /** Fares of this leg's voyage; only (cabinClass, ticketType) matches are used. */
  fares: readonly FareEntry[];
  /** Per paying ticket. */
  fuelSurcharge: Money;
  /** Needed only when extraBed is chosen. */
  extraBedFee?: Money;
  extraBed?: boolean;
  passengers: readonly { ticketType: string }[];
}

type PriceLineKind = 'FARE' | 'FUEL_SURCHARGE' | 'EXTRA_BED';

interface PriceLine {
  kind: PriceLineKind;
  /** Index into the leg's passengers; null for the room's extra bed. */
  passenger: number | null;
  ticketType: string | null;
  amountMinor: number;
}

export interface LegBreakdown {
  cabinClass: string;
  lines: PriceLine[];
  subtotalMinor: number;
}

export interface PriceBreakdown {
  currency: Currency;
  legs: LegBreakdown[];
  totalMinor: number;
}

export type PriceError =
  | { code: 'noLegs' }
  | { code: 'mixedCurrency'; leg: number; expected: Currency; found: Currency }
  | { code: 'unknownTicketType'; leg: number; ticketType: string }
  | { code: 'fareMissing'; leg: number; cabinClass: string; ticketType: string }
  | { code: 'extraBedFeeMissing'; leg: number }
  | { code: 'invalidAmount'; leg: number };

export type PriceResult = { ok: true; breakdown: PriceBreakdown } | { ok: false; error: PriceError };

class PriceFailure {
  constructor(readonly error: PriceError) {}
}

function minorIn(money: Money, currency: Currency, leg: number): number {
  if (money.currency !== currency) throw new PriceFailure({ code: 'mixedCurrency', leg, expected: currency, found: money.currency });
  const minor = toMinor(money.amount, currency);
  if (minor === null) throw new PriceFailure({ code: 'invalidAmount', leg });
  return minor;
}

function priceLeg(input: LegPriceInput, leg: number, currency: Currency, rules: readonly TicketTypeRule[]): LegBreakdown {
  const lines: PriceLine[] = [];
  // The surcharge is checked even for a party without paying tickets: a wrong table is
  // a wrong table.
  const surcharge = minorIn(input.fuelSurcharge, currency, leg);
  input.passengers.forEach(({ ticketType }, passenger) => {
    const rule = ruleOf(ticketType, rules);
    if (!rule) throw new PriceFailure({ code: 'unknownTicketType', leg, ticketType });
    // A free passenger still gets a zero fare line, so the breakdown lists everyone.
    if (rule.isFree) {
      lines.push({ kind: 'FARE', passenger, ticketType, amountMinor: 0 });
      return;
    }
    const fare = input.fares.find((f) => f.cabinClass === input.cabinClass && f.ticketType === ticketType);
    if (!fare) throw new PriceFailure({ code: 'fareMissing', leg, cabinClass: input.cabinClass, ticketType });
    lines.push({ kind: 'FARE', passenger, ticketType, amountMinor: minorIn(fare.price, currency, leg) });
    lines.push({ kind: 'FUEL_SURCHARGE', passenger, ticketType, amountMinor: surcharge });
  });
  if (input.extraBed) {
    if (!input.extraBedFee) throw new PriceFailure({ code: 'extraBedFeeMissing', leg });
    lines.push({ kind: 'EXTRA_BED', passenger: null, ticketType: null, amountMinor: minorIn(input.extraBedFee, currency, leg) });
  }
  return { cabinClass: input.cabinClass, lines, subtotalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0) };
}

/**
 * Legs in travel order: one for a one-way order, outbound then return for a round trip.
 * `currency` is the first departure port's currency. Never throws: a missing or wrong
 * price is an error result, so the server can refuse the order and the client can show
 * no total rather than a wrong one.
 */
export function priceOrder(legs: readonly LegPriceInput[], currency: Currency, rules: readonly TicketTypeRule[]): PriceResult {
  if (legs.length === 0) return { ok: false, error: { code: 'noLegs' } };
  try {
    const priced = legs.map((leg, index) => priceLeg(leg, index, currency, rules));
    return { ok: true, breakdown: { currency, legs: priced, totalMinor: priced.reduce((sum, leg) => sum + leg.subtotalMinor, 0) } };
  } catch (failure) {
    if (failure instanceof PriceFailure) return { ok: false, error: failure.error };
    throw failure;
  }
}
