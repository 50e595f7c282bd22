import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { buildServer, serverBuildIsStale } from '../../scripts/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a dump of a migrated and seeded PGlite; empty when the suite runs on PostgreSQL */
    pgliteDump: string;
  }
}

/**
 * Migrating a fresh PGlite takes seconds, so it is done once per run: every test
 * file starts its own in-memory copy from this dump. On PostgreSQL (DATABASE_URL)
 * each test file makes its own schema instead, and there is nothing to prepare.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The tests that start processes run the built server (dist-server/), as production does: a
  // bundle starts in a fraction of the time tsx takes to compile the sources on every start.
  if (serverBuildIsStale()) await buildServer();
  if (process.env.DATABASE_URL) {
    project.provide('pgliteDump', '');
    return async () => {};
  }
  const client = new PGlite();
  const handle = await fromPglite(client, 'public');
  await prepareDatabase(handle, { includeDemo: true, now: new Date() });
  const dump = await client.dumpDataDir('none');
  await handle.close();

  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-db-'));
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
