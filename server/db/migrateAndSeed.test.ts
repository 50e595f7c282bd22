import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/testDb';
import { fromPostgres } from './client';
import { migrate } from './migrate';
import { prepareDatabase } from './prepare';
import { announcements, dictionaryItems, seedLog, settings } from './schema';
import { runSeeds } from './seed/runSeeds';
import type { SeedStep } from './seed/seedStep';
import { seedSteps } from './seed/steps';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

const countOf = async (table: typeof dictionaryItems | typeof announcements | typeof seedLog) => (await testDb.db.select({ n: count() }).from(table))[0]?.n;

describe('migrations', () => {
  it('can run again on a migrated database without changing anything', async () => {
    const before = await countOf(dictionaryItems);
    await migrate(testDb.handle);
    await migrate(testDb.handle);
    expect(await countOf(dictionaryItems)).toBe(before);
    const applied = await testDb.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(testDb.handle.schemaName)}.${sql.identifier('__drizzle_migrations')}`,
    );
    // Both drivers answer raw SQL with { rows }; the common Db type leaves the result unknown.
    // Every migration of the journal applied exactly once.
    const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    expect((applied as { rows: unknown[] }).rows[0]).toEqual({ n: journal.entries.length });
  });
});

describe.runIf(process.env.DATABASE_URL)('several processes starting together on PostgreSQL', () => {
  it('take turns: each migration and seed step is applied once', async () => {
    const url = process.env.DATABASE_URL!;
    const schemaName = `test_race_${Date.now().toString(36)}`;
    const handles = [fromPostgres(url, schemaName), fromPostgres(url, schemaName), fromPostgres(url, schemaName)];
    try {
      const applied = await Promise.all(handles.map((h) => prepareDatabase(h, { includeDemo: true, now: new Date() })));
      expect(applied.flat().sort()).toEqual(seedSteps.map((s) => s.name).sort());
      expect((await handles[0]!.db.select({ n: count() }).from(seedLog))[0]?.n).toBe(seedSteps.length);
    } finally {
      await handles[0]!.db.execute(sql`DROP SCHEMA IF EXISTS ${sql.identifier(schemaName)} CASCADE`);
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});

describe('seeds', () => {
  it('recorded every step once', async () => {
    const names = (await testDb.db.select({ name: seedLog.name }).from(seedLog)).map((r) => r.name);
    expect(names.sort()).toEqual(seedSteps.map((s) => s.name).sort());
  });

  it('do not run again', async () => {
    const before = [await countOf(dictionaryItems), await countOf(announcements)];
    const applied = await runSeeds(testDb.db, { steps: seedSteps, includeDemo: true, now: new Date() });
    expect(applied).toEqual([]);
    expect([await countOf(dictionaryItems), await countOf(announcements)]).toEqual(before);
  });

  it('run a step added later exactly once, on existing data', async () => {
    let runs = 0;
    const later: SeedStep = {
      name: 'test.later-step',
      demoOnly: false,
      async run(db) {
        runs++;
        await db.insert(settings).values({ key: 'test.later', value: { ok: true } });
      },
    };
    expect(await runSeeds(testDb.db, { steps: [...seedSteps, later], includeDemo: true, now: new Date() })).toEqual(['test.later-step']);
    expect(await runSeeds(testDb.db, { steps: [...seedSteps, later], includeDemo: true, now: new Date() })).toEqual([]);
    expect(runs).toBe(1);
  });

  it('skip demo steps without demo content, and run them when demo content is allowed later', async () => {
    const demo: SeedStep = {
      name: 'test.demo-step',
      demoOnly: true,
      async run() {},
    };
    expect(await runSeeds(testDb.db, { steps: [demo], includeDemo: false, now: new Date() })).toEqual([]);
    expect(await testDb.db.select().from(seedLog).where(eq(seedLog.name, demo.name))).toEqual([]);
    expect(await runSeeds(testDb.db, { steps: [demo], includeDemo: true, now: new Date() })).toEqual(['test.demo-step']);
  });

  it('leave no trace of a step that fails, so it runs again next time', async () => {
    const failing: SeedStep = {
      name: 'test.failing-step',
      demoOnly: false,
      async run(db) {
        await db.insert(settings).values({ key: 'test.half-done', value: 1 });
        throw new Error('disk full');
      },
    };
    await expect(runSeeds(testDb.db, { steps: [failing], includeDemo: true, now: new Date() })).rejects.toThrow('disk full');
    expect(await testDb.db.select().from(seedLog).where(eq(seedLog.name, failing.name))).toEqual([]);
    expect(await testDb.db.select().from(settings).where(eq(settings.key, 'test.half-done'))).toEqual([]);
  });

  it('mark demo content as such: base steps are never demo-only, announcements, demo accounts and their container bookings are', () => {
    const demoOnly = seedSteps.filter((s) => s.demoOnly).map((s) => s.name);
    expect(demoOnly).toEqual([
      'demo.announcements',
      'demo.users',
      'demo.voyages',
      'demo.announcements-more',
      'demo.container-bookings',
      'demo.container-tracking',
    ]);
  });
});
