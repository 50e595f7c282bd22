import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { registerErrorHandling } from './lib/errorHandler';
import { registerFiniteNumbers } from './lib/finiteNumbers';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { registerOpenApi } from './lib/openapi';
import { sharedSchemas } from './lib/responseSchemas';
import { registerSecurityHeaders } from './lib/securityHeaders';
import { hasBuiltClient, registerClient } from './lib/spa';
import { registerModules, type ModuleOptions } from './modules/registerModules';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** outgoing mail; by default built from `config.mail` (SMTP, or .eml files in the outbox) */
  mailer?: Mailer;
  /** Fastify logger options; by default `config.logLevel` ('silent' turns logging off) */
  logger?: FastifyServerOptions['logger'];
  /** test-only swaps inside modules (see ModuleOptions) */
  moduleOptions?: ModuleOptions;
  /** sees every route as it is registered (the security tests read the route table and its schemas) */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The HTTP application, the same in production and in tests. It is returned
 * before `ready()`, so a caller may still add routes or hooks.
 */
export async function buildApp({ config, db, clock = systemClock, logger, mailer, moduleOptions, onRoute }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    // Report every field at fault, not only the first.
    ajv: { customOptions: { allErrors: true, allowUnionTypes: true } },
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  for (const schema of sharedSchemas) app.addSchema(schema);
  registerErrorHandling(app);
  registerFiniteNumbers(app);
  await registerSecurityHeaders(app);
  await app.register(formbody);
  await registerOpenApi(app);
  await registerModules(app, { config, db, clock, mailer: mailer ?? createMailer(config.mail, app.log), options: moduleOptions });
  if (hasBuiltClient(config.staticDir)) await registerClient(app, config.staticDir);
  return app;
}
