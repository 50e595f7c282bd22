import { describe, expect, it } from 'vitest';
import type { DictItem } from '../baseData';
import type { TicketTypeRule } from './age';
import type { RuleViolation } from './messages';
import { cabinRules, validateParty, type CabinRules } from './party';

const RULES: TicketTypeRule[] = [
  { code: 'ADULT', minAge: 12, isFree: false, countsAsAdult: true },
  { code: 'CHILD', minAge: 2, maxAge: 11, isFree: false, countsAsAdult: false },
  { code: 'INFANT', minAge: 0, maxAge: 1, isFree: true, countsAsAdult: false },
  { code: 'SENIOR', minAge: 65, isFree: false, countsAsAdult: true },
];

// As seeded: SUITE 2/2/1 with extra bed, FIRST_JAPANESE 4/4/1 without.
const SUITE: CabinRules = { roomCapacity: 2, maxAdults: 2, minAdults: 1, extraBedAllowed: true };
const JAPANESE: CabinRules = { roomCapacity: 4, maxAdults: 4, minAdults: 1, extraBedAllowed: false };
const FAMILY: CabinRules = { roomCapacity: 4, maxAdults: 2, minAdults: 2, extraBedAllowed: false };

function party(counts: string, extraBed = false) {
  // "A2 C1 I1": two adults, a child, an infant.
  const passengers = counts
    .split(' ')
    .filter(Boolean)
    .flatMap((part) => {
      const type = { A: 'ADULT', C: 'CHILD', I: 'INFANT', S: 'SENIOR', X: 'UNKNOWN' }[part[0] as 'A'];
      return Array.from({ length: Number(part.slice(1)) }, () => ({ ticketType: type }));
    });
  return { passengers, extraBed };
}

describe('validateParty', () => {
  it.each<[string, CabinRules, string, boolean, RuleViolation[]]>([
    ['empty party', JAPANESE, '', false, [{ key: 'passengerRequired' }]],
    ['one adult', JAPANESE, 'A1', false, []],
    // capacity 4: 4 berths fit, 5 do not; infants take no berth
    ['capacity exactly', JAPANESE, 'A2 C2', false, []],
    ['capacity plus one', JAPANESE, 'A3 C2', false, [{ key: 'roomCapacity', params: { num: 4 } }]],
    ['infants do not count towards capacity', JAPANESE, 'A4 I4', false, []],
    // free passengers: at most one per paying adult (children do not count)
    ['one infant per adult', JAPANESE, 'A2 I2', false, []],
    ['one infant too many', JAPANESE, 'A2 I3', false, [{ key: 'freePassengersPerAdult', params: { num: 2 } }]],
    ['a child does not carry an infant', JAPANESE, 'A1 C1 I2', false, [{ key: 'freePassengersPerAdult', params: { num: 1 } }]],
    ['seniors are adults', JAPANESE, 'S1 I1', false, []],
    // adults per room
    ['max adults exactly', FAMILY, 'A2 C2', false, []],
    ['max adults plus one', FAMILY, 'A3 C1', false, [{ key: 'maxAdults', params: { num: 2 } }]],
    ['min adults minus one', FAMILY, 'A1 C1', false, [{ key: 'minAdults', params: { num: 2 } }]],
    ['children alone', JAPANESE, 'C2', false, [{ key: 'minAdults', params: { num: 1 } }]],
    [
      'infant alone',
      JAPANESE,
      'I1',
      false,
      [
        { key: 'freePassengersPerAdult', params: { num: 0 } },
        { key: 'minAdults', params: { num: 1 } },
      ],
    ],
    // extra bed adds one berth where allowed
    ['suite full', SUITE, 'A2', false, []],
    ['suite plus one without extra bed', SUITE, 'A2 C1', false, [{ key: 'roomCapacity', params: { num: 2 } }]],
    ['suite plus one with extra bed', SUITE, 'A2 C1', true, []],
    ['suite plus two with extra bed', SUITE, 'A2 C2', true, [{ key: 'roomCapacity', params: { num: 3 } }]],
    ['extra bed where not allowed', JAPANESE, 'A2', true, [{ key: 'extraBedNotAllowed' }]],
    ['extra bed not allowed adds no berth', JAPANESE, 'A3 C2', true, [{ key: 'extraBedNotAllowed' }, { key: 'roomCapacity', params: { num: 4 } }]],
    ['unknown ticket type', JAPANESE, 'A1 X1', false, [{ key: 'chooseTicketType' }]],
  ])('%s', (_name, cabin, counts, extraBed, expected) => {
    expect(validateParty(party(counts, extraBed), cabin, RULES)).toEqual(expected);
  });

  it('reports every failed rule at once', () => {
    const keys = validateParty(party('A3 C2 I4', true), FAMILY, RULES).map((v) => v.key);
    expect(keys).toEqual(['freePassengersPerAdult', 'extraBedNotAllowed', 'roomCapacity', 'maxAdults']);
  });
});

describe('cabinRules', () => {
  const item = (extra: Record<string, string | number | boolean>): DictItem => ({
    id: '1',
    cde: 'SUITE',
    cnnme: '',
    ennme: '',
    sort: 0,
    extraInfoMap: { cnnme: '', ennme: '', ...extra },
  });

  it('reads the seeded extra info, numbers as numbers or strings', () => {
    expect(cabinRules(item({ roomCapacity: 2, maxAdults: '2', minAdults: 1, extraBedAllowed: true, saleUnit: 'room', maxHeldPerAccount: 2 }))).toEqual({
      ...SUITE,
      saleUnit: 'room',
      maxHeldPerAccount: 2,
    });
    expect(cabinRules(item({ roomCapacity: 8, maxAdults: 8, minAdults: 1, saleUnit: 'berth', maxHeldPerAccount: '16' }))).toMatchObject({
      saleUnit: 'berth',
      maxHeldPerAccount: 16,
    });
  });

  it('reads missing limits as the strictest', () => {
    // a class that does not say its unit sells rooms (the stricter reading of "one order is one room"), 2 per account
    expect(cabinRules(item({}))).toEqual({ roomCapacity: 0, maxAdults: 0, minAdults: 1, extraBedAllowed: false, saleUnit: 'room', maxHeldPerAccount: 2 });
  });
});
