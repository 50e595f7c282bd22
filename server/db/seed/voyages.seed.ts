import { utcOffsetHours } from '../../../src/domain/voyages';
import { fares, routes, voyageInventory, voyages } from '../schema';
import type { SeedStep } from './seedStep';

type CabinClass = 'SUITE' | 'FIRST_WESTERN' | 'FIRST_JAPANESE' | 'SECOND_JAPANESE' | 'SECOND_DORMITORY';

interface RouteSeed {
  code: string;
  /** prefix of the voyage codes, e.g. SO for Shanghai to Osaka */
  prefix: string;
  from: string;
  to: string;
  durationMinutes: number;
  /**
   * Local departure weekdays (0 = Sunday), each with the vessel that sails it, and the local
   * departure hour. ROUTES says why each route has two vessels.
   */
  sailings: readonly (readonly [weekday: number, vessel: VesselSeed])[];
  hour: number;
  /** adult fares per cabin class, in the departure currency */
  adult: Record<CabinClass, number>;
}

interface VesselSeed {
  /** as the sailings name it: Chinese name and English name (the about page's fleet has the Japanese one) */
  name: string;
  /** berths per cabin class: what voyage_inventory starts from on each of its sailings */
  berths: Record<CabinClass, number>;
}

/**
 * The fleet, by ship class: the two vessels of a route are sister ships of one design, so they
 * carry the same cabins, and the three designs differ (companyProfile.seed.ts gives their
 * passenger numbers, the sums of these berths). A room class's berths are whole rooms of its
 * roomCapacity (dictionaries.seed.ts), counted in rooms by base.cabin-sale-units.
 */
const NEW_GANJIN_CLASS: Record<CabinClass, number> = { SUITE: 4, FIRST_WESTERN: 40, FIRST_JAPANESE: 48, SECOND_JAPANESE: 120, SECOND_DORMITORY: 160 };
const TOKAI_STAR_CLASS: Record<CabinClass, number> = { SUITE: 8, FIRST_WESTERN: 56, FIRST_JAPANESE: 56, SECOND_JAPANESE: 120, SECOND_DORMITORY: 160 };
const TAICANG_LIGHT_CLASS: Record<CabinClass, number> = { SUITE: 2, FIRST_WESTERN: 16, FIRST_JAPANESE: 32, SECOND_JAPANESE: 80, SECOND_DORMITORY: 110 };

const NEW_GANJIN: VesselSeed = { name: '新鉴真号 New Ganjin', berths: NEW_GANJIN_CLASS };
const NAKAMARO: VesselSeed = { name: '仲麻吕号 Nakamaro', berths: NEW_GANJIN_CLASS };
const TOKAI_STAR: VesselSeed = { name: '东海之星 Tokai Star', berths: TOKAI_STAR_CLASS };
const TOKAI_RAINBOW: VesselSeed = { name: '东海之虹 Tokai Rainbow', berths: TOKAI_STAR_CLASS };
const TAICANG_LIGHT: VesselSeed = { name: '太仓之光 Taicang Light', berths: TAICANG_LIGHT_CLASS };
const KAIKYO_LIGHT: VesselSeed = { name: '海峡之光 Kaikyo Light', berths: TAICANG_LIGHT_CLASS };

const rmbFromShanghai: Record<CabinClass, number> = {
  SUITE: 3800,
  FIRST_WESTERN: 2300,
  FIRST_JAPANESE: 2000,
  SECOND_JAPANESE: 1500,
  SECOND_DORMITORY: 1300,
};
const jpyToShanghai: Record<CabinClass, number> = {
  SUITE: 80000,
  FIRST_WESTERN: 48000,
  FIRST_JAPANESE: 42000,
  SECOND_JAPANESE: 30000,
  SECOND_DORMITORY: 26000,
};
const rmbFromTaicang: Record<CabinClass, number> = {
  SUITE: 3200,
  FIRST_WESTERN: 1900,
  FIRST_JAPANESE: 1700,
  SECOND_JAPANESE: 1300,
  SECOND_DORMITORY: 1100,
};
const jpyToTaicang: Record<CabinClass, number> = {
  SUITE: 68000,
  FIRST_WESTERN: 40000,
  FIRST_JAPANESE: 36000,
  SECOND_JAPANESE: 26000,
  SECOND_DORMITORY: 22000,
};

/**
 * The three routes of DOMAIN "Ferry network", both directions, two sailings a week each way.
 * A crossing takes 32 to 46 hours, so one ship cannot sail twice a week each way: every route
 * has two sister ships, each sailing one round trip a week (out, back after at least the
 * route's two-hour turnaround, then waiting at home for its next week's sailing):
 * - Shanghai–Osaka (46 h): New Ganjin leaves Shanghai Tue 11:00, arrives Thu 10:00, leaves
 *   Osaka Thu 12:00, home Sat 09:00; Nakamaro the same from Fri (Osaka Sun 12:00, home Tue 09:00).
 * - Shanghai–Kobe (45 h): Tokai Star leaves Shanghai Mon 12:00, arrives Wed 10:00, leaves Kobe
 *   Wed 12:00, home Fri 08:00; Tokai Rainbow the same from Thu (Kobe Sat 12:00, home Mon 08:00).
 * - Taicang–Shimonoseki (32 h): Taicang Light leaves Taicang Mon 13:00, arrives Tue 22:00,
 *   leaves Shimonoseki Wed 19:00, home Fri 02:00; Kaikyo Light the same from Fri (Shimonoseki
 *   Sun 19:00, home Tue 02:00).
 * Local times; routeInstructions.seed.ts publishes the same days and hours.
 */
const ROUTES: readonly RouteSeed[] = [
  {
    code: 'SHA-OSA',
    prefix: 'SO',
    from: 'CNSHA',
    to: 'JPOSA',
    durationMinutes: 46 * 60,
    sailings: [
      [2, NEW_GANJIN],
      [5, NAKAMARO],
    ],
    hour: 11,
    adult: rmbFromShanghai,
  },
  {
    code: 'OSA-SHA',
    prefix: 'OS',
    from: 'JPOSA',
    to: 'CNSHA',
    durationMinutes: 46 * 60,
    sailings: [
      [4, NEW_GANJIN],
      [0, NAKAMARO],
    ],
    hour: 12,
    adult: jpyToShanghai,
  },
  {
    code: 'SHA-KOB',
    prefix: 'SK',
    from: 'CNSHA',
    to: 'JPUKB',
    durationMinutes: 45 * 60,
    sailings: [
      [1, TOKAI_STAR],
      [4, TOKAI_RAINBOW],
    ],
    hour: 12,
    adult: rmbFromShanghai,
  },
  {
    code: 'KOB-SHA',
    prefix: 'KS',
    from: 'JPUKB',
    to: 'CNSHA',
    durationMinutes: 45 * 60,
    sailings: [
      [3, TOKAI_STAR],
      [6, TOKAI_RAINBOW],
    ],
    // noon, not 11:00: the ship arrives from Shanghai at 10:00 and needs its turnaround
    hour: 12,
    adult: jpyToShanghai,
  },
  {
    code: 'TAG-SHS',
    prefix: 'TS',
    from: 'CNTAG',
    to: 'JPSHS',
    durationMinutes: 32 * 60,
    sailings: [
      [1, TAICANG_LIGHT],
      [5, KAIKYO_LIGHT],
    ],
    hour: 13,
    adult: rmbFromTaicang,
  },
  {
    code: 'SHS-TAG',
    prefix: 'ST',
    from: 'JPSHS',
    to: 'CNTAG',
    durationMinutes: 32 * 60,
    sailings: [
      [3, TAICANG_LIGHT],
      [0, KAIKYO_LIGHT],
    ],
    hour: 19,
    adult: jpyToTaicang,
  },
];

/** Share of the adult fare per ticket type. */
const TICKET_SHARE: Record<string, number> = { ADULT: 1, CHILD: 0.5, INFANT: 0, STUDENT: 0.8, SENIOR: 0.8 };

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const SEEDED_DAYS_AHEAD = 120;
/** some past sailings too, so that "past sailings are never offered" has something to leave out */
const SEEDED_DAYS_BEHIND = 14;

function monthStart(now: Date, monthsBack: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 10);
}

/** Fares are whole tens of yuan or hundreds of yen. */
export function rounded(amount: number, currency: 'RMB' | 'JPY'): number {
  const unit = currency === 'RMB' ? 10 : 100;
  return Math.round(amount / unit) * unit;
}

/** Routes and fares are base data: every database has them. */
export const routesAndFaresSeed: SeedStep = {
  name: 'base.routes-and-fares',
  demoOnly: false,
  async run(db, { now }) {
    await db.insert(routes).values(
      ROUTES.map((r) => ({
        code: r.code,
        departurePort: r.from,
        arrivalPort: r.to,
        defaultVessel: r.sailings[0]![1].name,
        durationMinutes: r.durationMinutes,
      })),
    );
    const effectiveFrom = monthStart(now, 2);
    await db.insert(fares).values(
      ROUTES.flatMap((r) => {
        const currency = r.from.startsWith('CN') ? ('RMB' as const) : ('JPY' as const);
        return Object.entries(r.adult).flatMap(([cabinClass, adult]) =>
          Object.entries(TICKET_SHARE).map(([ticketType, share]) => ({
            routeCode: r.code,
            cabinClass,
            ticketType,
            amount: rounded(adult * share, currency),
            currency,
            effectiveFrom,
          })),
        );
      }),
    );
  },
};

/** Demo sailings from two weeks back to 120 days ahead of the seeding day, each with its vessel's full inventory. */
export const voyagesSeed: SeedStep = {
  name: 'demo.voyages',
  demoOnly: true,
  async run(db, { now }) {
    for (const r of ROUTES) {
      const offset = utcOffsetHours(r.from);
      const localToday = new Date(now.getTime() + offset * HOUR);
      const firstDay = Date.UTC(localToday.getUTCFullYear(), localToday.getUTCMonth(), localToday.getUTCDate()) - SEEDED_DAYS_BEHIND * DAY;
      const perMonth = new Map<string, number>();
      const rows: (typeof voyages.$inferInsert)[] = [];
      for (let day = 0; day <= SEEDED_DAYS_BEHIND + SEEDED_DAYS_AHEAD; day++) {
        const localMidnight = firstDay + day * DAY;
        const local = new Date(localMidnight);
        const vessel = r.sailings.find(([weekday]) => weekday === local.getUTCDay())?.[1];
        if (!vessel) continue;
        const departure = new Date(localMidnight + (r.hour - offset) * HOUR);
        if (departure.getTime() > now.getTime() + SEEDED_DAYS_AHEAD * DAY) continue;
        const month = local.toISOString().slice(2, 7).replace('-', '');
        const index = perMonth.get(month) ?? 0;
        perMonth.set(month, index + 1);
        rows.push({
          code: `${r.prefix}${month}${String.fromCharCode(65 + index)}`,
          routeCode: r.code,
          vessel: vessel.name,
          departureTime: departure,
          arrivalTime: new Date(departure.getTime() + r.durationMinutes * 60 * 1000),
        });
      }
      const inserted = await db.insert(voyages).values(rows).returning({ uuid: voyages.uuid, vessel: voyages.vessel });
      const berthsOf = new Map(r.sailings.map(([, vessel]) => [vessel.name, vessel.berths]));
      await db.insert(voyageInventory).values(
        inserted.flatMap(({ uuid, vessel }) =>
          Object.entries(berthsOf.get(vessel)!).map(([cabinClass, berths]) => ({
            voyageUuid: uuid,
            cabinClass,
            totalBerths: berths,
            remainingBerths: berths,
          })),
        ),
      );
    }
  },
};
