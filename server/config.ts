import { join } from 'node:path';
import { DEMO_CLIENT } from '../src/domain/identityApi';

/** Process configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** holds the PGlite data folder and the lock file */
  dataDir: string;
  /** PostgreSQL connection string; without it the server runs on PGlite in dataDir */
  databaseUrl: string | undefined;
  /** schema holding the tables (and the migrations table) */
  databaseSchema: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  /** the built client (vite build output) */
  staticDir: string;
  auth: AuthConfig;
  mail: MailConfig;
  files: FilesConfig;
  payments: PaymentsConfig;
}

export interface AuthConfig {
  /** the first-party OAuth client: the only one the password grant accepts */
  clientId: string;
  clientSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** a rotated refresh token presented again within this many seconds gets a new pair instead of revoking the login */
  refreshReuseSeconds: number;
  /** a session unused this long ends (DOMAIN: 24 h) */
  sessionIdleSeconds: number;
  /** a session ends this long after its login, whatever its use (DOMAIN: 7 days) */
  sessionAbsoluteSeconds: number;
  captchaTtlSeconds: number;
  /** automated tests only: every captcha accepts this answer and no other */
  testCaptcha: string | undefined;
  lockAfterFailures: number;
  lockMinutes: number;
  /** e-mail codes one client address may ask for in 10 minutes, whatever the addresses (behind NAT, raise it) */
  codeRequestsPerIp: number;
}

export interface MailConfig {
  /** SMTP server; without it each message is written as an .eml file into outboxDir */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export interface FilesConfig {
  /** the file store (a folder) */
  dir: string;
  maxUploadBytes: number;
  /** business licences one client address may upload in 10 minutes (behind NAT, raise it) */
  licenceUploadsPerIp: number;
}

export interface PaymentsConfig {
  /** how long a submitted order may stay unpaid before the sweep cancels it (DOMAIN: 30 minutes) */
  windowMinutes: number;
  /** how often the background sweep cancels orders whose window ran out and removes stale drafts (server/modules/orders/orders.sweep.ts) */
  sweepSeconds: number;
  /** the payment provider behind WeChat QR payments; only the sandbox so far (server/modules/payments) */
  provider: 'sandbox';
  /** signs the sandbox's notifications and page tokens (a real provider signs with its own certificate) */
  sandboxSecret: string;
  /** origin the provider and the payer's phone reach this server at; by default each request's own */
  publicBaseUrl: string | undefined;
}

// Interpolated into search_path and DDL, so only plain identifiers are accepted.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function seconds(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a positive whole number of seconds, got "${raw}"`);
  return value;
}

function count(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function minutes(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a positive whole number of minutes, got "${raw}"`);
  return value;
}

function authConfig(env: Record<string, string | undefined>, isProduction: boolean): AuthConfig {
  const testCaptcha = env.PORTAL_TEST_CAPTCHA || undefined;
  if (testCaptcha && isProduction) {
    throw new ConfigError('PORTAL_TEST_CAPTCHA is for automated tests only and is refused with NODE_ENV=production');
  }
  const clientId = env.OAUTH_CLIENT_ID || (isProduction ? '' : DEMO_CLIENT.id);
  const clientSecret = env.OAUTH_CLIENT_SECRET || (isProduction ? '' : DEMO_CLIENT.secret);
  if (!clientId || !clientSecret) {
    throw new ConfigError('OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET are required with NODE_ENV=production');
  }
  return {
    clientId,
    clientSecret,
    accessTokenTtlSeconds: seconds(env, 'ACCESS_TOKEN_TTL', 2 * 3600),
    refreshTokenTtlSeconds: seconds(env, 'REFRESH_TOKEN_TTL', 7 * 24 * 3600),
    refreshReuseSeconds: seconds(env, 'REFRESH_REUSE_INTERVAL', 60),
    sessionIdleSeconds: seconds(env, 'SESSION_IDLE_LIMIT', 24 * 3600),
    sessionAbsoluteSeconds: seconds(env, 'SESSION_ABSOLUTE_LIMIT', 7 * 24 * 3600),
    captchaTtlSeconds: seconds(env, 'CAPTCHA_TTL', 5 * 60),
    testCaptcha,
    lockAfterFailures: 5,
    lockMinutes: 15,
    codeRequestsPerIp: count(env, 'CODE_REQUESTS_PER_IP', 10),
  };
}

/** Public demo value: anyone knowing it can forge payment notifications, hence refused in production. */
export const DEMO_PAYMENT_SANDBOX_SECRET = 'demo-payment-sandbox-secret';

function providerConfig(env: Record<string, string | undefined>, isProduction: boolean): Omit<PaymentsConfig, 'windowMinutes' | 'sweepSeconds'> {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox') throw new ConfigError(`PAYMENT_PROVIDER must be "sandbox" (the only provider so far), got "${provider}"`);
  const sandboxSecret = env.PAYMENT_SANDBOX_SECRET || (isProduction ? '' : DEMO_PAYMENT_SANDBOX_SECRET);
  if (!sandboxSecret) throw new ConfigError('PAYMENT_SANDBOX_SECRET is required with NODE_ENV=production');
  const publicBaseUrl = env.PUBLIC_BASE_URL || undefined;
  if (publicBaseUrl && !/^https?:\/\/[^/?#]+\/?$/.test(publicBaseUrl)) {
    throw new ConfigError(`PUBLIC_BASE_URL must be an origin such as https://tickets.example.com, got "${publicBaseUrl}"`);
  }
  return { provider, sandboxSecret, publicBaseUrl };
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  const databaseSchema = env.DATABASE_SCHEMA || 'public';
  if (!SCHEMA_NAME.test(databaseSchema)) {
    throw new ConfigError(`DATABASE_SCHEMA must be a lower-case identifier, got "${databaseSchema}"`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  const dataDir = env.DATA_DIR || './data';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel,
    staticDir: env.STATIC_DIR || './dist',
    auth: authConfig(env, nodeEnv === 'production'),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || '东海渡轮 East Sea Ferry <no-reply@eastsea-ferry.example>',
      outboxDir: env.MAIL_OUTBOX_DIR || join(dataDir, 'outbox'),
    },
    files: { dir: env.FILES_DIR || join(dataDir, 'files'), maxUploadBytes: 5 * 1024 * 1024, licenceUploadsPerIp: count(env, 'LICENCE_UPLOADS_PER_IP', 20) },
    payments: { windowMinutes: minutes(env, 'PAYMENT_WINDOW_MINUTES', 30), sweepSeconds: seconds(env, 'PAYMENT_SWEEP_SECONDS', 30), ...providerConfig(env, nodeEnv === 'production') },
  };
}
