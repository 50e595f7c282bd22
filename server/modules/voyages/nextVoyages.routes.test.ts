import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, voyagePaths, type VoyagePortLine } from '../../../src/domain/voyages';
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

async function get<T>(url: string) {
  const response = await app.inject({ method: 'GET', url: `/api${url}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; data: T; message?: string };
}

const next = async (query = '') => (await get<VoyagePortLine[]>(`${voyagePaths.next}${query}`)).data;

/** The route's future scheduled sailings, by departure, straight from the table. */
function futureSailings(routeCode: string) {
  return testDb.db
    .select()
    .from(voyages)
    .where(and(eq(voyages.routeCode, routeCode), gt(voyages.departureTime, new Date()), eq(voyages.status, 'SCHEDULED')))
    .orderBy(asc(voyages.departureTime));
}

describe('getTsNextVoyages', () => {
  it('answers the next two sailings of each of the six routes, by route code then departure', async () => {
    const lines = await next();
    const routeCodes = [...new Set(lines.map((l) => l.routeCode))];
    expect(routeCodes).toEqual(['KOB-SHA', 'OSA-SHA', 'SHA-KOB', 'SHA-OSA', 'SHS-TAG', 'TAG-SHS']);
    for (const code of routeCodes) {
      const ofRoute = lines.filter((l) => l.routeCode === code);
      const expected = (await futureSailings(code)).slice(0, 2).map((v) => v.uuid);
      expect(
        ofRoute.map((l) => l.uuid),
        code,
      ).toEqual(expected);
    }
  });

  it('prices each in its departure currency, exactly as the day list does', async () => {
    const lines = await next('?perRoute=1');
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(line.currency).toBe(line.departurePort.startsWith('CN') ? 'RMB' : 'JPY');
      const day = localDate(new Date(line.departureTime), line.departurePort);
      const list = await get<VoyagePortLine[]>(`${voyagePaths.list}?departurePort=${line.departurePort}&arrivalPort=${line.arrivalPort}&date=${day}`);
      expect(list.data.find((l) => l.uuid === line.uuid)).toEqual(line);
    }
  });

  it('shows the berths left live, and skips a sailing sold out in every cabin', async () => {
    const [first, second, third] = await futureSailings('SHA-OSA');
    await testDb.db
      .update(voyageInventory)
      .set({ remainingBerths: 1 })
      .where(and(eq(voyageInventory.voyageUuid, first!.uuid), eq(voyageInventory.cabinClass, 'SUITE')));
    const before = (await next()).filter((l) => l.routeCode === 'SHA-OSA');
    // the suite sells 2 rooms; one is left
    expect(before[0]?.cabins.find((c) => c.cabinClass === 'SUITE')).toMatchObject({ unit: 'room', remainingBerths: 1 });

    await testDb.db.update(voyageInventory).set({ remainingBerths: 0 }).where(eq(voyageInventory.voyageUuid, first!.uuid));
    const after = (await next()).filter((l) => l.routeCode === 'SHA-OSA');
    expect(after.map((l) => l.uuid)).toEqual([second!.uuid, third!.uuid]);
  });

  it('answers as many per route as asked, and refuses 0 or more than 5 with 10422', async () => {
    expect(await next('?perRoute=3')).toHaveLength(18);
    for (const perRoute of ['0', '6', 'two']) {
      expect(await get(`${voyagePaths.next}?perRoute=${perRoute}`)).toMatchObject({ code: 10422, data: { fields: { perRoute: {} } } });
    }
  });
});
