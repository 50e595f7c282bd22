/**
 * The API bench's server (scripts/bench/api.mjs spawns it): the real application, migrated and
 * seeded as server/main.ts does, plus a bare route answering a fixed object, which is the
 * yardstick the reads are measured against. It also prepares what the load needs (a day with
 * sailings, 20 sailings x 5 cabin classes with berths to spare, logged-in users) and prints it
 * as one JSON line starting with READY. Configuration comes from the environment like the
 * server's (DATABASE_URL + DATABASE_SCHEMA, or DATA_DIR for PGlite; PORT).
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { routes, users, voyageInventory, voyages } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/users.seed';
import { emailKey, phoneKey } from '../../server/lib/accountKeys';
import { logonIdKey } from '../../server/lib/auth/logonIdKey';
import { loginOverHttp } from '../../server/test/httpLogin';
import { liftHoldingCaps } from '../../server/test/inventoryRace';
import { hashPassword } from '../../server/lib/auth/passwords';
import { ORDER_PATHS } from '../../src/domain/ticketing/order';
import { localDate, voyagePaths } from '../../src/domain/voyages';

const SAILINGS = 20;
const CABINS = 5;
const USERS = Number(process.env.BENCH_USERS || 100);
const BERTHS = 1_000_000;
const DAY = 24 * 3600 * 1000;

// Counting statements per request (BENCH_COUNT_QUERIES=1): every pool query goes through pg.Client#query.
let statements = 0;
if (process.env.BENCH_COUNT_QUERIES === '1') {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements++;
    if (process.env.BENCH_LOG_QUERIES === '1') {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      console.error(`SQL ${text?.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

// The load comes from 127.0.0.1 at thousands of requests a second: the general API limit stays on
// (its cost is part of what is measured) but out of reach, unless the environment sets it.
// Likewise the limits on holding: 100 users create thousands of orders (each one room or berth),
// so the unpaid-order limit and the submit rate are out of reach, and so is the per-account cap
// of units held per sailing (dictionary data, lifted below); their checks still run.
const config = loadConfig({
  RATE_LIMIT_PER_IP: '1000000000',
  RATE_LIMIT_PER_USER: '1000000000',
  MAX_UNPAID_ORDERS: '1000000000',
  ORDER_SUBMITS_PER_MINUTE: '0',
  ...process.env,
  LOG_LEVEL: 'silent',
});
const handle = await openDb(config);
await prepareDatabase(handle, { includeDemo: true, now: new Date() });
const { db } = handle;

const app = await buildApp({ config, db });
const fixed = { code: 200, data: { ok: true, name: 'bare' }, message: 'success' };
app.get('/bench/bare', async () => fixed);
app.get('/bench/statements', async () => ({ statements }));
await app.listen({ port: config.port, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// The read: the route with the most sailings ahead, on a day with at least one of them.
const soon = new Date(Date.now() + 2 * DAY);
const [busiest] = await db
  .select({ code: voyages.routeCode, sailings: count() })
  .from(voyages)
  .where(and(eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, soon)))
  .groupBy(voyages.routeCode)
  .orderBy(sql`count(*) desc`, asc(voyages.routeCode))
  .limit(1);
if (!busiest) throw new Error('the seeded database has no sailings ahead');
const [route] = await db.select().from(routes).where(eq(routes.code, busiest.code));
const [firstSailing] = await db
  .select()
  .from(voyages)
  .where(and(eq(voyages.routeCode, busiest.code), eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, soon)))
  .orderBy(asc(voyages.departureTime))
  .limit(1);
const readQuery = new URLSearchParams({
  departurePort: route!.departurePort,
  arrivalPort: route!.arrivalPort,
  date: localDate(firstSailing!.departureTime, route!.departurePort),
});

// The orders: 20 sailings ahead that sell 5 cabin classes, each class with berths to spare.
const candidates = await db
  .select({ uuid: voyages.uuid, classes: count() })
  .from(voyages)
  .innerJoin(voyageInventory, eq(voyageInventory.voyageUuid, voyages.uuid))
  .where(and(eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, soon)))
  .groupBy(voyages.uuid, voyages.departureTime)
  .having(sql`count(*) >= ${CABINS}`)
  .orderBy(asc(voyages.departureTime))
  .limit(SAILINGS);
if (candidates.length < SAILINGS) throw new Error(`only ${candidates.length} sailings sell ${CABINS} cabin classes`);
const orderUuids = candidates.map((c) => c.uuid);
// BERTHS units each: rooms of the room classes (one per order), berths of the berth classes.
await db.update(voyageInventory).set({ totalBerths: BERTHS, remainingBerths: BERTHS }).where(inArray(voyageInventory.voyageUuid, orderUuids));
await liftHoldingCaps(db);
const inventory = await db
  .select({ voyageUuid: voyageInventory.voyageUuid, cabinClass: voyageInventory.cabinClass })
  .from(voyageInventory)
  .where(inArray(voyageInventory.voyageUuid, orderUuids))
  .orderBy(asc(voyageInventory.voyageUuid), asc(voyageInventory.cabinClass));
const legs = orderUuids.flatMap((uuid) => inventory.filter((i) => i.voyageUuid === uuid).slice(0, CABINS));

// Users: inserted with one shared password hash (hashing is not what is measured), logged in
// through the real token endpoint with the known test captcha.
const passwordHash = await hashPassword(DEMO_PASSWORD);
const tag = randomBytes(3).toString('hex');
const logonIds = Array.from({ length: USERS }, (_, i) => `bench_${tag}_${i}`);
await db.insert(users).values(
  logonIds.map((logonId) => {
    const email = `${logonId}@example.com`;
    return {
      logonId,
      logonIdKey: logonIdKey(logonId),
      passwordHash,
      role: 'individual' as const,
      nickname: logonId,
      cnName: '',
      email,
      emailKey: emailKey(email),
      phone: '',
      phoneKey: phoneKey(''),
      enterpriseId: null,
    };
  }),
);
const captcha = config.auth.testCaptcha;
if (!captcha) throw new Error('PORTAL_TEST_CAPTCHA must be set for the bench logins');
const tokens: string[] = [];
for (const logonId of logonIds) tokens.push(await loginOverHttp(origin, logonId, captcha));

console.log(`READY ${JSON.stringify({ origin, readPath: `/api${voyagePaths.list}?${readQuery}`, orderPath: `/api${ORDER_PATHS.save}`, legs, tokens })}`);

const shutdown = async () => {
  await app.close();
  if (process.env.BENCH_DROP_SCHEMA === '1' && handle.driver === 'pg') await db.execute(sql.raw(`drop schema if exists "${handle.schemaName}" cascade`));
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
