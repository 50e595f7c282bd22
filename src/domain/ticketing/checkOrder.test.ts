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
      {
        cabinClass: 'FIRST_JAPANESE',
        cabinNameZh: '一等日式房',
        cabinNameJa: '1等和室',
        totalBerths: 48,
        remainingBerths: 48,
        fares: fares(2000),
        extraBedFee: null,
      },
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
    ['exactly the berths left', 'berth', 2, []],
    ['one berth short', 'berth', 1, ['outbound.cabinClass:notEnoughTickets']],
    ['the last room, sold by the room', 'room', 1, []],
    ['no room left', 'room', 0, ['outbound.cabinClass:notEnoughTickets']],
  ] as const)('SUITE with %s', (_, unit, remaining, expected) => {
    const voyage = portLine({
      departureTime: OUTBOUND.departureTime,
      cabins: OUTBOUND.cabins.map((c) => (c.cabinClass === 'SUITE' ? { ...c, unit, remainingBerths: remaining } : c)),
    });
    expect(keys(checkOrder(input({ legs: [{ voyage, cabinClass: 'SUITE' }], passengers: [adult, adult] })))).toEqual([...expected]);
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
      input({
        orderType: 'ROUND_TRIP',
        legs: [
          { voyage: OUTBOUND, cabinClass: 'FIRST_JAPANESE' },
          { voyage: back, cabinClass },
        ],
      });

    it('prices both legs in the outbound currency', () => {
      const result = checkOrder(roundTrip(RETURN));
      expect(result.violations).toEqual([]);
      expect(result.price?.ok && result.price.breakdown.legs).toHaveLength(2);
    });

    it('needs the return leg', () => {
      expect(keys(checkOrder(input({ orderType: 'ROUND_TRIP' })))).toEqual(['returnLeg:chooseCabinClass']);
    });

    it('refuses a return a second before the outbound departs, and one leaving with the outbound, before it arrived', () => {
      expect(keys(checkOrder(roundTrip({ ...RETURN, departureTime: '2026-12-01T02:59:59Z' })))).toEqual(['returnLeg:returnBeforeOutbound']);
      expect(keys(checkOrder(roundTrip({ ...RETURN, departureTime: OUTBOUND.departureTime })))).toEqual(['returnLeg:returnBeforeTurnaround']);
    });

    // The outbound arrives in Osaka at 03:00 UTC on 3 December (12:00 local).
    it('accepts a return exactly the minimum turnaround after the arrival, and refuses one a minute sooner', () => {
      expect(keys(checkOrder(roundTrip({ ...RETURN, departureTime: '2026-12-03T05:00:00Z' })))).toEqual([]);
      const early = checkOrder(roundTrip({ ...RETURN, departureTime: '2026-12-03T04:59:00Z' }));
      expect(early.violations).toEqual([{ field: 'returnLeg', key: 'returnBeforeTurnaround', params: { hours: 2 } }]);
    });

    it('takes the minimum turnaround from the return route', () => {
      const fourHours = { ...RETURN, departureTime: '2026-12-03T06:00:00Z', minTurnaroundMinutes: 240 };
      expect(checkOrder(roundTrip(fourHours)).violations).toEqual([{ field: 'returnLeg', key: 'returnBeforeTurnaround', params: { hours: 4 } }]);
      expect(keys(checkOrder(roundTrip({ ...fourHours, departureTime: '2026-12-03T07:00:00Z' })))).toEqual([]);
    });

    describe('a child who turns 12 on the return departure day (6 December, Osaka)', () => {
      // The return leaves Osaka at 12:00 local on 6 December; born 6 December 2014.
      const turning12 = '2014-12-06';
      const party = (ticketType: string) => [adult, { ticketType, birthDate: turning12 }];

      it.each(['CHILD', 'ADULT'])('chosen as %s: child out, adult back, each leg priced by its own type', (ticketType) => {
        const result = checkOrder({ ...roundTrip(RETURN), passengers: party(ticketType) });
        expect(result.violations).toEqual([]);
        expect(result.legTicketTypes).toEqual([
          ['ADULT', 'CHILD'],
          ['ADULT', 'ADULT'],
        ]);
        // Out: adult 2000 + child 1000, back: two adults 2000 each; 200 surcharge per ticket each way.
        expect(result.price).toMatchObject({
          ok: true,
          breakdown: {
            totalMinor: (2000 + 200 + 1000 + 200 + (2000 + 200) * 2) * 100,
            legs: [
              { subtotalMinor: 340000, lines: expect.arrayContaining([{ kind: 'FARE', passenger: 1, ticketType: 'CHILD', amountMinor: 100000 }]) },
              { subtotalMinor: 440000, lines: expect.arrayContaining([{ kind: 'FARE', passenger: 1, ticketType: 'ADULT', amountMinor: 200000 }]) },
            ],
          },
        });
      });

      it('the day after the return: a child both ways', () => {
        const result = checkOrder({ ...roundTrip(RETURN), passengers: [adult, { ticketType: 'CHILD', birthDate: '2014-12-07' }] });
        expect(result.violations).toEqual([]);
        expect(result.price?.ok && result.price.breakdown.totalMinor).toBe((2000 + 200 + 1000 + 200) * 2 * 100);
      });

      it('needs the return to sell the type travelled back on', () => {
        const noAdult = { ...RETURN, cabins: RETURN.cabins.map((c) => ({ ...c, fares: c.fares.filter((f) => f.ticketType !== 'ADULT') })) };
        expect(keys(checkOrder({ ...roundTrip(noAdult), passengers: [{ ticketType: 'CHILD', birthDate: turning12 }] }))).toEqual(
          expect.arrayContaining(['passengers[0].ticketType:roundCabinError', 'returnLeg:roundCabinError']),
        );
      });
    });

    describe('the ID valid on the last arrival day', () => {
      // The return arrives in Shanghai at 01:00 UTC on 8 December: 09:00 local, 8 December.
      const back = { ...RETURN, arrivalTime: '2026-12-08T01:00:00Z' };
      const withExpiry = (certificateExpiry: string, secondCertificateExpiry = '') => ({
        ...roundTrip(back),
        passengers: [{ ...adult, certificateExpiry, secondCertificateExpiry }],
      });

      it.each<[string, string, string, string[]]>([
        ['expiring on the arrival day', '2026-12-08', '', []],
        ['expiring the day before', '2026-12-07', '', ['passengers[0].certificateExpiry:certificateExpiredForTrip']],
        ['expired in 2020', '2020-01-01', '', ['passengers[0].certificateExpiry:certificateExpiredForTrip']],
        ['a second ID expiring between the legs', '2030-01-01', '2026-12-04', ['passengers[0].secondCertificateExpiry:certificateExpiredForTrip']],
        ['no expiry typed yet (the schema asks for it)', '', '', []],
      ])('%s', (_name, expiry, second, expected) => {
        expect(keys(checkOrder(withExpiry(expiry, second)))).toEqual(expected);
      });

      it('on a one-way order, the outbound arrival day (3 December in Osaka)', () => {
        const oneWay = (certificateExpiry: string) => input({ passengers: [{ ...adult, certificateExpiry }] });
        expect(keys(checkOrder(oneWay('2026-12-03')))).toEqual([]);
        expect(keys(checkOrder(oneWay('2026-12-02')))).toEqual(['passengers[0].certificateExpiry:certificateExpiredForTrip']);
      });
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

describe('checkOrder without passengers or rules', () => {
  it('asks for a passenger once, prices nothing and judges no party rules', () => {
    expect(checkOrder(input({ passengers: [] }))).toEqual({
      violations: [{ field: 'passengers', key: 'passengerRequired' }],
      price: null,
      legTicketTypes: [[]],
    });
  });

  it('refuses an outbound cabin class without room rules at the outbound leg, once', () => {
    const check = checkOrder(input({ cabinRules: () => undefined }));
    expect(check.violations).toEqual([{ field: 'outbound.cabinClass', key: 'chooseCabinClass' }]);
  });

  it('names a missing return leg of a round trip at the return leg', () => {
    expect(checkOrder(input({ orderType: 'ROUND_TRIP' })).violations).toEqual([{ field: 'returnLeg', key: 'chooseCabinClass' }]);
  });
});
