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
    });
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
