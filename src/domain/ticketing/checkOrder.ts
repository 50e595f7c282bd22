import type { OrderType } from '../orderEnums';
import { localDate, type CabinOffer, type VoyagePortLine } from '../voyages';
import { ruleOf, type TicketTypeRule } from './age';
import type { RuleViolation } from './messages';
import type { CabinRules } from './party';
import { validateParty } from './party';
import { unitsTaken } from './saleUnit';
import { isIdValidOn, lastArrivalDay } from './idValidity';
import { judgeTicketTypes } from './passengerAges';
import { priceOrder, type LegPriceInput, type PriceResult } from './price';
import { isReturnAfterOutbound, isReturnAfterTurnaround, returnOffersOutboundChoice, turnaroundHours } from './roundTrip';

/**
 * The order rules that need the chosen sailings, in one function for the CreateOrder form
 * (shown live at each field) and the server's submit (answered as 10422 with data.fields).
 * The field names are the order body's paths: outbound.cabinClass, returnLeg,
 * passengers, passengers[i].ticketType, passengers[i].certificateExpiry (and the second
 * ID's), extraBed. Ticket types are judged per leg (judgeTicketTypes): each leg is checked
 * and priced with the types its passengers travel on there.
 */

export interface CheckedLeg {
  voyage: VoyagePortLine;
  cabinClass: string;
}

export interface OrderCheckInput {
  orderType: OrderType;
  /** outbound, then the return for a round trip; the return priced in the outbound's currency */
  legs: readonly CheckedLeg[];
  passengers: readonly CheckedPassenger[];
  extraBed: boolean;
  ticketRules: readonly TicketTypeRule[];
  /** room limits of a cabin class (from SHIPPING_CLASS_TYPE via cabinRules); undefined when unknown */
  cabinRules: (cabinClass: string) => CabinRules | undefined;
}

interface CheckedPassenger {
  /** the type chosen on the form; a leg whose age it does not fit gets the type that age gives */
  ticketType: string;
  birthDate: string;
  /** 'YYYY-MM-DD'; blank ones are the form schema's business */
  certificateExpiry?: string;
  secondCertificateExpiry?: string;
}

export interface FieldViolation extends RuleViolation {
  field: string;
}

export interface OrderCheck {
  violations: FieldViolation[];
  /** the breakdown the server stores; null when the legs cannot be priced (a violation says why) */
  price: PriceResult | null;
  /** [leg][passenger]: the ticket type each passenger travels on, on each leg checked */
  legTicketTypes: string[][];
}

const LEG_FIELD = ['outbound', 'returnLeg'] as const;

const cabinOf = (leg: CheckedLeg): CabinOffer | undefined => leg.voyage.cabins.find((c) => c.cabinClass === leg.cabinClass);

/** Berths a party takes on a leg: one per paying passenger; free passengers (infants) take none. */
export function berthsNeeded(passengers: readonly { ticketType: string }[], rules: readonly TicketTypeRule[]): number {
  return passengers.filter((p) => {
    const rule = ruleOf(p.ticketType, rules);
    return !rule || !rule.isFree;
  }).length;
}

function priceInput(leg: CheckedLeg, cabin: CabinOffer, input: OrderCheckInput, types: readonly string[]): LegPriceInput {
  const currency = leg.voyage.currency;
  return {
    cabinClass: leg.cabinClass,
    fares: cabin.fares.map((f) => ({ cabinClass: leg.cabinClass, ticketType: f.ticketType, price: { currency, amount: f.amount } })),
    fuelSurcharge: { currency, amount: leg.voyage.fuelSurcharge },
    ...(cabin.extraBedFee === null ? {} : { extraBedFee: { currency, amount: cabin.extraBedFee } }),
    extraBed: input.extraBed,
    passengers: types.map((ticketType) => ({ ticketType })),
  };
}

export function checkOrder(input: OrderCheckInput): OrderCheck {
  const violations: FieldViolation[] = [];
  const add = (field: string, violation: RuleViolation) => {
    if (!violations.some((v) => v.field === field && v.key === violation.key)) violations.push({ field, ...violation });
  };
  const expectedLegs = input.orderType === 'ROUND_TRIP' ? 2 : 1;
  const legs = input.legs.slice(0, expectedLegs);
  if (legs.length < expectedLegs) add(LEG_FIELD[legs.length] ?? 'returnLeg', { key: 'chooseCabinClass' });
  if (input.passengers.length === 0) add('passengers', { key: 'passengerRequired' });

  const cabins = legs.map(cabinOf);
  // Age at each leg's departure day (the port's local date): a child may turn 12 on the way back.
  const days = legs.map((leg) => localDate(new Date(leg.voyage.departureTime), leg.voyage.departurePort));
  const judged = judgeTicketTypes(input.passengers, days, input.ticketRules);
  for (const v of judged.violations) add(`passengers[${v.passenger}].ticketType`, v);
  const legTypes = judged.types;
  legs.forEach((leg, index) => {
    const field = `${LEG_FIELD[index]}.cabinClass`;
    const cabin = cabins[index];
    if (!cabin) return add(field, { key: index === 1 ? 'roundCabinError' : 'chooseCabinClass' });
    const types = legTypes[index] ?? [];
    if (
      unitsTaken(
        cabin.unit ?? 'room',
        berthsNeeded(
          types.map((ticketType) => ({ ticketType })),
          input.ticketRules,
        ),
      ) > cabin.remainingBerths
    )
      add(field, { key: 'notEnoughTickets' });
    types.forEach((type, i) => {
      const rule = ruleOf(type, input.ticketRules);
      if (rule && !cabin.fares.some((f) => f.ticketType === type)) {
        add(`passengers[${i}].ticketType`, { key: index === 1 ? 'roundCabinError' : 'chooseTicketType' });
      }
    });
  });

  const [outbound, back] = legs;
  if (outbound && back) {
    if (!isReturnAfterOutbound(outbound.voyage.departureTime, back.voyage.departureTime)) add('returnLeg', { key: 'returnBeforeOutbound' });
    else if (!isReturnAfterTurnaround(outbound.voyage.arrivalTime, back.voyage.departureTime, back.voyage.minTurnaroundMinutes)) {
      add('returnLeg', { key: 'returnBeforeTurnaround', params: { hours: turnaroundHours(back.voyage.minTurnaroundMinutes) } });
    }
    const returnOffer = { cabinClasses: back.voyage.cabins.map((c) => ({ code: c.cabinClass, ticketTypes: c.fares.map((f) => f.ticketType) })) };
    const ticketTypes = [...new Set(legTypes[1] ?? [])];
    if (back.cabinClass !== outbound.cabinClass || !returnOffersOutboundChoice({ cabinClass: outbound.cabinClass, ticketTypes }, returnOffer)) {
      add('returnLeg', { key: 'roundCabinError' });
    }
  }

  // Valid on the day the journey ends, in the last arrival port's date.
  const lastDay = lastArrivalDay(legs.map((leg) => leg.voyage));
  if (lastDay) {
    input.passengers.forEach((p, i) => {
      for (const field of ['certificateExpiry', 'secondCertificateExpiry'] as const) {
        const expiry = p[field]?.trim();
        if (expiry && !isIdValidOn(expiry, lastDay)) add(`passengers[${i}].${field}`, { key: 'certificateExpiredForTrip' });
      }
    });
  }

  // The room rules per leg, with the types travelled there (a child counted as adult on the way back).
  const rules = outbound ? input.cabinRules(outbound.cabinClass) : undefined;
  if (outbound && !rules) add('outbound.cabinClass', { key: 'chooseCabinClass' });
  if (rules && input.passengers.length > 0) {
    for (const types of legTypes) {
      const party = types.map((ticketType) => ({ ticketType }));
      for (const v of validateParty({ passengers: party, extraBed: input.extraBed }, rules, input.ticketRules)) {
        if (v.key === 'extraBedNotAllowed') add('extraBed', v);
        else if (v.key !== 'passengerRequired' && v.key !== 'chooseTicketType') add('passengers', v);
      }
    }
  }

  const priceable = legs.length === expectedLegs && cabins.every(Boolean) && input.passengers.length > 0;
  const price =
    priceable && outbound
      ? priceOrder(
          legs.map((leg, i) => priceInput(leg, cabins[i] as CabinOffer, input, legTypes[i] ?? [])),
          outbound.voyage.currency,
          input.ticketRules,
        )
      : null;
  return { violations, price, legTicketTypes: legTypes };
}
