import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/domain/apiPaths';
import { loadConfig, productionRefusals, type OpsConfig } from '../config';
import { authHeader, createUser, loginAs } from '../test/login';
import { buildTestApp } from '../test/testApp';
import { createTestDb, type TestDb } from '../test/testDb';

const API = `/api${paths.adultAge}`;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
// Every run counts under keys of its own, removed at the end.
const KEY_PREFIX = `portal-test:ratelimit:${randomUUID()}:`;

let testDb: TestDb;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${KEY_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await testDb.close();
});

/** The real application with these operations settings (the test database's turn the limits off). */
async function appWith(ops: Partial<OpsConfig>, deps: Parameters<typeof buildTestApp>[1] = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(testDb, { config: { ...testDb.config, ops: { ...testDb.config.ops, ...ops } }, ...deps });
  apps.push(app);
  // Outside the API: never limited. It says which address the request came from.
  app.get('/outside/ip', async (request) => ({ ip: request.ip }));
  await app.ready();
  return app;
}

function get(app: FastifyInstance, options: Omit<InjectOptions, 'method'> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: API, ...options });
}

async function statuses(app: FastifyInstance, times: number, options: Omit<InjectOptions, 'method'> = {}): Promise<number[]> {
  const found: number[] = [];
  for (let i = 0; i < times; i++) found.push((await get(app, options)).statusCode);
  return found;
}

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({
    code: 10429,
    message: `操作过于频繁，请 ${retryAfter} 秒后再试`,
    jpMessage: `操作が多すぎます。${retryAfter} 秒後に再度お試しください`,
    data: null,
    reason: 'common.rate_limited',
  });
  expect(response.headers['x-request-id']).toBeTruthy();
}

/** A port forwarding to Redis that can be cut and restored, as a Redis restart or a network outage would. */
async function redisGate(): Promise<{ url: string; cut(): void; restore(): void; close(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fresh user's access token, obtained from an application without limits (tokens live in the database). */
async function tokenOfNewUser(): Promise<string> {
  const logonId = `rl_${randomUUID().slice(0, 8)}`;
  await createUser(testDb.db, { logonId, role: 'individual' });
  const loginApp = await buildTestApp(testDb);
  try {
    return (await loginAs(loginApp, logonId)).access_token;
  } finally {
    await loginApp.close();
  }
}

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const forwarded = async (app: FastifyInstance, remoteAddress: string, xff: string) =>
    (await app.inject({ method: 'GET', url: '/outside/ip', remoteAddress, headers: { 'x-forwarded-for': xff } })).json<{ ip: string }>().ip;

  it('takes the client from X-Forwarded-For as far as the hop count trusts', async () => {
    const oneHop = await appWith({ trustProxy: 1 });
    expect(await forwarded(oneHop, '10.0.0.1', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    const twoHops = await appWith({ trustProxy: 2 });
    expect(await forwarded(twoHops, '10.0.0.1', '198.51.100.7, 203.0.113.9')).toBe('198.51.100.7');
  });

  it('trusts only the listed proxies: another socket address is the client, whatever it forwards', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.0/8', '192.0.2.10'] });
    expect(await forwarded(app, '10.20.30.40', '203.0.113.9')).toBe('203.0.113.9');
    expect(await forwarded(app, '192.0.2.10', '203.0.113.9')).toBe('203.0.113.9');
    expect(await forwarded(app, '192.0.2.11', '203.0.113.9')).toBe('192.0.2.11');
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const app = await appWith({ trustProxy: false });
    expect(await forwarded(app, '10.0.0.1', '203.0.113.9')).toBe('10.0.0.1');
  });

  it('counts two clients behind the same proxy apart, and an untrusted sender by its own address', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.0/8'], rateLimitPerIp: 2, rateLimitPerUser: 0 });
    const viaProxy = (client: string) => ({ remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': client } });
    expect(await statuses(app, 2, viaProxy('198.51.100.1'))).toEqual([200, 200]);
    expectLimited(await get(app, viaProxy('198.51.100.1')));
    expect(await statuses(app, 2, viaProxy('198.51.100.2'))).toEqual([200, 200]);

    // Changing X-Forwarded-For from an untrusted address gets no fresh count.
    const untrusted = (client: string) => ({ remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': client } });
    expect((await get(app, untrusted('198.51.100.3'))).statusCode).toBe(200);
    expect((await get(app, untrusted('198.51.100.4'))).statusCode).toBe(200);
    expectLimited(await get(app, untrusted('198.51.100.5')));
  });
});

describe('the general API rate limit, in process memory', () => {
  it('refuses an address over its limit with 429, Retry-After and the envelope; other addresses and non-API paths go on', async () => {
    const app = await appWith({ rateLimitPerIp: 3, rateLimitPerUser: 0 });
    expect(await statuses(app, 3, { remoteAddress: '203.0.113.1' })).toEqual([200, 200, 200]);
    expectLimited(await get(app, { remoteAddress: '203.0.113.1' }));
    expectLimited(await app.inject({ method: 'POST', url: '/auth-ts/oauth/token', remoteAddress: '203.0.113.1' }));
    // Paths no route serves count too (probing), and an encoded path is judged by the route it reaches.
    expectLimited(await app.inject({ method: 'GET', url: '/api/no/such/path', remoteAddress: '203.0.113.1' }));
    expectLimited(await app.inject({ method: 'GET', url: API.replace('/api/', '/%61pi/'), remoteAddress: '203.0.113.1' }));

    expect(await statuses(app, 3, { remoteAddress: '203.0.113.2' })).toEqual([200, 200, 200]);
    const outside = await app.inject({ method: 'GET', url: '/outside/ip', remoteAddress: '203.0.113.1' });
    expect(outside.statusCode).toBe(200);
  });

  it("refuses a user over the per-user limit, in all of that user's sessions, while another user and visitors from the same address go on", async () => {
    const app = await appWith({ rateLimitPerIp: 1000, rateLimitPerUser: 3 });
    const [alice, bob] = await Promise.all([tokenOfNewUser(), tokenOfNewUser()]);
    const from = { remoteAddress: '203.0.113.20' };
    expect(await statuses(app, 3, { ...from, headers: authHeader(alice) })).toEqual([200, 200, 200]);
    expectLimited(await get(app, { ...from, headers: authHeader(alice) }));
    // The raw token form (non web-ts calls) is the same user.
    expectLimited(await get(app, { ...from, headers: { authorization: alice } }));

    expect(await statuses(app, 3, { ...from, headers: authHeader(bob) })).toEqual([200, 200, 200]);
    expect(await statuses(app, 5, from)).toEqual([200, 200, 200, 200, 200]);
    // Made-up tokens have no user: only the per-address limit holds them.
    expect((await get(app, { ...from, headers: authHeader('x'.repeat(43)) })).statusCode).toBe(200);
  });

  it('does not count at all when both limits are 0', async () => {
    const app = await appWith({ rateLimitPerIp: 0, rateLimitPerUser: 0 });
    expect(new Set(await statuses(app, 30, { remoteAddress: '203.0.113.30' }))).toEqual(new Set([200]));
  });
});

describe('the general API rate limit, in Redis (REDIS_URL)', () => {
  it('is one count for two applications on the same Redis', async () => {
    const ops = { redisUrl: REDIS_URL, rateLimitPerIp: 3, rateLimitPerUser: 0 };
    const first = await appWith(ops, { rateLimitKeyPrefix: KEY_PREFIX });
    const second = await appWith(ops, { rateLimitKeyPrefix: KEY_PREFIX });
    const from = { remoteAddress: '203.0.113.40' };
    expect((await get(first, from)).statusCode).toBe(200);
    expect((await get(second, from)).statusCode).toBe(200);
    expect((await get(first, from)).statusCode).toBe(200);
    expectLimited(await get(second, from));
    expectLimited(await get(first, from));
    // Another prefix (another deployment on the same Redis) counts apart.
    const elsewhere = await appWith(ops, { rateLimitKeyPrefix: `${KEY_PREFIX}other:` });
    expect((await get(elsewhere, from)).statusCode).toBe(200);
  });

  it('lets the API answer when Redis is unreachable, and says so in the log once', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await appWith({ redisUrl: 'redis://127.0.0.1:1', rateLimitPerIp: 2, rateLimitPerUser: 2 }, { logger: { level: 'warn', stream } });
    const token = await tokenOfNewUser();
    const started = performance.now();
    expect(await statuses(app, 5, { remoteAddress: '203.0.113.50', headers: authHeader(token) })).toEqual([200, 200, 200, 200, 200]);
    // Without waiting for Redis: no request is held while it is away.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(lines.filter((line) => line.includes('Redis does not answer'))).toHaveLength(1);
  });

  it('answers while Redis is away and counts again once it is back', async () => {
    const gate = await redisGate();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    try {
      const app = await appWith(
        { redisUrl: gate.url, rateLimitPerIp: 2, rateLimitPerUser: 0 },
        { rateLimitKeyPrefix: KEY_PREFIX, logger: { level: 'info', stream } },
      );
      expect(await statuses(app, 3, { remoteAddress: '203.0.113.60' })).toEqual([200, 200, 429]);

      gate.cut();
      const started = performance.now();
      expect(await statuses(app, 4, { remoteAddress: '203.0.113.61' })).toEqual([200, 200, 200, 200]);
      expect(performance.now() - started).toBeLessThan(2_000);

      gate.restore();
      await expect.poll(() => lines.some((line) => line.includes('Redis answers again')), { timeout: 15_000, interval: 100 }).toBe(true);
      expect(await statuses(app, 3, { remoteAddress: '203.0.113.62' })).toEqual([200, 200, 429]);
    } finally {
      gate.restore();
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await gate.close();
    }
  });
});

describe('in production', () => {
  const refusesLocalCounting = (env: Record<string, string>) =>
    productionRefusals(env, loadConfig(env)).some((line) => line.startsWith('REDIS_URL is not set'));

  it('refuses limits counted in process memory unless RATE_LIMIT_LOCAL=1 says one process serves', () => {
    expect(refusesLocalCounting({})).toBe(true);
    expect(refusesLocalCounting({ RATE_LIMIT_PER_IP: '0' })).toBe(true);
    expect(refusesLocalCounting({ RATE_LIMIT_LOCAL: '1' })).toBe(false);
    expect(refusesLocalCounting({ REDIS_URL: 'redis://cache:6379' })).toBe(false);
    expect(refusesLocalCounting({ RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_USER: '0' })).toBe(false);
  });
});
