import { ageAtDeparture, ruleOf, ticketTypeAllowed, ticketTypeForAge } from './age';
import type { TicketTypeRule } from './age';
import type { RuleViolation } from './messages';

/**
 * Each passenger's ticket type against their age at departure, for the CreateOrder form
 * (shown at the passenger's field) and the server's submit check, with the same texts.
 */

export interface AgedPassenger {
  ticketType: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
}

export interface PassengerViolation extends RuleViolation {
  /** Index into the passengers given. */
  passenger: number;
}

/**
 * At most one violation per passenger: an unknown ticket type is "choose ticket type";
 * no readable birth date (or a birth after the departure) is "passenger age does not
 * meet rules"; an age outside the type's limits is that type's age limit, with `type`
 * as the code (the caller names it from the dictionary in its language) and min/max.
 */
export function validatePassengerAges(passengers: readonly AgedPassenger[], departureDate: string, rules: readonly TicketTypeRule[]): PassengerViolation[] {
  const violations: PassengerViolation[] = [];
  passengers.forEach(({ ticketType, birthDate }, passenger) => {
    const rule = ruleOf(ticketType, rules);
    const age = ageAtDeparture(birthDate, departureDate);
    if (!rule) violations.push({ passenger, key: 'chooseTicketType' });
    else if (age === null) violations.push({ passenger, key: 'passengerAgeInvalid' });
    else if (!ticketTypeAllowed(ticketType, age, rules)) {
      violations.push(
        rule.maxAge === undefined
          ? { passenger, key: 'ticketTypeMinAge', params: { type: ticketType, min: rule.minAge } }
          : { passenger, key: 'ticketTypeAgeLimit', params: { type: ticketType, min: rule.minAge, max: rule.maxAge } },
      );
    }
  });
  return violations;
}

export interface JudgedTicketTypes {
  /** [leg][passenger]: the ticket type each passenger travels on, on each leg */
  types: string[][];
  /** at most one per passenger, as validatePassengerAges words them for the first leg */
  violations: PassengerViolation[];
}

/**
 * The ticket type per leg, from the age at each leg's departure day (a child may turn 12
 * between the legs, a student 26, an adult 65). The chosen type stays on every leg whose
 * age allows it; on the other legs the passenger travels on the type that age gives
 * (ticketTypeForAge). The choice must fit at least one leg: a type no leg's age allows is
 * refused with the first leg's message, as is a passenger without a readable birth date.
 * Where refused, the chosen type stands on every leg, so a price can still be shown.
 */
export function judgeTicketTypes(passengers: readonly AgedPassenger[], departureDays: readonly string[], rules: readonly TicketTypeRule[]): JudgedTicketTypes {
  const types = departureDays.map(() => passengers.map((p) => p.ticketType));
  const violations: PassengerViolation[] = [];
  passengers.forEach((p, passenger) => {
    const ages = departureDays.map((day) => ageAtDeparture(p.birthDate, day));
    const fitting = ages.map((age) => age !== null && ticketTypeAllowed(p.ticketType, age, rules));
    if (!ruleOf(p.ticketType, rules) || ages.some((age) => age === null) || !fitting.some(Boolean)) {
      const [first] = validatePassengerAges([p], departureDays[0] ?? '', rules);
      if (first) violations.push({ ...first, passenger });
      return;
    }
    ages.forEach((age, leg) => {
      if (fitting[leg] || age === null) return;
      const row = types[leg] as string[];
      row[passenger] = ticketTypeForAge(age, rules) ?? p.ticketType;
    });
  });
  return { types, violations };
}
