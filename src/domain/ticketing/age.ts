import type { DictItem } from '../baseData';

/**
 * Ages and ticket types (DOMAIN "Cabins, tickets, fares"). The age limits are data (the
 * TICKET_TYPE dictionary and getAdultAge), so they come in as arguments; nothing here
 * reads the clock: the departure date is always given.
 */

/** Adult age when getAdultAge has not answered (DOMAIN: default 12). */
export const DEFAULT_ADULT_AGE = 12;

/** Age limits of one ticket type, whole years at departure, both ends inclusive. */
export interface TicketTypeRule {
  code: string;
  minAge: number;
  /** Absent: no upper limit. */
  maxAge?: number;
  /** Free passenger (infant): no fare, no surcharge, no berth. */
  isFree: boolean;
  /** Counts towards the adults-per-room limits and may accompany a free passenger. */
  countsAsAdult: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Year, month, day of a 'YYYY-MM-DD…' string; null when unreadable or not a real day. */
function calendarDay(value: string): [number, number, number] | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return [year, month, day];
}

/**
 * Whole years at the departure date. Both are calendar days ('YYYY-MM-DD', a time part is
 * ignored): the departure day in its port's local time, so no time zone can shift it.
 * The birthday on the departure day counts. Someone born on 29 February has their
 * birthday on 1 March in other years (the 28th is still before it). Null when either
 * date is unreadable or the birth is after the departure.
 */
export function ageAtDeparture(birthDate: string, departureDate: string): number | null {
  const birth = calendarDay(birthDate);
  const departure = calendarDay(departureDate);
  if (!birth || !departure) return null;
  const [by, bm, bd] = birth;
  const [dy, dm, dd] = departure;
  const hadBirthday = dm > bm || (dm === bm && dd >= bd);
  const age = dy - by - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * Rules from the TICKET_TYPE dictionary (extraInfoMap minAge, maxAge, isFree) and the
 * served adult age. The adult age is the one threshold DOMAIN names, so it overrides the
 * dictionary where it applies: ADULT starts at it and CHILD ends one year below it.
 * A ticket type counts as adult when it is paying and starts at or above the adult age
 * (adult, student, senior as seeded).
 */
export function ticketTypeRules(items: readonly DictItem[], adultAge: number = DEFAULT_ADULT_AGE): TicketTypeRule[] {
  return items.map((item) => {
    const extra = item.extraInfoMap;
    const isFree = extra.isFree === true || extra.isFree === 'true';
    let minAge = numberOf(extra.minAge) ?? 0;
    let maxAge = numberOf(extra.maxAge);
    if (item.cde === 'ADULT') minAge = adultAge;
    if (item.cde === 'CHILD') maxAge = adultAge - 1;
    const rule: TicketTypeRule = { code: item.cde, minAge, isFree, countsAsAdult: !isFree && minAge >= adultAge };
    if (maxAge !== undefined) rule.maxAge = maxAge;
    return rule;
  });
}

export function ruleOf(type: string, rules: readonly TicketTypeRule[]): TicketTypeRule | undefined {
  return rules.find((rule) => rule.code === type);
}

/** Whether a passenger of this age at departure may travel on this ticket type; false for an unknown type. */
export function ticketTypeAllowed(type: string, ageAtDeparture: number, rules: readonly TicketTypeRule[]): boolean {
  const rule = ruleOf(type, rules);
  if (!rule || !Number.isInteger(ageAtDeparture) || ageAtDeparture < 0) return false;
  return ageAtDeparture >= rule.minAge && (rule.maxAge === undefined || ageAtDeparture <= rule.maxAge);
}

/**
 * The ticket type an age gives: of the types allowing it (among `offered`, when given), the
 * most specific one, the one starting at the highest age, so a 70-year-old gets senior and
 * not adult. Ties go to the earlier rule (the dictionary's order): adult before student,
 * whose fare needs a student ID and is never given unasked. Undefined when none allows it.
 */
export function ticketTypeForAge(age: number, rules: readonly TicketTypeRule[], offered?: readonly string[]): string | undefined {
  let best: TicketTypeRule | undefined;
  for (const rule of rules) {
    if (offered && !offered.includes(rule.code)) continue;
    if (!ticketTypeAllowed(rule.code, age, rules)) continue;
    if (!best || rule.minAge > best.minAge) best = rule;
  }
  return best?.code;
}
