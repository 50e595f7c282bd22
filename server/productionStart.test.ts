import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/serverProcess';

/**
 * The production start as operators run it (`NODE_ENV=production node dist-server/main.js`, the
 * Dockerfile's command): what it refuses, in how many lines, and how it waits for a database that
 * is not up yet.
 */
/** The production settings that are neither the database nor the mail. */
const SAFE_SETTINGS = {
  PUBLIC_BASE_URL: 'https://tickets.example.com',
  OAUTH_CLIENT_ID: 'web',
  OAUTH_CLIENT_SECRET: 'o'.repeat(32),
  ALLOW_SANDBOX_PAYMENTS: '1',
  ALLOW_DEMO_PAYEES: '1',
  PAYMENT_SANDBOX_SECRET: 'p'.repeat(32),
  DATA_ENCRYPTION_KEY: 'd'.repeat(32),
  RATE_LIMIT_LOCAL: '1',
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-production-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runProduction(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...inherited, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

describe('NODE_ENV=production node dist-server/main.js', () => {
  it('refuses the development defaults, naming every setting and why, without a stack trace', async () => {
    const { code, output } = await runProduction({});
    expect(code).toBe(1);
    expect(output).toContain('Cannot start: NODE_ENV=production refuses to start on these settings:');
    for (const line of [
      '  - DATABASE_URL is not set',
      '  - SMTP_URL is not set',
      '  - PUBLIC_BASE_URL is not set',
      '  - PAYMENT_PROVIDER is the sandbox',
      '  - OAUTH_CLIENT_ID is not set',
      '  - OAUTH_CLIENT_SECRET is not set',
      '  - PAYMENT_SANDBOX_SECRET is not set',
      '  - DATA_ENCRYPTION_KEY is not set',
    ]) {
      expect(output).toContain(line);
    }
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('says a malformed DATABASE_URL in one line', async () => {
    const { code, output } = await runProduction({ DATABASE_URL: 'postgres//portal:hunter2@db' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Cannot start: DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database');
  });

  it('waits for a database that does not answer yet, saying why, then gives up in one line', async () => {
    const { code, output, ms } = await runProduction({
      DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal',
      DATABASE_STARTUP_WAIT_MS: '1500',
      SMTP_URL: 'smtp://127.0.0.1:1',
      ...SAFE_SETTINGS,
    });
    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(700);
    expect(output).toMatch(/Database not reachable yet \(ECONNREFUSED[^\n]*\); trying again in 250 ms/);
    expect(output).toMatch(/Database not reachable yet \(ECONNREFUSED[^\n]*\); trying again in 500 ms/);
    expect(output).toMatch(/Cannot start: the database did not answer within 2 s \(DATABASE_STARTUP_WAIT_MS\): ECONNREFUSED/);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('starts on the embedded database when asked to, seeds no demo account, creates the bootstrap administrator once, and is ready', async () => {
    const env = {
      ALLOW_EMBEDDED_DB: '1',
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      ...SAFE_SETTINGS,
      BOOTSTRAP_ADMIN_LOGON_ID: 'first.admin',
      BOOTSTRAP_ADMIN_PASSWORD: 'Bootstrap#2026pass',
    };
    for (const round of [1, 2]) {
      const server = await startServerProcess({ ...env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 240_000, [
        process.execPath,
        'dist-server/main.js',
      ]);
      try {
        expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
        expect(server.output()).not.toContain('demo.passenger');
        if (round === 1) expect(server.output()).toMatch(/Created administrator first\.admin/);
        else expect(server.output()).not.toMatch(/Created administrator/);
      } finally {
        await server.stop();
      }
      expect(server.child.exitCode).toBe(0);
    }
  }, 600_000);
});
