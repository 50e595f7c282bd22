import type { CabinOffer, VoyagePortLine } from '../../../domain/voyages';

/** Second-class Japanese-style berths, 4 of 40 left, as a change's day list offers them. */
export const SECOND_JAPANESE_LEFT: CabinOffer = {
  cabinClass: 'SECOND_JAPANESE',
  cabinNameZh: '二等日式房',
  cabinNameJa: '2等和室',
  unit: 'berth',
  totalBerths: 40,
  remainingBerths: 4,
  fares: [],
  extraBedFee: null,
};

/** The sailing a change moves to: SO2612C, Shanghai 2026-12-17 10:00 local, with the cabins given. */
export function changeTarget(cabins: CabinOffer[] = [SECOND_JAPANESE_LEFT]): VoyagePortLine {
  return {
    uuid: 'v-2',
    voyageCode: 'SO2612C',
    routeCode: 'SHA-OSA',
    vessel: '新鉴真',
    departurePort: 'CNSHA',
    arrivalPort: 'JPOSA',
    departureTime: '2026-12-17T02:00:00.000Z',
    arrivalTime: '2026-12-18T01:00:00.000Z',
    durationMinutes: 1380,
    departurePortNameZh: '上海',
    departurePortNameJa: '上海',
    departurePortNameEn: 'Shanghai',
    arrivalPortNameZh: '大阪',
    arrivalPortNameJa: '大阪',
    arrivalPortNameEn: 'Osaka',
    currency: 'RMB',
    fuelSurcharge: 100,
    cabins,
  };
}
