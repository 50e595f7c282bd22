import type { OrderType } from '../orderEnums';
import { localDate, type CabinOffer, type VoyagePortLine } from '../voyages';
import { ruleOf, type TicketTypeRule } from './age';
import type { RuleViolation } from './messages';
import type { CabinRules } from './party';
import { validateParty } from './party';
import { validatePassengerAges } from './passengerAges';
import { priceOrder, type LegPriceInput, type PriceResult } from './price';
import { isReturnAfterOutbound, returnOffersOutboundChoice } from './roundTrip';

/**
 * The order rules that need the chosen sailings, in one function for the CreateOrder form
 * (shown live at each field) and the server's submit (answered as 10422 with data.fields).
 * The field names are the order body's paths: outbound.cabinClass, returnLeg,
 * passengers, passengers[i].ticketType, extraBed.
 */

export interface CheckedLeg {
  voyage: VoyagePortLine;
  cabinClass: string;
}

export interface OrderCheckInput {
  orderType: OrderType;
  /** outbound, then the return for a round trip; the return priced in the outbound's currency */
  legs: readonly CheckedLeg[];
  passengers: readonly { ticketType: string; birthDate: string }[];
  extraBed: boolean;
  ticketRules: readonly TicketTypeRule[];
  /** room limits of a cabin class (from SHIPPING_CLASS_TYPE via cabinRules); undefined when unknown */
  cabinRules: (cabinClass: string) => CabinRules | undefined;
}

export interface FieldViolation extends RuleViolation {
  field: string;
}

export interface OrderCheck {
  violations: FieldViolation[];
  /** the breakdown the server stores; null when the legs cannot be priced (a violation says why) */
  price: PriceResult | null;
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

function priceInput(leg: CheckedLeg, cabin: CabinOffer, input: OrderCheckInput): LegPriceInput {
  const currency = leg.voyage.currency;
  return {
    cabinClass: leg.cabinClass,
    fares: cabin.fares.map((f) => ({ cabinClass: leg.cabinClass, ticketType: f.ticketType, price: { currency, amount: f.amount } })),
    fuelSurcharge: { currency, amount: leg.voyage.fuelSurcharge },
    ...(cabin.extraBedFee === null ? {} : { extraBedFee: { currency, amount: cabin.extraBedFee } }),
    extraBed: input.extraBed,
    passengers: input.passengers.map((p) => ({ ticketType: p.ticketType })),
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
  const berths = berthsNeeded(input.passengers, input.ticketRules);
  legs.forEach((leg, index) => {
    const field = `${LEG_FIELD[index]}.cabinClass`;
    const cabin = cabins[index];
    if (!cabin) return add(field, { key: index === 1 ? 'roundCabinError' : 'chooseCabinClass' });
    if (berths > cabin.remainingBerths) add(field, { key: 'notEnoughTickets' });
    // Age at each leg's departure day (the port's local date): a child may turn 12 on the way back.
    const day = localDate(new Date(leg.voyage.departureTime), leg.voyage.departurePort);
    for (const v of validatePassengerAges(input.passengers, day, input.ticketRules)) add(`passengers[${v.passenger}].ticketType`, v);
    input.passengers.forEach((p, i) => {
      const rule = ruleOf(p.ticketType, input.ticketRules);
      if (rule && !cabin.fares.some((f) => f.ticketType === p.ticketType)) {
        add(`passengers[${i}].ticketType`, { key: index === 1 ? 'roundCabinError' : 'chooseTicketType' });
      }
    });
  });

  const [outbound, back] = legs;
  if (outbound && back) {
    if (!isReturnAfterOutbound(outbound.voyage.departureTime, back.voyage.departureTime)) add('returnLeg', { key: 'returnBeforeOutbound' });
    const returnOffer = { cabinClasses: back.voyage.cabins.map((c) => ({ code: c.cabinClass, ticketTypes: c.fares.map((f) => f.ticketType) })) };
    const ticketTypes = [...new Set(input.passengers.map((p) => p.ticketType))];
    if (back.cabinClass !== outbound.cabinClass || !returnOffersOutboundChoice({ cabinClass: outbound.cabinClass, ticketTypes }, returnOffer)) {
      add('returnLeg', { key: 'roundCabinError' });
    }
  }

  const rules = outbound ? input.cabinRules(outbound.cabinClass) : undefined;
  if (outbound && !rules) add('outbound.cabinClass', { key: 'chooseCabinClass' });
  if (rules && input.passengers.length > 0) {
    for (const v of validateParty({ passengers: input.passengers, extraBed: input.extraBed }, rules, input.ticketRules)) {
      if (v.key === 'extraBedNotAllowed') add('extraBed', v);
      else if (v.key !== 'passengerRequired' && v.key !== 'chooseTicketType') add('passengers', v);
    }
  }

  const priceable = legs.length === expectedLegs && cabins.every(Boolean) && input.passengers.length > 0;
  const price = priceable && outbound
    ? priceOrder(
        legs.map((leg, i) => priceInput(leg, cabins[i] as CabinOffer, input)),
        outbound.voyage.currency,
        input.ticketRules,
      )
    : null;
  return { violations, price };
}
