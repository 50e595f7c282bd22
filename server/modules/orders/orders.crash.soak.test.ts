import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPglite, pgliteDataDir } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { freshBerths, type Berth } from '../../test/inventoryRace';
import { checkStorm, prepareStorm, runKillStorm, type StormAnswers, type StormCheck } from '../../test/killStorm';
import { createTestDb } from '../../test/testDb';

/**
 * `npm run soak`: kill -9 storms (issue 10, point 5). 1,000 order creations against a real
 * server process, killed with SIGKILL at random points and started again: on PostgreSQL 20
 * times, on PGlite 5. With CRASH_REPORT set to a file each storm appends its figures there as a
 * JSON line (scripts/bench/crash.mjs reads them).
 */

const ORDERS = 1000;
/** 20 cabin classes of 200 berths: no order is refused for want of berths */
const CABINS = 20;
const CAPACITY = 200;
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

function report(where: string, answers: StormAnswers, check: StormCheck): void {
  const file = process.env.CRASH_REPORT;
  if (!file) return;
  const { succeeded, ...counts } = answers;
  appendFileSync(file, `${JSON.stringify({ where, ...counts, succeeded: succeeded.length, ...check })}\n`);
}

const pick = (next: () => Berth) => Array.from({ length: CABINS }, next);

describe.runIf(process.env.DATABASE_URL)('kill -9 storm on PostgreSQL', () => {
  it(
    `${ORDERS} order creations, the server killed 20 times: every answered order whole, none half-written, berths add up`,
    { timeout: 1_800_000 },
    async () => {
      const testDb = await createTestDb();
      try {
        const berths = pick(await freshBerths(testDb.db));
        const buyer = await prepareStorm(testDb.db, berths, CAPACITY);
        const env = {
          DATABASE_URL: process.env.DATABASE_URL,
          DATABASE_SCHEMA: testDb.handle.schemaName,
          DATA_DIR: path.join(os.tmpdir(), 'portal-storm-unused'),
          STATIC_DIR: path.join(os.tmpdir(), 'portal-storm-no-client'),
        };
        const answers = await runKillStorm({ env, berths, orders: ORDERS, kills: 20 }, buyer.logonId);
        const check = await checkStorm(testDb.db, buyer.userId, berths, answers);
        report('PostgreSQL', answers, check);
        expect(answers.startFailure).toBeUndefined();
        expect(answers).toMatchObject({ kills: 20, restarts: 20, refused: 0 });
        expect(answers.succeeded.length).toBeGreaterThan(ORDERS / 2);
        expect(check).toMatchObject({ lost: 0, incomplete: 0, halfWritten: 0, berthMismatches: 0 });
      } finally {
        await testDb.close();
      }
    },
  );
});

describe('kill -9 storm on PGlite', () => {
  it(`${ORDERS} order creations, the server killed 5 times: it always starts again; what was lost is reported`, { timeout: 1_800_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-storm-'));
    folders.push(dataDir);
    // The folder is prepared here, before any server holds it: migrated, seeded, a buyer and berths.
    const setup = await fromPglite(await PGlite.create(pgliteDataDir(dataDir)), 'public');
    await prepareDatabase(setup, { includeDemo: true, now: new Date() });
    const berths = pick(await freshBerths(setup.db));
    const buyer = await prepareStorm(setup.db, berths, CAPACITY);
    await setup.close();

    const env = { DATA_DIR: dataDir, STATIC_DIR: path.join(os.tmpdir(), 'portal-storm-no-client') };
    const answers = await runKillStorm({ env, berths, orders: ORDERS, kills: 5 }, buyer.logonId);

    const after = await fromPglite(await PGlite.create(pgliteDataDir(dataDir)), 'public');
    try {
      const check = await checkStorm(after.db, buyer.userId, berths, answers);
      report('PGlite', answers, check);
      expect(answers.startFailure).toBeUndefined();
      expect(answers).toMatchObject({ kills: 5, restarts: 5 });
      // Commits are atomic even where the last ones are lost: nothing half-written, berths add up.
      expect(check).toMatchObject({ halfWritten: 0, berthMismatches: 0 });
      console.log(`PGlite storm: ${answers.succeeded.length} orders answered, ${check.lost} of them lost, ${check.incomplete} incomplete`);
    } finally {
      await after.close();
    }
  });
});
