import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { startClusterMetrics, type ClusterMetricsServer } from './clusterMetrics';
import { valueOf } from '../../test/metrics.testkit';

/** The primary's /metrics over real cluster workers (clusterMetrics.worker.ts), each with its own registry. */

const WORKER = fileURLToPath(new URL('./clusterMetrics.worker.ts', import.meta.url));
const TOKEN = randomBytes(32).toString('hex');
/** requests (and orders) each worker counts */
const COUNTS = [2, 3];

const workers: Worker[] = [];
let server: ClusterMetricsServer | undefined;

beforeAll(async () => {
  cluster.setupPrimary({ exec: WORKER, execArgv: ['--import', 'tsx'], silent: true });
  await Promise.all(
    COUNTS.map((count) => {
      const worker = cluster.fork({ WORKER_REQUESTS: String(count) });
      workers.push(worker);
      return new Promise<void>((resolve, reject) => {
        worker.once('message', () => resolve());
        worker.once('exit', (code) => reject(new Error(`a worker exited (${code}) before it was ready`)));
      });
    }),
  );
  server = await startClusterMetrics({ port: 0, host: '127.0.0.1', token: TOKEN, isProduction: true });
});
afterAll(async () => {
  await server?.close();
  for (const worker of workers) worker.kill();
});

describe('the cluster primary’s /metrics', () => {
  it('answers the sum of every worker’s registry', async () => {
    const response = await fetch(server!.url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    const total = COUNTS.reduce((a, b) => a + b, 0);
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route: '/thing/:id', status_code: '200' })).toBe(total);
    expect(valueOf(text, 'http_request_duration_seconds_count', { route: '/thing/:id' })).toBe(total);
    expect(valueOf(text, 'portal_orders_created_total')).toBe(total);
    // Each worker's pool: 3 open, 1 idle.
    expect(valueOf(text, 'portal_db_pool_connections', { state: 'in_use' })).toBe(2 * COUNTS.length);
    expect(valueOf(text, 'portal_db_pool_connections', { state: 'idle' })).toBe(COUNTS.length);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('asks for the same bearer token as the workers', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN.slice(1)}` }] as Record<string, string>[]) {
      const response = await fetch(server!.url, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: ErrorCode.TOKEN_INVALID });
    }
  });

  it('does not start in production without a token', async () => {
    expect(await startClusterMetrics({ port: 0, host: '127.0.0.1', token: undefined, isProduction: true })).toBeUndefined();
  });
});
