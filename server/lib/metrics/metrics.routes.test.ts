import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import type { Config } from '../../config';
import { fetchCaptcha } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { samplesOf, scrape, valueOf } from '../../test/metrics.testkit';

/** GET /metrics through the real application: what it measures, and who may read it. */

let testDb: TestDb;
let app: FastifyInstance;
/** the same app without a pool */
let plain: FastifyInstance;
const others: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { poolStats: testDb.handle.poolStats });
  plain = await appWith({});
});
afterAll(async () => {
  for (const other of others) await other.close();
  await app.close();
  await testDb.close();
});

/** Another app over the same database, with `config` changed. */
async function appWith(config: Partial<Config>): Promise<FastifyInstance> {
  const other = await buildTestApp(testDb, { config: { ...testDb.config, ...config } });
  others.push(other);
  return other;
}

const withToken = (metricsToken: string | undefined): Pick<Config, 'ops'> => ({ ops: { ...testDb.config.ops, metricsToken } });

describe('GET /metrics: requests', () => {
  // The one route of the app with a parameter in its path.
  const ROUTE = '/auth-ts/token/updateTokenByLogonId/:logonId';

  it('counts and times requests by route pattern, method and status, never by the URL with its values', async () => {
    const logonIds = [`mx${randomBytes(4).toString('hex')}`, `mx${randomBytes(4).toString('hex')}`];
    const statuses = new Set<number>();
    for (const logonId of logonIds) {
      statuses.add((await app.inject({ method: 'POST', url: `/auth-ts/token/updateTokenByLogonId/${logonId}`, payload: {} })).statusCode);
    }
    expect(statuses.size).toBe(1);
    const lost = `lost${randomBytes(4).toString('hex')}`;
    const before = await scrape(app);
    await app.inject({ method: 'GET', url: `/${lost}/1` });
    await app.inject({ method: 'GET', url: `/${lost}/2?x=1` });

    const text = await scrape(app);
    const labels = { method: 'POST', route: ROUTE, status_code: String([...statuses][0]) };
    expect(valueOf(text, 'http_requests_total', labels)).toBe(2);
    // Whatever URLs miss, they share one series.
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    expect(valueOf(text, 'http_requests_total', unmatched) - valueOf(before, 'http_requests_total', unmatched)).toBe(2);
    for (const value of [...logonIds, lost]) expect(text).not.toContain(value);

    // The histogram: cumulative buckets ending in +Inf, which holds every request, as _count does.
    const buckets = samplesOf(text, 'http_request_duration_seconds_bucket', labels);
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.at(-1)).toMatchObject({ labels: { le: '+Inf' }, value: 2 });
    const bounds = buckets.slice(0, -1).map((b) => Number(b.labels.le));
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    const counts = buckets.map((b) => b.value);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // Both answers took far less than the largest bound (seconds): that bucket holds them both.
    expect(buckets.at(-2)!.value).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('counts each app apart: tests build many in one process', async () => {
    const labels = { method: 'GET', route: 'unmatched', status_code: '404' };
    const before = valueOf(await scrape(app), 'http_requests_total', labels);
    const elsewhere = valueOf(await scrape(plain), 'http_requests_total', labels);
    await plain.inject({ method: 'GET', url: '/elsewhere' });
    expect(valueOf(await scrape(plain), 'http_requests_total', labels)).toBe(elsewhere + 1);
    expect(valueOf(await scrape(app), 'http_requests_total', labels)).toBe(before);
  });
});

describe('GET /metrics: the database pool and the process', () => {
  it('shows the pool as the scrape finds it: after a request, at least one connection open', async () => {
    await fetchCaptcha(app);
    const text = await scrape(app);
    const states = samplesOf(text, 'portal_db_pool_connections');
    expect(states.map((s) => s.labels.state).sort()).toEqual(['idle', 'in_use']);
    expect(states.every((s) => s.value >= 0)).toBe(true);
    expect(valueOf(text, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(samplesOf(text, 'portal_db_pool_waiting')).toEqual([expect.objectContaining({ value: expect.any(Number) })]);
  });

  it('leaves the pool gauges out when the app is given no pool', async () => {
    expect(samplesOf(await scrape(plain), 'portal_db_pool_connections')).toEqual([]);
  });

  it('shows the event-loop lag and the other process metrics', async () => {
    const text = await scrape(app);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total', 'nodejs_heap_size_used_bytes']) {
      expect(samplesOf(text, name), name).toHaveLength(1);
    }
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(Object.keys(document.paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });
});

describe('GET /metrics: access', () => {
  const TOKEN = randomBytes(32).toString('hex');
  const refused = { code: ErrorCode.TOKEN_INVALID, message: expect.any(String), jpMessage: expect.any(String) };

  it('with METRICS_TOKEN: 401 in the envelope without the bearer token or with another; 200 with it', async () => {
    const guarded = await appWith(withToken(TOKEN));
    const wrong = `${TOKEN.slice(0, -1)}${TOKEN.endsWith('0') ? '1' : '0'}`;
    for (const authorization of [undefined, `Bearer ${wrong}`, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const response = await guarded.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject(refused);
      expect(response.body).not.toContain('http_requests_total');
    }
    expect(valueOf(await scrape(guarded, { authorization: `Bearer ${TOKEN}` }), 'portal_orders_created_total')).toBe(0);
    await scrape(guarded, { authorization: `bearer ${TOKEN}` });
  });

  it('answers without reading the database, even with a token shaped like a session’s (the pool gauges matter most when it is away)', async () => {
    const sessionShaped = randomBytes(32).toString('base64url');
    let databaseAway = false;
    const db = new Proxy(testDb.db, {
      get(target, property, receiver) {
        if (databaseAway) throw new Error('the database is away');
        return Reflect.get(target, property, receiver);
      },
    });
    const guarded = await buildTestApp(testDb, { db, config: { ...testDb.config, ...withToken(sessionShaped) }, poolStats: testDb.handle.poolStats });
    others.push(guarded);
    await guarded.ready();
    databaseAway = true;
    try {
      const authorization = `Bearer ${sessionShaped}`;
      // A call that looks the bearer token up as a session fails now…
      expect((await guarded.inject({ method: 'POST', url: '/auth-ts/token/getUserInfo', headers: { authorization } })).statusCode).toBeGreaterThanOrEqual(500);
      // …the scrape with the same header still answers.
      expect(samplesOf(await scrape(guarded, { authorization }), 'portal_db_pool_connections')).toHaveLength(2);
      expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    } finally {
      databaseAway = false;
    }
  });

  it('in production without a token: no /metrics at all (404)', async () => {
    const production = await appWith({ isProduction: true, ...withToken(undefined) });
    const response = await production.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it('in production with a token: the token is required', async () => {
    const production = await appWith({ isProduction: true, ...withToken(TOKEN) });
    expect((await production.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(samplesOf(await scrape(production, { authorization: `Bearer ${TOKEN}` }), 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });
});
