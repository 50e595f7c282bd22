import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA } from './test/login';
import { startServerProcess } from './test/serverProcess';
import { sigtermWithDownloadsInFlight, START_GRACE_MS, startCommandDatabase } from './test/shutdownUnderLoad';

/**
 * SIGTERM to the documented start commands, run as an operator runs them (`npm run serve`,
 * `npm run start:cluster`; `npm start`, which builds the client as well, in the soak), with 20
 * slow downloads in flight: every one answers 200 with a whole PDF, and the command exits 0
 * within the grace period. PGlite in npm test's pass; PostgreSQL (and the cluster) in CI's
 * PostgreSQL pass.
 */

const databaseUrl = process.env.DATABASE_URL;
const GRACE_MS = START_GRACE_MS;
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

const START_COMMANDS: { name: string; args: string[]; env?: Record<string, string>; needsPostgres?: boolean }[] = [
  { name: 'npm run serve', args: ['run', 'serve'] },
  { name: 'npm run start:cluster', args: ['run', 'start:cluster'], env: { WORKERS: '2' }, needsPostgres: true },
];

describe.each(START_COMMANDS.filter((command) => !command.needsPostgres || databaseUrl))('$name', ({ args, env }) => {
  it(`finishes 20 downloads in flight after SIGTERM and exits 0 within the grace period (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const server = await startServerProcess({ ...startCommandDatabase(cleanups), ...env }, 240_000, ['npm', ...args]);
    cleanups.push(() => server.crash());
    const result = await sigtermWithDownloadsInFlight(server, TEST_CAPTCHA);
    expect(result.errors).toEqual([]);
    expect(result.statuses).toEqual(Array(20).fill(200));
    expect(result.completePdfs).toBe(20);
    expect({ exitCode: result.exitCode, signal: result.signal }).toEqual({ exitCode: 0, signal: null });
    expect(result.stoppedInMs).toBeLessThan(GRACE_MS);
    expect(server.output()).toMatch(/SIGTERM: finishing the requests in flight/);
  }, 360_000);
});
