import { describe, expect, it } from 'vitest';
import type { TicketTypeRule } from './age';
import { judgeTicketTypes, validatePassengerAges, type PassengerViolation } from './passengerAges';

const RULES: TicketTypeRule[] = [
  { code: 'ADULT', minAge: 12, isFree: false, countsAsAdult: true },
  { code: 'CHILD', minAge: 2, maxAge: 11, isFree: false, countsAsAdult: false },
  { code: 'INFANT', minAge: 0, maxAge: 1, isFree: true, countsAsAdult: false },
  { code: 'SENIOR', minAge: 65, isFree: false, countsAsAdult: true },
];
const DEPARTURE = '2026-12-01';

describe('validatePassengerAges', () => {
  it.each<[string, string, string, PassengerViolation[]]>([
    ['adult turning 12 on the day', 'ADULT', '2014-12-01', []],
    ['adult turning 12 the day after', 'ADULT', '2014-12-02', [{ passenger: 0, key: 'ticketTypeMinAge', params: { type: 'ADULT', min: 12 } }]],
    ['child turning 12 on the day', 'CHILD', '2014-12-01', [{ passenger: 0, key: 'ticketTypeAgeLimit', params: { type: 'CHILD', min: 2, max: 11 } }]],
    ['child one day short of 12', 'CHILD', '2014-12-02', []],
    ['infant turning 2 on the day', 'INFANT', '2024-12-01', [{ passenger: 0, key: 'ticketTypeAgeLimit', params: { type: 'INFANT', min: 0, max: 1 } }]],
    ['infant one day short of 2', 'INFANT', '2024-12-02', []],
    ['infant born on the departure day', 'INFANT', '2026-12-01', []],
    ['senior at 64', 'SENIOR', '1961-12-02', [{ passenger: 0, key: 'ticketTypeMinAge', params: { type: 'SENIOR', min: 65 } }]],
    ['senior at 65', 'SENIOR', '1961-12-01', []],
    ['born after departure', 'INFANT', '2026-12-02', [{ passenger: 0, key: 'passengerAgeInvalid' }]],
    ['no birth date', 'ADULT', '', [{ passenger: 0, key: 'passengerAgeInvalid' }]],
    ['unknown ticket type', 'PET', '2000-01-01', [{ passenger: 0, key: 'chooseTicketType' }]],
  ])('%s', (_name, ticketType, birthDate, expected) => {
    expect(validatePassengerAges([{ ticketType, birthDate }], DEPARTURE, RULES)).toEqual(expected);
  });

  it('names each failing passenger by index', () => {
    const passengers = [
      { ticketType: 'ADULT', birthDate: '1990-05-05' },
      { ticketType: 'CHILD', birthDate: '1990-05-05' },
      { ticketType: 'INFANT', birthDate: '2026-01-01' },
      { ticketType: 'ADULT', birthDate: 'x' },
    ];
    expect(validatePassengerAges(passengers, DEPARTURE, RULES).map((v) => v.passenger)).toEqual([1, 3]);
  });
});

describe('judgeTicketTypes', () => {
  // Outbound on 1 December, return on 6 December 2026.
  const DAYS = ['2026-12-01', '2026-12-06'];
  // 12 on the return's departure day.
  const turning12 = '2014-12-06';

  it.each<[string, string, string, string[][]]>([
    ['child chosen, 12 on the return day: child out, adult back', 'CHILD', turning12, [['CHILD'], ['ADULT']]],
    ['adult chosen, 11 on the way out: child out, adult back', 'ADULT', turning12, [['CHILD'], ['ADULT']]],
    ['12 the day after the return: child both ways', 'CHILD', '2014-12-07', [['CHILD'], ['CHILD']]],
    ['65 on the return day, adult chosen: adult both ways (adult has no upper age)', 'ADULT', '1961-12-06', [['ADULT'], ['ADULT']]],
    ['65 on the return day, senior chosen: adult out, senior back', 'SENIOR', '1961-12-06', [['ADULT'], ['SENIOR']]],
    ['an infant turning 2 on the way: infant out, child back', 'INFANT', '2024-12-03', [['INFANT'], ['CHILD']]],
  ])('%s', (_name, ticketType, birthDate, types) => {
    expect(judgeTicketTypes([{ ticketType, birthDate }], DAYS, RULES)).toEqual({ types, violations: [] });
  });

  it("refuses a type that fits no leg, with the first leg's words, and keeps it for the price", () => {
    expect(judgeTicketTypes([{ ticketType: 'ADULT', birthDate: '2020-01-01' }], DAYS, RULES)).toEqual({
      types: [['ADULT'], ['ADULT']],
      violations: [{ passenger: 0, key: 'ticketTypeMinAge', params: { type: 'ADULT', min: 12 } }],
    });
  });

  it('judges a one-way order on its one leg: a child of 12 is refused', () => {
    expect(judgeTicketTypes([{ ticketType: 'CHILD', birthDate: turning12 }], ['2026-12-06'], RULES).violations).toEqual([
      { passenger: 0, key: 'ticketTypeAgeLimit', params: { type: 'CHILD', min: 2, max: 11 } },
    ]);
  });

  it('refuses an unreadable birth date and an unknown type', () => {
    const { violations } = judgeTicketTypes(
      [
        { ticketType: 'ADULT', birthDate: '' },
        { ticketType: 'PET', birthDate: '2000-01-01' },
      ],
      DAYS,
      RULES,
    );
    expect(violations).toEqual([
      { passenger: 0, key: 'passengerAgeInvalid' },
      { passenger: 1, key: 'chooseTicketType' },
    ]);
  });
});
