import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, type VoyagePortLine } from '../../../src/domain/voyages';
import { dictionaryItems, fares, fuelSurcharges, routes, voyages } from '../../db/schema';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createVoyagesRepository } from './voyages.repository';
import { createVoyagesService } from './voyages.service';

/**
 * The base-data cache across server processes: two services with caches of their own on one
 * database stand for two processes. Whatever writes fares, the fuel surcharge or a cabin class's
 * name (staff in the other process, or plain SQL), the next read of either sees it: triggers bump
 * the version that each read carries (server/lib/cache.ts, migration 0013).
 */
let testDb: TestDb;
let route: typeof routes.$inferSelect;
let day: string;

beforeAll(async () => {
  testDb = await createTestDb();
  const [sailing] = await testDb.db
    .select()
    .from(voyages)
    .where(and(eq(voyages.status, 'SCHEDULED'), sql`${voyages.departureTime} > now() + interval '2 days'`))
    .orderBy(voyages.departureTime)
    .limit(1);
  const [found] = await testDb.db.select().from(routes).where(eq(routes.code, sailing!.routeCode));
  route = found!;
  day = localDate(sailing!.departureTime, route!.departurePort);
});
afterAll(() => testDb.close());

const process = () => createVoyagesService({ repository: createVoyagesRepository({ db: testDb.db }), clock: () => new Date() });
const read = async (service: ReturnType<typeof process>): Promise<VoyagePortLine> => {
  const [line] = await service.portLines(route.departurePort, route.arrivalPort, day);
  if (!line || !line.cabins[0]) throw new Error('the chosen day has no sailing with cabins');
  return line;
};

describe('base-data cache invalidation across processes', () => {
  it('serves a fare, surcharge or cabin name changed by another writer on the very next read', async () => {
    const [first, second] = [process(), process()];
    const before = await read(first);
    await read(second);
    const cabin = before.cabins[0]!;
    const fare = cabin.fares[0]!;

    // "Staff in the other process": a direct write, which no process's code sees happen.
    await testDb.db
      .update(fares)
      .set({ amount: fare.amount + 1234 })
      .where(
        and(
          eq(fares.routeCode, before.routeCode),
          eq(fares.cabinClass, cabin.cabinClass),
          eq(fares.ticketType, fare.ticketType),
          eq(fares.currency, before.currency),
        ),
      );
    for (const service of [first, second]) {
      const after = await read(service);
      expect(after.cabins[0]!.fares.find((f) => f.ticketType === fare.ticketType)?.amount).toBe(fare.amount + 1234);
    }

    await testDb.db.update(fuelSurcharges).set({ amount: sql`${fuelSurcharges.amount} + 77` });
    expect((await read(first)).fuelSurcharge).toBe(before.fuelSurcharge + 77);

    await testDb.db
      .update(dictionaryItems)
      .set({ nameZh: '改名的舱位' })
      .where(and(eq(dictionaryItems.type, 'SHIPPING_CLASS_TYPE'), eq(dictionaryItems.code, cabin.cabinClass)));
    expect((await read(second)).cabins.find((c) => c.cabinClass === cabin.cabinClass)?.cabinNameZh).toBe('改名的舱位');
  });

  it('keeps serving from the cache while nothing changes (berths stay live)', async () => {
    const service = process();
    const before = await read(service);
    const version = service.baseCache.version;
    expect(version).toBeGreaterThan(0);
    expect((await read(service)).cabins).toEqual(before.cabins);
    expect(service.baseCache.version).toBe(version);
  });
});
