import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfile, RouteInstructions } from '../../../src/domain/information';
import { createTestDb, type TestDb } from '../../test/testDb';
import { announcements, dictionaryItems, routes, settings, voyageInventory, voyages } from '../schema';

/**
 * The demo must be a world that could exist (issue 25, "a coherent demo"): a ship sails from the
 * port where it last arrived, after a turnaround ashore; what the news and the route instructions
 * say about sailing days, times, vessels and refund fees is what the seeded data does; and cabins
 * are a ship's own. The rules below are written from DOMAIN and the fee table, not read from the
 * seed code.
 */

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

const HOUR = 3600 * 1000;
/** Least time a ship stays in port between arriving and sailing again: the routes' turnaround, 2 h (DOMAIN, roundTrip.ts). */
const TURNAROUND = 2 * HOUR;
/** Port clocks: China UTC+8, Japan UTC+9. */
const offsetHours = (port: string) => (port.startsWith('CN') ? 8 : 9);
const localWeekday = (instant: Date, port: string) => new Date(instant.getTime() + offsetHours(port) * HOUR).getUTCDay();
const localTime = (instant: Date, port: string) => new Date(instant.getTime() + offsetHours(port) * HOUR).toISOString().slice(11, 16);
/** "新鉴真号 New Ganjin" and "新鉴真号" name one ship, so do "东海之星 Tokai Star" and "东海之星号". */
const chineseName = (vessel: string) => vessel.split(' ')[0]!.replace(/号$/, '');

const ZH_DAY: Record<string, number> = { 日: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
const JA_DAY: Record<string, number> = { 日: 0, 月: 1, 火: 2, 水: 3, 木: 4, 金: 5, 土: 6 };
const ZH_PORT: Record<string, string> = { 上海: 'CNSHA', 太仓: 'CNTAG', 大阪: 'JPOSA', 神户: 'JPUKB', 下关: 'JPSHS' };
const JA_PORT: Record<string, string> = { 上海: 'CNSHA', 太倉: 'CNTAG', 大阪: 'JPOSA', 神戸: 'JPUKB', 下関: 'JPSHS' };

async function seededSailings() {
  return testDb.db
    .select({
      uuid: voyages.uuid,
      vessel: voyages.vessel,
      departurePort: routes.departurePort,
      arrivalPort: routes.arrivalPort,
      departureTime: voyages.departureTime,
      arrivalTime: voyages.arrivalTime,
    })
    .from(voyages)
    .innerJoin(routes, eq(routes.code, voyages.routeCode))
    .orderBy(asc(voyages.departureTime));
}

async function setting<T>(key: string): Promise<T> {
  const [row] = await testDb.db.select().from(settings).where(eq(settings.key, key));
  return row!.value as T;
}

describe('demo.voyages: every vessel sails a possible rotation', () => {
  it('leaves only from the port where it last arrived, at least the turnaround after arriving', async () => {
    const all = await seededSailings();
    const byVessel = new Map<string, typeof all>();
    for (const sailing of all) byVessel.set(sailing.vessel, [...(byVessel.get(sailing.vessel) ?? []), sailing]);
    expect(byVessel.size).toBeGreaterThanOrEqual(3);
    let checked = 0;
    for (const [vessel, legs] of byVessel) {
      for (let i = 1; i < legs.length; i++) {
        const before = legs[i - 1]!;
        const next = legs[i]!;
        const where = `${vessel}: ${next.departureTime.toISOString()}`;
        expect(next.departurePort, where).toBe(before.arrivalPort);
        expect(next.departureTime.getTime() - before.arrivalTime.getTime(), where).toBeGreaterThanOrEqual(TURNAROUND);
        checked++;
      }
    }
    // about 134 days of sailings, two a week each way on three routes
    expect(checked).toBeGreaterThan(200);
  });

  it('carries one inventory per vessel, as many berths as the about page gives it passengers, and the three designs differ', async () => {
    const rows = await testDb.db
      .select({ vessel: voyages.vessel, uuid: voyages.uuid, cabinClass: voyageInventory.cabinClass, total: voyageInventory.totalBerths })
      .from(voyageInventory)
      .innerJoin(voyages, eq(voyages.uuid, voyageInventory.voyageUuid));
    const capacity = new Map(
      (await testDb.db.select().from(dictionaryItems).where(eq(dictionaryItems.type, 'SHIPPING_CLASS_TYPE'))).map((item) => {
        const extra = item.extra as { saleUnit?: string; roomCapacity?: number };
        // a class sold by the room counts rooms: berths are rooms x capacity
        return [item.code, extra.saleUnit === 'room' ? (extra.roomCapacity ?? 1) : 1] as const;
      }),
    );
    const perSailing = new Map<string, { vessel: string; cabins: Map<string, number> }>();
    for (const row of rows) {
      const sailing = perSailing.get(row.uuid) ?? { vessel: row.vessel, cabins: new Map<string, number>() };
      sailing.cabins.set(row.cabinClass, row.total);
      perSailing.set(row.uuid, sailing);
    }
    const signature = (cabins: Map<string, number>) =>
      [...cabins]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([c, n]) => `${c}=${n}`)
        .join(',');
    const byVessel = new Map<string, Set<string>>();
    const berthsOf = new Map<string, number>();
    for (const { vessel, cabins } of perSailing.values()) {
      byVessel.set(vessel, (byVessel.get(vessel) ?? new Set()).add(signature(cabins)));
      berthsOf.set(
        vessel,
        [...cabins].reduce((sum, [c, n]) => sum + n * capacity.get(c)!, 0),
      );
    }
    for (const [vessel, signatures] of byVessel) expect(signatures.size, vessel).toBe(1);

    const profile = await setting<CompanyProfile>('companyProfile');
    for (const [vessel, berths] of berthsOf) {
      const listed = profile.vessels.find((v) => chineseName(v.name.zh) === chineseName(vessel));
      expect(listed, `${vessel} on the about page`).toBeDefined();
      expect(berths, vessel).toBe(listed!.passengers);
    }

    const one = (vessel: string) => [...byVessel.get(vessel)!][0];
    expect(one('新鉴真号 New Ganjin')).not.toBe(one('东海之星 Tokai Star'));
    expect(one('新鉴真号 New Ganjin')).not.toBe(one('太仓之光 Taicang Light'));
    expect(one('东海之星 Tokai Star')).not.toBe(one('太仓之光 Taicang Light'));
  });

  it('sails the days, hours, durations and vessels the route instructions publish', async () => {
    const all = await seededSailings();
    const { routes: published } = await setting<RouteInstructions>('routeInstructions');
    expect(published).toHaveLength(3);
    for (const route of published) {
      const onRoute = all.filter((s) => route.ports.includes(s.departurePort) && route.ports.includes(s.arrivalPort));
      const vessels = route.vessel.zh.split('、').map(chineseName).sort();
      expect([...new Set(onRoute.map((s) => chineseName(s.vessel)))].sort(), route.vessel.zh).toEqual(vessels);
      for (const place of route.boarding) {
        const leaving = onRoute.filter((s) => s.departurePort === place.port);
        const zh = /每周([一二三四五六日])、周([一二三四五六日]) (\d\d:\d\d) 开船，约(\d+)小时后/.exec(place.departures.zh);
        const ja = /毎週([月火水木金土日])・([月火水木金土日])曜日 (\d\d:\d\d) 出港、約(\d+)時間/.exec(place.departures.ja);
        expect(zh && ja, place.departures.zh).toBeTruthy();
        const days = [ZH_DAY[zh![1]!], ZH_DAY[zh![2]!]].sort();
        expect([JA_DAY[ja![1]!], JA_DAY[ja![2]!]].sort()).toEqual(days);
        expect(ja![3]).toBe(zh![3]);
        expect([...new Set(leaving.map((s) => localWeekday(s.departureTime, place.port)))].sort(), place.port).toEqual(days);
        expect(new Set(leaving.map((s) => localTime(s.departureTime, place.port))), place.port).toEqual(new Set([zh![3]]));
        expect(new Set(leaving.map((s) => (s.arrivalTime.getTime() - s.departureTime.getTime()) / HOUR)), place.port).toEqual(new Set([Number(zh![4])]));
      }
    }
  });
});

describe('demo announcements agree with the seeded data and the fee table', () => {
  async function texts() {
    const rows = await testDb.db.select().from(announcements);
    expect(rows.length).toBeGreaterThanOrEqual(18);
    return rows.flatMap((r) => [
      { lang: 'zh' as const, title: r.titleZh, text: `${r.titleZh} ${r.bodyZh}` },
      { lang: 'ja' as const, title: r.titleJa, text: `${r.titleJa} ${r.bodyJa}` },
    ]);
  }

  it('never promise a refund without the fee, and name only the fee table’s rates (10 % more than 7 days ahead, 30 % from 1 to 7 days)', async () => {
    const noFee = [
      /免(收|除)?(退票)?手续费/,
      /不(收|收取)(退票)?手续费/,
      /手续费全免/,
      /手数料(は|が)?(不要|無料|かかりません|いただきません|なし)/,
      /手数料無料/,
    ];
    let rates = 0;
    for (const { title, text } of await texts()) {
      for (const claim of noFee) expect(text, title).not.toMatch(claim);
      if (!/退票|払い戻し|払戻/.test(text)) continue;
      for (const [, percent] of text.matchAll(/(\d+)\s*[%％]/g)) {
        expect(['10', '30'], title).toContain(percent);
        rates++;
      }
    }
    // the typhoon notice quotes the table in both languages
    expect(rates).toBeGreaterThanOrEqual(4);
  });

  it('name sailing days by weekday per port, each a day the route really sails from there, and no "this Saturday"', async () => {
    const sailings = await seededSailings();
    const sails = (from: string, to: string, weekday: number) =>
      sailings.some((s) => s.departurePort === from && s.arrivalPort === to && localWeekday(s.departureTime, from) === weekday);
    const routesNamed = (text: string, ports: Record<string, string>) =>
      [...text.matchAll(/(\p{Script=Han}{2})[—―](\p{Script=Han}{2})/gu)]
        .map(([, a, b]) => [ports[a!], ports[b!]] as const)
        .filter((pair): pair is readonly [string, string] => Boolean(pair[0] && pair[1]));
    let named = 0;
    for (const { lang, title, text } of await texts()) {
      expect(text, title).not.toMatch(/(本|这|下)周[一二三四五六日]|(今週|来週)の?[月火水木金土日]曜/);
      const ports = lang === 'zh' ? ZH_PORT : JA_PORT;
      const phrases =
        lang === 'zh'
          ? [...text.matchAll(/每周([一二三四五六日])(?:、周([一二三四五六日]))?从(上海|太仓|大阪|神户|下关)/g)].map(([, d1, d2, port]) => ({
              port: ports[port!]!,
              days: [d1, d2].filter(Boolean).map((d) => ZH_DAY[d!]!),
            }))
          : [...text.matchAll(/(上海|太倉|大阪|神戸|下関)発は?毎週([月火水木金土日])曜日(?:・([月火水木金土日])曜日)?/g)].map(([, port, d1, d2]) => ({
              port: ports[port!]!,
              days: [d1, d2].filter(Boolean).map((d) => JA_DAY[d!]!),
            }));
      for (const { port, days } of phrases) {
        const route = routesNamed(text, ports).find((pair) => pair.includes(port));
        expect(route, `${title}: a route through ${port}`).toBeDefined();
        const to = route![0] === port ? route![1] : route![0];
        for (const day of days) {
          expect(sails(port, to, day), `${title}: ${port} -> ${to} on weekday ${day}`).toBe(true);
          named++;
        }
      }
    }
    // typhoon (Shanghai–Osaka), winter timetable (Taicang–Shimonoseki), dry dock (Shanghai–Kobe), both languages
    expect(named).toBeGreaterThanOrEqual(2 * (4 + 4 + 4));
  });
});
