import { describe, expect, it } from 'vitest';
import { checkConnectionBudget, ConfigError, DEMO_DATA_ENCRYPTION_KEY, loadConfig } from './config';

const SECRET_A = 'a'.repeat(32);
const SECRET_B = 'b'.repeat(40);
const SECRET_C = 'c'.repeat(32);

/** Real-looking receiving accounts, so that production does not refuse the demo ones. */
const PAYEES = {
  PAYEE_CN_BANK: '招商银行',
  PAYEE_CN_BRANCH: '上海分行',
  PAYEE_CN_ACCOUNT_NO: '121900000000001',
  PAYEE_CN_HOLDER: '示例航运有限公司',
  PAYEE_JP_BANK: 'みずほ銀行',
  PAYEE_JP_BRANCH: '大阪支店',
  PAYEE_JP_ACCOUNT_TYPE: '当座',
  PAYEE_JP_ACCOUNT_NO: '7654321',
  PAYEE_JP_HOLDER: 'レイジカイウン',
};

/** A production environment that starts; each refusal test spoils one thing of it. */
const PRODUCTION: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal@db/portal',
  SMTP_URL: 'smtp://mail.example:25',
  PUBLIC_BASE_URL: 'https://tickets.example.com',
  OAUTH_CLIENT_ID: 'web',
  OAUTH_CLIENT_SECRET: SECRET_A,
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_SANDBOX_PAYMENTS: '1',
  PAYMENT_SANDBOX_SECRET: SECRET_B,
  REDIS_URL: 'redis://cache:6379',
  DATA_ENCRYPTION_KEY: 'field-key-'.padEnd(40, 'k'),
  ...PAYEES,
};

describe('loadConfig', () => {
  it('has defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      databaseSchema: 'public',
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      staticDir: './dist',
      auth: {
        clientId: 'portal-web',
        clientSecret: 'portal-web-secret',
        accessTokenTtlSeconds: 7200,
        refreshTokenTtlSeconds: 604800,
        refreshReuseSeconds: 60,
        sessionIdleSeconds: 86400,
        sessionAbsoluteSeconds: 604800,
        captchaTtlSeconds: 300,
        testCaptcha: undefined,
        lockAfterFailures: 5,
        lockMinutes: 15,
        codeRequestsPerIp: 10,
      },
      mail: {
        smtpUrl: undefined,
        from: expect.stringContaining('@'),
        outboxDir: 'data/outbox',
        logSubjects: true,
        deliverySeconds: 3,
        leaseSeconds: 300,
      },
      files: { dir: 'data/files', maxUploadBytes: 5 * 1024 * 1024, licenceUploadsPerIp: 20 },
      orders: { maxUnpaidOrders: 3, submitsPerMinute: 10 },
      payments: {
        windowMinutes: 30,
        sweepSeconds: 30,
        refundQueryAfterMinutes: 10,
        provider: 'sandbox',
        wechatpay: undefined,
        payees: expect.objectContaining({ demo: { CN: true, JP: true } }),
        sandboxSecret: 'demo-payment-sandbox-secret',
        publicBaseUrl: undefined,
      },
      dataEncryptionKey: DEMO_DATA_ENCRYPTION_KEY,
      database: { poolSize: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15000, startupWaitMs: 60000, maxConnections: 100, reservedConnections: 10 },
      ops: {
        shutdownGraceMs: 15000,
        shutdownDrainMs: 2000,
        metricsToken: undefined,
        metricsPort: undefined,
        trustProxy: false,
        redisUrl: undefined,
        rateLimitPerIp: 1200,
        rateLimitPerUser: 600,
        bootstrapAdmin: undefined,
      },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://portal@db/portal',
      DATABASE_SCHEMA: 'portal_1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/srv/portal',
      OAUTH_CLIENT_ID: 'web',
      OAUTH_CLIENT_SECRET: SECRET_A,
      ACCESS_TOKEN_TTL: '600',
      REFRESH_TOKEN_TTL: '3600',
      REFRESH_REUSE_INTERVAL: '30',
      SESSION_IDLE_LIMIT: '1800',
      SESSION_ABSOLUTE_LIMIT: '7200',
      CAPTCHA_TTL: '60',
      CODE_REQUESTS_PER_IP: '50',
      LICENCE_UPLOADS_PER_IP: '40',
      SMTP_URL: 'smtp://mail.example:25',
      MAIL_FROM: 'portal@example.com',
      NOTIFICATION_SECONDS: '7',
      NOTIFICATION_LEASE_SECONDS: '45',
      FILES_DIR: '/srv/files',
      PAYMENT_WINDOW_MINUTES: '5',
      PAYMENT_SWEEP_SECONDS: '10',
      REFUND_QUERY_AFTER_MINUTES: '20',
      MAX_UNPAID_ORDERS: '5',
      ORDER_SUBMITS_PER_MINUTE: '0',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: SECRET_B,
      DATA_ENCRYPTION_KEY: SECRET_A,
      PUBLIC_BASE_URL: 'https://tickets.example.com',
      ALLOW_SANDBOX_PAYMENTS: '1',
      ...PAYEES,
      DATABASE_POOL_SIZE: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '8000',
      DATABASE_STARTUP_WAIT_MS: '0',
      DATABASE_MAX_CONNECTIONS: '200',
      DATABASE_RESERVED_CONNECTIONS: '20',
      SHUTDOWN_GRACE_MS: '5000',
      SHUTDOWN_DRAIN_MS: '500',
      METRICS_TOKEN: SECRET_C,
      METRICS_PORT: '9464',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_USER: '100',
      BOOTSTRAP_ADMIN_LOGON_ID: 'first.admin',
      BOOTSTRAP_ADMIN_PASSWORD: 'Long-enough#2026',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal@db/portal',
      databaseSchema: 'portal_1',
      nodeEnv: 'production',
      isProduction: true,
      logLevel: 'warn',
      staticDir: '/srv/portal',
      auth: {
        clientId: 'web',
        clientSecret: SECRET_A,
        accessTokenTtlSeconds: 600,
        refreshTokenTtlSeconds: 3600,
        refreshReuseSeconds: 30,
        sessionIdleSeconds: 1800,
        sessionAbsoluteSeconds: 7200,
        captchaTtlSeconds: 60,
        testCaptcha: undefined,
        lockAfterFailures: 5,
        lockMinutes: 15,
        codeRequestsPerIp: 50,
      },
      mail: {
        smtpUrl: 'smtp://mail.example:25',
        from: 'portal@example.com',
        outboxDir: '/var/lib/portal/outbox',
        logSubjects: false,
        deliverySeconds: 7,
        leaseSeconds: 45,
      },
      files: { dir: '/srv/files', maxUploadBytes: 5 * 1024 * 1024, licenceUploadsPerIp: 40 },
      orders: { maxUnpaidOrders: 5, submitsPerMinute: 0 },
      payments: {
        windowMinutes: 5,
        sweepSeconds: 10,
        refundQueryAfterMinutes: 20,
        provider: 'sandbox',
        wechatpay: undefined,
        payees: {
          CN: { country: 'CN', bankName: '招商银行', branchName: '上海分行', accountNumber: '121900000000001', holderName: '示例航运有限公司' },
          JP: { country: 'JP', bankName: 'みずほ銀行', branchName: '大阪支店', accountType: 'CURRENT', accountNumber: '7654321', holderName: 'レイジカイウン' },
          demo: { CN: false, JP: false },
        },
        sandboxSecret: SECRET_B,
        publicBaseUrl: 'https://tickets.example.com',
      },
      dataEncryptionKey: SECRET_A,
      database: { poolSize: 4, connectTimeoutMs: 2000, statementTimeoutMs: 8000, startupWaitMs: 0, maxConnections: 200, reservedConnections: 20 },
      ops: {
        shutdownGraceMs: 5000,
        shutdownDrainMs: 500,
        metricsToken: SECRET_C,
        metricsPort: 9464,
        trustProxy: ['10.0.0.1', '10.1.0.0/16'],
        redisUrl: 'redis://cache:6379',
        rateLimitPerIp: 0,
        rateLimitPerUser: 100,
        bootstrapAdmin: { logonId: 'first.admin', password: 'Long-enough#2026' },
      },
    });
  });

  it('refuses a code-request limit that is no positive whole number', () => {
    expect(() => loadConfig({ CODE_REQUESTS_PER_IP: '0' })).toThrow(/CODE_REQUESTS_PER_IP/);
    expect(() => loadConfig({ CODE_REQUESTS_PER_IP: 'many' })).toThrow(/CODE_REQUESTS_PER_IP/);
  });

  it('refuses the test captcha in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, PORTAL_TEST_CAPTCHA: '1234' })).toThrow(/PORTAL_TEST_CAPTCHA/);
    expect(loadConfig({ PORTAL_TEST_CAPTCHA: '1234' }).auth.testCaptcha).toBe('1234');
  });

  it('starts in production on safe settings', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.payments.sandboxSecret).toBe(SECRET_B);
  });

  // Each line: what is taken away or spoiled, and the words the refusal must say.
  it.each([
    ['no DATABASE_URL', { DATABASE_URL: undefined }, /DATABASE_URL is not set.*ALLOW_EMBEDDED_DB=1/],
    ['no SMTP_URL', { SMTP_URL: undefined }, /SMTP_URL is not set.*MAIL_OUTBOX_DIR/],
    ['no PUBLIC_BASE_URL', { PUBLIC_BASE_URL: undefined }, /PUBLIC_BASE_URL is not set.*Host header/],
    ['the sandbox without ALLOW_SANDBOX_PAYMENTS', { ALLOW_SANDBOX_PAYMENTS: undefined }, /PAYMENT_PROVIDER is the sandbox.*ALLOW_SANDBOX_PAYMENTS=1/],
    ['no PAYMENT_PROVIDER (the sandbox by default)', { PAYMENT_PROVIDER: undefined, ALLOW_SANDBOX_PAYMENTS: undefined }, /PAYMENT_PROVIDER is the sandbox/],
    ['no OAuth client', { OAUTH_CLIENT_ID: undefined, OAUTH_CLIENT_SECRET: undefined }, /OAUTH_CLIENT_ID is not set[\s\S]*OAUTH_CLIENT_SECRET is not set/],
    ['a short OAuth secret', { OAUTH_CLIENT_SECRET: 's3cret' }, /OAUTH_CLIENT_SECRET has 6 characters: a secret needs at least 32/],
    ['no sandbox secret (the demo one would let anyone forge a payment)', { PAYMENT_SANDBOX_SECRET: undefined }, /PAYMENT_SANDBOX_SECRET is not set/],
    ['a 31-character sandbox secret', { PAYMENT_SANDBOX_SECRET: 'x'.repeat(31) }, /PAYMENT_SANDBOX_SECRET has 31 characters/],
    ['a short metrics token', { METRICS_TOKEN: 'abc' }, /METRICS_TOKEN has 3 characters/],
    ['no data encryption key (refund accounts would be sealed with the public demo key)', { DATA_ENCRYPTION_KEY: undefined }, /DATA_ENCRYPTION_KEY is not set/],
    ['a short data encryption key', { DATA_ENCRYPTION_KEY: 'k'.repeat(20) }, /DATA_ENCRYPTION_KEY has 20 characters: a secret needs at least 32/],
    [
      'a short bootstrap password',
      { BOOTSTRAP_ADMIN_LOGON_ID: 'first.admin', BOOTSTRAP_ADMIN_PASSWORD: 'short' },
      /BOOTSTRAP_ADMIN_PASSWORD is shorter than 12/,
    ],
    [
      'the demo payee accounts',
      { PAYEE_JP_BANK: undefined, PAYEE_JP_BRANCH: undefined, PAYEE_JP_ACCOUNT_TYPE: undefined, PAYEE_JP_ACCOUNT_NO: undefined, PAYEE_JP_HOLDER: undefined },
      /PAYEE_JP_BANK, PAYEE_JP_BRANCH.*demo bank-transfer accounts.*ALLOW_DEMO_PAYEES=1/,
    ],
  ])('refuses production with %s, naming the setting and why', (_what, change, message) => {
    const env: Record<string, string | undefined> = { ...PRODUCTION, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every unsafe production setting at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'DATABASE_URL',
      'SMTP_URL',
      'PUBLIC_BASE_URL',
      'PAYMENT_PROVIDER',
      'OAUTH_CLIENT_ID',
      'OAUTH_CLIENT_SECRET',
      'PAYMENT_SANDBOX_SECRET',
    ]) {
      expect(message).toContain(`  - ${name}`);
    }
  });

  it('accepts the embedded database and the mail folder in production only when asked for explicitly', () => {
    const config = loadConfig({ ...PRODUCTION, DATABASE_URL: undefined, ALLOW_EMBEDDED_DB: '1', SMTP_URL: undefined, MAIL_OUTBOX_DIR: '/srv/outbox' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.outboxDir).toBe('/srv/outbox');
  });

  it('says a malformed DATABASE_URL in one line without echoing it (it may hold a password)', () => {
    for (const url of ['not a url', 'mysql://u:hunter2@db/x', 'postgres://']) {
      let message = '';
      try {
        loadConfig({ DATABASE_URL: url });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/^DATABASE_URL /);
      expect(message).not.toContain('\n');
      expect(message).not.toContain('hunter2');
    }
  });

  it('refuses a pool larger than the database allows, with the arithmetic', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', DATABASE_POOL_SIZE: '95' })).toThrow(
      '1 process × DATABASE_POOL_SIZE 95 = 95 connections, more than the database allows the portal: DATABASE_MAX_CONNECTIONS 100 − DATABASE_RESERVED_CONNECTIONS 10 = 90.',
    );
    const { database } = loadConfig({ DATABASE_URL: 'postgres://db/x', DATABASE_POOL_SIZE: '9' });
    expect(() => checkConnectionBudget(database, 10)).not.toThrow();
    expect(() => checkConnectionBudget(database, 11)).toThrow('11 processes × DATABASE_POOL_SIZE 9 = 99 connections');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE must be at least 2/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_SCHEMA: 'x"; drop schema public; --' }, /DATABASE_SCHEMA/],
    [{ DATABASE_SCHEMA: 'Upper' }, /DATABASE_SCHEMA/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PAYMENT_WINDOW_MINUTES: '0' }, /PAYMENT_WINDOW_MINUTES/],
    [{ MAX_UNPAID_ORDERS: '0' }, /MAX_UNPAID_ORDERS/],
    [{ ORDER_SUBMITS_PER_MINUTE: '-1' }, /ORDER_SUBMITS_PER_MINUTE/],
    [{ PAYMENT_WINDOW_MINUTES: '2.5' }, /PAYMENT_WINDOW_MINUTES/],
    [{ PAYMENT_SWEEP_SECONDS: '0' }, /PAYMENT_SWEEP_SECONDS/],
    [{ REFUND_QUERY_AFTER_MINUTES: '0' }, /REFUND_QUERY_AFTER_MINUTES/],
    [{ PAYMENT_PROVIDER: 'wechat' }, /PAYMENT_PROVIDER/],
    [{ PUBLIC_BASE_URL: 'tickets.example.com' }, /PUBLIC_BASE_URL/],
    [{ PUBLIC_BASE_URL: 'https://tickets.example.com/tickets' }, /PUBLIC_BASE_URL/],
    [{ TRUST_PROXY: 'the proxy' }, /TRUST_PROXY/],
    [{ METRICS_PORT: 'ninety' }, /METRICS_PORT must be a port number/],
    [{ TRUST_PROXY: '10.0.0.300' }, /TRUST_PROXY/],
    [{ RATE_LIMIT_PER_IP: '-1' }, /RATE_LIMIT_PER_IP/],
    [{ BOOTSTRAP_ADMIN_LOGON_ID: 'first.admin' }, /BOOTSTRAP_ADMIN_LOGON_ID and BOOTSTRAP_ADMIN_PASSWORD go together/],
    [{ SHUTDOWN_GRACE_MS: '0' }, /SHUTDOWN_GRACE_MS/],
    [{ SHUTDOWN_GRACE_MS: '3000', SHUTDOWN_DRAIN_MS: '3000' }, /SHUTDOWN_DRAIN_MS \(3000\) must be shorter than SHUTDOWN_GRACE_MS \(3000\)/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
