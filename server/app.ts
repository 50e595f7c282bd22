import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { Db, PoolStats } from './db/client';
import { registerApiRateLimit, trustProxyOption } from './lib/apiRateLimit';
import { systemClock, type Clock } from './lib/clock';
import { registerErrorHandling } from './lib/errorHandler';
import { registerFiniteNumbers } from './lib/finiteNumbers';
import { registerHealth } from './lib/health';
import { countedMailer } from './lib/mail/countedMailer';
import { createMailer } from './lib/mail/createMailer';
import type { Mailer } from './lib/mail/mailer';
import { registerMetrics } from './lib/metrics/metricsPlugin';
import { registerNoStore } from './lib/noStore';
import { registerOpenApi } from './lib/openapi';
import { registerRequestIdEcho, requestIdOf } from './lib/requestId';
import { sharedSchemas } from './lib/responseSchemas';
import { registerSecurityHeaders } from './lib/securityHeaders';
import { hasBuiltClient, registerClient } from './lib/spa';
import { registerModules, type ModuleOverrides } from './modules/registerModules';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** outgoing mail; by default built from `config.mail` (SMTP, or .eml files in the outbox) */
  mailer?: Mailer;
  /** Fastify logger options; by default `config.logLevel` ('silent' turns logging off) */
  logger?: FastifyServerOptions['logger'];
  /** implementations swapped in for the modules' own, by injection (see ModuleOverrides); none in the product */
  overrides?: ModuleOverrides;
  /** sees every route as it is registered (the security tests read the route table and its schemas) */
  onRoute?: (route: RouteOptions) => void;
  /** the database pool's connections, for the gauges of /metrics (main.ts: the DbHandle's `poolStats`) */
  poolStats?: () => PoolStats;
  /** before every Redis key of the API rate limit (server/lib/apiRateLimit.ts); tests give each run its own */
  rateLimitKeyPrefix?: string;
}

/**
 * The HTTP application, the same in production and in tests. It is returned
 * before `ready()`, so a caller may still add routes or hooks.
 */
export async function buildApp({
  config,
  db,
  clock = systemClock,
  logger,
  mailer,
  overrides,
  onRoute,
  rateLimitKeyPrefix,
  poolStats,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    // Report every field at fault, not only the first.
    ajv: { customOptions: { allErrors: true, allowUnionTypes: true } },
    // request.ip is the client's address as the trusted proxies forwarded it (the per-address limits count by it).
    trustProxy: trustProxyOption(config.ops.trustProxy),
    genReqId: requestIdOf,
    // During an orderly stop, a request on a connection already open is served, not refused.
    return503OnClosing: false,
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  for (const schema of sharedSchemas) app.addSchema(schema);
  registerRequestIdEcho(app);
  registerErrorHandling(app);
  registerFiniteNumbers(app);
  await registerSecurityHeaders(app);
  registerNoStore(app);
  registerHealth(app, db);
  // Before the modules: the per-address limit runs ahead of the auth plugin's token look-up.
  await registerApiRateLimit(app, { ...config.ops, keyPrefix: rateLimitKeyPrefix });
  await app.register(formbody);
  await registerOpenApi(app);
  const metrics = registerMetrics(app, { config, poolStats });
  await registerModules(app, {
    config,
    db,
    clock,
    mailer: countedMailer(mailer ?? createMailer(config.mail, app.log), metrics),
    metrics,
    overrides,
  });
  if (hasBuiltClient(config.staticDir)) await registerClient(app, config.staticDir);
  return app;
}
