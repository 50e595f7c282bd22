import { and, asc, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { BafItem, CityItem, DictItem, DictType, PortItem } from '../../../src/domain/baseData';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cities, countries, dictionaryItems, fuelSurcharges, ports } from '../../db/schema';

export interface CountryRow {
  id: string;
  code: string;
  nameZh: string;
  nameJa: string;
  nameEn: string;
}

export interface PortFilter {
  ferry?: boolean;
  container?: boolean;
  keyword?: string;
}

/** Rows where any of `columns` contains `keyword` (case-insensitive, the user's own % and _ taken literally). */
function containing(keyword: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

export function createBaseDataRepository({ db }: { db: Db }) {
  return {
    async listDictionary(type: DictType): Promise<DictItem[]> {
      const rows = await db.select().from(dictionaryItems).where(eq(dictionaryItems.type, type)).orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.code));
      return rows.map((row) => ({
        id: row.id,
        cde: row.code,
        cnnme: row.nameZh,
        ennme: row.nameJa,
        sort: row.sort,
        extraInfoMap: { ...row.extra, cnnme: row.nameZh, ennme: row.nameJa },
      }));
    },

    async listCountries(): Promise<CountryRow[]> {
      return db
        .select({ id: countries.id, code: countries.code, nameZh: countries.nameZh, nameJa: countries.nameJa, nameEn: countries.nameEn })
        .from(countries)
        .orderBy(asc(countries.sort), asc(countries.code));
    },

    async listPorts(filter: PortFilter): Promise<PortItem[]> {
      return db
        .select({
          id: ports.id,
          cde: ports.code,
          cnnme: ports.nameZh,
          ennme: ports.nameEn,
          jpnme: ports.nameJa,
          countryCde: ports.countryCode,
          cityCde: ports.cityCode,
          currency: ports.currency,
        })
        .from(ports)
        .where(
          and(
            filter.ferry ? eq(ports.isFerryPort, true) : undefined,
            filter.container ? eq(ports.isContainerPort, true) : undefined,
            containing(filter.keyword, [ports.code, ports.nameZh, ports.nameEn, ports.nameJa]),
          ),
        )
        .orderBy(asc(ports.sort), asc(ports.code));
    },

    async listCities(keyword?: string): Promise<CityItem[]> {
      return db
        .select({
          id: cities.id,
          cde: cities.code,
          cnnme: cities.nameZh,
          ennme: cities.nameEn,
          jpnme: cities.nameJa,
          countryCde: cities.countryCode,
        })
        .from(cities)
        .where(containing(keyword, [cities.code, cities.nameZh, cities.nameEn, cities.nameJa]))
        .orderBy(asc(cities.sort), asc(cities.code));
    },

    /**
     * Surcharges in force on `day` (YYYY-MM-DD): effectiveFrom <= day < effectiveTo. A country
     * has one per currency: its own, and the other one's for a round trip's return leg.
     */
    async listFuelSurchargesOn(day: string): Promise<BafItem[]> {
      return db
        .select({
          id: fuelSurcharges.id,
          departureCountry: fuelSurcharges.departureCountry,
          currency: fuelSurcharges.currency,
          amount: fuelSurcharges.amount,
          effectiveFrom: fuelSurcharges.effectiveFrom,
          effectiveTo: fuelSurcharges.effectiveTo,
        })
        .from(fuelSurcharges)
        .where(and(lte(fuelSurcharges.effectiveFrom, day), or(isNull(fuelSurcharges.effectiveTo), gt(fuelSurcharges.effectiveTo, day))))
        .orderBy(asc(fuelSurcharges.departureCountry), asc(fuelSurcharges.currency));
    },
  };
}
export type BaseDataRepository = ReturnType<typeof createBaseDataRepository>;
