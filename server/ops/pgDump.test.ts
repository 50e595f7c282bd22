import { exec } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPostgres } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { pgCommands } from './embeddedBackup';

const databaseUrl = process.env.DATABASE_URL;

/**
 * On PostgreSQL the portal's backup is pg_dump: this runs the very lines the
 * backup command prints (server/ops/embeddedBackup.ts) on a migrated schema of
 * its own, drops the schema, restores it and counts the rows again.
 */
describe.skipIf(!databaseUrl)('pg_dump and pg_restore as the backup commands print them', () => {
  it('bring back a dropped schema with its rows', async () => {
    const schemaName = `backup_${randomBytes(6).toString('hex')}`;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pgdump-'));
    const handle = fromPostgres(databaseUrl!, schemaName);
    const schema = sql.identifier(schemaName);
    // node-postgres answers execute with its result object; drizzle types it loosely.
    const rows = async (query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const counts = async () =>
      (
        await rows(
          sql`select (select count(*)::int from ${schema}.settings) as settings, (select count(*)::int from ${schema}.__drizzle_migrations) as migrations`,
        )
      )[0] as {
        settings: number;
        migrations: number;
      };
    try {
      await prepareDatabase(handle, { includeDemo: false, now: new Date() });
      await handle.db.execute(sql`insert into ${schema}.settings (key, value) values ('backup-test-marker', '"original"')`);
      const before = await counts();
      expect(before.settings).toBeGreaterThan(1);

      const [dump, restore] = pgCommands(schemaName)
        .split('\n')
        .map((line) => line.trim());
      const shell = (line: string) => promisify(exec)(line, { cwd: dir, env: { ...process.env, DATABASE_URL: databaseUrl } });
      await shell(dump!);
      await handle.db.execute(sql`drop schema ${schema} cascade`);
      await shell(restore!);

      expect(await counts()).toEqual(before);
      expect(await rows(sql`select value from ${schema}.settings where key = 'backup-test-marker'`)).toEqual([{ value: 'original' }]);
    } finally {
      await handle.db.execute(sql`drop schema if exists ${schema} cascade`);
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
