import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_BED_FARE } from '../../../src/domain/ticketing/order';
import { createSettingsRepository } from '../../modules/settings/settings.repository';
import { createTestDb, type TestDb } from '../../test/testDb';
import { fares, fuelSurcharges, routes } from '../schema';
import { PASSENGER_NOTICE } from './passengerNotice.seed';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

const currentFares = () => testDb.db.select().from(fares).where(isNull(fares.effectiveTo));
const key = (f: { cabinClass: string; ticketType: string; amount: number }) => `${f.cabinClass}/${f.ticketType}=${f.amount}`;

describe('base.return-fares-extra-bed', () => {
  it("prices every route direction in the other currency at the reverse route's own fares", async () => {
    const all = await currentFares();
    const routeRows = await testDb.db.select().from(routes);
    expect(routeRows).toHaveLength(6);
    for (const route of routeRows) {
      const reverse = routeRows.find((r) => r.departurePort === route.arrivalPort && r.arrivalPort === route.departurePort)!;
      const native = route.departurePort.startsWith('CN') ? 'RMB' : 'JPY';
      const other = native === 'RMB' ? 'JPY' : 'RMB';
      const mine = all
        .filter((f) => f.routeCode === route.code && f.currency === other)
        .map(key)
        .sort();
      const theirs = all
        .filter((f) => f.routeCode === reverse.code && f.currency === other)
        .map(key)
        .sort();
      // 5 cabins x 5 ticket types, plus the extra bed of 2 cabins
      expect(mine).toHaveLength(27);
      expect(mine).toEqual(theirs);
      // one period for every row of the route, the existing one
      expect(new Set(all.filter((f) => f.routeCode === route.code).map((f) => f.effectiveFrom)).size).toBe(1);
    }
  });

  it('prices the extra bed at 30 % of the adult fare, rounded, only where the cabin allows one, in both currencies', async () => {
    const extraBeds = (await currentFares()).filter((f) => f.ticketType === EXTRA_BED_FARE);
    expect(new Set(extraBeds.map((f) => f.cabinClass))).toEqual(new Set(['SUITE', 'FIRST_WESTERN']));
    expect(extraBeds).toHaveLength(6 * 2 * 2);
    const on = (routeCode: string, cabinClass: string, currency: string) =>
      extraBeds.find((f) => f.routeCode === routeCode && f.cabinClass === cabinClass && f.currency === currency)?.amount;
    expect(on('SHA-OSA', 'SUITE', 'RMB')).toBe(1140);
    expect(on('SHA-OSA', 'SUITE', 'JPY')).toBe(24000);
    // 30 % of 40000 JPY and of 1900 RMB (Taicang-Shimonoseki first western)
    expect(on('SHS-TAG', 'FIRST_WESTERN', 'JPY')).toBe(12000);
    expect(on('TAG-SHS', 'FIRST_WESTERN', 'RMB')).toBe(570);
    // 30 % of 68000 JPY is 20400: already whole hundreds
    expect(on('TAG-SHS', 'SUITE', 'JPY')).toBe(20400);
  });

  it('adds the surcharge in the other currency from the current period on', async () => {
    const current = await testDb.db.select().from(fuelSurcharges).where(isNull(fuelSurcharges.effectiveTo));
    const pick = (country: 'CN' | 'JP', currency: 'RMB' | 'JPY') => current.filter((r) => r.departureCountry === country && r.currency === currency);
    expect(pick('JP', 'RMB').map((r) => r.amount)).toEqual([200]);
    expect(pick('CN', 'JPY').map((r) => r.amount)).toEqual([4000]);
    expect(pick('JP', 'RMB')[0]!.effectiveFrom).toBe(pick('JP', 'JPY')[0]!.effectiveFrom);
    expect(pick('CN', 'JPY')[0]!.effectiveFrom).toBe(pick('CN', 'RMB')[0]!.effectiveFrom);
    // the history keeps one currency per country
    const history = await testDb.db
      .select()
      .from(fuelSurcharges)
      .where(and(eq(fuelSurcharges.departureCountry, 'JP'), eq(fuelSurcharges.currency, 'RMB')));
    expect(history).toHaveLength(1);
  });
});

describe('base.passenger-notice', () => {
  it('stores version 1 of the bilingual notice, with the refund fee table and boarding time in both languages', async () => {
    const notice = await createSettingsRepository({ db: testDb.db }).get('passengerNotice');
    expect(notice).toEqual(PASSENGER_NOTICE);
    expect(notice?.version).toBe(1);
    expect(notice?.zh).toMatch(/2小时/);
    expect(notice?.ja).toMatch(/2時間前/);
    for (const text of [notice!.zh, notice!.ja]) {
      expect(text).toMatch(/10%/);
      expect(text).toMatch(/30%/);
      expect(text).toMatch(/24/);
      // plain text paragraphs separated by blank lines
      expect(text.split('\n\n').length).toBeGreaterThanOrEqual(9);
      expect(text).not.toMatch(/[<>]/);
    }
  });
});
