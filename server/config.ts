import { isIP } from 'node:net';
import { join } from 'node:path';
import { DEMO_CLIENT } from '../src/domain/identityApi';
import { PAYEE_SETTING_NAMES, readPayeeAccounts, type PayeeAccounts } from './modules/payments/payeeAccounts';
import { readWechatPaySettings, type WechatPaySettings } from './modules/payments/wechatpay/wechatpay.settings';

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
  orders: OrdersConfig;
  /** seals personal fields at rest (refund bank accounts: server/lib/crypto/fieldCipher.ts); DATA_ENCRYPTION_KEY */
  dataEncryptionKey: string;
  database: DatabaseConfig;
  ops: OpsConfig;
}

export interface DatabaseConfig {
  /** connections each process may open to PostgreSQL (PGlite has one) */
  poolSize: number;
  /** how long a request waits for a connection before it is answered 503 */
  connectTimeoutMs: number;
  /** the longest a statement may run (server side) and wait for its answer (client side) */
  statementTimeoutMs: number;
  /** at start, how long to keep trying a database that does not answer yet */
  startupWaitMs: number;
  /** PostgreSQL's max_connections as the operators configured it */
  maxConnections: number;
  /** connections kept free of the portal's budget for administration, backups and migrations by hand */
  reservedConnections: number;
}

export interface OpsConfig {
  /** how long in-flight requests may take to finish after SIGTERM/SIGINT */
  shutdownGraceMs: number;
  /**
   * after SIGTERM, how long the process goes on serving while /readyz says 503, before it stops
   * accepting: a load balancer notices meanwhile, and requests already sent are taken in
   */
  shutdownDrainMs: number;
  /** bearer token for GET /metrics; in production without it /metrics is off */
  metricsToken: string | undefined;
  /** the cluster primary's own port for /metrics summed over its workers (none when unset) */
  metricsPort: number | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs */
  trustProxy: boolean | number | string[];
  /** shared counters for the general API rate limit (several processes count together) */
  redisUrl: string | undefined;
  /** API requests per minute from one client address; 0 turns the limit off */
  rateLimitPerIp: number;
  /** API requests per minute from one signed-in user (by access token); 0 turns the limit off */
  rateLimitPerUser: number;
  /** the first administrator, created at start when no active administrator exists */
  bootstrapAdmin: { logonId: string; password: string } | undefined;
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
  /**
   * Whether the outbox names each message's subject in the log: handy on a laptop (the codes are
   * in the subjects); in production a log must never carry a verification code.
   */
  logSubjects?: boolean;
  /** how often the notification worker looks for mail to send (NOTIFICATION_SECONDS) */
  deliverySeconds: number;
  /** how long a claimed notification is one process's before another takes it over (NOTIFICATION_LEASE_SECONDS) */
  leaseSeconds: number;
}

interface FilesConfig {
  /** the file store (a folder) */
  dir: string;
  maxUploadBytes: number;
  /** business licences one client address may upload in 10 minutes (behind NAT, raise it) */
  licenceUploadsPerIp: number;
}

/** Limits on holding (README "Ticketing"): what one account may keep unpaid, and how often it may submit. */
export interface OrdersConfig {
  /** MAX_UNPAID_ORDERS: orders one account may have waiting for payment (default 3) */
  maxUnpaidOrders: number;
  /** ORDER_SUBMITS_PER_MINUTE: order submits one account may make per minute (default 10; 0 turns it off) */
  submitsPerMinute: number;
}

export interface PaymentsConfig {
  /** how long a submitted order may stay unpaid before the sweep cancels it (DOMAIN: 30 minutes) */
  windowMinutes: number;
  /** how often the background sweep cancels orders whose window ran out and removes stale drafts (server/modules/orders/orders.sweep.ts) */
  sweepSeconds: number;
  /** a refund or payment return the provider has not finished after this long is asked for, and again every as long (server/modules/payments/refundQuerySweep.ts) */
  refundQueryAfterMinutes: number;
  /** the payment provider behind WeChat payments: the sandbox (default) or WeChat Pay API v3 (server/modules/payments) */
  provider: 'sandbox' | 'wechatpay';
  /** the merchant's WeChat Pay settings; set exactly when provider is wechatpay */
  wechatpay: WechatPaySettings | undefined;
  /** the company's receiving accounts for bank transfers, in China (RMB orders) and in Japan (JPY orders) */
  payees: PayeeAccounts;
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

/** Like `count`, but 0 is allowed (it turns the feature off). */
function countOrOff(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, 0 or more, got "${raw}"`);
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
const DEMO_PAYMENT_SANDBOX_SECRET = 'demo-payment-sandbox-secret';

function providerConfig(
  env: Record<string, string | undefined>,
  isProduction: boolean,
): Omit<PaymentsConfig, 'windowMinutes' | 'sweepSeconds' | 'refundQueryAfterMinutes'> {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'wechatpay') throw new ConfigError(`PAYMENT_PROVIDER must be "sandbox" or "wechatpay", got "${provider}"`);
  let wechatpay: WechatPaySettings | undefined;
  if (provider === 'wechatpay') {
    const read = readWechatPaySettings(env);
    // WeChat posts notifications to a URL fixed in each order: a request's Host header must never choose it.
    if (!env.PUBLIC_BASE_URL) read.problems.push('PAYMENT_PROVIDER=wechatpay needs PUBLIC_BASE_URL (the https origin WeChat sends its notifications to)');
    if (read.problems.length > 0) throw new ConfigError(`WeChat Pay cannot start:\n${read.problems.map((line) => `  - ${line}`).join('\n')}`);
    wechatpay = read.settings;
  }
  const payees = readPayeeAccounts(env);
  if (payees.problems.length > 0) throw new ConfigError(`Bank-transfer accounts:\n${payees.problems.map((line) => `  - ${line}`).join('\n')}`);
  const sandboxSecret = env.PAYMENT_SANDBOX_SECRET || (isProduction ? '' : DEMO_PAYMENT_SANDBOX_SECRET);
  const publicBaseUrl = env.PUBLIC_BASE_URL || undefined;
  if (publicBaseUrl && !/^https?:\/\/[^/?#]+\/?$/.test(publicBaseUrl)) {
    throw new ConfigError(`PUBLIC_BASE_URL must be an origin such as https://tickets.example.com, got "${publicBaseUrl}"`);
  }
  return { provider, wechatpay, payees: payees.accounts, sandboxSecret, publicBaseUrl };
}

/**
 * DEVELOPMENT ONLY, public: seals refund bank accounts on a laptop. Production refuses to start
 * without its own DATA_ENCRYPTION_KEY (at least MIN_SECRET_LENGTH characters). Changing the key
 * makes the accounts sealed with the old one unreadable.
 */
export const DEMO_DATA_ENCRYPTION_KEY = 'DEV-ONLY-demo-data-encryption-key-not-for-production';

/** A PostgreSQL URL, checked without echoing it (it may hold a password). */
function databaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got ${url.protocol}//`);
  }
  if (!url.hostname && !url.searchParams.get('host')) throw new ConfigError('DATABASE_URL names no host; expected postgres://user:password@host:5432/database');
  return raw;
}

function databaseConfig(env: Record<string, string | undefined>): DatabaseConfig {
  const config: DatabaseConfig = {
    poolSize: count(env, 'DATABASE_POOL_SIZE', 10),
    connectTimeoutMs: count(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000),
    statementTimeoutMs: count(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
    startupWaitMs: countOrOff(env, 'DATABASE_STARTUP_WAIT_MS', 60_000),
    maxConnections: count(env, 'DATABASE_MAX_CONNECTIONS', 100),
    reservedConnections: countOrOff(env, 'DATABASE_RESERVED_CONNECTIONS', 10),
  };
  // One connection holds the advisory lock of a migration or sweep while the task uses another.
  if (config.poolSize < 2)
    throw new ConfigError(`DATABASE_POOL_SIZE must be at least 2 (one connection holds a lock while another works), got ${config.poolSize}`);
  return config;
}

/**
 * The connections `processes` server processes may open, held to what the database allows.
 * Throws with the arithmetic, so the operator sees which number to change.
 */
export function checkConnectionBudget(database: DatabaseConfig, processes: number): void {
  const budget = database.maxConnections - database.reservedConnections;
  const wanted = processes * database.poolSize;
  if (wanted <= budget) return;
  throw new ConfigError(
    `${processes} process${processes === 1 ? '' : 'es'} × DATABASE_POOL_SIZE ${database.poolSize} = ${wanted} connections, ` +
      `more than the database allows the portal: DATABASE_MAX_CONNECTIONS ${database.maxConnections} − DATABASE_RESERVED_CONNECTIONS ${database.reservedConnections} = ${budget}. ` +
      'Lower WORKERS or DATABASE_POOL_SIZE, or raise max_connections in PostgreSQL and DATABASE_MAX_CONNECTIONS with it.',
  );
}

const IPV4_OR_6_CIDR = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

function trustProxy(raw: string | undefined): OpsConfig['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.find((part) => !IPV4_OR_6_CIDR.test(part) || isIP(part.split('/')[0]!) === 0);
  if (bad !== undefined || list.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (1), true, or the proxies' addresses or CIDRs separated by commas (10.0.0.1,10.1.0.0/16), got "${raw}"`,
    );
  }
  return list;
}

function bootstrapAdmin(env: Record<string, string | undefined>): OpsConfig['bootstrapAdmin'] {
  const logonId = env.BOOTSTRAP_ADMIN_LOGON_ID || '';
  const password = env.BOOTSTRAP_ADMIN_PASSWORD || '';
  if (!logonId && !password) return undefined;
  if (!logonId || !password) throw new ConfigError('BOOTSTRAP_ADMIN_LOGON_ID and BOOTSTRAP_ADMIN_PASSWORD go together: set both or neither');
  return { logonId, password };
}

function opsConfig(env: Record<string, string | undefined>): OpsConfig {
  const shutdownGraceMs = count(env, 'SHUTDOWN_GRACE_MS', 15_000);
  const shutdownDrainMs = countOrOff(env, 'SHUTDOWN_DRAIN_MS', 2_000);
  if (shutdownDrainMs >= shutdownGraceMs) {
    throw new ConfigError(
      `SHUTDOWN_DRAIN_MS (${shutdownDrainMs}) must be shorter than SHUTDOWN_GRACE_MS (${shutdownGraceMs}): the drain is part of the grace period`,
    );
  }
  return {
    shutdownGraceMs,
    shutdownDrainMs,
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? port('METRICS_PORT', env.METRICS_PORT) : undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    rateLimitPerIp: countOrOff(env, 'RATE_LIMIT_PER_IP', 1_200),
    rateLimitPerUser: countOrOff(env, 'RATE_LIMIT_PER_USER', 600),
    bootstrapAdmin: bootstrapAdmin(env),
  };
}

/** Secrets shorter than this are refused in production: they can be guessed or were typed as placeholders. */
const MIN_SECRET_LENGTH = 32;

/**
 * What production must not start with, one line per setting and why. The development defaults
 * (embedded database, mail into a folder, demo secrets, the payment sandbox) are fine on a laptop
 * and quietly wrong on a public server.
 */
export function productionRefusals(env: Record<string, string | undefined>, config: Config): string[] {
  const refusals: string[] = [];
  if (!config.databaseUrl && env.ALLOW_EMBEDDED_DB !== '1') {
    refusals.push(
      'DATABASE_URL is not set: production runs on PostgreSQL (set ALLOW_EMBEDDED_DB=1 to run on the embedded PGlite anyway, one process, no crash durability)',
    );
  }
  if (!config.mail.smtpUrl && !env.MAIL_OUTBOX_DIR) {
    refusals.push(
      'SMTP_URL is not set: mail (verification codes, e-tickets) would only be written to a folder (set MAIL_OUTBOX_DIR to choose that folder explicitly)',
    );
  }
  if (!config.payments.publicBaseUrl) {
    refusals.push("PUBLIC_BASE_URL is not set: payment QR codes and links in mails must never be built from a request's Host header");
  }
  if (config.payments.provider === 'sandbox' && env.ALLOW_SANDBOX_PAYMENTS !== '1') {
    refusals.push(
      'PAYMENT_PROVIDER is the sandbox, where anyone can mark an order paid: set ALLOW_SANDBOX_PAYMENTS=1 only for a trial site (or PAYMENT_PROVIDER=wechatpay)',
    );
  }
  const unsetPayees = PAYEE_SETTING_NAMES.filter((name) => !env[name]);
  if (unsetPayees.length > 0 && env.ALLOW_DEMO_PAYEES !== '1') {
    refusals.push(`${unsetPayees.join(', ')} not set: payers would be shown the demo bank-transfer accounts (set ALLOW_DEMO_PAYEES=1 only for a trial site)`);
  }
  const secrets: Array<[string, string | undefined, boolean]> = [
    ['OAUTH_CLIENT_ID', env.OAUTH_CLIENT_ID, false],
    ['OAUTH_CLIENT_SECRET', env.OAUTH_CLIENT_SECRET, true],
    ['PAYMENT_SANDBOX_SECRET', env.PAYMENT_SANDBOX_SECRET, config.payments.provider === 'sandbox'],
    ['METRICS_TOKEN', env.METRICS_TOKEN, false],
    ['DATA_ENCRYPTION_KEY', env.DATA_ENCRYPTION_KEY, true],
  ];
  for (const [name, value, required] of secrets) {
    if (!value) {
      if (required || name === 'OAUTH_CLIENT_ID') refusals.push(`${name} is not set: it is required with NODE_ENV=production`);
    } else if (name !== 'OAUTH_CLIENT_ID' && value.length < MIN_SECRET_LENGTH) {
      refusals.push(`${name} has ${value.length} characters: a secret needs at least ${MIN_SECRET_LENGTH} (for example: openssl rand -base64 32)`);
    }
  }
  if (config.ops.bootstrapAdmin && config.ops.bootstrapAdmin.password.length < 12) {
    refusals.push('BOOTSTRAP_ADMIN_PASSWORD is shorter than 12 characters');
  }
  if ((config.ops.rateLimitPerIp > 0 || config.ops.rateLimitPerUser > 0) && !config.ops.redisUrl && env.RATE_LIMIT_LOCAL !== '1') {
    refusals.push(
      'REDIS_URL is not set: each server process would count the API rate limits on its own, N processes allowing N times the limit (set RATE_LIMIT_LOCAL=1 when one process serves, or RATE_LIMIT_PER_IP=0 and RATE_LIMIT_PER_USER=0 to turn the limits off)',
    );
  }
  return refusals;
}

function port(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new ConfigError(`${name} must be a port number, got "${raw}"`);
  return value;
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const databaseSchema = env.DATABASE_SCHEMA || 'public';
  if (!SCHEMA_NAME.test(databaseSchema)) {
    throw new ConfigError(`DATABASE_SCHEMA must be a lower-case identifier, got "${databaseSchema}"`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  const dataDir = env.DATA_DIR || './data';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const isProduction = nodeEnv === 'production';
  const config: Config = {
    port: port('PORT', env.PORT || '3000'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databaseSchema,
    nodeEnv,
    isProduction,
    logLevel,
    staticDir: env.STATIC_DIR || './dist',
    auth: authConfig(env, isProduction),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || '东海渡轮 East Sea Ferry <no-reply@eastsea-ferry.example>',
      outboxDir: env.MAIL_OUTBOX_DIR || join(dataDir, 'outbox'),
      logSubjects: !isProduction,
      deliverySeconds: seconds(env, 'NOTIFICATION_SECONDS', 3),
      leaseSeconds: seconds(env, 'NOTIFICATION_LEASE_SECONDS', 300),
    },
    files: { dir: env.FILES_DIR || join(dataDir, 'files'), maxUploadBytes: 5 * 1024 * 1024, licenceUploadsPerIp: count(env, 'LICENCE_UPLOADS_PER_IP', 20) },
    payments: {
      windowMinutes: minutes(env, 'PAYMENT_WINDOW_MINUTES', 30),
      sweepSeconds: seconds(env, 'PAYMENT_SWEEP_SECONDS', 30),
      refundQueryAfterMinutes: minutes(env, 'REFUND_QUERY_AFTER_MINUTES', 10),
      ...providerConfig(env, isProduction),
    },
    orders: { maxUnpaidOrders: count(env, 'MAX_UNPAID_ORDERS', 3), submitsPerMinute: countOrOff(env, 'ORDER_SUBMITS_PER_MINUTE', 10) },
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || (isProduction ? '' : DEMO_DATA_ENCRYPTION_KEY),
    database: databaseConfig(env),
    ops: opsConfig(env),
  };
  if (isProduction) {
    const refusals = productionRefusals(env, config);
    if (refusals.length > 0) {
      throw new ConfigError(`NODE_ENV=production refuses to start on these settings:\n${refusals.map((line) => `  - ${line}`).join('\n')}`);
    }
  }
  if (config.databaseUrl) checkConnectionBudget(config.database, 1);
  return config;
}
