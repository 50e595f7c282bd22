import { describe, expect, it } from 'vitest';
import type { TicketTypeRule } from './age';
import { validatePassengerAges, type PassengerViolation } from './passengerAges';

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
