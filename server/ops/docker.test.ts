import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isStrongPassword } from '../../src/domain/validation/accountRules';
import { loadConfig } from '../config';

/**
 * This machine cannot pull images or run Docker, so the Dockerfile and compose.yaml
 * are checked here by reading: they start the server exactly as production is
 * started and tested, with settings the server really reads and accepts.
 */
const PRODUCTION_START = ['node', 'dist-server/main.js'];

it('is the start:prod script (server/productionStart.test.ts starts it)', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  expect(scripts['start:prod']!.replace(/^exec /, '')).toBe(PRODUCTION_START.join(' '));
});

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions per stage, continuation lines joined, comments dropped. */
function dockerfileStages(): Instruction[][] {
  const text = readFileSync('Dockerfile', 'utf8').replace(/\\\n\s*/g, '');
  const stages: Instruction[][] = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, keyword, args] = match as unknown as [string, string, string];
    if (keyword === 'FROM') stages.push([]);
    stages.at(-1)!.push({ keyword, args });
  }
  return stages;
}

const stages = dockerfileStages();
const [build, runtime] = stages as [Instruction[], Instruction[]];
const all = (stage: Instruction[], keyword: string) => stage.filter((i) => i.keyword === keyword).map((i) => i.args);
const one = (stage: Instruction[], keyword: string) => {
  const found = all(stage, keyword);
  expect(found, keyword).toHaveLength(1);
  return found[0]!;
};
/** ENV lines as name/value pairs (the `ENV NAME=value` form). */
const envOf = (stage: Instruction[]) => Object.fromEntries(all(stage, 'ENV').map((args) => /^(\w+)=(\S+)$/.exec(args)!.slice(1, 3) as [string, string]));

interface Service {
  image?: string;
  build?: { context: string; args: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
}
const compose = parse(readFileSync('compose.yaml', 'utf8')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const app = compose.services.app!;
const appEnv = app.environment!;
const configSource = readFileSync('server/config.ts', 'utf8');

describe('Dockerfile', () => {
  it('builds in one stage and runs the production start in a slim one, as a user, with a health check', () => {
    expect(stages.map((stage) => stage[0]!.args)).toEqual(['node:20-bookworm-slim AS build', 'node:20-bookworm-slim']);
    expect(all(build, 'RUN')).toEqual(expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm run build']));
    expect(all(runtime, 'RUN')[0]).toMatch(/^npm ci --omit=dev /);
    expect(all(runtime, 'COPY').filter((args) => args.startsWith('--from=build'))).toEqual([
      '--from=build /app/dist ./dist',
      '--from=build /app/dist-server ./dist-server',
    ]);
    expect(JSON.parse(one(runtime, 'CMD'))).toEqual(PRODUCTION_START);
    expect(envOf(runtime)).toEqual({ NODE_ENV: 'production', DATA_DIR: '/data' });
    expect(JSON.parse(one(runtime, 'VOLUME'))).toEqual(['/data']);
    expect(one(runtime, 'USER')).toBe('node');
    expect(one(runtime, 'EXPOSE')).toBe('3000');
    expect(one(runtime, 'HEALTHCHECK')).toContain("/healthz')");
  });

  it('compiles the web client with the OAuth client the server expects', () => {
    expect(all(build, 'ARG')).toEqual(['VITE_OAUTH_CLIENT_ID=portal-web', 'VITE_OAUTH_CLIENT_SECRET']);
    const client = readFileSync('src/services/auth.ts', 'utf8');
    expect(client).toContain('import.meta.env.VITE_OAUTH_CLIENT_ID');
    expect(client).toContain('import.meta.env.VITE_OAUTH_CLIENT_SECRET');
  });

  describe('health check', () => {
    let server: http.Server | undefined;
    afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    /** Runs the HEALTHCHECK's own command against a server answering /healthz with `status`. */
    async function healthCheck(status: number): Promise<number> {
      server = http.createServer((request, response) => {
        response.statusCode = request.url === '/healthz' ? status : 404;
        response.end();
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const [command, ...args] = JSON.parse(one(runtime, 'HEALTHCHECK').replace(/^.*?CMD\s+/, '')) as string[];
      expect(command).toBe('node');
      const env = { ...process.env, PORT: String((server.address() as AddressInfo).port) };
      return promisify(execFile)(process.execPath, args, { env }).then(
        () => 0,
        (error: { code: number }) => error.code,
      );
    }

    it('passes while /healthz answers 200 and fails on 503', async () => {
      expect(await healthCheck(200)).toBe(0);
      expect(await healthCheck(503)).toBe(1);
    });
  });

  it('leaves local installs, builds, data and secrets out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', 'dist-server', 'data', '.git', '.env', '.env.*']));
  });
});

describe('compose.yaml', () => {
  it('runs the image exactly as production starts, on PostgreSQL 15, Redis 7 and Mailpit', () => {
    expect(app.command).toEqual(PRODUCTION_START);
    expect(appEnv.NODE_ENV).toBe('production');
    expect(app.build!.context).toBe('.');
    expect(compose.services.postgres!.image).toBe('postgres:15');
    expect(compose.services.redis!.image).toBe('redis:7');
    expect(compose.services.mailpit!.image).toBe('axllent/mailpit');
    expect(app.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(compose.services.postgres!.healthcheck!.test.join(' ')).toContain('pg_isready -U portal -d portal');
    expect(app.ports).toEqual([`${appEnv.PORT}:${one(runtime, 'EXPOSE')}`]);
    expect(app.volumes).toEqual([`portal-data:${envOf(runtime).DATA_DIR}`]);
    expect(Object.keys(compose.volumes).sort()).toEqual(['portal-data', 'postgres-data']);
  });

  it('sets only settings the server reads', () => {
    const names = [...Object.keys(appEnv), ...Object.keys(envOf(runtime))];
    const unread = names.filter((name) => !new RegExp(`\\benv\\.${name}\\b|'${name}'`).test(configSource));
    expect(unread).toEqual([]);
  });

  it('points the app at its own services', () => {
    const postgres = compose.services.postgres!.environment!;
    const database = new URL(appEnv.DATABASE_URL!);
    expect([database.hostname, database.port, database.username, decodeURIComponent(database.password), database.pathname]).toEqual([
      'postgres',
      '5432',
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      `/${postgres.POSTGRES_DB}`,
    ]);
    expect(appEnv.REDIS_URL).toBe('redis://redis:6379');
    expect(appEnv.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(app.build!.args).toEqual({ VITE_OAUTH_CLIENT_ID: appEnv.OAUTH_CLIENT_ID, VITE_OAUTH_CLIENT_SECRET: appEnv.OAUTH_CLIENT_SECRET });
  });

  it('is accepted by the production configuration, with every secret a marked placeholder', () => {
    const config = loadConfig({ ...envOf(runtime), ...appEnv });
    expect(config).toMatchObject({
      isProduction: true,
      dataDir: '/data',
      databaseUrl: appEnv.DATABASE_URL,
      mail: { smtpUrl: 'smtp://mailpit:1025' },
      ops: { redisUrl: 'redis://redis:6379', bootstrapAdmin: { logonId: 'admin' } },
    });
    for (const secret of ['OAUTH_CLIENT_SECRET', 'PAYMENT_SANDBOX_SECRET', 'METRICS_TOKEN', 'DATA_ENCRYPTION_KEY', 'BOOTSTRAP_ADMIN_PASSWORD']) {
      expect(appEnv[secret], secret).toMatch(/^CHANGE-ME/);
    }
    expect(compose.services.postgres!.environment!.POSTGRES_PASSWORD).toMatch(/^CHANGE-ME/);
    expect(isStrongPassword(appEnv.BOOTSTRAP_ADMIN_PASSWORD!)).toBe(true);
  });
});
