import { and, asc, desc, eq, exists, gt, gte, inArray, isNull, lt, lte, max, min, or, sql } from 'drizzle-orm';
import { alias, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/baseData';
import type { Db } from '../../db/client';
import { cacheVersions, dictionaryItems, fares, fuelSurcharges, ports, routes, voyageInventory, voyages } from '../../db/schema';

export interface RouteRow {
  code: string;
  departurePort: string;
  arrivalPort: string;
  durationMinutes: number;
  /** a return on this route leaves at least this long after the outbound arrives */
  minTurnaroundMinutes: number;
  departureCountry: string;
  currency: 'RMB' | 'JPY';
  departureNameZh: string;
  departureNameJa: string;
  departureNameEn: string;
  arrivalNameZh: string;
  arrivalNameJa: string;
  arrivalNameEn: string;
}

export interface VoyageRow {
  uuid: string;
  code: string;
  vessel: string;
  departureTime: Date;
  arrivalTime: Date;
}

/** Which sailings a read may offer: scheduled, departing after `after`, within [from, to). */
export interface SailingWindow {
  routeCode: string;
  after: Date;
  from?: Date;
  to?: Date;
  /** only sailings with at least one berth left in some cabin class */
  withBerthsLeft?: boolean;
}

/**
 * One sailing and one of its cabin classes, live, with the base-data version read in the same
 * statement (server/lib/cache.ts); a sailing without inventory comes once, its cabin null.
 */
export interface LiveBerthRow extends VoyageRow {
  routeCode: string;
  cabinClass: string | null;
  totalBerths: number | null;
  remainingBerths: number | null;
  version: number;
}

/** A fare row with its period, for the cache: the day's fares are picked in memory. */
export interface FarePeriodRow {
  cabinClass: string;
  ticketType: string;
  amount: number;
  currency: Currency;
  effectiveFrom: string;
  effectiveTo: string | null;
}

export interface SurchargePeriodRow {
  departureCountry: string;
  currency: Currency;
  amount: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

const baseVersion = sql<number>`(select ${cacheVersions.version} from ${cacheVersions} where ${cacheVersions.name} = 'base')`.mapWith(Number);

const liveColumns = {
  uuid: voyages.uuid,
  code: voyages.code,
  vessel: voyages.vessel,
  departureTime: voyages.departureTime,
  arrivalTime: voyages.arrivalTime,
  routeCode: voyages.routeCode,
  cabinClass: voyageInventory.cabinClass,
  totalBerths: voyageInventory.totalBerths,
  remainingBerths: voyageInventory.remainingBerths,
  version: baseVersion,
};

/** Routes with both ports' names and the departure port's country and currency. */
function selectRoutes(db: Db) {
  const from = alias(ports, 'from_port');
  const to = alias(ports, 'to_port');
  return db
    .select({
      code: routes.code,
      departurePort: routes.departurePort,
      arrivalPort: routes.arrivalPort,
      durationMinutes: routes.durationMinutes,
      minTurnaroundMinutes: routes.minTurnaroundMinutes,
      departureCountry: from.countryCode,
      currency: from.currency,
      departureNameZh: from.nameZh,
      departureNameJa: from.nameJa,
      departureNameEn: from.nameEn,
      arrivalNameZh: to.nameZh,
      arrivalNameJa: to.nameJa,
      arrivalNameEn: to.nameEn,
    })
    .from(routes)
    .innerJoin(from, eq(from.code, routes.departurePort))
    .innerJoin(to, eq(to.code, routes.arrivalPort))
    .$dynamic();
}

export function createVoyagesRepository({ db }: { db: Db }) {
  let liveVoyageStatement: PgPreparedQuery<PreparedQueryConfig & { execute: LiveBerthRow[] }> | undefined;
  const offered = (w: SailingWindow) =>
    and(
      eq(voyages.routeCode, w.routeCode),
      eq(voyages.status, 'SCHEDULED'),
      gt(voyages.departureTime, w.after),
      w.from ? gte(voyages.departureTime, w.from) : undefined,
      w.to ? lt(voyages.departureTime, w.to) : undefined,
      w.withBerthsLeft
        ? exists(
            db
              .select({ one: voyageInventory.voyageUuid })
              .from(voyageInventory)
              .where(and(eq(voyageInventory.voyageUuid, voyages.uuid), gt(voyageInventory.remainingBerths, 0))),
          )
        : undefined,
    );

  return {
    /**
     * The hot read in one statement: scheduled sailings between the two ports departing after
     * `after` within [from, to), each with its berths, by departure time.
     */
    liveDay(w: { departurePort: string; arrivalPort: string; after: Date; from: Date; to: Date }): Promise<LiveBerthRow[]> {
      return db
        .select(liveColumns)
        .from(routes)
        .innerJoin(voyages, eq(voyages.routeCode, routes.code))
        .leftJoin(voyageInventory, eq(voyageInventory.voyageUuid, voyages.uuid))
        .where(
          and(
            eq(routes.departurePort, w.departurePort),
            eq(routes.arrivalPort, w.arrivalPort),
            eq(voyages.status, 'SCHEDULED'),
            gt(voyages.departureTime, w.after),
            gte(voyages.departureTime, w.from),
            lt(voyages.departureTime, w.to),
          ),
        )
        .orderBy(asc(voyages.departureTime), asc(voyages.code));
    },

    /** One sailing still on offer (scheduled, departing after `after`) with its berths, in one statement; [] otherwise. */
    liveVoyage(uuid: string, after: Date): Promise<LiveBerthRow[]> {
      // Every order submit reads its sailings live: built once, parsed once per connection.
      liveVoyageStatement ??= db
        .select(liveColumns)
        .from(voyages)
        .leftJoin(voyageInventory, eq(voyageInventory.voyageUuid, voyages.uuid))
        .where(and(eq(voyages.uuid, sql.placeholder('uuid')), eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, sql.placeholder('after'))))
        .prepare('live_voyage');
      return liveVoyageStatement.execute({ uuid, after: after.toISOString() });
    },

    /** The base-data version alone, for reads whose live statement has no row to carry it. */
    async baseVersion(): Promise<number> {
      const [row] = await db.select({ version: baseVersion }).from(sql`(select 1) as one`);
      return row?.version ?? 0;
    },

    /** Every fare of the route, ticket types in the dictionary's order (cached per base-data version). */
    faresOfRoute(routeCode: string): Promise<FarePeriodRow[]> {
      return db
        .select({
          cabinClass: fares.cabinClass,
          ticketType: fares.ticketType,
          amount: fares.amount,
          currency: fares.currency,
          effectiveFrom: fares.effectiveFrom,
          effectiveTo: fares.effectiveTo,
        })
        .from(fares)
        .leftJoin(dictionaryItems, and(eq(dictionaryItems.type, 'TICKET_TYPE'), eq(dictionaryItems.code, fares.ticketType)))
        .where(eq(fares.routeCode, routeCode))
        .orderBy(asc(dictionaryItems.sort), asc(fares.ticketType));
    },

    /** Every fuel surcharge, the latest period first (cached per base-data version). */
    allFuelSurcharges(): Promise<SurchargePeriodRow[]> {
      return db
        .select({
          departureCountry: fuelSurcharges.departureCountry,
          currency: fuelSurcharges.currency,
          amount: fuelSurcharges.amount,
          effectiveFrom: fuelSurcharges.effectiveFrom,
          effectiveTo: fuelSurcharges.effectiveTo,
        })
        .from(fuelSurcharges)
        .orderBy(desc(fuelSurcharges.effectiveFrom));
    },

    /** The cabin classes' names and order (cached per base-data version). */
    cabinClasses(): Promise<{ code: string; nameZh: string; nameJa: string; sort: number; extra: Record<string, unknown> }[]> {
      return db
        .select({
          code: dictionaryItems.code,
          nameZh: dictionaryItems.nameZh,
          nameJa: dictionaryItems.nameJa,
          sort: dictionaryItems.sort,
          extra: dictionaryItems.extra,
        })
        .from(dictionaryItems)
        .where(eq(dictionaryItems.type, 'SHIPPING_CLASS_TYPE'));
    },

    /** Live berths of the sailings, with the base-data version when there is any row. */
    liveInventory(voyageUuids: string[]) {
      if (voyageUuids.length === 0) return Promise.resolve([]);
      return db
        .select({
          voyageUuid: voyageInventory.voyageUuid,
          cabinClass: voyageInventory.cabinClass,
          totalBerths: voyageInventory.totalBerths,
          remainingBerths: voyageInventory.remainingBerths,
          version: baseVersion,
        })
        .from(voyageInventory)
        .where(inArray(voyageInventory.voyageUuid, voyageUuids));
    },

    async findRoute(departurePort: string, arrivalPort: string): Promise<RouteRow | undefined> {
      const [row] = await selectRoutes(db).where(and(eq(routes.departurePort, departurePort), eq(routes.arrivalPort, arrivalPort)));
      return row;
    },

    /** One sailing the reads may offer (scheduled, departing after `after`), with its route; undefined otherwise. */
    async findOfferedVoyage(uuid: string, after: Date): Promise<{ route: RouteRow; voyage: VoyageRow } | undefined> {
      const [found] = await db
        .select({
          routeCode: voyages.routeCode,
          uuid: voyages.uuid,
          code: voyages.code,
          vessel: voyages.vessel,
          departureTime: voyages.departureTime,
          arrivalTime: voyages.arrivalTime,
        })
        .from(voyages)
        .where(and(eq(voyages.uuid, uuid), eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, after)));
      if (!found) return undefined;
      const [route] = await selectRoutes(db).where(eq(routes.code, found.routeCode));
      if (!route) return undefined;
      const { routeCode: _routeCode, ...voyage } = found;
      return { route, voyage };
    },

    async listDepartures(window: SailingWindow): Promise<Date[]> {
      const rows = await db.select({ departureTime: voyages.departureTime }).from(voyages).where(offered(window)).orderBy(asc(voyages.departureTime));
      return rows.map((r) => r.departureTime);
    },

    async departureRange(window: SailingWindow): Promise<{ first: Date | null; last: Date | null }> {
      const [row] = await db
        .select({ first: min(voyages.departureTime), last: max(voyages.departureTime) })
        .from(voyages)
        .where(offered(window));
      return { first: row?.first ?? null, last: row?.last ?? null };
    },

    /** Every route, in code order, with its ports' names. */
    listRoutes(): Promise<RouteRow[]> {
      return selectRoutes(db).orderBy(asc(routes.code));
    },

    /** Sailings in the window by departure time; the first `limit` of them when given. */
    listVoyages(window: SailingWindow, limit?: number): Promise<VoyageRow[]> {
      const query = db
        .select({ uuid: voyages.uuid, code: voyages.code, vessel: voyages.vessel, departureTime: voyages.departureTime, arrivalTime: voyages.arrivalTime })
        .from(voyages)
        .where(offered(window))
        .orderBy(asc(voyages.departureTime), asc(voyages.code))
        .$dynamic();
      return limit === undefined ? query : query.limit(limit);
    },

    /** Live inventory of the voyages, with the cabin classes' names, in the dictionary's order. */
    listInventory(voyageUuids: string[]) {
      if (voyageUuids.length === 0) return Promise.resolve([]);
      return db
        .select({
          voyageUuid: voyageInventory.voyageUuid,
          cabinClass: voyageInventory.cabinClass,
          totalBerths: voyageInventory.totalBerths,
          remainingBerths: voyageInventory.remainingBerths,
          nameZh: dictionaryItems.nameZh,
          nameJa: dictionaryItems.nameJa,
        })
        .from(voyageInventory)
        .leftJoin(dictionaryItems, and(eq(dictionaryItems.type, 'SHIPPING_CLASS_TYPE'), eq(dictionaryItems.code, voyageInventory.cabinClass)))
        .where(inArray(voyageInventory.voyageUuid, voyageUuids))
        .orderBy(asc(dictionaryItems.sort), asc(voyageInventory.cabinClass));
    },

    /** Fares of the route in `currency` in force on `day` (YYYY-MM-DD), ticket types in the dictionary's order. */
    listFaresOn(routeCode: string, currency: Currency, day: string) {
      return db
        .select({ cabinClass: fares.cabinClass, ticketType: fares.ticketType, amount: fares.amount, currency: fares.currency })
        .from(fares)
        .leftJoin(dictionaryItems, and(eq(dictionaryItems.type, 'TICKET_TYPE'), eq(dictionaryItems.code, fares.ticketType)))
        .where(
          and(
            eq(fares.routeCode, routeCode),
            eq(fares.currency, currency),
            lte(fares.effectiveFrom, day),
            or(isNull(fares.effectiveTo), gt(fares.effectiveTo, day)),
          ),
        )
        .orderBy(asc(dictionaryItems.sort), asc(fares.ticketType));
    },

    listSailingsWithPorts: (filter: SailingFilter) => listSailingsWithPorts(db, filter),

    /** The surcharge per paying ticket departing from the country, quoted in `currency`, in force on `day`. */
    async fuelSurchargeOn(departureCountry: string, currency: Currency, day: string): Promise<number | undefined> {
      const [row] = await db
        .select({ amount: fuelSurcharges.amount })
        .from(fuelSurcharges)
        .where(
          and(
            eq(fuelSurcharges.departureCountry, departureCountry as 'CN' | 'JP'),
            eq(fuelSurcharges.currency, currency),
            lte(fuelSurcharges.effectiveFrom, day),
            or(isNull(fuelSurcharges.effectiveTo), gt(fuelSurcharges.effectiveTo, day)),
          ),
        );
      return row?.amount;
    },
  };
}
export type VoyagesRepository = ReturnType<typeof createVoyagesRepository>;

export interface SailingFilter {
  departurePort?: string;
  arrivalPort?: string;
  after: Date;
  from: Date;
  to: Date;
}

/** Scheduled sailings of any route in [from, to) departing after `after`, with both ports' names. */
function listSailingsWithPorts(db: Db, filter: SailingFilter) {
  const from = alias(ports, 'from_port');
  const to = alias(ports, 'to_port');
  return db
    .select({
      uuid: voyages.uuid,
      code: voyages.code,
      routeCode: voyages.routeCode,
      vessel: voyages.vessel,
      departureTime: voyages.departureTime,
      arrivalTime: voyages.arrivalTime,
      fromCode: from.code,
      fromZh: from.nameZh,
      fromJa: from.nameJa,
      fromEn: from.nameEn,
      toCode: to.code,
      toZh: to.nameZh,
      toJa: to.nameJa,
      toEn: to.nameEn,
    })
    .from(voyages)
    .innerJoin(routes, eq(routes.code, voyages.routeCode))
    .innerJoin(from, eq(from.code, routes.departurePort))
    .innerJoin(to, eq(to.code, routes.arrivalPort))
    .where(
      and(
        eq(voyages.status, 'SCHEDULED'),
        gt(voyages.departureTime, filter.after),
        gte(voyages.departureTime, filter.from),
        lt(voyages.departureTime, filter.to),
        filter.departurePort ? eq(routes.departurePort, filter.departurePort) : undefined,
        filter.arrivalPort ? eq(routes.arrivalPort, filter.arrivalPort) : undefined,
      ),
    )
    .orderBy(asc(voyages.departureTime), asc(voyages.code))
    .limit(500);
}
