import { describe, expect, it } from 'vitest';
import type { DictItem } from '../baseData';
import { ageAtDeparture, ticketTypeAllowed, ticketTypeForAge, ticketTypeRules, type TicketTypeRule } from './age';

function item(cde: string, extra: Record<string, string | number | boolean>): DictItem {
  return { id: cde, cde, cnnme: cde, ennme: cde, sort: 0, extraInfoMap: { cnnme: cde, ennme: cde, ...extra } };
}

// As seeded in server/db/seed/dictionaries.seed.ts.
const SEEDED: DictItem[] = [
  item('ADULT', { minAge: 12, isFree: false }),
  item('CHILD', { minAge: 2, maxAge: 11, isFree: false }),
  item('INFANT', { minAge: 0, maxAge: 1, isFree: true }),
  item('STUDENT', { minAge: 12, maxAge: 25, isFree: false }),
  item('SENIOR', { minAge: 65, isFree: false }),
];

describe('ageAtDeparture', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25],
    ['2000-06-15', '2026-06-15', 26],
    ['2000-06-15', '2026-06-16', 26],
    ['2000-06-15', '2026-06-15 23:30:00', 26],
    ['2024-11-22', '2026-11-21', 1],
    ['2024-11-22', '2026-11-22', 2],
    ['2026-11-22', '2026-11-22', 0],
    ['2000-12-31', '2027-01-01', 26],
    // 29 February: not yet on 28 February of a common year, one year older on 1 March.
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-28', 19],
    ['2008-02-29', '2028-02-29', 20],
  ])('born %s, departing %s: %i', (birth, departure, age) => {
    expect(ageAtDeparture(birth, departure)).toBe(age);
  });

  it.each([
    ['2026-11-23', '2026-11-22'],
    ['', '2026-11-22'],
    ['2026-02-30', '2026-03-01'],
    ['2000-01-01', 'tomorrow'],
  ])('born %s, departing %s: null', (birth, departure) => {
    expect(ageAtDeparture(birth, departure)).toBeNull();
  });
});

describe('ticketTypeRules', () => {
  it('reads the dictionary and applies the default adult age 12', () => {
    expect(ticketTypeRules(SEEDED)).toEqual<TicketTypeRule[]>([
      { code: 'ADULT', minAge: 12, isFree: false, countsAsAdult: true },
      { code: 'CHILD', minAge: 2, maxAge: 11, isFree: false, countsAsAdult: false },
      { code: 'INFANT', minAge: 0, maxAge: 1, isFree: true, countsAsAdult: false },
      { code: 'STUDENT', minAge: 12, maxAge: 25, isFree: false, countsAsAdult: true },
      { code: 'SENIOR', minAge: 65, isFree: false, countsAsAdult: true },
    ]);
  });

  it('moves the adult/child boundary with the served adult age', () => {
    const rules = ticketTypeRules(SEEDED, 15);
    expect(rules.find((r) => r.code === 'ADULT')?.minAge).toBe(15);
    expect(rules.find((r) => r.code === 'CHILD')?.maxAge).toBe(14);
    expect(rules.find((r) => r.code === 'STUDENT')?.countsAsAdult).toBe(false);
  });

  it('reads numbers and flags stored as strings', () => {
    const [rule] = ticketTypeRules([item('INFANT', { minAge: '0', maxAge: '1', isFree: 'true' })]);
    expect(rule).toEqual({ code: 'INFANT', minAge: 0, maxAge: 1, isFree: true, countsAsAdult: false });
  });
});

describe('ticketTypeAllowed', () => {
  const rules = ticketTypeRules(SEEDED);
  it.each([
    ['INFANT', 0, true],
    ['INFANT', 1, true],
    ['INFANT', 2, false],
    ['CHILD', 1, false],
    ['CHILD', 2, true],
    ['CHILD', 11, true],
    ['CHILD', 12, false],
    ['ADULT', 11, false],
    ['ADULT', 12, true],
    ['ADULT', 90, true],
    ['STUDENT', 11, false],
    ['STUDENT', 12, true],
    ['STUDENT', 25, true],
    ['STUDENT', 26, false],
    ['SENIOR', 64, false],
    ['SENIOR', 65, true],
    ['UNKNOWN', 30, false],
    ['ADULT', -1, false],
    ['ADULT', 30.5, false],
  ])('%s at %d: %s', (type, age, allowed) => {
    expect(ticketTypeAllowed(type, age, rules)).toBe(allowed);
  });

  it('follows an adult age of 18', () => {
    const rules18 = ticketTypeRules(SEEDED, 18);
    expect(ticketTypeAllowed('CHILD', 17, rules18)).toBe(true);
    expect(ticketTypeAllowed('ADULT', 17, rules18)).toBe(false);
    expect(ticketTypeAllowed('ADULT', 18, rules18)).toBe(true);
  });
});

describe('ticketTypeForAge', () => {
  const rules = ticketTypeRules(SEEDED, 12);
  it.each<[number, string | undefined]>([
    [70, 'SENIOR'],
    [65, 'SENIOR'],
    [64, 'ADULT'],
    // adult and student both start at 12: adult, the dictionary's first; a student ticket is asked for
    [12, 'ADULT'],
    [25, 'ADULT'],
    [11, 'CHILD'],
    [2, 'CHILD'],
    [1, 'INFANT'],
    [0, 'INFANT'],
  ])('%i years: %s', (age, expected) => {
    expect(ticketTypeForAge(age, rules)).toBe(expected);
  });

  it('keeps to the types offered', () => {
    expect(ticketTypeForAge(70, rules, ['ADULT', 'CHILD'])).toBe('ADULT');
    expect(ticketTypeForAge(5, rules, ['ADULT'])).toBeUndefined();
  });
});
