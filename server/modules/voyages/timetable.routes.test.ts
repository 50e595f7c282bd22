import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voyagePaths, type VoyagePortLine } from '../../../src/domain/voyages';
import { voyageInventory, voyages } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';

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

const DAY = 24 * 3600 * 1000;

async function timetable(query = '') {
  const response = await app.inject({ method: 'GET', url: `/api${voyagePaths.timetable}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; data: VoyagePortLine[] };
}

/** The route's scheduled sailings leaving within `days` days, by departure, straight from the table. */
function sailingsWithin(routeCode: string, days: number) {
  const now = new Date();
  return testDb.db
    .select({ uuid: voyages.uuid })
    .from(voyages)
    .where(
      and(
        eq(voyages.routeCode, routeCode),
        eq(voyages.status, 'SCHEDULED'),
        gt(voyages.departureTime, now),
        lt(voyages.departureTime, new Date(now.getTime() + days * DAY)),
      ),
    )
    .orderBy(asc(voyages.departureTime));
}

describe('getTsTimetable (the passenger timetable)', () => {
  it('lists every scheduled sailing of the six routes in the next 14 days by default, by route then departure, sold out ones too', async () => {
    const [first] = await sailingsWithin('SHA-OSA', 14);
    await testDb.db.update(voyageInventory).set({ remainingBerths: 0 }).where(eq(voyageInventory.voyageUuid, first!.uuid));
    const lines = (await timetable()).data;
    expect([...new Set(lines.map((l) => l.routeCode))]).toEqual(['KOB-SHA', 'OSA-SHA', 'SHA-KOB', 'SHA-OSA', 'SHS-TAG', 'TAG-SHS']);
    for (const code of ['KOB-SHA', 'OSA-SHA', 'SHA-KOB', 'SHA-OSA', 'SHS-TAG', 'TAG-SHS']) {
      const expected = (await sailingsWithin(code, 14)).map((v) => v.uuid);
      // two sailings a week on every route (DOMAIN "Ferry network")
      expect(expected.length, code).toBeGreaterThanOrEqual(3);
      expect(
        lines.filter((l) => l.routeCode === code).map((l) => l.uuid),
        code,
      ).toEqual(expected);
    }
    const soldOut = lines.find((l) => l.uuid === first!.uuid)!;
    expect(soldOut.cabins.length).toBeGreaterThan(0);
    expect(soldOut.cabins.every((c) => c.remainingBerths === 0)).toBe(true);
    expect(soldOut.currency).toBe('RMB');
  });

  it('looks as far ahead as asked, at most 28 days; a cancelled sailing is not listed', async () => {
    const [cancelled] = await sailingsWithin('OSA-SHA', 28);
    await testDb.db.update(voyages).set({ status: 'CANCELLED' }).where(eq(voyages.uuid, cancelled!.uuid));
    const longer = (await timetable('?days=28')).data;
    expect(longer.filter((l) => l.routeCode === 'OSA-SHA').map((l) => l.uuid)).toEqual((await sailingsWithin('OSA-SHA', 28)).map((v) => v.uuid));
    expect(longer.some((l) => l.uuid === cancelled!.uuid)).toBe(false);
    expect((await timetable('?days=3')).data.length).toBeLessThan(longer.length);
    for (const days of ['0', '29', 'soon']) {
      expect(await timetable(`?days=${days}`)).toMatchObject({ code: 10422, data: { fields: { days: {} } } });
    }
  });
});
