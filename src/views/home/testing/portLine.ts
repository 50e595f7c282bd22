import type { VoyagePortLine } from '../../../domain/voyages';

/** A Shanghai–Osaka port line with a suite and a second-class cabin, as getTsNextVoyages answers it. */
export function portLine(overrides: Partial<VoyagePortLine> = {}): VoyagePortLine {
  return {
    uuid: 'v-1',
    voyageCode: 'SO2612A',
    routeCode: 'SHA-OSA',
    vessel: '新鉴真号 New Ganjin',
    departurePort: 'CNSHA',
    arrivalPort: 'JPOSA',
    departureTime: '2026-12-04T03:00:00.000Z',
    arrivalTime: '2026-12-06T01:00:00.000Z',
    durationMinutes: 46 * 60,
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
        cabinClass: 'SUITE',
        cabinNameZh: '豪华套房',
        cabinNameJa: 'スイート',
        unit: 'room',
        totalBerths: 4,
        remainingBerths: 4,
        fares: [
          { ticketType: 'ADULT', amount: 3800 },
          { ticketType: 'CHILD', amount: 1900 },
        ],
        extraBedFee: null,
      },
      {
        cabinClass: 'SECOND_JAPANESE',
        cabinNameZh: '二等日式房',
        cabinNameJa: '2等和室',
        unit: 'berth',
        totalBerths: 120,
        remainingBerths: 120,
        fares: [
          { ticketType: 'ADULT', amount: 1500 },
          { ticketType: 'CHILD', amount: 750 },
        ],
        extraBedFee: null,
      },
    ],
    ...overrides,
  };
}
