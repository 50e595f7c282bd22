/**
 * One server process for the two-process sweep test (orders.sweep.test.ts): builds the real
 * application against DATABASE_URL and DATABASE_SCHEMA, says "ready", waits for "go" on its
 * standard input, runs one sweep round at the clock SWEEP_NOW, prints the result as JSON and exits.
 */
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { fromPostgres } from '../db/client';

async function run(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
  const handle = fromPostgres(config.databaseUrl, config.databaseSchema);
  const now = new Date(String(process.env.SWEEP_NOW));
  // Errors to stderr, which the test reads: a sweep refused an order it should not have seen.
  const app = await buildApp({ config, db: handle.db, clock: () => now, logger: { level: 'error', stream: process.stderr } });
  await app.ready();
  // Warm the pool: both processes should reach the lock at the same moment, not after a connect.
  await handle.db.execute(sql`select 1`);
  process.stdout.write('ready\n');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) if (line.trim() === 'go') break;
  const result = await app.orderSweep.sweepOnce();
  process.stdout.write(`${JSON.stringify(result)}\n`);
  lines.close();
  await app.close();
  await handle.close();
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
