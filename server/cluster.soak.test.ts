import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/domain/apiPaths';
import { canRunPrivatePostgres, createPrivatePostgres, type PrivatePostgres } from './test/privatePostgres';

const CLUSTER = fileURLToPath(new URL('./cluster.ts', import.meta.url));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** `npm run start:cluster` with `env` (DATABASE_URL only when given), its output gathered. */
function startCluster(env: Record<string, string | undefined>) {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', CLUSTER], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      STATIC_DIR: path.join(os.tmpdir(), 'portal-cluster-no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const waiters: { test: () => boolean; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of [...waiters]) {
      if (!w.test()) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    /** resolves once the output matches `pattern` `times` times */
    saw(pattern: RegExp, times = 1): Promise<void> {
      const test = () => (output.match(new RegExp(pattern.source, 'g')) ?? []).length >= times;
      if (test()) return Promise.resolve();
      const seen = new Promise<void>((resolve) => waiters.push({ test, resolve }));
      const died = exited.then((code) => Promise.reject(new Error(`the cluster exited (${code}) before printing ${pattern}:\n${output}`)));
      return Promise.race([seen, died]);
    },
  };
}

const READY = /Portal ready at http:\/\/[^:]+:(\d+)\//;

function workerPids(primaryPid: number): number[] {
  let listing: string;
  try {
    listing = execFileSync('ps', ['-o', 'pid=', '--ppid', String(primaryPid)], { encoding: 'utf8' });
  } catch (error) {
    // ps exits 1 when no process matched.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
  return listing
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

describe('npm run start:cluster', () => {
  it('refuses to start without DATABASE_URL, saying why', async () => {
    const cluster = startCluster({ DATA_DIR: path.join(os.tmpdir(), 'portal-cluster-unused') });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toContain('Cannot start the cluster: DATABASE_URL is not set');
    expect(cluster.output()).toContain('PGlite serves a single process');
  });

  it.runIf(process.env.DATABASE_URL)(
    'runs WORKERS processes on one port and schema, seeds once, replaces a killed worker and stops on SIGTERM',
    { timeout: 400_000 },
    async () => {
      const schema = `test_cluster_${Date.now().toString(36)}`;
      const pg = await import('pg');
      const admin = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const cluster = startCluster({ DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema, WORKERS: '2' });
        await cluster.saw(READY, 2);
        const ports = [...cluster.output().matchAll(new RegExp(READY.source, 'g'))].map((m) => m[1]);
        expect(new Set(ports).size, 'both workers share one port').toBe(1);
        // The advisory lock lets one worker migrate and seed; the other finds nothing left to do.
        expect(cluster.output().match(/Seeded: /g)).toHaveLength(1);
        const adultAge = async () => (await fetch(`http://127.0.0.1:${ports[0]}/api${paths.adultAge}`)).json();
        expect(await adultAge()).toMatchObject({ code: 200, data: 12 });

        const workers = workerPids(cluster.child.pid!);
        expect(workers).toHaveLength(2);
        process.kill(workers[0]!, 'SIGKILL');
        await cluster.saw(new RegExp(`Worker ${workers[0]} stopped after serving \\d+ s \\(SIGKILL\\); starting another`));
        await cluster.saw(READY, 3);
        expect(workerPids(cluster.child.pid!)).toHaveLength(2);
        expect(await adultAge()).toMatchObject({ code: 200, data: 12 });

        const last = workerPids(cluster.child.pid!);
        cluster.child.kill('SIGTERM');
        expect(await cluster.exited).toBe(0);
        const alive = last.filter((pid) => {
          try {
            process.kill(pid, 0);
            return true;
          } catch {
            return false;
          }
        });
        expect(alive, 'workers left running after the primary stopped').toEqual([]);
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      }
    },
  );

  it('refuses a worker count × pool size over the connection budget, with the arithmetic', async () => {
    const cluster = startCluster({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unused', WORKERS: '10', DATABASE_POOL_SIZE: '10' });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toContain(
      '10 processes × DATABASE_POOL_SIZE 10 = 100 connections, more than the database allows the portal: DATABASE_MAX_CONNECTIONS 100 − DATABASE_RESERVED_CONNECTIONS 10 = 90.',
    );
  });

  describe.runIf(canRunPrivatePostgres())('on a PostgreSQL of its own', () => {
    let pg: PrivatePostgres;
    beforeAll(async () => {
      pg = await createPrivatePostgres();
    }, 120_000);
    afterAll(() => pg?.destroy());

    const connections = () => Number(pg.psql("select count(*) from pg_stat_activity where application_name = 'ferry-portal'").trim());

    it('keeps ten workers within the configured connection budget under load', { timeout: 600_000 }, async () => {
      const cluster = startCluster({ DATABASE_URL: pg.url, WORKERS: '10', DATABASE_POOL_SIZE: '3', DATABASE_MAX_CONNECTIONS: '120' });
      try {
        await cluster.saw(READY, 10);
        const port = READY.exec(cluster.output())![1];
        const url = `http://127.0.0.1:${port}/api${paths.adultAge}`;
        let most = 0;
        let running = true;
        const sampler = (async () => {
          while (running) {
            most = Math.max(most, connections());
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })();
        const statuses: number[] = [];
        const until = Date.now() + 8_000;
        await Promise.all(
          Array.from({ length: 60 }, async () => {
            while (Date.now() < until) statuses.push((await fetch(url)).status);
          }),
        );
        running = false;
        await sampler;
        expect(statuses.length).toBeGreaterThan(100);
        expect(statuses.filter((status) => status !== 200)).toEqual([]);
        expect(most, 'connections open at the busiest moment').toBeGreaterThan(3);
        expect(most, 'connections open at the busiest moment').toBeLessThanOrEqual(10 * 3);
      } finally {
        cluster.child.kill('SIGTERM');
        expect(await cluster.exited).toBe(0);
      }
    });

    it('never gives up: workers that cannot reach the database are started again with back-off, and serve once it is back', { timeout: 300_000 }, async () => {
      await pg.stop();
      const cluster = startCluster({ DATABASE_URL: pg.url, WORKERS: '2', DATABASE_STARTUP_WAIT_MS: '1000' });
      try {
        await cluster.saw(/Database not reachable yet \(ECONNREFUSED/);
        await cluster.saw(/stopped before it could serve .*starting another in 1 s/);
        await cluster.saw(/stopped before it could serve .*starting another in 2 s/);
        expect(cluster.child.exitCode).toBeNull();
        await pg.start();
        await cluster.saw(READY, 2);
        const port = READY.exec(cluster.output())![1];
        expect(await (await fetch(`http://127.0.0.1:${port}/api${paths.adultAge}`)).json()).toMatchObject({ code: 200, data: 12 });
      } finally {
        cluster.child.kill('SIGTERM');
        expect(await cluster.exited).toBe(0);
      }
    });
  });
});
