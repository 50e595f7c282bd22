import { describe, expect, it } from 'vitest';
import type { PriceBreakdown } from '../../../src/domain/ticketing/price';
import { passenger } from '../../test/orders.testkit';
import { formatOrderNo, ticketsOf } from './orders.tickets';

// A round trip of an adult and an infant: the infant's free fare line has no surcharge line, and
// on the way back the first passenger travels on a CHILD fare (the type judged per leg).
const BREAKDOWN: PriceBreakdown = {
  currency: 'RMB',
  totalMinor: 0,
  legs: [
    {
      cabinClass: 'SUITE',
      subtotalMinor: 0,
      lines: [
        { kind: 'FARE', passenger: 0, ticketType: 'ADULT', amountMinor: 328010 },
        { kind: 'FUEL_SURCHARGE', passenger: 0, ticketType: 'ADULT', amountMinor: 20000 },
        { kind: 'FARE', passenger: 1, ticketType: 'INFANT', amountMinor: 0 },
        { kind: 'EXTRA_BED', passenger: null, ticketType: null, amountMinor: 50000 },
      ],
    },
    {
      cabinClass: 'SUITE',
      subtotalMinor: 0,
      lines: [
        { kind: 'FARE', passenger: 0, ticketType: 'CHILD', amountMinor: 164020 },
        { kind: 'FUEL_SURCHARGE', passenger: 0, ticketType: 'CHILD', amountMinor: 15000 },
      ],
    },
  ],
};

const PASSENGERS = [
  passenger('ADULT', '1990-02-28', { certificateNo: 'E1234567', enGivenName: 'XIAOMING ' }),
  passenger('INFANT', '2025-06-01', { cnSurname: '李', cnGivenName: '小', enSurname: 'LI', enGivenName: 'XIAO', certificateNo: 'E7654321' }),
];

describe('ticketsOf', () => {
  it('gives one ticket per passenger per leg with its fare, surcharge and ticket type', () => {
    expect(ticketsOf('T2611220001', PASSENGERS, BREAKDOWN)).toEqual([
      {
        ticketNo: 'T2611220001-1-1',
        legIndex: 0,
        passengerIndex: 0,
        ticketType: 'ADULT',
        passengerNameZh: '王小明',
        passengerNameEn: 'WANG XIAOMING',
        certificateNo: 'E1234567',
        status: 'UNPAID',
        fareMinor: 328010,
        surchargeMinor: 20000,
      },
      {
        ticketNo: 'T2611220001-1-2',
        legIndex: 0,
        passengerIndex: 1,
        ticketType: 'INFANT',
        passengerNameZh: '李小',
        passengerNameEn: 'LI XIAO',
        certificateNo: 'E7654321',
        status: 'UNPAID',
        fareMinor: 0,
        surchargeMinor: 0,
      },
      {
        ticketNo: 'T2611220001-2-1',
        legIndex: 1,
        passengerIndex: 0,
        ticketType: 'CHILD',
        passengerNameZh: '王小明',
        passengerNameEn: 'WANG XIAOMING',
        certificateNo: 'E1234567',
        status: 'UNPAID',
        fareMinor: 164020,
        surchargeMinor: 15000,
      },
      // no line for this passenger on this leg: the passenger's own type, nothing charged
      {
        ticketNo: 'T2611220001-2-2',
        legIndex: 1,
        passengerIndex: 1,
        ticketType: 'INFANT',
        passengerNameZh: '李小',
        passengerNameEn: 'LI XIAO',
        certificateNo: 'E7654321',
        status: 'UNPAID',
        fareMinor: 0,
        surchargeMinor: 0,
      },
    ]);
  });
});

describe('formatOrderNo', () => {
  it('is T, the day as yyMMdd and the sequence padded to four digits', () => {
    expect(formatOrderNo('2026-11-22', 7)).toBe('T2611220007');
    expect(formatOrderNo('2030-02-03', 12345)).toBe('T30020312345');
  });
});
