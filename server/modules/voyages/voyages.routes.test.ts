import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITS_VOYAGE_PATHS,
  localDate,
  voyagePaths,
  type ItsVoyage,
  type TicketDateRange,
  type VoyagePortLine,
  type VoyageSummary,
} from '../../../src/domain/voyages';
import { EXTRA_BED_FARE } from '../../../src/domain/ticketing/order';
import { voyageInventory, voyages } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createVoyagesRepository } from './voyages.repository';
import { createVoyagesService } from './voyages.service';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

async function get<T>(url: string) {
  const response = await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: response.statusCode, body: response.json() as { code: number; data: T; message?: string } };
}

const SHA_OSA = 'departurePort=CNSHA&arrivalPort=JPOSA';
const OSA_SHA = 'departurePort=JPOSA&arrivalPort=CNSHA';

/** Future scheduled Shanghai–Osaka sailings, by departure. */
async function futureSailings(routeCode = 'SHA-OSA') {
  return testDb.db
    .select()
    .from(voyages)
    .where(and(eq(voyages.routeCode, routeCode), gt(voyages.departureTime, new Date()), eq(voyages.status, 'SCHEDULED')))
    .orderBy(asc(voyages.departureTime));
}

/**
 * Who sails a departure (voyages.seed.ts): two sister ships per route, each one round trip a
 * week, so the vessel goes by the weekday at the departure port.
 */
const vesselOn = (vessels: Record<number, string>, day: string) => vessels[new Date(`${day}T00:00:00Z`).getUTCDay()];
const SHA_OSA_VESSELS = { 2: '新鉴真号 New Ganjin', 5: '仲麻吕号 Nakamaro' };
const SHS_TAG_VESSELS = { 3: '太仓之光 Taicang Light', 0: '海峡之光 Kaikyo Light' };

async function portLines(query: string, date: string) {
  return (await get<VoyagePortLine[]>(`${voyagePaths.list}?${query}&date=${date}`)).body.data;
}

describe('getTsVoyageByMonth', () => {
  it("answers the days of a month with sailings, in Shanghai's local dates", async () => {
    const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const month = localDate(inAMonth, 'CNSHA').slice(0, 7);
    const { status, body } = await get<string[]>(`${voyagePaths.byMonth}?${SHA_OSA}&month=${month}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data).toEqual([...body.data].sort());
    for (const day of body.data) {
      expect(day.slice(0, 7)).toBe(month);
      // Shanghai–Osaka sails on Tuesdays and Fridays
      expect([2, 5]).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
  });

  it('never offers a past day of the current month, nor a month long gone', async () => {
    const today = localDate(new Date(), 'CNSHA');
    const { body } = await get<string[]>(`${voyagePaths.byMonth}?${SHA_OSA}&month=${today.slice(0, 7)}`);
    for (const day of body.data) expect(day >= today).toBe(true);
    expect((await get<string[]>(`${voyagePaths.byMonth}?${SHA_OSA}&month=2020-01`)).body.data).toEqual([]);
  });

  it('leaves out a day whose only sailing is sold out in every cabin class', async () => {
    const sailing = (await futureSailings('SHA-KOB'))[5]!;
    const day = localDate(sailing.departureTime, 'CNSHA');
    const url = `${voyagePaths.byMonth}?departurePort=CNSHA&arrivalPort=JPUKB&month=${day.slice(0, 7)}`;
    expect((await get<string[]>(url)).body.data).toContain(day);
    await testDb.db.update(voyageInventory).set({ remainingBerths: 0 }).where(eq(voyageInventory.voyageUuid, sailing.uuid));
    expect((await get<string[]>(url)).body.data).not.toContain(day);
    // still listed for the day, every cabin shown as sold out
    const lines = await portLines('departurePort=CNSHA&arrivalPort=JPUKB', day);
    expect(lines.find((l) => l.uuid === sailing.uuid)?.cabins.every((c) => c.remainingBerths === 0)).toBe(true);
  });

  it('refuses a bad or missing month with 10422 naming month', async () => {
    for (const query of [`${SHA_OSA}&month=2026-13`, `${SHA_OSA}&month=202612`, SHA_OSA]) {
      const { status, body } = await get(`${voyagePaths.byMonth}?${query}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 10422, data: { fields: { month: { message: expect.any(String), jpMessage: expect.any(String) } } } });
    }
  });

  it('refuses a bad port code with 10422 naming it', async () => {
    const { body } = await get(`${voyagePaths.byMonth}?departurePort=sha&arrivalPort=JPOSA&month=2026-12`);
    expect(body).toMatchObject({ code: 10422, data: { fields: { departurePort: {} } } });
    const missing = await get(`${voyagePaths.byMonth}?departurePort=CNSHA&month=2026-12`);
    expect(missing.body).toMatchObject({ code: 10422, data: { fields: { arrivalPort: { message: '必填项' } } } });
  });

  it('answers an empty list for a port pair without a route', async () => {
    const { body } = await get<string[]>(`${voyagePaths.byMonth}?departurePort=CNSHA&arrivalPort=JPSHS&month=${localDate(new Date(), 'CNSHA').slice(0, 7)}`);
    expect(body).toEqual({ code: 200, data: [], message: 'success' });
  });
});

describe('getTsTicketDate', () => {
  it('answers the first and last bookable days, from today to about 120 days ahead', async () => {
    const { body } = await get<TicketDateRange>(`${voyagePaths.ticketDate}?${OSA_SHA}`);
    expect(body.code).toBe(200);
    const today = localDate(new Date(), 'JPOSA');
    const first = body.data.startDate!;
    const last = body.data.endDate!;
    expect(first >= today).toBe(true);
    expect(Date.parse(first) - Date.parse(today)).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    const ahead = (Date.parse(last) - Date.parse(today)) / (24 * 3600 * 1000);
    expect(ahead).toBeGreaterThan(110);
    expect(ahead).toBeLessThanOrEqual(121);
  });

  it('moves with the injected clock: a later "now" offers no earlier sailing', async () => {
    const later = new Date(Date.now() + 60 * 24 * 3600 * 1000);
    const future = await buildTestApp(testDb, { clock: () => later });
    const response = await future.inject({ method: 'GET', url: `/api${voyagePaths.ticketDate}?${SHA_OSA}` });
    await future.close();
    const { data } = response.json() as { data: TicketDateRange };
    expect(data.startDate! >= localDate(later, 'CNSHA')).toBe(true);
    expect(Date.parse(data.startDate!) - later.getTime()).toBeLessThan(5 * 24 * 3600 * 1000);
  });

  it('answers nulls for an unknown port pair and 10422 without ports', async () => {
    expect((await get<TicketDateRange>(`${voyagePaths.ticketDate}?departurePort=JPOSA&arrivalPort=JPUKB`)).body.data).toEqual({
      startDate: null,
      endDate: null,
    });
    expect((await get(voyagePaths.ticketDate)).body).toMatchObject({ code: 10422, data: { fields: { departurePort: {} } } });
  });
});

describe('getTsVoyageByDate', () => {
  it("answers the day's sailings with vessel, times and duration", async () => {
    const sailing = (await futureSailings())[1]!;
    const day = localDate(sailing.departureTime, 'CNSHA');
    const { body } = await get<VoyageSummary[]>(`${voyagePaths.byDate}?${SHA_OSA}&date=${day}`);
    expect(body.code).toBe(200);
    expect(body.data).toEqual([
      {
        uuid: sailing.uuid,
        voyageCode: sailing.code,
        routeCode: 'SHA-OSA',
        vessel: vesselOn(SHA_OSA_VESSELS, day),
        departurePort: 'CNSHA',
        arrivalPort: 'JPOSA',
        departureTime: sailing.departureTime.toISOString(),
        arrivalTime: sailing.arrivalTime.toISOString(),
        durationMinutes: 46 * 60,
      },
    ]);
    expect(sailing.code).toMatch(/^SO\d{4}[A-Z]$/);
  });

  it('never offers a past sailing', async () => {
    const [past] = await testDb.db
      .select()
      .from(voyages)
      .where(and(eq(voyages.routeCode, 'SHA-OSA'), lt(voyages.departureTime, new Date())))
      .orderBy(asc(voyages.departureTime));
    expect(past).toBeDefined();
    const day = localDate(past!.departureTime, 'CNSHA');
    expect((await get<VoyageSummary[]>(`${voyagePaths.byDate}?${SHA_OSA}&date=${day}`)).body.data).toEqual([]);
    expect(await portLines(SHA_OSA, day)).toEqual([]);
  });

  it('leaves out a cancelled sailing everywhere', async () => {
    const sailing = (await futureSailings())[3]!;
    const day = localDate(sailing.departureTime, 'CNSHA');
    await testDb.db.update(voyages).set({ status: 'CANCELLED' }).where(eq(voyages.uuid, sailing.uuid));
    expect((await get<VoyageSummary[]>(`${voyagePaths.byDate}?${SHA_OSA}&date=${day}`)).body.data).toEqual([]);
    expect(await portLines(SHA_OSA, day)).toEqual([]);
    expect((await get<string[]>(`${voyagePaths.byMonth}?${SHA_OSA}&month=${day.slice(0, 7)}`)).body.data).not.toContain(day);
  });

  it('refuses an impossible date with 10422 naming date', async () => {
    for (const date of ['2026-02-30', '2026-1-5', 'tomorrow', '']) {
      const { body } = await get(`${voyagePaths.byDate}?${SHA_OSA}&date=${date}`);
      expect(body, date).toMatchObject({ code: 10422, data: { fields: { date: {} } } });
    }
  });

  it('answers an empty list for an unknown port pair', async () => {
    expect((await get(`${voyagePaths.byDate}?departurePort=CNTAG&arrivalPort=JPOSA&date=2030-01-01`)).body).toEqual({
      code: 200,
      data: [],
      message: 'success',
    });
  });
});

describe('getWebTsVoyageList', () => {
  it('answers port lines with names, cabins, live berths and fares in RMB from Shanghai', async () => {
    const sailing = (await futureSailings())[0]!;
    const day = localDate(sailing.departureTime, 'CNSHA');
    const lines = await portLines(SHA_OSA, day);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({
      uuid: sailing.uuid,
      voyageCode: sailing.code,
      vessel: vesselOn(SHA_OSA_VESSELS, day),
      departurePortNameZh: '上海港',
      arrivalPortNameJa: '大阪港',
      arrivalPortNameEn: 'Osaka',
      currency: 'RMB',
      fuelSurcharge: 200,
      durationMinutes: 46 * 60,
      arrivalTime: sailing.arrivalTime.toISOString(),
    });
    // rooms of the room classes (4 suite berths are 2 rooms of 2, 40 twin berths 20 rooms, 48 Japanese-style 12 rooms of 4), berths of the rest
    expect(line.cabins.map((c) => [c.cabinClass, c.unit, c.remainingBerths])).toEqual([
      ['SUITE', 'room', 2],
      ['FIRST_WESTERN', 'room', 20],
      ['FIRST_JAPANESE', 'room', 12],
      ['SECOND_JAPANESE', 'berth', 120],
      ['SECOND_DORMITORY', 'berth', 160],
    ]);
    expect(line.cabins[0]).toMatchObject({ cabinNameZh: '豪华套房', cabinNameJa: 'スイートルーム', totalBerths: 2 });
    expect(line.cabins[0]!.fares).toEqual([
      { ticketType: 'ADULT', amount: 3800 },
      { ticketType: 'CHILD', amount: 1900 },
      { ticketType: 'INFANT', amount: 0 },
      { ticketType: 'STUDENT', amount: 3040 },
      { ticketType: 'SENIOR', amount: 3040 },
    ]);
  });

  it('answers JPY fares and the Japanese surcharge from Japan', async () => {
    const sailing = (await futureSailings('SHS-TAG'))[0]!;
    const day = localDate(sailing.departureTime, 'JPSHS');
    const [line] = await portLines('departurePort=JPSHS&arrivalPort=CNTAG', day);
    expect(line).toMatchObject({ currency: 'JPY', fuelSurcharge: 4000, durationMinutes: 32 * 60, vessel: vesselOn(SHS_TAG_VESSELS, day) });
    expect(line!.cabins.find((c) => c.cabinClass === 'SECOND_DORMITORY')?.fares.find((f) => f.ticketType === 'ADULT')).toEqual({
      ticketType: 'ADULT',
      amount: 22000,
    });
  });

  it('shows the remaining berths live from the inventory', async () => {
    const sailing = (await futureSailings())[2]!;
    const day = localDate(sailing.departureTime, 'CNSHA');
    await testDb.db
      .update(voyageInventory)
      .set({ remainingBerths: 1 })
      .where(and(eq(voyageInventory.voyageUuid, sailing.uuid), eq(voyageInventory.cabinClass, 'SUITE')));
    const [line] = await portLines(SHA_OSA, day);
    expect(line!.cabins.find((c) => c.cabinClass === 'SUITE')).toMatchObject({ unit: 'room', totalBerths: 2, remainingBerths: 1 });
  });

  it('refuses a missing date with 10422', async () => {
    expect((await get(`${voyagePaths.list}?${SHA_OSA}`)).body).toMatchObject({ code: 10422, data: { fields: { date: { message: '必填项' } } } });
  });

  it('prices the extra bed apart: extraBedFee where the cabin allows one, never among the fares', async () => {
    const sailing = (await futureSailings())[0]!;
    const [line] = await portLines(SHA_OSA, localDate(sailing.departureTime, 'CNSHA'));
    const fees = Object.fromEntries(line!.cabins.map((c) => [c.cabinClass, c.extraBedFee]));
    // 30 % of the adult fare (3800 and 2300 RMB), in whole tens of yuan
    expect(fees).toEqual({ SUITE: 1140, FIRST_WESTERN: 690, FIRST_JAPANESE: null, SECOND_JAPANESE: null, SECOND_DORMITORY: null });
    for (const cabin of line!.cabins) expect(cabin.fares.map((f) => f.ticketType)).not.toContain(EXTRA_BED_FARE);
  });

  it("answers in the asked currency: a Japan departure in RMB at the reverse route's RMB fares and the RMB surcharge", async () => {
    const sailing = (await futureSailings('OSA-SHA'))[0]!;
    const day = localDate(sailing.departureTime, 'JPOSA');
    const [native] = await portLines(OSA_SHA, day);
    const [inRmb] = await portLines(`${OSA_SHA}&currency=RMB`, day);
    expect(native).toMatchObject({ uuid: sailing.uuid, currency: 'JPY', fuelSurcharge: 4000 });
    expect(inRmb).toMatchObject({ uuid: sailing.uuid, currency: 'RMB', fuelSurcharge: 200 });
    const suite = (line: VoyagePortLine | undefined) => line!.cabins.find((c) => c.cabinClass === 'SUITE')!;
    expect(suite(native).fares.find((f) => f.ticketType === 'ADULT')?.amount).toBe(80000);
    expect(suite(native).extraBedFee).toBe(24000);
    // the same as Shanghai -> Osaka in RMB
    expect(suite(inRmb).fares).toEqual([
      { ticketType: 'ADULT', amount: 3800 },
      { ticketType: 'CHILD', amount: 1900 },
      { ticketType: 'INFANT', amount: 0 },
      { ticketType: 'STUDENT', amount: 3040 },
      { ticketType: 'SENIOR', amount: 3040 },
    ]);
    expect(suite(inRmb).extraBedFee).toBe(1140);
    // berths are the sailing's, whatever the currency
    expect(inRmb!.cabins.map((c) => c.remainingBerths)).toEqual(native!.cabins.map((c) => c.remainingBerths));
  });

  it('answers a China departure in JPY with the JPY surcharge; its own currency when asked for it', async () => {
    const sailing = (await futureSailings('TAG-SHS'))[0]!;
    const day = localDate(sailing.departureTime, 'CNTAG');
    const [inJpy] = await portLines(`departurePort=CNTAG&arrivalPort=JPSHS&currency=JPY`, day);
    expect(inJpy).toMatchObject({ currency: 'JPY', fuelSurcharge: 4000 });
    expect(inJpy!.cabins.find((c) => c.cabinClass === 'SECOND_DORMITORY')?.fares.find((f) => f.ticketType === 'ADULT')?.amount).toBe(22000);
    const [inRmb] = await portLines(`departurePort=CNTAG&arrivalPort=JPSHS&currency=RMB`, day);
    expect(inRmb).toMatchObject({ currency: 'RMB', fuelSurcharge: 200 });
    expect(inRmb!.cabins.find((c) => c.cabinClass === 'SECOND_DORMITORY')?.fares.find((f) => f.ticketType === 'ADULT')?.amount).toBe(1100);
  });

  it('refuses an unknown currency with 10422 naming currency', async () => {
    for (const currency of ['USD', 'rmb', '']) {
      const { status, body } = await get(`${voyagePaths.list}?${SHA_OSA}&date=2026-12-01&currency=${currency}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 10422, data: { fields: { currency: {} } } });
    }
  });
});

describe('portLineByUuid', () => {
  const serviceAt = (now: Date) => createVoyagesService({ repository: createVoyagesRepository({ db: testDb.db }), clock: () => now });

  it('answers the same port line as getWebTsVoyageList, in the departure currency or the asked one', async () => {
    const sailing = (await futureSailings('KOB-SHA'))[1]!;
    const day = localDate(sailing.departureTime, 'JPUKB');
    const service = serviceAt(new Date());
    const listed = await portLines('departurePort=JPUKB&arrivalPort=CNSHA', day);
    expect(await service.portLineByUuid(sailing.uuid)).toEqual(listed.find((l) => l.uuid === sailing.uuid));
    const listedRmb = await portLines('departurePort=JPUKB&arrivalPort=CNSHA&currency=RMB', day);
    expect(await service.portLineByUuid(sailing.uuid, 'RMB')).toEqual(listedRmb.find((l) => l.uuid === sailing.uuid));
    expect((await service.portLineByUuid(sailing.uuid, 'RMB'))?.currency).toBe('RMB');
  });

  it('answers undefined for an unknown uuid, a departed sailing and a cancelled one', async () => {
    const [sailing, other] = await futureSailings('SHA-KOB');
    expect(await serviceAt(new Date()).portLineByUuid('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    // departed: the clock one minute after its departure; at one minute before, still offered
    expect(await serviceAt(new Date(sailing!.departureTime.getTime() + 60_000)).portLineByUuid(sailing!.uuid)).toBeUndefined();
    expect((await serviceAt(new Date(sailing!.departureTime.getTime() - 60_000)).portLineByUuid(sailing!.uuid))?.uuid).toBe(sailing!.uuid);
    const [past] = await testDb.db
      .select()
      .from(voyages)
      .where(and(eq(voyages.routeCode, 'SHA-KOB'), lt(voyages.departureTime, new Date())));
    expect(await serviceAt(new Date()).portLineByUuid(past!.uuid)).toBeUndefined();
    await testDb.db.update(voyages).set({ status: 'CANCELLED' }).where(eq(voyages.uuid, other!.uuid));
    expect(await serviceAt(new Date()).portLineByUuid(other!.uuid)).toBeUndefined();
  });
});

describe('voyage_inventory', () => {
  it('refuses a negative remaining count, and one above the total', async () => {
    const sailing = (await futureSailings())[6]!;
    const where = and(eq(voyageInventory.voyageUuid, sailing.uuid), eq(voyageInventory.cabinClass, 'FIRST_WESTERN'));
    const failure = (remaining: number) =>
      testDb.db
        .update(voyageInventory)
        .set({ remainingBerths: remaining })
        .where(where)
        .then(
          () => 'accepted',
          (error: unknown) => `${String(error)} ${String((error as { cause?: unknown }).cause)}`,
        );
    expect(await failure(-1)).toMatch(/voyage_inventory_remaining_check/);
    expect(await failure(21)).toMatch(/voyage_inventory_remaining_check/);
    const [row] = await testDb.db.select().from(voyageInventory).where(where);
    expect(row?.remainingBerths).toBe(20);
  });
});

describe('queryItsVoyage', () => {
  async function post<T>(path: string, payload?: object) {
    const response = await app.inject({ method: 'POST', url: `/api${path}`, payload });
    return { status: response.statusCode, body: response.json() as { code: number; data: T; msg?: string } };
  }

  it.each(ITS_VOYAGE_PATHS)('answers container sailings with port rotation and cut-offs on %s, without login', async (path) => {
    const sailing = (await futureSailings())[1]!;
    const day = localDate(sailing.departureTime, 'CNSHA');
    const { status, body } = await post<ItsVoyage[]>(path, { departurePort: 'CNSHA', arrivalPort: 'JPOSA', etdFrom: day, etdTo: day });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    const etd = sailing.departureTime.getTime();
    expect(body.data).toEqual([
      {
        uuid: sailing.uuid,
        voyageCode: sailing.code,
        routeCode: 'SHA-OSA',
        vessel: vesselOn(SHA_OSA_VESSELS, day),
        // the schedule's columns beside the rotation
        polCode: 'CNSHA',
        podCode: 'JPOSA',
        etd: sailing.departureTime.toISOString(),
        eta: sailing.arrivalTime.toISOString(),
        transitMinutes: 46 * 60,
        transitDays: 2,
        cyCutOff: new Date(etd - 24 * 3600 * 1000).toISOString(),
        docCutOff: new Date(etd - 48 * 3600 * 1000).toISOString(),
        vgmCutOff: new Date(etd - 30 * 3600 * 1000).toISOString(),
        rotation: [
          expect.objectContaining({
            portCode: 'CNSHA',
            portNameZh: '上海港',
            eta: null,
            etd: sailing.departureTime.toISOString(),
            cyCutOff: new Date(etd - 24 * 3600 * 1000).toISOString(),
            docCutOff: new Date(etd - 48 * 3600 * 1000).toISOString(),
          }),
          expect.objectContaining({ portCode: 'JPOSA', eta: sailing.arrivalTime.toISOString(), etd: null, cyCutOff: null }),
        ],
      },
    ]);
  });

  it('answers the next 30 days of every route without a body, never a past or cancelled sailing', async () => {
    await testDb.db
      .update(voyages)
      .set({ status: 'CANCELLED' })
      .where(eq(voyages.uuid, (await futureSailings('TAG-SHS'))[1]!.uuid));
    const { body } = await post<ItsVoyage[]>(ITS_VOYAGE_PATHS[0]);
    expect(body.code).toBe(0);
    expect(new Set(body.data.map((v) => v.routeCode)).size).toBe(6);
    const now = Date.now();
    for (const v of body.data) {
      const etd = Date.parse(v.rotation[0]!.etd!);
      expect(etd).toBeGreaterThan(now);
      expect(etd).toBeLessThan(now + 31 * 24 * 3600 * 1000);
    }
    const cancelled = await testDb.db.select({ uuid: voyages.uuid }).from(voyages).where(eq(voyages.status, 'CANCELLED'));
    expect(cancelled.length).toBeGreaterThan(0);
    for (const { uuid } of cancelled) expect(body.data.map((v) => v.uuid)).not.toContain(uuid);
  });

  it('refuses a bad date or port with 10422 naming the field', async () => {
    expect((await post(ITS_VOYAGE_PATHS[1], { etdFrom: '2026-02-30' })).body).toMatchObject({ code: 10422, data: { fields: { etdFrom: {} } } });
    expect((await post(ITS_VOYAGE_PATHS[1], { departurePort: 42 })).body).toMatchObject({ code: 10422, data: { fields: { departurePort: {} } } });
  });
});
