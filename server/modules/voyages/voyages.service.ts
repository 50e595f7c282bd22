import {
  localDate,
  localMidnight,
  type CabinOffer,
  type ItsVoyageQuery,
  type LocalDate,
  type TicketDateRange,
  type VoyagePortLine,
  type VoyageSummary,
} from '../../../src/domain/voyages';
import type { Currency } from '../../../src/domain/baseData';
import { CUT_OFF_HOURS, cutOffBefore, sailingTimes, type ScheduledSailing } from '../../../src/domain/shipping/schedule';
import { EXTRA_BED_FARE } from '../../../src/domain/ticketing/order';
import { saleUnitOf } from '../../../src/domain/ticketing/saleUnit';
import type { Clock } from '../../lib/clock';
import { createVersionedCache, type VersionedCache } from '../../lib/cache';
import { coalesced } from '../../lib/coalesce';
import type { LiveBerthRow, RouteRow, VoyageRow, VoyagesRepository } from './voyages.repository';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** default window of queryItsVoyage without dates */
const ITS_DEFAULT_DAYS = 30;

function summary(route: RouteRow, v: VoyageRow): VoyageSummary {
  return {
    uuid: v.uuid,
    voyageCode: v.code,
    routeCode: route.code,
    vessel: v.vessel,
    departurePort: route.departurePort,
    arrivalPort: route.arrivalPort,
    departureTime: v.departureTime.toISOString(),
    arrivalTime: v.arrivalTime.toISOString(),
    durationMinutes: Math.round((v.arrivalTime.getTime() - v.departureTime.getTime()) / 60000),
  };
}

/** The cached base data a port line is priced from, for one base-data version. */
function fareOn(row: { effectiveFrom: string; effectiveTo: string | null }, day: string): boolean {
  return row.effectiveFrom <= day && (row.effectiveTo === null || row.effectiveTo > day);
}

/** A sailing's live berths per cabin class, as the live statements return them. */
interface LiveCabin {
  cabinClass: string;
  totalBerths: number;
  remainingBerths: number;
}

/** Live rows (one per sailing and cabin) grouped by sailing, in their order. */
function bySailing(rows: LiveBerthRow[]): { voyage: VoyageRow; routeCode: string; cabins: LiveCabin[] }[] {
  const sailings = new Map<string, { voyage: VoyageRow; routeCode: string; cabins: LiveCabin[] }>();
  for (const r of rows) {
    let sailing = sailings.get(r.uuid);
    if (!sailing) {
      sailing = {
        voyage: { uuid: r.uuid, code: r.code, vessel: r.vessel, departureTime: r.departureTime, arrivalTime: r.arrivalTime },
        routeCode: r.routeCode,
        cabins: [],
      };
      sailings.set(r.uuid, sailing);
    }
    if (r.cabinClass !== null) sailing.cabins.push({ cabinClass: r.cabinClass, totalBerths: r.totalBerths ?? 0, remainingBerths: r.remainingBerths ?? 0 });
  }
  return [...sailings.values()];
}

/**
 * The voyage reads. Days are the departure port's local dates; only scheduled
 * sailings departing after now are ever offered; an unknown port pair has none.
 * Sailings and berths are read live; routes, fares, fuel surcharges and cabin names come from
 * `cache`, checked against the base-data version each live statement carries (server/lib/cache.ts).
 */
export function createVoyagesService({
  repository,
  clock,
  cache = createVersionedCache(),
}: {
  repository: VoyagesRepository;
  clock: Clock;
  cache?: VersionedCache;
}) {
  const routeList = () => cache.get('routes', () => repository.listRoutes());
  const routeByCode = async (code: string) => (await routeList()).find((r) => r.code === code);
  const cabinClasses = () => cache.get('cabinClasses', () => repository.cabinClasses());
  const faresOf = (routeCode: string) => cache.get(`fares:${routeCode}`, () => repository.faresOfRoute(routeCode));
  const surcharges = () => cache.get('fuelSurcharges', () => repository.allFuelSurcharges());

  /**
   * Port lines of sailings of one route departing on `day` (the departure port's local date):
   * the one place where cabins, fares, extra bed fee and surcharge are put together. The caller
   * has given `cache` the version its live statement read.
   */
  async function buildPortLines(
    route: RouteRow,
    sailings: { voyage: VoyageRow; cabins: LiveCabin[] }[],
    day: LocalDate,
    currency: Currency,
  ): Promise<VoyagePortLine[]> {
    if (sailings.length === 0) return [];
    const [classes, routeFares, allSurcharges] = await Promise.all([cabinClasses(), faresOf(route.code), surcharges()]);
    const fareRows = routeFares.filter((f) => f.currency === currency && fareOn(f, day));
    const surcharge = allSurcharges.find((f) => f.departureCountry === route.departureCountry && f.currency === currency && fareOn(f, day))?.amount;
    const classOf = new Map(classes.map((c) => [c.code, c]));
    // The dictionary's order, classes it does not know last (as the SQL "order by sort" put them).
    const rank = (code: string) => classOf.get(code)?.sort ?? Number.POSITIVE_INFINITY;
    return sailings.map(({ voyage: v, cabins: live }) => {
      const cabins: CabinOffer[] = [...live]
        .sort((a, b) => rank(a.cabinClass) - rank(b.cabinClass) || (a.cabinClass < b.cabinClass ? -1 : a.cabinClass > b.cabinClass ? 1 : 0))
        .map((i) => {
          const cabinFares = fareRows.filter((f) => f.cabinClass === i.cabinClass);
          // The extra bed is priced as a fare row of a pseudo ticket type; it is not a ticket a passenger can hold.
          const extraBed = cabinFares.find((f) => f.ticketType === EXTRA_BED_FARE);
          const names = classOf.get(i.cabinClass);
          return {
            cabinClass: i.cabinClass,
            cabinNameZh: names?.nameZh ?? i.cabinClass,
            cabinNameJa: names?.nameJa ?? i.cabinClass,
            unit: saleUnitOf(names?.extra),
            totalBerths: i.totalBerths,
            remainingBerths: i.remainingBerths,
            fares: cabinFares.filter((f) => f.ticketType !== EXTRA_BED_FARE).map((f) => ({ ticketType: f.ticketType, amount: f.amount })),
            extraBedFee: extraBed ? extraBed.amount : null,
          };
        });
      return {
        ...summary(route, v),
        departurePortNameZh: route.departureNameZh,
        departurePortNameJa: route.departureNameJa,
        departurePortNameEn: route.departureNameEn,
        arrivalPortNameZh: route.arrivalNameZh,
        arrivalPortNameJa: route.arrivalNameJa,
        arrivalPortNameEn: route.arrivalNameEn,
        currency,
        fuelSurcharge: surcharge ?? 0,
        cabins,
        minTurnaroundMinutes: route.minTurnaroundMinutes,
      };
    });
  }

  const portLines = coalesced(
    (departurePort: string, arrivalPort: string, date: string, currency?: Currency) => `${departurePort} ${arrivalPort} ${date} ${currency ?? ''}`,
    async (departurePort: string, arrivalPort: string, date: string, currency?: Currency): Promise<VoyagePortLine[]> => {
      const from = localMidnight(date, departurePort);
      const rows = await repository.liveDay({ departurePort, arrivalPort, after: clock(), from, to: new Date(from.getTime() + DAY) });
      if (rows.length === 0) return [];
      cache.see(rows[0]!.version);
      const route = await routeByCode(rows[0]!.routeCode);
      if (!route) return [];
      return buildPortLines(route, bySailing(rows), date, currency ?? route.currency);
    },
  );

  const portLineByUuid = coalesced(
    (voyageUuid: string, currency?: Currency) => `${voyageUuid} ${currency ?? ''}`,
    async (voyageUuid: string, currency?: Currency): Promise<VoyagePortLine | undefined> => {
      const rows = await repository.liveVoyage(voyageUuid, clock());
      const [sailing] = bySailing(rows);
      if (!sailing) return undefined;
      cache.see(rows[0]!.version);
      const route = await routeByCode(sailing.routeCode);
      if (!route) return undefined;
      const [line] = await buildPortLines(route, [sailing], localDate(sailing.voyage.departureTime, route.departurePort), currency ?? route.currency);
      return line;
    },
  );

  async function dayVoyages(departurePort: string, arrivalPort: string, date: string) {
    const route = await repository.findRoute(departurePort, arrivalPort);
    if (!route) return undefined;
    const from = localMidnight(date, departurePort);
    const rows = await repository.listVoyages({ routeCode: route.code, after: clock(), from, to: new Date(from.getTime() + DAY) });
    return { route, rows };
  }

  /**
   * The sailings `pick` chooses on each route, as port lines priced in the departure port's
   * currency on their own departure day, with live berths; by route code, then departure time.
   */
  async function everyRoute(pick: (route: RouteRow, now: Date) => Promise<VoyageRow[]>): Promise<VoyagePortLine[]> {
    const now = clock();
    cache.see(await repository.baseVersion());
    const routes = await routeList();
    const perRouteLines = await Promise.all(
      routes.map(async (route) => {
        const rows = await pick(route, now);
        const inventory = await repository.liveInventory(rows.map((v) => v.uuid));
        const lines = await Promise.all(
          rows.map((v) => {
            const cabins = inventory.filter((i) => i.voyageUuid === v.uuid);
            return buildPortLines(route, [{ voyage: v, cabins }], localDate(v.departureTime, route.departurePort), route.currency);
          }),
        );
        return lines.flat();
      }),
    );
    return perRouteLines.flat();
  }

  return {
    /** Days of the month (YYYY-MM) with a scheduled sailing that has any berth left. */
    async daysWithSailings(departurePort: string, arrivalPort: string, month: string): Promise<LocalDate[]> {
      const route = await repository.findRoute(departurePort, arrivalPort);
      if (!route) return [];
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const next = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
      const departures = await repository.listDepartures({
        routeCode: route.code,
        after: clock(),
        from: localMidnight(`${month}-01`, departurePort),
        to: localMidnight(next, departurePort),
        withBerthsLeft: true,
      });
      return [...new Set(departures.map((d) => localDate(d, departurePort)))];
    },

    /** First and last days with a bookable sailing (scheduled, in the future, a berth left). */
    async ticketDates(departurePort: string, arrivalPort: string): Promise<TicketDateRange> {
      const route = await repository.findRoute(departurePort, arrivalPort);
      if (!route) return { startDate: null, endDate: null };
      const { first, last } = await repository.departureRange({ routeCode: route.code, after: clock(), withBerthsLeft: true });
      return { startDate: first && localDate(first, departurePort), endDate: last && localDate(last, departurePort) };
    },

    async voyagesOn(departurePort: string, arrivalPort: string, date: string): Promise<VoyageSummary[]> {
      const found = await dayVoyages(departurePort, arrivalPort, date);
      return found ? found.rows.map((v) => summary(found.route, v)) : [];
    },

    /**
     * Sailings as the container tools see them: port rotation with ETA/ETD and cut-offs.
     * Dates are the loading port's local dates (China when no port is given), both inclusive;
     * without dates, the next 30 days. Each also carries its ports, ETD and ETA, transit time and
     * cut-offs at the top (the schedule's columns).
     */
    async itsVoyages(query: ItsVoyageQuery): Promise<ScheduledSailing[]> {
      const now = clock();
      const zonePort = query.departurePort ?? 'CNSHA';
      const fromDay = query.etdFrom ?? localDate(now, zonePort);
      const from = localMidnight(fromDay, zonePort);
      const to = query.etdTo ? new Date(localMidnight(query.etdTo, zonePort).getTime() + DAY) : new Date(from.getTime() + ITS_DEFAULT_DAYS * DAY);
      const rows = await repository.listSailingsWithPorts({ departurePort: query.departurePort, arrivalPort: query.arrivalPort, after: now, from, to });
      return rows.map((r) => ({
        uuid: r.uuid,
        voyageCode: r.code,
        routeCode: r.routeCode,
        vessel: r.vessel,
        polCode: r.fromCode,
        podCode: r.toCode,
        ...sailingTimes(r.departureTime, r.arrivalTime),
        rotation: [
          {
            portCode: r.fromCode,
            portNameZh: r.fromZh,
            portNameJa: r.fromJa,
            portNameEn: r.fromEn,
            eta: null,
            etd: r.departureTime.toISOString(),
            cyCutOff: cutOffBefore(r.departureTime, CUT_OFF_HOURS.cy),
            docCutOff: cutOffBefore(r.departureTime, CUT_OFF_HOURS.doc),
          },
          {
            portCode: r.toCode,
            portNameZh: r.toZh,
            portNameJa: r.toJa,
            portNameEn: r.toEn,
            eta: r.arrivalTime.toISOString(),
            etd: null,
            cyCutOff: null,
            docCutOff: null,
          },
        ],
      }));
    },

    /**
     * The day's sailings with live remaining berths, fares and fuel surcharge in force on the
     * departure day, in `currency` (default: the departure port's; a round trip's return leg
     * is asked in the currency of its first departure port). Identical calls share a read
     * started after each of them (server/lib/coalesce.ts).
     */
    portLines,

    /**
     * The next `perRoute` bookable sailings (scheduled, in the future, a berth left) of every
     * route, as port lines priced in the departure port's currency on their own departure day;
     * by route code, then departure time.
     */
    nextPortLines: (perRoute: number): Promise<VoyagePortLine[]> =>
      everyRoute((route, now) => repository.listVoyages({ routeCode: route.code, after: now, withBerthsLeft: true }, perRoute)),

    /**
     * The passenger timetable: every scheduled sailing of every route departing in the next
     * `days` days, sold out ones too (their berths left say 0), priced like nextPortLines.
     */
    timetable: (days: number): Promise<VoyagePortLine[]> =>
      everyRoute((route, now) => repository.listVoyages({ routeCode: route.code, after: now, to: new Date(now.getTime() + days * DAY) })),

    /**
     * One sailing as a port line, priced like portLines; undefined when the uuid is unknown,
     * the sailing is not scheduled, or it has already departed. Coalesced like portLines.
     */
    portLineByUuid,

    /** The base-data cache, valid for what a request reads after one of the calls above (orders price and check with it). */
    baseCache: cache,
  };
}
export type VoyagesService = ReturnType<typeof createVoyagesService>;
