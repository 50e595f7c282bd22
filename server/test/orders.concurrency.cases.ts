import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshBerths, liftHoldingCaps, runInventoryRace, type Berth, type RaceResult } from './inventoryRace';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { buildTestApp } from './testApp';
import { createTestDb, type TestDb } from './testDb';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { voyageInventory } from '../db/schema';
import { createInventoryRepository, type InventoryRepository } from '../modules/orders/inventory.repository';
import type { ModuleOverrides } from '../modules/registerModules';
import { newUser } from './orders.testkit';
import { oversellingInventory } from './oversellingOrders';

/**
 * The inventory races of issue 10 (point 4), declared for a number of repetitions: `npm test`
 * runs each once (orders.concurrency.test.ts), `npm run soak` twenty times
 * (orders.concurrency.soak.test.ts). Each race takes a sailing's cabin class nobody has ordered
 * from. With RACE_REPORT set to a file, every race appends its figures there as a JSON line
 * (scripts/bench/inventory.mjs reads them).
 */

const RACES = [
  { name: '200 buyers for the last 50 rooms or berths', submits: 200, capacity: 50 },
  { name: '100 buyers for the last room or berth', submits: 100, capacity: 1 },
] as const;

const BUYERS = 8;
/** Generous: the machine may be shared, and a PGlite race of 200 takes seconds. */
const timeoutFor = (repetitions: number) => ({ timeout: 90_000 * repetitions });
const onPostgres = Boolean(process.env.DATABASE_URL);

function report(where: string, race: string, result: RaceResult): void {
  const file = process.env.RACE_REPORT;
  if (!file) return;
  const { badSamples, other, ...figures } = result;
  appendFileSync(file, `${JSON.stringify({ where, race, ...figures, badSamples: badSamples.length, other: other.length })}\n`);
}

/** What every race with the guard on must show. */
function expectSoldOut(result: RaceResult): void {
  expect(result.other, 'answers other than an order or not-enough-tickets').toEqual([]);
  expect(result.sold).toBe(result.capacity);
  expect(result.orderNumbers).toBe(result.capacity);
  expect(result.notEnough).toBe(result.buyers - result.capacity);
  expect(result.badSamples, 'readings where sold + remaining was not the capacity').toEqual([]);
  expect(result.samples).toBeGreaterThan(1);
  expect(result.final).toEqual({ total: result.capacity, remaining: 0, sold: result.capacity });
}

/**
 * The inventory repository with the guard's condition taken out: `reserve` takes the units
 * whatever is left. Unlike the read-then-write control this needs no second transaction to
 * show, so PGlite (one transaction at a time) shows it too.
 */
function unguardedInventory(on: Db): InventoryRepository {
  return {
    ...createInventoryRepository({ db: on }),
    async reserve(voyageUuid: string, cabinClass: string, units: number): Promise<boolean> {
      await on
        .update(voyageInventory)
        .set({ remainingBerths: sql`${voyageInventory.remainingBerths} - ${units}` })
        .where(and(eq(voyageInventory.voyageUuid, voyageUuid), eq(voyageInventory.cabinClass, cabinClass)));
      return true;
    },
  };
}

export function declareInventoryRaces(repetitions: number): void {
  const where = onPostgres ? 'PostgreSQL' : 'PGlite';
  let testDb: TestDb;
  let nextBerth: () => Berth;
  let buyers: { authorization: string }[];
  const apps: FastifyInstance[] = [];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    testDb = await createTestDb();
    nextBerth = await freshBerths(testDb.db);
    await liftHoldingCaps(testDb.db);
    const login = await buildTestApp(testDb);
    apps.push(login);
    buyers = await Promise.all(Array.from({ length: BUYERS }, async () => (await newUser(login, testDb.db)).headers));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const app of apps) await app.close();
    await testDb.close();
  });

  /** The real application in this process, listening on a free port. */
  async function listening(overrides?: ModuleOverrides): Promise<string> {
    const app = await buildTestApp(testDb, { overrides });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  const race = (origins: string[], spec: (typeof RACES)[number]) =>
    runInventoryRace({ db: testDb.db, origins, buyers, berth: nextBerth(), capacity: spec.capacity, submits: spec.submits });

  describe(`inventory races on ${where}, one process`, () => {
    let origin: string;
    beforeAll(async () => {
      origin = await listening();
    });
    for (const spec of RACES) {
      it(`${spec.name}, ${repetitions}×: sold equals capacity at every reading, every loser hears 10409`, timeoutFor(repetitions), async () => {
        for (let i = 0; i < repetitions; i++) {
          const result = await race([origin], spec);
          report(where, spec.name, result);
          expectSoldOut(result);
        }
      });
    }
  });

  describe.runIf(onPostgres)('inventory races across two server processes on one PostgreSQL', () => {
    let origins: string[];
    beforeAll(async () => {
      const env = {
        DATABASE_URL: process.env.DATABASE_URL,
        DATABASE_SCHEMA: testDb.handle.schemaName,
        DATA_DIR: path.join(os.tmpdir(), 'portal-race-unused'),
        // a few accounts buy many rooms: the races measure the inventory, not the limits on holding
        MAX_UNPAID_ORDERS: '100000',
        ORDER_SUBMITS_PER_MINUTE: '0',
        STATIC_DIR: path.join(os.tmpdir(), 'portal-race-no-client'),
      };
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
      origins = servers.map((s) => s.origin);
    });
    for (const spec of RACES) {
      it(`${spec.name}, ${repetitions}×, submits split between the two: the same figures`, timeoutFor(repetitions), async () => {
        for (let i = 0; i < repetitions; i++) {
          const result = await race(origins, spec);
          report('two processes', spec.name, result);
          expectSoldOut(result);
        }
      });
    }
  });

  // Without its condition the guard is caught on either database: the table's check refuses
  // the decrement below zero, so the losers hear HTTP 500 where 10409 was due.
  describe(`control on ${where}: the reservation guard's condition taken out`, () => {
    let origin: string;
    beforeAll(async () => {
      origin = await listening({ inventoryFor: unguardedInventory });
    });
    it(`the sold-out checks fail in each of ${repetitions} runs: the losers do not hear 10409`, timeoutFor(repetitions), async () => {
      for (let i = 0; i < repetitions; i++) {
        const spec = RACES[0];
        const result = await race([origin], spec);
        report('control, no condition', spec.name, result);
        expect(() => expectSoldOut(result)).toThrow();
        expect(result.notEnough).toBe(0);
        expect(result.other.map((answer) => answer.status)).toEqual(Array.from({ length: spec.submits - spec.capacity }, () => 500));
      }
    });
  });

  // A read then a write is only wrong when two transactions interleave. PGlite runs one
  // transaction at a time, so this control, and the atomicity of the guard it stands for, can
  // only be checked on PostgreSQL: on PGlite the races above check the guard's condition and the
  // exact counts, not its atomicity.
  describe.runIf(onPostgres)('control: the reservation guard as a read then a write (PostgreSQL only)', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await listening({ inventoryFor: oversellingInventory });
    });
    it(`a read-then-write oversells in each of ${repetitions} runs, and the readings show it`, timeoutFor(repetitions), async () => {
      for (let i = 0; i < repetitions; i++) {
        const result = await race([origin], RACES[0]);
        report('control, guard off', RACES[0].name, result);
        expect(result.oversold).toBe(true);
        expect(result.sold).toBeGreaterThan(result.capacity);
        expect(result.badSamples.length).toBeGreaterThan(0);
      }
    });
  });
}
