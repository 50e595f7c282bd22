import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH, type UserInfoAnswer } from '../../../src/domain/identityApi';
import type { StaffAccount } from '../../../src/domain/staff/accounts';
import type { AuditEntryView } from '../../../src/domain/staff/audit';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { fromPostgres } from '../../db/client';
import { users } from '../../db/schema';
import { apiRoutes, routeCollector, routeKey, type RouteEntry } from '../../security/routeTable';
import { authHeader, createUser, loginAs } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { ensureBootstrapAdmin, type BootstrapLog } from './bootstrapAdmin';
import { get, post } from '../../test/staff.testkit';

/**
 * The first administrator of a site with none: made once from the bootstrap settings, held to a
 * password change at its first login (every other call refused by the server), then working.
 */

let testDb: TestDb;
let app: FastifyInstance;
let routes: RouteEntry[];
const clock = () => new Date();

const BOOTSTRAP = { logonId: 'Harbour.Admin', password: 'First#Admin2026' };
const NEW_PASSWORD = 'Chosen#Admin2026';

function recordingLog(): BootstrapLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (message) => lines.push(`info: ${message}`), warn: (message) => lines.push(`warn: ${message}`) };
}

const activeAdmins = async () =>
  testDb.db
    .select({ logonId: users.logonId, mustChangePassword: users.mustChangePassword })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));

beforeAll(async () => {
  testDb = await createTestDb();
  const table = routeCollector();
  app = await buildTestApp(testDb, { onRoute: table.onRoute });
  routes = apiRoutes(table.routes);
  // The seed's demo.admin (and any other administrator) disabled: a site without an active administrator.
  await testDb.db.update(users).set({ disabledAt: new Date() }).where(eq(users.role, 'admin'));
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe('the bootstrap administrator', () => {
  it('does nothing without bootstrap settings', async () => {
    const log = recordingLog();
    expect(await ensureBootstrapAdmin({ db: testDb.db, clock, log }, undefined)).toEqual({ action: 'none' });
    expect(log.lines).toEqual([]);
    expect(await activeAdmins()).toEqual([]);
  });

  it('refuses settings that break the account rules, naming the setting, and makes nothing', async () => {
    const log = recordingLog();
    await expect(ensureBootstrapAdmin({ db: testDb.db, clock, log }, { logonId: BOOTSTRAP.logonId, password: 'alllowercase-and-long' })).rejects.toThrow(
      /BOOTSTRAP_ADMIN_PASSWORD/,
    );
    await expect(ensureBootstrapAdmin({ db: testDb.db, clock, log }, { logonId: 'a b', password: BOOTSTRAP.password })).rejects.toThrow(
      /BOOTSTRAP_ADMIN_LOGON_ID/,
    );
    expect(await activeAdmins()).toEqual([]);
  });

  it('does not take a login name that belongs to another account, and does not crash', async () => {
    await createUser(testDb.db, { logonId: 'taken.name', role: 'individual' });
    const log = recordingLog();
    expect(await ensureBootstrapAdmin({ db: testDb.db, clock, log }, { logonId: 'Taken.Name', password: BOOTSTRAP.password })).toEqual({
      action: 'ignored',
      reason: 'logonIdTaken',
    });
    expect(log.lines).toEqual([expect.stringMatching(/^warn: No active administrator, but the login name Taken\.Name belongs to another account/)]);
    expect(await activeAdmins()).toEqual([]);
  });

  it('creates the administrator exactly once, however many processes run it, and says so', async () => {
    const log = recordingLog();
    // Eight processes at once: on PostgreSQL each on a connection pool of its own, as eight servers
    // would be, connected beforehand so that they really start together.
    const url = process.env.DATABASE_URL;
    const handles = url ? [0, 1, 2, 3, 4, 5, 6, 7].map(() => fromPostgres(url, testDb.handle.schemaName)) : Array(8).fill(testDb.handle);
    try {
      await Promise.all(handles.map((handle) => handle.db.execute(sql`select 1`)));
      const outcomes = await Promise.all(handles.map((handle) => ensureBootstrapAdmin({ db: handle.db, clock, log }, BOOTSTRAP)));
      expect(outcomes.filter((o) => o.action === 'created')).toHaveLength(1);
      expect(outcomes.filter((o) => o.action === 'ignored')).toEqual(Array(7).fill({ action: 'ignored', reason: 'adminExists' }));
    } finally {
      if (url) await Promise.all(handles.map((handle) => handle.close()));
    }
    // Run again at the next start: still one.
    expect(await ensureBootstrapAdmin({ db: testDb.db, clock, log }, BOOTSTRAP)).toEqual({ action: 'ignored', reason: 'adminExists' });

    expect(await activeAdmins()).toEqual([{ logonId: 'Harbour.Admin', mustChangePassword: true }]);
    expect(log.lines.filter((line) => line.startsWith('info: Created'))).toEqual([
      'info: Created administrator Harbour.Admin; the console asks for a new password at first login',
    ]);
    expect(log.lines.filter((line) => line.includes('are ignored'))).toHaveLength(8);
  });

  it('is ignored, with a line saying so, once an active administrator exists', async () => {
    const log = recordingLog();
    expect(await ensureBootstrapAdmin({ db: testDb.db, clock, log }, { logonId: 'another.admin', password: BOOTSTRAP.password })).toEqual({
      action: 'ignored',
      reason: 'adminExists',
    });
    expect(log.lines).toEqual([
      'info: An active administrator exists: BOOTSTRAP_ADMIN_LOGON_ID and BOOTSTRAP_ADMIN_PASSWORD are ignored (they may be removed)',
    ]);
    expect((await testDb.db.select().from(users).where(eq(users.logonIdKey, 'another.admin'))).length).toBe(0);
    // Settings left in place after go-live are not even checked: a start never fails on them.
    expect(await ensureBootstrapAdmin({ db: testDb.db, clock, log }, { logonId: 'x', password: 'short' })).toEqual({
      action: 'ignored',
      reason: 'adminExists',
    });
  });

  it('logs in, is refused every call but changing its password, changes it, and then works', async () => {
    const token = await loginAs(app, BOOTSTRAP.logonId, BOOTSTRAP.password);
    const headers = authHeader(token);
    const other = authHeader(await loginAs(app, BOOTSTRAP.logonId, BOOTSTRAP.password));

    // Who it is: the console learns the change is required.
    const info = (await app.inject({ method: 'POST', url: AUTH.userInfo, headers })).json() as { code: number; data: UserInfoAnswer };
    expect(info).toMatchObject({ code: 0, data: { logonId: 'Harbour.Admin', role: 'admin', mustChangePassword: true } });
    expect((await app.inject({ method: 'POST', url: AUTH.authentication, headers })).json()).toMatchObject({ code: 0 });

    // Every route that needs a session, but the ones marked for it, answers 10428 in both languages (HTTP 200).
    const refused: string[] = [];
    const open: string[] = [];
    for (const route of routes) {
      if (!route.access || route.access.kind === 'public' || route.access.kind === 'signed') continue;
      const key = routeKey(route.method, route.url);
      const response = await app.inject({ method: route.method as 'GET', url: route.url.replace(/:([A-Za-z0-9_]+)/g, 'x'), headers });
      const body = response.json() as { code: number; message?: string; jpMessage?: string };
      if (
        response.statusCode === 200 &&
        body.code === ErrorCode.PASSWORD_CHANGE_REQUIRED &&
        body.message?.includes('修改密码') &&
        body.jpMessage?.includes('パスワードを変更')
      )
        refused.push(key);
      else open.push(key);
    }
    expect(open.sort()).toEqual([
      'POST /api/web-ts/simp2/staff/password/change',
      'POST /auth-ts/token/getUserAuthentication',
      'POST /auth-ts/token/getUserInfo',
    ]);
    expect(refused.length).toBeGreaterThan(100);
    expect(refused).toContain('GET /api/web-ts/simp2/staff/dashboard/counts');
    expect(refused).toContain('GET /api/web-ts/simp2/staff/account/page');

    // The change itself: the current password must be right, the new one strong, confirmed and different.
    const change = (body: object) => post<StaffAccount>(app, STAFF_PATHS.passwordChange, headers, body);
    expect(await change({ oldPassword: 'Wrong#Pass2026', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { oldPassword: { message: '原密码错误', jpMessage: '現在のパスワードが正しくありません' } } },
    });
    expect(await change({ oldPassword: BOOTSTRAP.password, newPassword: BOOTSTRAP.password, confirmPassword: BOOTSTRAP.password })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { newPassword: { message: '新密码不能与原密码相同' } } },
    });
    expect(await change({ oldPassword: BOOTSTRAP.password, newPassword: 'weakpassword', confirmPassword: 'other' })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { newPassword: { message: expect.any(String) }, confirmPassword: { message: expect.any(String) } } },
    });
    expect((await get(app, STAFF_PATHS.accountPage, headers, {})).code).toBe(ErrorCode.PASSWORD_CHANGE_REQUIRED);

    const changed = await change({ oldPassword: BOOTSTRAP.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(changed).toMatchObject({ code: 200, data: { logonId: 'Harbour.Admin', role: 'admin', mustChangePassword: false } });

    // The session it changed from goes on, and now works; the other session has ended.
    expect((await get(app, '/web-ts/simp2/staff/dashboard/counts', headers, {})).code).toBe(200);
    expect((await get(app, STAFF_PATHS.accountPage, headers, {})).code).toBe(200);
    expect(((await app.inject({ method: 'POST', url: AUTH.userInfo, headers })).json() as { data: UserInfoAnswer }).data.mustChangePassword).toBe(false);
    expect((await app.inject({ method: 'GET', url: `/api${STAFF_PATHS.accountPage}`, headers: other })).statusCode).toBe(401);

    // The old password no longer logs in; the new one does.
    await expect(loginAs(app, BOOTSTRAP.logonId, BOOTSTRAP.password)).rejects.toThrow(/10421/);
    await loginAs(app, BOOTSTRAP.logonId, NEW_PASSWORD);

    // Its record says the system made it, and it changed its password.
    const audit = await get<AuditEntryView[]>(app, STAFF_PATHS.audit, headers, { recordType: 'user', recordId: changed.data.userId });
    expect(audit.data.map((e) => [e.action, e.staffUserId === null ? e.staffName : 'self', e.after])).toEqual([
      ['user.changePassword', 'self', { mustChangePassword: false }],
      ['user.bootstrapAdmin', 'system.bootstrap', expect.objectContaining({ logonId: 'Harbour.Admin', role: 'admin', mustChangePassword: true })],
    ]);
    expect(JSON.stringify(audit.data)).not.toContain(BOOTSTRAP.password);
  });
});
