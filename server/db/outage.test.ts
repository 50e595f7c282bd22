import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voyagePaths } from '../../src/domain/voyages';
import { canRunPrivatePostgres, createPrivatePostgres, type PrivatePostgres } from '../test/privatePostgres';
import { startServerProcess, type ServerProcess } from '../test/serverProcess';

/**
 * The server survives its database: PostgreSQL stopped for 10 s and started again under load, and
 * every connection of the servers terminated by an administrator. One single process and a
 * two-worker cluster, both on a PostgreSQL of the test's own. It needs no DATABASE_URL, so it runs
 * once, in npm test's pass; the PostgreSQL pass of CI skips it.
 */
const RUN = canRunPrivatePostgres() && !process.env.DATABASE_URL;
const CLUSTER = fileURLToPath(new URL('../../dist-server/cluster.js', import.meta.url));
// A public read that asks the database every time (berths are never cached).
const READ = `/api${voyagePaths.next}`;
const STATEMENT_TIMEOUT_MS = 3_000;
const OUTAGE_MS = 10_000;

interface Call {
  startedAt: number;
  ms: number;
  status: number;
  code: unknown;
  jpMessage: unknown;
}

/** `concurrency` loops of reads against `origin` until `stop()`; every answer recorded. */
function load(origin: string, concurrency: number) {
  const calls: Call[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const startedAt = Date.now();
      try {
        const response = await fetch(origin + READ, { signal: AbortSignal.timeout(30_000) });
        const body = (await response.json()) as { code?: unknown; jpMessage?: unknown };
        calls.push({ startedAt, ms: Date.now() - startedAt, status: response.status, code: body.code, jpMessage: body.jpMessage });
      } catch {
        calls.push({ startedAt, ms: Date.now() - startedAt, status: 0, code: undefined, jpMessage: undefined });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    calls,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** /readyz every 250 ms until `stop()`. */
function watchReadiness(origin: string) {
  const samples: { at: number; status: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const at = Date.now();
      const status = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.status,
        () => 0,
      );
      samples.push({ at, status });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await done;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(RUN)('the server and the cluster survive their database', () => {
  let pg: PrivatePostgres;
  let single: ServerProcess;
  let clustered: ServerProcess;

  beforeAll(async () => {
    pg = await createPrivatePostgres();
    const env = {
      DATABASE_URL: pg.url,
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_POOL_SIZE: '4',
      STATIC_DIR: path.join(os.tmpdir(), 'portal-outage-no-client'),
    };
    single = await startServerProcess(env, 180_000);
    clustered = await startServerProcess({ ...env, WORKERS: '2' }, 180_000, [process.execPath, CLUSTER]);
  }, 400_000);

  afterAll(async () => {
    await Promise.all([single?.stop(), clustered?.stop()]);
    pg?.destroy();
  }, 60_000);

  it('answers 503 promptly while PostgreSQL is stopped for 10 s, is not ready meanwhile, and serves every call once it is back', async () => {
    const servers = [single, clustered];
    // Warm: the first read of a process fills its caches.
    for (const server of servers) for (let i = 0; i < 3; i++) await fetch(server.origin + READ);
    const loads = servers.map((server) => load(server.origin, 4));
    const readiness = servers.map((server) => watchReadiness(server.origin));
    await sleep(4_000);

    const stoppedAt = Date.now();
    await pg.stop();
    await sleep(OUTAGE_MS);
    const restartingAt = Date.now();
    await pg.start();
    const backAt = Date.now();
    await sleep(6_000);
    await Promise.all([...loads, ...readiness].map((watcher) => watcher.stop()));

    for (const [i, server] of servers.entries()) {
      const name = i === 0 ? 'single process' : 'cluster';
      const { calls } = loads[i]!;
      // Before: all served.
      const before = calls.filter((c) => c.startedAt + c.ms < stoppedAt);
      expect(before.length, name).toBeGreaterThanOrEqual(4);
      expect(
        before.every((c) => c.status === 200),
        name,
      ).toBe(true);

      // During: the 503 envelope in both languages, each within the statement time-out.
      const during = calls.filter((c) => c.startedAt > stoppedAt + 1_000 && c.startedAt + c.ms < restartingAt);
      expect(during.length, name).toBeGreaterThan(10);
      for (const call of during) {
        expect({ name, status: call.status, code: call.code }).toEqual({ name, status: 503, code: 503 });
        expect(call.jpMessage).toBe('サービスは一時的にご利用いただけません。しばらくしてから再度お試しください');
        expect(call.ms).toBeLessThanOrEqual(STATEMENT_TIMEOUT_MS + 1_000);
      }

      // After: every call started once PostgreSQL was back succeeds.
      const after = calls.filter((c) => c.startedAt > backAt);
      expect(after.length, name).toBeGreaterThanOrEqual(4);
      expect(
        after.filter((c) => c.status !== 200),
        name,
      ).toEqual([]);

      // Readiness: 503 during, 200 after.
      const { samples } = readiness[i]!;
      const readyDuring = samples.filter((s) => s.at > stoppedAt + 1_000 && s.at < restartingAt - 500);
      expect(readyDuring.length, name).toBeGreaterThan(5);
      expect(
        readyDuring.every((s) => s.status === 503),
        name,
      ).toBe(true);
      expect(
        samples.filter((s) => s.at > backAt + 1_000).every((s) => s.status === 200),
        name,
      ).toBe(true);

      // No process died: the single server lives, and the cluster replaced no worker.
      expect(server.child.exitCode, name).toBeNull();
      expect(server.output(), name).not.toMatch(/Worker \d+ stopped/);
    }
  }, 120_000);

  it('serves the next calls after an administrator terminates every connection of the servers', async () => {
    // Every server has connections open now.
    for (const server of [single, clustered]) for (let i = 0; i < 5; i++) expect((await fetch(server.origin + READ)).status).toBe(200);
    const terminated = pg
      .psql("select count(*) from (select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'ferry-portal') t")
      .trim();
    expect(Number(terminated)).toBeGreaterThanOrEqual(3);
    // The backends are gone (their processes exited, and the servers were told so).
    for (let i = 0; i < 50 && pg.psql("select count(*) from pg_stat_activity where application_name = 'ferry-portal'").trim() !== '0'; i++) await sleep(100);
    await sleep(200);

    for (const server of [single, clustered]) {
      const statuses = [];
      for (let i = 0; i < 20; i++) statuses.push((await fetch(server.origin + READ)).status);
      expect(statuses).toEqual(Array(20).fill(200));
      expect(server.child.exitCode).toBeNull();
    }
    expect(clustered.output()).not.toMatch(/Worker \d+ stopped/);
  }, 60_000);
});
