import type { CabinOffer, VoyagePortLine } from '../domain/voyages';

/** Port lines for the ticketing tests: Shanghai–Osaka (RMB) and back (priced as asked). */

export function cabin(cabinClass: string, remainingBerths: number, overrides: Partial<CabinOffer> = {}): CabinOffer {
  const names: Record<string, [string, string]> = {
    SUITE: ['豪华套房', 'スイート'],
    FIRST_WESTERN: ['一等西式双人间', '一等洋室ツイン'],
    SECOND_DORM: ['二等通铺', '二等和室'],
  };
  const [zh, ja] = names[cabinClass] ?? [cabinClass, cabinClass];
  return {
    cabinClass,
    cabinNameZh: zh,
    cabinNameJa: ja,
    totalBerths: 40,
    remainingBerths,
    fares: [
      { ticketType: 'ADULT', amount: 1500 },
      { ticketType: 'CHILD', amount: 750 },
      { ticketType: 'INFANT', amount: 0 },
    ],
    extraBedFee: cabinClass === 'SUITE' ? 300 : null,
    ...overrides,
  };
}

export function portLine(uuid: string, departureTime: string, overrides: Partial<VoyagePortLine> = {}): VoyagePortLine {
  const outbound = !overrides.departurePort || overrides.departurePort === 'CNSHA';
  const departure = new Date(departureTime);
  return {
    uuid,
    voyageCode: `SO${uuid.toUpperCase()}`,
    routeCode: outbound ? 'SHA-OSA' : 'OSA-SHA',
    vessel: '新鉴真',
    departurePort: 'CNSHA',
    arrivalPort: 'JPOSA',
    departureTime,
    arrivalTime: new Date(departure.getTime() + 46 * 3600 * 1000).toISOString(),
    durationMinutes: 46 * 60,
    departurePortNameZh: outbound ? '上海' : '大阪',
    departurePortNameJa: outbound ? '上海' : '大阪',
    departurePortNameEn: outbound ? 'Shanghai' : 'Osaka',
    arrivalPortNameZh: outbound ? '大阪' : '上海',
    arrivalPortNameJa: outbound ? '大阪' : '上海',
    arrivalPortNameEn: outbound ? 'Osaka' : 'Shanghai',
    currency: 'RMB',
    fuelSurcharge: 120,
    cabins: [cabin('SUITE', 4), cabin('SECOND_DORM', 0)],
    ...overrides,
  };
}

/** Outbound Shanghai 2026-12-03 12:00 local (04:00Z). */
export const OUTBOUND = portLine('v-out', '2026-12-03T04:00:00.000Z');
/** Return Osaka 2026-12-10 12:00 local (03:00Z), in RMB as asked. */
export const RETURN = portLine('v-back', '2026-12-10T03:00:00.000Z', { departurePort: 'JPOSA', arrivalPort: 'CNSHA' });
/** A return departing before the outbound (Osaka 2026-12-02). */
export const EARLY_RETURN = portLine('v-early', '2026-12-02T03:00:00.000Z', { departurePort: 'JPOSA', arrivalPort: 'CNSHA' });
/** The outbound arrives in Osaka 2026-12-05 02:00Z (46 h): a return exactly 2 h later, and one a minute sooner. */
export const TURNAROUND_RETURN = portLine('v-turn', '2026-12-05T04:00:00.000Z', { departurePort: 'JPOSA', arrivalPort: 'CNSHA', minTurnaroundMinutes: 120 });
export const CLASH_RETURN = portLine('v-clash', '2026-12-05T03:59:00.000Z', { departurePort: 'JPOSA', arrivalPort: 'CNSHA', minTurnaroundMinutes: 120 });
/** A return without the suite. */
export const RETURN_WITHOUT_SUITE = portLine('v-nosuite', '2026-12-10T05:00:00.000Z', {
  departurePort: 'JPOSA',
  arrivalPort: 'CNSHA',
  cabins: [cabin('SECOND_DORM', 10)],
});
/** A return whose suite is sold out. */
export const RETURN_SUITE_SOLD_OUT = portLine('v-full', '2026-12-10T07:00:00.000Z', {
  departurePort: 'JPOSA',
  arrivalPort: 'CNSHA',
  cabins: [cabin('SUITE', 0)],
});
