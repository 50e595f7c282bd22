import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH, type UserInfoAnswer } from '../../../src/domain/identityApi';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDb, pgliteDataDir } from '../../db/client';
import { acquireDataDirLock } from '../../db/lock';
import { prepareDatabase } from '../../db/prepare';
import { authHeader, loginAs, TEST_CAPTCHA } from '../../test/login';

/**
 * The staff command as operators run it in the image (`node dist-server/staff.js`, the bundle of
 * what `npm run staff` runs): a child process on the server's settings (here an embedded
 * database folder prepared as the server would), the password piped in, one line out, exit 0 or 1.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'portal-staff-cli-'));
const dataDir = path.join(root, 'data');
// Built by the server project's global setup when stale.
const CLI = path.resolve('dist-server/staff.js');

const env = (folder: string) => {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, DATA_DIR: folder, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
};

function staff(args: string[], stdin = '', folder = dataDir): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: env(folder), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** The server's application over the folder, for as long as `use` takes (the CLI must not run meanwhile). */
async function withApp<T>(use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
    STATIC_DIR: path.join(root, 'no-client'),
  });
  const handle = await openDb(config);
  const app = await buildApp({ config, db: handle.db });
  try {
    return await use(app);
  } finally {
    await app.close();
    await handle.close();
  }
}

const userInfo = async (app: Awaited<ReturnType<typeof buildApp>>, token: Parameters<typeof authHeader>[0]) =>
  ((await app.inject({ method: 'POST', url: AUTH.userInfo, headers: authHeader(token) })).json() as { data: UserInfoAnswer }).data;

beforeAll(async () => {
  // What the server does at its first start, without the demo accounts (as in production).
  mkdirSync(dataDir, { recursive: true });
  const handle = await openDb({ dataDir, databaseSchema: 'public', databaseUrl: undefined });
  await prepareDatabase(handle, { includeDemo: false, now: new Date() });
  await handle.close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Child processes on PGlite data folders of their own, whatever DATABASE_URL says: run once, in npm test's pass.
describe.skipIf(process.env.DATABASE_URL)('npm run staff', () => {
  it('creates an account from a piped password, which logs in and must change its password first', async () => {
    const created = await staff(['create', 'Ops.Clerk', '--role', 'ticketingClerk', '--name', '运维售票员'], 'Clerk#First2026\n');
    expect(created).toEqual({ code: 0, stdout: 'created ticketingClerk Ops.Clerk: it must choose a new password at its first login\n', stderr: '' });

    await withApp(async (app) => {
      const token = await loginAs(app, 'ops.clerk', 'Clerk#First2026');
      expect(await userInfo(app, token)).toMatchObject({ logonId: 'Ops.Clerk', userCnnme: '运维售票员', role: 'ticketingClerk', mustChangePassword: true });
      const page = await app.inject({ method: 'POST', url: '/api/web-ts/simp2/business/ts/staff/order/getOrderPage', headers: authHeader(token), payload: {} });
      expect(page.json()).toMatchObject({ code: ErrorCode.PASSWORD_CHANGE_REQUIRED });
    });
  }, 180_000);

  it('refuses with one line and exit code 1: a weak password, a taken login name, a customer role, no password, bad usage', async () => {
    // Only the taken name reaches the database (which serves one process); the others are refused before it is opened.
    const taken = await staff(['create', 'OPS.CLERK', '--role', 'editor'], 'Clerk#Other2026\n');
    const refusals = [
      taken,
      ...(await Promise.all([
        staff(['create', 'ops.weak', '--role', 'editor'], 'weakpassword\n'),
        staff(['create', 'ops.customer', '--role', 'individual'], 'Clerk#Other2026\n'),
        staff(['create', 'ops.nopass', '--role', 'editor'], ''),
        staff(['create', 'ops.norole'], 'Clerk#Other2026\n'),
        staff(['promote', 'ops.clerk']),
      ])),
    ];
    for (const refused of refusals) {
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(/^refused: [^\n]+\n$/);
    }
    const [, weak, customer, noPassword, noRole, unknown] = refusals.map((r) => r.stderr);
    expect(taken.stderr).toContain('logonId: 该登录名已被使用');
    expect(weak).toContain('password: ');
    expect(customer).toContain('role: ');
    expect(noPassword).toContain('no password on standard input');
    expect(noRole).toContain('create needs --role');
    expect(unknown).toContain('usage: npm run staff -- create <logonId> --role <');
  }, 180_000);

  it('resets a password (sessions end, a change is required) and lists the staff accounts', async () => {
    const before = await withApp(async (app) => {
      const token = await loginAs(app, 'ops.clerk', 'Clerk#First2026');
      return token.access_token;
    });
    const reset = await staff(['reset-password', 'ops.clerk'], 'Clerk#Reset2026\n');
    expect(reset).toEqual({
      code: 0,
      stdout: 'reset the password of ticketingClerk Ops.Clerk: its sessions ended, and it must choose a new password at its next login\n',
      stderr: '',
    });
    expect(await staff(['reset-password', 'nobody.here'], 'Clerk#Reset2026\n')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'refused: no staff account with that login name\n',
    });

    const listed = await staff(['list']);
    expect(listed).toEqual({ code: 0, stdout: 'Ops.Clerk\tticketingClerk\tactive\tmust-change-password\n', stderr: '' });

    await withApp(async (app) => {
      expect((await app.inject({ method: 'POST', url: AUTH.userInfo, headers: authHeader(before) })).statusCode).toBe(401);
      await expect(loginAs(app, 'ops.clerk', 'Clerk#First2026')).rejects.toThrow(/10421/);
      expect(await userInfo(app, await loginAs(app, 'ops.clerk', 'Clerk#Reset2026'))).toMatchObject({ mustChangePassword: true });
    });
  }, 180_000);

  it('refuses while the server holds the embedded database, and on a database that is missing or not migrated', async () => {
    const lock = acquireDataDirLock(dataDir, pgliteDataDir(dataDir));
    try {
      const busy = await staff(['list']);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/^refused: The data folder .* is in use by process \d+\. Stop that process first/);
    } finally {
      lock.release();
    }

    const empty = path.join(root, 'empty');
    const missing = await staff(['list'], '', empty);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^refused: no database in .*pgdata: start the server once/);

    const unmigrated = path.join(root, 'unmigrated');
    mkdirSync(unmigrated, { recursive: true });
    const bare = await PGlite.create(pgliteDataDir(unmigrated));
    await bare.close();
    const stale = await staff(['list'], '', unmigrated);
    expect(stale).toEqual({
      code: 1,
      stdout: '',
      stderr: "refused: the database (embedded) is not up to date with this version's migrations: start the server of this version once, then try again\n",
    });
  }, 180_000);
});
