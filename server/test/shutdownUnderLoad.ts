import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BL_PATHS } from '../../src/domain/shipping/paths';
import type { BillOfLadingSummary } from '../../src/domain/shipping/types';
import { loginOverHttp } from './httpLogin';
import { TEST_CAPTCHA } from './login';
import type { ServerProcess } from './serverProcess';

/**
 * SIGTERM to a start command while slow requests are in flight: the demo shipper's released bill
 * of lading, rendered as a PDF on each download (CJK font subset, a page per container), asked for
 * `inFlight` times at once. Every answer must come back whole, and the process must exit 0 within
 * the grace period.
 */
export interface ShutdownResult {
  statuses: number[];
  /** answers that were a complete PDF */
  completePdfs: number;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** from SIGTERM to the process's exit */
  stoppedInMs: number;
  /** why the requests that got no answer failed */
  errors: string[];
}

export async function sigtermWithDownloadsInFlight(server: ServerProcess, captchaAnswer: string, inFlight = 20): Promise<ShutdownResult> {
  const token = await loginOverHttp(server.origin, 'demo.shipper', captchaAnswer);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const page = await fetch(`${server.origin}/api${BL_PATHS.page}`, { method: 'POST', headers, body: JSON.stringify({ current: 1, size: 20 }) });
  const bills = ((await page.json()) as { data: { records: BillOfLadingSummary[] } }).data.records;
  const released = bills.find((bill) => bill.telexReleased);
  if (!released) throw new Error('the demo shipper has no released bill of lading');
  const url = `${server.origin}/api${BL_PATHS.download}?uuid=${released.uuid}&lang=zh`;
  // One download first: it must work before the test means anything.
  const first = await fetch(url, { headers });
  if (first.headers.get('content-type') !== 'application/pdf') throw new Error(`download: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();

  const exited = new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
    else server.child.once('exit', () => resolve());
  });
  // Each on a connection of its own (as 20 people would), so none waits in a client-side queue.
  const downloads = Array.from({ length: inFlight }, () => download(url, headers));
  // Let the requests reach the server, then ask it to stop.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const answers = await Promise.all(downloads);
  await exited;
  return {
    statuses: answers.map((a) => a.status),
    completePdfs: answers.filter((a) => a.pdf).length,
    exitCode: server.child.exitCode,
    signal: server.child.signalCode,
    stoppedInMs: Date.now() - signalledAt,
    errors: answers.flatMap((a) => (a.error ? [a.error] : [])),
  };
}

function download(url: string, headers: Record<string, string>): Promise<{ status: number; pdf: boolean; error?: string }> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => resolve({ status: 0, pdf: false, error: String(error) }));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, pdf: body.subarray(0, 5).toString() === '%PDF-' && body.subarray(-8).toString().includes('%%EOF') });
      });
    });
    request.on('error', (error) => resolve({ status: 0, pdf: false, error: String(error) }));
  });
}

/** Longer than the default 15 s: on a busy two-core machine twenty PDFs take that long to render. */
export const START_GRACE_MS = 60_000;

/** The database a command gets: a fresh PGlite folder, or a fresh schema of DATABASE_URL's database. */
export function startCommandDatabase(cleanups: (() => Promise<void> | void)[]): Record<string, string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
    SHUTDOWN_GRACE_MS: String(START_GRACE_MS),
    DATABASE_CONNECT_TIMEOUT_MS: '30000',
    STATIC_DIR: path.join(dataDir, 'no-client'),
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return env;
  const schema = `start_${randomBytes(5).toString('hex')}`;
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });
  return { ...env, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema };
}
