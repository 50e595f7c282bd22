import { describe, expect, it } from 'vitest';
import type { VoyagePortLine } from '../voyages';
import type { TicketTypeRule } from './age';
import { berthsNeeded, checkOrder, type OrderCheckInput } from './checkOrder';
import type { CabinRules } from './party';

const RULES: TicketTypeRule[] = [
  { code: 'ADULT', minAge: 12, isFree: false, countsAsAdult: true },
  { code: 'CHILD', minAge: 2, maxAge: 11, isFree: false, countsAsAdult: false },
  { code: 'INFANT', minAge: 0, maxAge: 1, isFree: true, countsAsAdult: false },
];

const CABINS: Record<string, CabinRules> = {
  FIRST_JAPANESE: { roomCapacity: 4, maxAdults: 4, minAdults: 1, extraBedAllowed: false },
  SUITE: { roomCapacity: 2, maxAdults: 2, minAdults: 1, extraBedAllowed: true },
};

const fares = (adult: number) => [
  { ticketType: 'ADULT', amount: adult },
  { ticketType: 'CHILD', amount: adult / 2 },
  { ticketType: 'INFANT', amount: 0 },
];

function portLine(over: Partial<VoyagePortLine> & { departureTime: string }): VoyagePortLine {
  return {
    uuid: 'v-out',
    voyageCode: 'SO2612A',
    routeCode: 'SHA-OSA',
    vessel: 'New Ganjin',
    departurePort: 'CNSHA',
    arrivalPort: 'JPOSA',
    arrivalTime: '2026-12-03T03:00:00Z',
    durationMinutes: 2760,
    departurePortNameZh: '上海',
    departurePortNameJa: '上海',
    departurePortNameEn: 'Shanghai',
    arrivalPortNameZh: '大阪',
    arrivalPortNameJa: '大阪',
    arrivalPortNameEn: 'Osaka',
    currency: 'RMB',
    fuelSurcharge: 200,
    cabins: [
      { cabinClass: 'FIRST_JAPANESE', cabinNameZh: '一等日式房', cabinNameJa: '1等和室', totalBerths: 48, remainingBerths: 48, fares: fares(2000), extraBedFee: null },
      { cabinClass: 'SUITE', cabinNameZh: '豪华套房', cabinNameJa: 'スイート', totalBerths: 4, remainingBerths: 2, fares: fares(3800), extraBedFee: 1140 },
    ],
    ...over,
  };
}

// 11:00 in Shanghai on 1 December 2026 (UTC+8).
const OUTBOUND = portLine({ departureTime: '2026-12-01T03:00:00Z' });
const RETURN = portLine({ uuid: 'v-back', departurePort: 'JPOSA', arrivalPort: 'CNSHA', departureTime: '2026-12-06T03:00:00Z' });

const adult = { ticketType: 'ADULT', birthDate: '1990-05-01' };
const child = { ticketType: 'CHILD', birthDate: '2018-01-01' };
const infant = { ticketType: 'INFANT', birthDate: '2026-01-01' };

function input(over: Partial<OrderCheckInput> = {}): OrderCheckInput {
  return {
    orderType: 'ONE_WAY',
    legs: [{ voyage: OUTBOUND, cabinClass: 'FIRST_JAPANESE' }],
    passengers: [adult, adult, child, infant],
    extraBed: false,
    ticketRules: RULES,
    cabinRules: (code) => CABINS[code],
    ...over,
  };
}

const keys = (result: ReturnType<typeof checkOrder>) => result.violations.map((v) => `${v.field}:${v.key}`);

describe('checkOrder', () => {
  it('prices a valid one-way family: fares, a surcharge per paying ticket, the infant at zero', () => {
    const result = checkOrder(input());
    expect(result.violations).toEqual([]);
    expect(result.price).toMatchObject({ ok: true, breakdown: { currency: 'RMB', totalMinor: (2000 * 2 + 1000 + 200 * 3) * 100 } });
  });

  it('counts berths for paying passengers only', () => {
    expect(berthsNeeded([adult, child, infant], RULES)).toBe(2);
    // An unknown type is counted: better to hold a berth too many than sell one too few.
    expect(berthsNeeded([{ ticketType: 'X' }], RULES)).toBe(1);
  });

  it.each([
    ['exactly the berths left', 2, []],
    ['one berth short', 1, ['outbound.cabinClass:notEnoughTickets']],
  ])('SUITE with %s', (_, remaining, expected) => {
    const voyage = portLine({ departureTime: OUTBOUND.departureTime, cabins: OUTBOUND.cabins.map((c) => (c.cabinClass === 'SUITE' ? { ...c, remainingBerths: remaining } : c)) });
    expect(keys(checkOrder(input({ legs: [{ voyage, cabinClass: 'SUITE' }], passengers: [adult, adult] })))).toEqual(expected);
  });

  it('refuses a cabin the sailing does not sell', () => {
    expect(keys(checkOrder(input({ legs: [{ voyage: OUTBOUND, cabinClass: 'SECOND_DORMITORY' }] })))).toContain('outbound.cabinClass:chooseCabinClass');
  });

  it('checks ages at the departure day in the port’s local date: the 12th birthday on the day makes an adult', () => {
    // Departure 1 Dec 2026 local; born 1 Dec 2014 is 12 that day, born 2 Dec 2014 still 11.
    expect(keys(checkOrder(input({ passengers: [{ ticketType: 'ADULT', birthDate: '2014-12-01' }] })))).toEqual([]);
    expect(keys(checkOrder(input({ passengers: [{ ticketType: 'ADULT', birthDate: '2014-12-02' }] })))).toEqual(['passengers[0].ticketType:ticketTypeMinAge']);
  });

  it('puts party rules at the passengers and the extra bed at its own field', () => {
    expect(keys(checkOrder(input({ passengers: [child, infant] })))).toEqual(['passengers:freePassengersPerAdult', 'passengers:minAdults']);
    expect(keys(checkOrder(input({ extraBed: true })))).toContain('extraBed:extraBedNotAllowed');
    const suite = checkOrder(input({ legs: [{ voyage: OUTBOUND, cabinClass: 'SUITE' }], passengers: [adult, adult], extraBed: true }));
    expect(suite.violations).toEqual([]);
    expect(suite.price).toMatchObject({ ok: true, breakdown: { totalMinor: (3800 * 2 + 200 * 2 + 1140) * 100 } });
  });

  it('asks for passengers', () => {
    expect(keys(checkOrder(input({ passengers: [] })))).toEqual(['passengers:passengerRequired']);
  });

  describe('round trip', () => {
    const roundTrip = (back: VoyagePortLine, cabinClass = 'FIRST_JAPANESE') =>
      input({ orderType: 'ROUND_TRIP', legs: [{ voyage: OUTBOUND, cabinClass: 'FIRST_JAPANESE' }, { voyage: back, cabinClass }] });

    it('prices both legs in the outbound currency', () => {
      const result = checkOrder(roundTrip(RETURN));
      expect(result.violations).toEqual([]);
      expect(result.price?.ok && result.price.breakdown.legs).toHaveLength(2);
    });

    it('needs the return leg', () => {
      expect(keys(checkOrder(input({ orderType: 'ROUND_TRIP' })))).toEqual(['returnLeg:chooseCabinClass']);
    });

    it('accepts a return at the same instant and refuses one a second earlier', () => {
      expect(keys(checkOrder(roundTrip({ ...RETURN, departureTime: OUTBOUND.departureTime })))).toEqual([]);
      expect(keys(checkOrder(roundTrip({ ...RETURN, departureTime: '2026-12-01T02:59:59Z' })))).toContain('returnLeg:returnBeforeOutbound');
    });

    it('refuses another cabin class on the return, or a return without the outbound cabin (RoundCabinError)', () => {
      expect(keys(checkOrder(roundTrip(RETURN, 'SUITE')))).toContain('returnLeg:roundCabinError');
      const noJapanese = { ...RETURN, cabins: RETURN.cabins.filter((c) => c.cabinClass !== 'FIRST_JAPANESE') };
      expect(keys(checkOrder(roundTrip(noJapanese)))).toEqual(expect.arrayContaining(['returnLeg.cabinClass:roundCabinError', 'returnLeg:roundCabinError']));
    });

    it('refuses a return that does not sell a ticket type of the party', () => {
      const noChild = { ...RETURN, cabins: RETURN.cabins.map((c) => ({ ...c, fares: c.fares.filter((f) => f.ticketType !== 'CHILD') })) };
      expect(keys(checkOrder(roundTrip(noChild)))).toEqual(expect.arrayContaining(['passengers[2].ticketType:roundCabinError', 'returnLeg:roundCabinError']));
    });

    it('answers no total when the return is priced in another currency', () => {
      const result = checkOrder(roundTrip({ ...RETURN, currency: 'JPY' }));
      expect(result.price).toMatchObject({ ok: false, error: { code: 'mixedCurrency' } });
    });
  });
});
