import { describe, expect, it } from 'vitest';
import type { VoyagePortLine } from '../../domain/voyages';
import { nextSailingFacts } from './nextSailingFacts';
import { portLine } from './testing/portLine';

describe('nextSailingFacts', () => {
  it('reads the day and time at the departure port, the rooms and the berths left (never added) and the lowest adult fare on sale', () => {
    // 03:00 UTC is 11:00 in Shanghai
    const line = portLine({ departureTime: '2026-12-04T03:00:00.000Z' });
    expect(nextSailingFacts(line)).toEqual({
      day: '2026-12-04',
      time: '11:00',
      roomsLeft: 4,
      berthsLeft: 120,
      fromFare: { amount: 1500, currency: 'RMB' },
      href: '/ticketing/one_way?from=CNSHA&to=JPOSA&date=2026-12-04',
    });
  });

  it('leaves sold-out cabins out of the fare, and has none when nothing is on sale', () => {
    const line = portLine();
    const soldOutCheap: VoyagePortLine = { ...line, cabins: line.cabins.map((c) => (c.cabinClass === 'SECOND_JAPANESE' ? { ...c, remainingBerths: 0 } : c)) };
    expect(nextSailingFacts(soldOutCheap)).toMatchObject({ roomsLeft: 4, berthsLeft: 0, fromFare: { amount: 3800 } });
    const soldOut: VoyagePortLine = { ...line, cabins: line.cabins.map((c) => ({ ...c, remainingBerths: 0 })) };
    expect(nextSailingFacts(soldOut)).toMatchObject({ roomsLeft: 0, berthsLeft: 0, fromFare: null });
  });

  it('reads a Japanese departure at Japan time, in yen', () => {
    const line = portLine({ departurePort: 'JPOSA', arrivalPort: 'CNSHA', departureTime: '2026-12-06T03:00:00.000Z', currency: 'JPY' });
    expect(nextSailingFacts(line)).toMatchObject({ day: '2026-12-06', time: '12:00', fromFare: { currency: 'JPY' } });
    expect(nextSailingFacts(line).href).toBe('/ticketing/one_way?from=JPOSA&to=CNSHA&date=2026-12-06');
  });
});
