import { ageAtDeparture, ruleOf, ticketTypeAllowed } from './age';
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
export function validatePassengerAges(
  passengers: readonly AgedPassenger[],
  departureDate: string,
  rules: readonly TicketTypeRule[],
): PassengerViolation[] {
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
