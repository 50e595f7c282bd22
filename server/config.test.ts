import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
      },
      files: { dir: 'data/files', maxUploadBytes: 5 * 1024 * 1024, licenceUploadsPerIp: 20 },
      payments: { windowMinutes: 30, sweepSeconds: 30, provider: 'sandbox', sandboxSecret: 'demo-payment-sandbox-secret', publicBaseUrl: undefined },
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
      OAUTH_CLIENT_SECRET: 's3cret',
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
      FILES_DIR: '/srv/files',
      PAYMENT_WINDOW_MINUTES: '5',
      PAYMENT_SWEEP_SECONDS: '10',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'pay-s3cret',
      PUBLIC_BASE_URL: 'https://tickets.example.com',
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
        clientSecret: 's3cret',
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
      mail: { smtpUrl: 'smtp://mail.example:25', from: 'portal@example.com', outboxDir: '/var/lib/portal/outbox' },
      files: { dir: '/srv/files', maxUploadBytes: 5 * 1024 * 1024, licenceUploadsPerIp: 40 },
      payments: { windowMinutes: 5, sweepSeconds: 10, provider: 'sandbox', sandboxSecret: 'pay-s3cret', publicBaseUrl: 'https://tickets.example.com' },
    });
  });

  it('refuses a code-request limit that is no positive whole number', () => {
    expect(() => loadConfig({ CODE_REQUESTS_PER_IP: '0' })).toThrow(/CODE_REQUESTS_PER_IP/);
    expect(() => loadConfig({ CODE_REQUESTS_PER_IP: 'many' })).toThrow(/CODE_REQUESTS_PER_IP/);
  });

  it('refuses the test captcha in production, and production without its own OAuth client', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_ID: 'a', OAUTH_CLIENT_SECRET: 'b', PORTAL_TEST_CAPTCHA: '1234' })).toThrow(
      /PORTAL_TEST_CAPTCHA/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OAUTH_CLIENT_ID/);
    expect(loadConfig({ PORTAL_TEST_CAPTCHA: '1234' }).auth.testCaptcha).toBe('1234');
  });

  it('refuses production without its own payment sandbox secret (the demo one would let anyone forge a payment)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_ID: 'a', OAUTH_CLIENT_SECRET: 'b' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_ID: 'a', OAUTH_CLIENT_SECRET: 'b', PAYMENT_SANDBOX_SECRET: 'x' }).payments.sandboxSecret).toBe('x');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_SCHEMA: 'x"; drop schema public; --' }, /DATABASE_SCHEMA/],
    [{ DATABASE_SCHEMA: 'Upper' }, /DATABASE_SCHEMA/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PAYMENT_WINDOW_MINUTES: '0' }, /PAYMENT_WINDOW_MINUTES/],
    [{ PAYMENT_WINDOW_MINUTES: '2.5' }, /PAYMENT_WINDOW_MINUTES/],
    [{ PAYMENT_SWEEP_SECONDS: '0' }, /PAYMENT_SWEEP_SECONDS/],
    [{ PAYMENT_PROVIDER: 'wechat' }, /PAYMENT_PROVIDER/],
    [{ PUBLIC_BASE_URL: 'tickets.example.com' }, /PUBLIC_BASE_URL/],
    [{ PUBLIC_BASE_URL: 'https://tickets.example.com/tickets' }, /PUBLIC_BASE_URL/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
