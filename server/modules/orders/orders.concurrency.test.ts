import type { AddressInfo } from 'node:net';
import { and, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { TICKETING_MESSAGES } from '../../../src/domain/ticketing/messages';
import { ORDER_PATHS } from '../../../src/domain/ticketing/order';
import { orderLegs, voyageInventory } from '../../db/schema';
import type { ModuleOptions } from '../registerModules';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { futureSailings, newUser, oneWay, type Sailing } from './orders.testkit';

/**
 * Many buyers, few berths: concurrent submits through the real HTTP server (a listening
 * socket and fetch, as browsers would send them) against one cabin class with 50 berths.
 */

const BERTHS = 50;
const REQUESTS = 200;
const USERS = 8;
const CABIN = 'SECOND_DORMITORY';

let testDb: TestDb;
let sailings: Sailing[];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  sailings = await futureSailings(testDb.db, 'SHA-OSA', 20);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.close();
});

/** The real application listening on an ephemeral port, and its base URL. */
async function listening(moduleOptions?: ModuleOptions): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildTestApp(testDb, { moduleOptions });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}/api${ORDER_PATHS.save}` };
}

/** The cabin class holds exactly BERTHS berths, all unsold. */
async function cabinWithBerths(sailing: Sailing): Promise<void> {
  await testDb.db
    .update(voyageInventory)
    .set({ totalBerths: BERTHS, remainingBerths: BERTHS })
    .where(and(eq(voyageInventory.voyageUuid, sailing.uuid), eq(voyageInventory.cabinClass, CABIN)));
}

async function inventory(sailing: Sailing) {
  const [row] = await testDb.db
    .select({ total: voyageInventory.totalBerths, remaining: voyageInventory.remainingBerths })
    .from(voyageInventory)
    .where(and(eq(voyageInventory.voyageUuid, sailing.uuid), eq(voyageInventory.cabinClass, CABIN)));
  const [sold] = await testDb.db
    .select({ berths: sum(orderLegs.berths).mapWith(Number) })
    .from(orderLegs)
    .where(and(eq(orderLegs.voyageUuid, sailing.uuid), eq(orderLegs.cabinClass, CABIN)));
  return { ...row!, reserved: sold?.berths ?? 0 };
}

/** REQUESTS one-adult submits from USERS users, all in flight at once; the answers' bodies. */
async function stampede(app: FastifyInstance, url: string, sailing: Sailing): Promise<{ code: number; message: string; jpMessage?: string; data: unknown }[]> {
  const users = await Promise.all(Array.from({ length: USERS }, () => newUser(app, testDb.db)));
  const body = JSON.stringify(oneWay(sailing, CABIN));
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...users[i % USERS]!.headers }, body }),
    ),
  );
  for (const response of responses) expect(response.status).toBe(200);
  return Promise.all(responses.map((r) => r.json()));
}

describe(`${REQUESTS} concurrent orders for ${BERTHS} berths`, () => {
  it('sells exactly the berths there were; every other buyer hears "not enough tickets left"', { timeout: 30_000 }, async () => {
    const { app, url } = await listening();
    const sailing = sailings[0]!;
    await cabinWithBerths(sailing);

    const answers = await stampede(app, url, sailing);
    const sold = answers.filter((a) => a.code === 200);
    const refused = answers.filter((a) => a.code !== 200);
    expect(sold).toHaveLength(BERTHS);
    expect(refused).toHaveLength(REQUESTS - BERTHS);
    for (const answer of refused) {
      expect(answer).toEqual({
        code: ErrorCode.CONFLICT,
        message: TICKETING_MESSAGES.notEnoughTickets.zh,
        jpMessage: TICKETING_MESSAGES.notEnoughTickets.ja,
        data: { fields: { 'outbound.cabinClass': { message: TICKETING_MESSAGES.notEnoughTickets.zh, jpMessage: TICKETING_MESSAGES.notEnoughTickets.ja } } },
      });
    }
    expect(new Set(sold.map((a) => (a.data as { orderNo: string }).orderNo)).size).toBe(BERTHS);

    const after = await inventory(sailing);
    expect(after.remaining).toBe(0);
    expect(after.remaining).toBe(after.total - after.reserved);
  });

  // PGlite runs one transaction at a time, so there is no race for a missing guard to lose.
  it.skipIf(!process.env.DATABASE_URL)(
    'control, PostgreSQL only (PGlite serialises every transaction): without the guard, a read-then-write oversells, so the test can see a race',
    { timeout: 30_000 },
    async () => {
      const { app, url } = await listening({ orders: { reserveGuard: false } });
      const sailing = sailings[1]!;
      await cabinWithBerths(sailing);

      const answers = await stampede(app, url, sailing);
      const sold = answers.filter((a) => a.code === 200).length;
      const after = await inventory(sailing);
      // Lost updates: more orders (and berths in them) than the cabin had.
      expect(sold).toBeGreaterThan(BERTHS);
      expect(after.reserved).toBeGreaterThan(after.total);
      expect(after.remaining).not.toBe(after.total - after.reserved);
    },
  );
});
