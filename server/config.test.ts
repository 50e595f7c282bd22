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
      },
      mail: {
        smtpUrl: undefined,
        from: expect.stringContaining('@'),
        outboxDir: 'data/outbox',
      },
      files: { dir: 'data/files', maxUploadBytes: 5 * 1024 * 1024 },
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
      SMTP_URL: 'smtp://mail.example:25',
      MAIL_FROM: 'portal@example.com',
      FILES_DIR: '/srv/files',
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
      },
      mail: { smtpUrl: 'smtp://mail.example:25', from: 'portal@example.com', outboxDir: '/var/lib/portal/outbox' },
      files: { dir: '/srv/files', maxUploadBytes: 5 * 1024 * 1024 },
    });
  });

  it('refuses the test captcha in production, and production without its own OAuth client', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_ID: 'a', OAUTH_CLIENT_SECRET: 'b', PORTAL_TEST_CAPTCHA: '1234' })).toThrow(
      /PORTAL_TEST_CAPTCHA/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OAUTH_CLIENT_ID/);
    expect(loadConfig({ PORTAL_TEST_CAPTCHA: '1234' }).auth.testCaptcha).toBe('1234');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_SCHEMA: 'x"; drop schema public; --' }, /DATABASE_SCHEMA/],
    [{ DATABASE_SCHEMA: 'Upper' }, /DATABASE_SCHEMA/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
