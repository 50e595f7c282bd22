import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config';
import { fromPglite, fromPostgres, type Db, type DbHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { TEST_CAPTCHA } from './login';

export interface TestDb {
  db: Db;
  handle: DbHandle;
  /** configuration matching this database, logging off, no built client */
  config: Config;
  /** the seeding time */
  seededAt: Date;
  /** closes the connection; on PostgreSQL also drops the schema */
  close(): Promise<void>;
}

/**
 * A migrated and seeded database of its own for one test file: an in-memory
 * PGlite copied from the run's dump, or a fresh schema in DATABASE_URL's
 * database. Call it in beforeAll and `close()` in afterAll.
 */
export async function createTestDb(): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL;
  const schemaName = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : 'public';
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schemaName,
    LOG_LEVEL: 'silent',
    // Lets loginAs (server/test/login.ts) pass the captcha; captcha tests turn it off.
    PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
    NODE_ENV: 'test',
    // The general API rate limit is off: one test file sends thousands of requests from one address
    // (the fuzzing); its own tests (server/lib/apiRateLimit.test.ts) turn it on.
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_USER: '0',
    // Likewise the limits on holding: test files submit many orders per user; their own tests
    // (server/modules/orders/orders.limits.routes.test.ts) set them.
    MAX_UNPAID_ORDERS: '1000',
    ORDER_SUBMITS_PER_MINUTE: '0',
    DATA_DIR: path.join(os.tmpdir(), 'portal-test-data-unused'),
    STATIC_DIR: path.join(os.tmpdir(), 'portal-test-no-client'),
  });

  const handle = databaseUrl ? fromPostgres(databaseUrl, schemaName) : await loadPgliteCopy();
  // On the PGlite copy these are no-ops, which the suite thereby checks on every file.
  const seededAt = new Date();
  await prepareDatabase(handle, { includeDemo: true, now: seededAt });

  return {
    db: handle.db,
    handle,
    config,
    seededAt,
    async close() {
      if (handle.driver === 'pg') await handle.db.execute(sql`DROP SCHEMA ${sql.identifier(schemaName)} CASCADE`);
      await handle.close();
    },
  };
}

async function loadPgliteCopy(): Promise<DbHandle> {
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('No PGlite dump: run the server tests through vitest (server/test/globalSetup.ts)');
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(dump)]) });
  return fromPglite(client, 'public');
}
