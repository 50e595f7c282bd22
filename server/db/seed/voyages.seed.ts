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
  vessel: string;
  durationMinutes: number;
  /** local departure weekdays (0 = Sunday) and time */
  weekdays: readonly number[];
  hour: number;
  /** adult fares per cabin class, in the departure currency */
  adult: Record<CabinClass, number>;
}

const NEW_GANJIN = '新鉴真号 New Ganjin';
const TOKAI_STAR = '东海之星 Tokai Star';
const TAICANG_LIGHT = '太仓之光 Taicang Light';

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

/** The three routes of DOMAIN "Ferry network", both directions; about two sailings a week each way. */
const ROUTES: readonly RouteSeed[] = [
  {
    code: 'SHA-OSA',
    prefix: 'SO',
    from: 'CNSHA',
    to: 'JPOSA',
    vessel: NEW_GANJIN,
    durationMinutes: 46 * 60,
    weekdays: [2, 5],
    hour: 11,
    adult: rmbFromShanghai,
  },
  { code: 'OSA-SHA', prefix: 'OS', from: 'JPOSA', to: 'CNSHA', vessel: NEW_GANJIN, durationMinutes: 46 * 60, weekdays: [0, 4], hour: 12, adult: jpyToShanghai },
  {
    code: 'SHA-KOB',
    prefix: 'SK',
    from: 'CNSHA',
    to: 'JPUKB',
    vessel: TOKAI_STAR,
    durationMinutes: 45 * 60,
    weekdays: [1, 4],
    hour: 12,
    adult: rmbFromShanghai,
  },
  { code: 'KOB-SHA', prefix: 'KS', from: 'JPUKB', to: 'CNSHA', vessel: TOKAI_STAR, durationMinutes: 45 * 60, weekdays: [3, 6], hour: 11, adult: jpyToShanghai },
  {
    code: 'TAG-SHS',
    prefix: 'TS',
    from: 'CNTAG',
    to: 'JPSHS',
    vessel: TAICANG_LIGHT,
    durationMinutes: 32 * 60,
    weekdays: [1, 5],
    hour: 13,
    adult: rmbFromTaicang,
  },
  {
    code: 'SHS-TAG',
    prefix: 'ST',
    from: 'JPSHS',
    to: 'CNTAG',
    vessel: TAICANG_LIGHT,
    durationMinutes: 32 * 60,
    weekdays: [3, 0],
    hour: 19,
    adult: jpyToTaicang,
  },
];

/** Berths per cabin class on every sailing: few suites, many dormitory berths. */
const BERTHS: Record<CabinClass, number> = {
  SUITE: 4,
  FIRST_WESTERN: 40,
  FIRST_JAPANESE: 48,
  SECOND_JAPANESE: 120,
  SECOND_DORMITORY: 160,
};

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
    await db
      .insert(routes)
      .values(ROUTES.map((r) => ({ code: r.code, departurePort: r.from, arrivalPort: r.to, defaultVessel: r.vessel, durationMinutes: r.durationMinutes })));
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

/** Demo sailings from two weeks back to 120 days ahead of the seeding day, each with a full inventory. */
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
        if (!r.weekdays.includes(local.getUTCDay())) continue;
        const departure = new Date(localMidnight + (r.hour - offset) * HOUR);
        if (departure.getTime() > now.getTime() + SEEDED_DAYS_AHEAD * DAY) continue;
        const month = local.toISOString().slice(2, 7).replace('-', '');
        const index = perMonth.get(month) ?? 0;
        perMonth.set(month, index + 1);
        rows.push({
          code: `${r.prefix}${month}${String.fromCharCode(65 + index)}`,
          routeCode: r.code,
          vessel: r.vessel,
          departureTime: departure,
          arrivalTime: new Date(departure.getTime() + r.durationMinutes * 60 * 1000),
        });
      }
      const inserted = await db.insert(voyages).values(rows).returning({ uuid: voyages.uuid });
      await db
        .insert(voyageInventory)
        .values(
          inserted.flatMap(({ uuid }) =>
            Object.entries(BERTHS).map(([cabinClass, berths]) => ({ voyageUuid: uuid, cabinClass, totalBerths: berths, remainingBerths: berths })),
          ),
        );
    }
  },
};
