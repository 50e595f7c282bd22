import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/domain/apiPaths';
import { LOCK_FILE } from './db/lock';
import { BUILT_MAIN } from './test/serverProcess';

const children: ChildProcess[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-main-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  output: () => string;
  /** resolves with the port once the server is ready, or with the exit code if it stops first */
  started: Promise<{ port: number } | { exitCode: number | null }>;
}

/** Runs the built server (dist-server/main.js) as `npm run serve` does, on a random port. */
function startServer(env: Record<string, string | undefined>): Server {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [BUILT_MAIN], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', STATIC_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const started = new Promise<{ port: number } | { exitCode: number | null }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Portal ready at http:\/\/[^:]+:(\d+)\//.exec(output);
      if (ready) resolve({ port: Number(ready[1]) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (exitCode) => resolve({ exitCode }));
  });
  return { child, output: () => output, started };
}

async function adultAge(port: number): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/api${paths.adultAge}`);
  return response.json();
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe.runIf(process.env.DATABASE_URL)('the server process on PostgreSQL', () => {
  it('starts in its schema, answers, and stops cleanly', async () => {
    const schema = `test_main_${Date.now().toString(36)}`;
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const server = startServer({ DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema, DATA_DIR: path.join(dataDir, 'unused') });
      const start = await server.started;
      expect(start, server.output()).toHaveProperty('port');
      expect(server.output()).toContain(`PostgreSQL, schema ${schema}`);
      expect(await adultAge((start as { port: number }).port)).toMatchObject({ code: 200, data: 12 });
      expect(existsSync(path.join(dataDir, 'unused', LOCK_FILE))).toBe(false);
      server.child.kill('SIGTERM');
      await exited(server.child);
      expect(server.child.exitCode).toBe(0);
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
  });
});

// Its processes never see DATABASE_URL: CI's PostgreSQL pass would only repeat them.
describe.skipIf(process.env.DATABASE_URL)('the server process on PGlite', () => {
  it('refuses, naming the pid, a data folder that a live process holds', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(holder);
    const folder = path.join(dataDir, 'held');
    await new Promise((resolve) => holder.once('spawn', resolve));
    await rm(folder, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(folder, { recursive: true }));
    writeFileSync(path.join(folder, LOCK_FILE), String(holder.pid));

    const server = startServer({ DATA_DIR: folder });
    expect(await server.started).toEqual({ exitCode: 1 });
    expect(server.output()).toContain(`in use by process ${holder.pid}`);
    expect(existsSync(path.join(folder, 'pgdata'))).toBe(false);
    holder.kill('SIGKILL');
  });

  it('starts, refuses a second process meanwhile, survives kill -9 and starts again on the same folder', async () => {
    const folder = path.join(dataDir, 'crash');
    const first = startServer({ DATA_DIR: folder });
    const firstStart = await first.started;
    expect(firstStart, first.output()).toHaveProperty('port');
    expect(await adultAge((firstStart as { port: number }).port)).toMatchObject({ code: 200, data: 12 });
    // The start that created the demo accounts tells how to log in with them.
    expect(first.output()).toContain('Demo accounts (password Demo#2026pass for all)');
    expect(first.output()).toMatch(/demo\.shipper\s+enterprise/);
    expect(first.output()).toContain('OAuth client: portal-web / portal-web-secret');

    const second = startServer({ DATA_DIR: folder });
    expect(await second.started).toEqual({ exitCode: 1 });
    expect(second.output()).toContain(`in use by process ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(true);

    const again = startServer({ DATA_DIR: folder });
    const againStart = await again.started;
    expect(againStart, again.output()).toHaveProperty('port');
    expect(await adultAge((againStart as { port: number }).port)).toMatchObject({ code: 200, data: 12 });
    expect(again.output()).not.toContain('Seeded');
    expect(again.output()).not.toContain('Demo accounts');

    again.child.kill('SIGTERM');
    await exited(again.child);
    expect(again.child.exitCode).toBe(0);
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);
  }, 300_000);
});
