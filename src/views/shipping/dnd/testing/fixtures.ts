import type { DemurrageLine, DndEstimate, DndTariffView } from '../../../../domain/shipping/cargoTypes';
import { chargeForDays } from '../../../../domain/shipping/dnd';
import type { DemurrageRow } from '../../../../domain/shipping/cargoTypes';

/** Test data of the D&D screens, shaped as the server answers (tariffs as seeded for Shanghai and Osaka). */

const SHANGHAI = { portCode: 'CNSHA', portNameZh: '上海港', portNameJa: '上海港', portNameEn: 'Shanghai' };
const OSAKA = { portCode: 'JPOSA', portNameZh: '大阪港', portNameJa: '大阪港', portNameEn: 'Osaka' };
const UPDATED = '2026-01-01T00:00:00.000Z';

export const SHA_40HC: DndTariffView = {
  ...SHANGHAI,
  containerType: '40HC',
  currency: 'RMB',
  freeDays: 7,
  tiers: [
    { fromDay: 8, toDay: 14, rateMinor: 30000 },
    { fromDay: 15, toDay: 21, rateMinor: 60000 },
    { fromDay: 22, toDay: null, rateMinor: 90000 },
  ],
  updatedAt: UPDATED,
};
const SHA_20GP: DndTariffView = {
  ...SHA_40HC,
  containerType: '20GP',
  freeDays: 7,
  tiers: [
    { fromDay: 8, toDay: 14, rateMinor: 15000 },
    { fromDay: 15, toDay: null, rateMinor: 30000 },
  ],
};
export const OSA_40HC: DndTariffView = {
  ...OSAKA,
  containerType: '40HC',
  currency: 'JPY',
  freeDays: 5,
  tiers: [
    { fromDay: 6, toDay: 10, rateMinor: 5000 },
    { fromDay: 11, toDay: null, rateMinor: 10000 },
  ],
  updatedAt: UPDATED,
};
export const TARIFFS = [SHA_20GP, SHA_40HC, OSA_40HC];

/** The server's estimate of `days` days for `quantity` containers under `tariff`, from 2026-03-01. */
export function estimateOf(tariff: DndTariffView, quantity: number, days: number): DndEstimate {
  const end = new Date(Date.UTC(2026, 2, days)).toISOString().slice(0, 10);
  const { portCode, portNameZh, portNameJa, portNameEn, containerType } = tariff;
  return { ...chargeForDays(tariff, quantity, days), portCode, portNameZh, portNameJa, portNameEn, containerType, startDate: '2026-03-01', endDate: end };
}

export function demurrageLine(n: number, overrides: Partial<DemurrageLine> = {}): DemurrageRow {
  const line: DemurrageLine = {
    ...SHANGHAI,
    containerNo: `ESFU${String(n).padStart(6, '0')}0`,
    containerType: '40HC',
    bookingNo: `BK26${String(n).padStart(6, '0')}`,
    side: 'EXPORT',
    startDate: '2026-03-01',
    endDate: null,
    charge: chargeForDays(SHA_40HC, 1, 11),
    ...overrides,
  };
  return { ...line, uuid: `${line.bookingNo}/${line.containerNo}/${line.side}` };
}
