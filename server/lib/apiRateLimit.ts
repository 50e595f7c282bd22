import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { OpsConfig } from '../config';
import { AppError } from './errors';
import { tooManyRequests } from './rateLimit';

/** The limits count requests per minute. */
const WINDOW_MS = 60_000;

/** What is limited: the API, not the client's files, the health checks or /metrics. */
const API_PREFIXES = ['/api/', '/auth-ts/'];

const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'portal:ratelimit:';

/** At start, how long to wait for Redis before serving without it (it is used once it answers). */
const REDIS_START_WAIT_MS = 5_000;

export interface ApiRateLimitOptions extends Pick<OpsConfig, 'redisUrl' | 'rateLimitPerIp' | 'rateLimitPerUser'> {
  /** before every Redis key, so that deployments (or test runs) sharing one Redis count apart */
  keyPrefix?: string;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Fastify's `trustProxy` for TRUST_PROXY, on which `request.ip` (what the per-address limits count
 * by) depends. Fastify 5.12 ignores a bare hop count (it trusts nothing, since a client that reaches
 * the server directly could forge X-Forwarded-For); an operator who sets one says that only the
 * proxies reach the server, so it is passed as the function Fastify still honours: the socket's
 * peer and the next `hops - 1` forwarded addresses are proxies, the one before them the client.
 */
export function trustProxyOption(trust: OpsConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * The general API rate limit: requests per minute from one client address (`request.ip`, the
 * real client behind a trusted proxy) and from one signed-in user, each off when 0. With a Redis
 * URL the counters live in Redis, so every process of a deployment counts the same requests;
 * without it each process counts alone (config.ts refuses that in production unless
 * RATE_LIMIT_LOCAL=1 says there is one process). A Redis that does not answer is skipped
 * (`skipOnError`): the API goes on unlimited rather than down.
 *
 * Register it before the modules: the per-address limit then runs before the auth plugin's
 * token look-up, so a flood from one address is refused without a database read.
 */
export async function registerApiRateLimit(app: FastifyInstance, options: ApiRateLimitOptions): Promise<void> {
  const { redisUrl, rateLimitPerIp, rateLimitPerUser, keyPrefix = DEFAULT_RATE_LIMIT_KEY_PREFIX } = options;
  if (rateLimitPerIp === 0 && rateLimitPerUser === 0) return;

  const redis = redisUrl ? connectRedis(redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onReady', () => connectAtStart(redis, REDIS_START_WAIT_MS));
    app.addHook('onClose', () => closeRedis(redis));
  }
  // global: false, since the plugin's own route hooks stop after the first limit that runs
  // (it marks the request) and answer in its own format; the hooks below apply both limits.
  await app.register(fastifyRateLimit, { global: false, redis, nameSpace: keyPrefix, skipOnError: true });

  if (rateLimitPerIp > 0) {
    const byAddress = app.createRateLimit({ max: rateLimitPerIp, timeWindow: WINDOW_MS, keyGenerator: (request) => `ip:${normalizeIP(request.ip)}` });
    app.addHook('onRequest', async (request, reply) => {
      if (isApiRequest(request)) await enforce(byAddress, request, reply);
    });
  }

  if (rateLimitPerUser > 0) {
    // Counted by user id, which costs no database read of its own: the auth plugin has resolved
    // the access token into request.auth by now (its onRequest hook runs before any preParsing
    // hook). So all of a user's sessions share one count, and made-up or expired tokens open no
    // count of their own (they have no user; the per-address limit still holds them).
    const byUser = app.createRateLimit({ max: rateLimitPerUser, timeWindow: WINDOW_MS, keyGenerator: (request) => `user:${request.auth?.userId}` });
    app.addHook('preParsing', async (request, reply) => {
      if (request.auth && isApiRequest(request)) await enforce(byUser, request, reply);
    });
  }
}

/**
 * By the matched route's pattern, which percent-encoding in the URL cannot disguise; a request
 * that matched no route is judged by its path.
 */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const decision = await limiter(request);
  if (decision.isAllowed || !decision.isExceeded) return;
  const seconds = Math.max(1, decision.ttlInSeconds);
  reply.header('retry-after', String(seconds));
  throw limitReached(seconds);
}

/** The per-action limits' message (same code and words), answered with HTTP 429 as proxies and clients expect of a general limit. */
function limitReached(retryAfterSeconds: number): AppError {
  const { code, message, jpMessage } = tooManyRequests(retryAfterSeconds);
  return new AppError(code, message, jpMessage, undefined, 429);
}

function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    // While Redis is away a count fails at once (and is skipped) instead of holding the request
    // in a queue until Redis returns; a Redis that hangs is given half a second.
    enableOfflineQueue: false,
    commandTimeout: 500,
    // Connected when the application is ready (connectAtStart), not while it is being built: a
    // start-up busy compiling schemas would let the connection attempt time out.
    lazyConnect: true,
    connectTimeout: REDIS_START_WAIT_MS,
  });
  // Said once per outage, not at every reconnection attempt.
  let answering = true;
  redis.on('error', (error: Error) => {
    if (!answering) return;
    answering = false;
    log.warn({ err: error.message }, 'Redis does not answer: API rate limits are not counted until it does');
  });
  redis.on('ready', () => {
    if (answering) return;
    answering = true;
    log.info('Redis answers again: API rate limits are counted');
  });
  return redis;
}

/**
 * Connects, and resolves once Redis answers, has refused the first attempt, or `ms` have passed:
 * commands are not queued while it connects (see connectRedis), so requests served before would
 * go uncounted. A Redis that is away is tried again in the background (ioredis reconnects).
 */
async function connectAtStart(redis: Redis, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  // Its failure is logged by the 'error' listener.
  const connected = redis.connect().catch(() => {});
  try {
    await Promise.race([connected, waited]);
  } finally {
    clearTimeout(timer);
  }
}

async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // closed below
    }
  }
  redis.disconnect();
}
