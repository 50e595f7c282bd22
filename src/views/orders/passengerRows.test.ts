import { describe, expect, it } from 'vitest';
import type { OrderTicketView } from '../../domain/ticketing/order';
import { ADULT } from '../ticketing/createOrder/testing/fixtures';
import { passengerRows } from './passengerRows';

const ticket = (legIndex: number, passengerIndex: number): OrderTicketView => ({
  uuid: `t-${legIndex}-${passengerIndex}`,
  ticketNo: `T-${legIndex}-${passengerIndex}`,
  legIndex,
  passengerIndex,
  passengerName: '',
  passengerNameEn: '',
  ticketType: 'ADULT',
  status: 'UNPAID',
  fare: 0,
  surcharge: 0,
});

describe('passengerRows', () => {
  it('one row per passenger, their tickets in travel order whatever order they came in', () => {
    const legs = [{ legIndex: 1 }, { legIndex: 0 }] as never;
    const rows = passengerRows({ legs, passengers: [ADULT, { ...ADULT, ticketType: 'CHILD' }], tickets: [ticket(1, 0), ticket(0, 1), ticket(0, 0)] });
    expect(rows.map((r) => r.ticketType)).toEqual(['ADULT', 'CHILD']);
    expect(rows[0]?.tickets.map((t) => t?.ticketNo)).toEqual(['T-0-0', 'T-1-0']);
    // The second passenger has no return ticket: the cell stays empty rather than shifting.
    expect(rows[1]?.tickets.map((t) => t?.ticketNo)).toEqual(['T-0-1', undefined]);
  });

  it('a draft without tickets still lists its passengers', () => {
    const rows = passengerRows({ legs: [{ legIndex: 0 }] as never, passengers: [ADULT], tickets: [] });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tickets).toEqual([undefined]);
  });
});
