import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH } from '../../../src/domain/identityApi';
import { STAFF_ORDER_PATHS } from '../../../src/domain/payments';
import type { PasswordResetAnswer, StaffAccount } from '../../../src/domain/staff/accounts';
import type { AuditEntryView } from '../../../src/domain/staff/audit';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { isStrongPassword } from '../../../src/domain/validation/accountRules';
import { users } from '../../db/schema';
import { authHeader, createUser, DEMO_PASSWORD, loginAs } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { get, post, staffCaller, type Caller } from '../../test/staff.testkit';

/** The administrator's password resets and role changes, and every staff member's own password, through the real application. */

let testDb: TestDb;
let app: FastifyInstance;
let admin: Caller;
let clerk: Caller;
let customer: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  admin = await staffCaller(app, testDb.db, 'admin', '管理员庚');
  clerk = await staffCaller(app, testDb.db, 'ticketingClerk');
  customer = await staffCaller(app, testDb.db, 'individual');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

/** A staff account of its own, logged in. */
async function account(role: 'ticketingClerk' | 'editor' | 'admin', logonId = `pw_${Math.random().toString(36).slice(2, 10)}`) {
  const user = await createUser(testDb.db, { logonId, role, cnName: '新同事' });
  return { ...user, headers: authHeader(await loginAs(app, logonId)) };
}

const status = async (headers: { authorization: string }) => (await app.inject({ method: 'POST', url: AUTH.userInfo, headers })).statusCode;

describe('staff passwords and roles', () => {
  it('refuses a customer and the other staff roles (10403, still logged in)', async () => {
    for (const someone of [customer, clerk]) {
      expect(await post(app, STAFF_PATHS.accountResetPassword, someone.headers, { userId: admin.userId })).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(await post(app, STAFF_PATHS.accountRole, someone.headers, { userId: admin.userId, role: 'editor' })).toMatchObject({
        code: ErrorCode.NO_PERMISSION,
      });
    }
    expect(
      await post(app, STAFF_PATHS.passwordChange, customer.headers, {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Other#Pass2026',
        confirmPassword: 'Other#Pass2026',
      }),
    ).toMatchObject({
      code: ErrorCode.NO_PERMISSION,
    });
    expect(await status(customer.headers)).toBe(200);
    expect(await status(clerk.headers)).toBe(200);
  });

  it('a reset gives a temporary password shown once, ends the account’s sessions, and holds it to a change at its next login', async () => {
    const target = await account('ticketingClerk');
    const reset = await post<PasswordResetAnswer>(app, STAFF_PATHS.accountResetPassword, admin.headers, { userId: target.userId });
    expect(reset.code, JSON.stringify(reset)).toBe(200);
    const temporary = reset.data.temporaryPassword;
    expect(isStrongPassword(temporary)).toBe(true);
    expect(reset.data.account).toMatchObject({ userId: target.userId, mustChangePassword: true, disabled: false });

    // Signed out at once; the old password no longer logs in, the temporary one does.
    expect((await app.inject({ method: 'POST', url: `/api${STAFF_ORDER_PATHS.page}`, headers: target.headers })).statusCode).toBe(401);
    await expect(loginAs(app, target.logonId)).rejects.toThrow(/10421/);
    const headers = authHeader(await loginAs(app, target.logonId, temporary));
    expect(await post(app, STAFF_ORDER_PATHS.page, headers)).toMatchObject({ code: ErrorCode.PASSWORD_CHANGE_REQUIRED });

    const chosen = 'Chosen#Clerk2026';
    expect(await post(app, STAFF_PATHS.passwordChange, headers, { oldPassword: temporary, newPassword: chosen, confirmPassword: chosen })).toMatchObject({
      code: 200,
      data: { mustChangePassword: false },
    });
    expect((await post(app, STAFF_ORDER_PATHS.page, headers)).code).toBe(200);

    // Audited, without the password; the list shows the account as it is now.
    const audit = await get<AuditEntryView[]>(app, STAFF_PATHS.audit, admin.headers, { recordType: 'user', recordId: target.userId });
    expect(audit.data.map((e) => [e.action, e.staffName, e.before, e.after])).toEqual([
      ['user.changePassword', '新同事', { mustChangePassword: true }, { mustChangePassword: false }],
      ['user.resetPassword', '管理员庚', { mustChangePassword: false }, { mustChangePassword: true }],
    ]);
    expect(JSON.stringify(audit.data)).not.toContain(temporary);
  });

  it('resets neither one’s own password (changed instead) nor a customer’s', async () => {
    expect(await post(app, STAFF_PATHS.accountResetPassword, admin.headers, { userId: admin.userId })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: expect.stringContaining('修改密码'),
    });
    expect(await post(app, STAFF_PATHS.accountResetPassword, admin.headers, { userId: customer.userId })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await post(app, STAFF_PATHS.accountResetPassword, admin.headers, { userId: 'not-an-id' })).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('every staff member changes their own password: the current one must be right; other sessions end, this one goes on', async () => {
    const editor = await account('editor');
    const second = authHeader(await loginAs(app, editor.logonId));
    const next = 'Editor#Next2026';
    expect(
      await post(app, STAFF_PATHS.passwordChange, editor.headers, { oldPassword: 'Wrong#Pass2026', newPassword: next, confirmPassword: next }),
    ).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { oldPassword: { message: '原密码错误' } } },
    });
    expect(
      await post(app, STAFF_PATHS.passwordChange, editor.headers, { oldPassword: DEMO_PASSWORD, newPassword: next, confirmPassword: 'Editor#Next2027' }),
    ).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { confirmPassword: { message: expect.any(String) } } },
    });
    expect((await post(app, STAFF_PATHS.passwordChange, editor.headers, { oldPassword: DEMO_PASSWORD, newPassword: next, confirmPassword: next })).code).toBe(
      200,
    );
    expect((await get(app, STAFF_PATHS.announcementPage, editor.headers, {})).code).toBe(200);
    expect(await status(second)).toBe(401);
  });

  it('a role change is audited and ends the account’s sessions; its next login has the new role’s permissions', async () => {
    const target = await account('ticketingClerk');
    const changed = await post<StaffAccount>(app, STAFF_PATHS.accountRole, admin.headers, { userId: target.userId, role: 'editor' });
    expect(changed).toMatchObject({ code: 200, data: { role: 'editor' } });
    expect(await status(target.headers)).toBe(401);
    const headers = authHeader(await loginAs(app, target.logonId));
    expect((await get(app, STAFF_PATHS.announcementPage, headers, {})).code).toBe(200);
    expect((await post(app, STAFF_ORDER_PATHS.page, headers)).code).toBe(ErrorCode.NO_PERMISSION);

    const audit = await get<AuditEntryView[]>(app, STAFF_PATHS.audit, admin.headers, { recordType: 'user', recordId: target.userId });
    expect(audit.data.map((e) => [e.action, e.staffName, e.before, e.after])).toEqual([
      ['user.changeRole', '管理员庚', { role: 'ticketingClerk' }, { role: 'editor' }],
    ]);
  });

  it('never changes one’s own role nor a customer’s', async () => {
    expect(await post(app, STAFF_PATHS.accountRole, admin.headers, { userId: admin.userId, role: 'editor' })).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: '不能修改自己的角色',
    });
    expect(await post(app, STAFF_PATHS.accountRole, admin.headers, { userId: customer.userId, role: 'editor' })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await post(app, STAFF_PATHS.accountRole, admin.headers, { userId: clerk.userId, role: 'individual' })).toMatchObject({ code: ErrorCode.VALIDATION });
  });

  it('two administrators demoting each other at once never leave the site without one: the second is no longer an administrator', async () => {
    const a = await account('admin');
    const b = await account('admin');
    const demote = (by: Caller, userId: string) =>
      app.inject({ method: 'POST', url: `/api${STAFF_PATHS.accountRole}`, headers: by.headers, payload: { userId, role: 'editor' } });
    const answers = await Promise.all([demote(a, b.userId), demote(b, a.userId)]);
    // The winner's call is done; the loser's is refused inside the transaction (10403), or, when the
    // demotion committed before the loser's call was authenticated, its session is already over (401).
    const outcomes = answers.map((answer) => (answer.statusCode === 401 ? `401 ${answer.json().reason}` : `${answer.json().code}`)).sort();
    expect([[`200`, `${ErrorCode.NO_PERMISSION}`].sort(), ['200', '401 auth.token_invalid'].sort()]).toContainEqual(outcomes);
    const roles = await testDb.db
      .select({ role: users.role })
      .from(users)
      .where(inArray(users.id, [a.userId, b.userId]));
    expect(roles.map((row) => row.role).sort()).toEqual(['admin', 'editor']);
  });

  it('the only active administrator cannot demote nor disable itself, and keeps working', async () => {
    const last = await account('admin');
    await testDb.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(and(eq(users.role, 'admin'), ne(users.id, last.userId)));
    expect(await post(app, STAFF_PATHS.accountRole, last.headers, { userId: last.userId, role: 'editor' })).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(await post(app, STAFF_PATHS.accountDisable, last.headers, { userId: last.userId, disabled: true })).toMatchObject({ code: ErrorCode.BUSINESS });
    expect((await get(app, STAFF_PATHS.accountPage, last.headers, {})).code).toBe(200);
    // A disabled administrator's token no longer works at all.
    expect(await status(admin.headers)).toBe(401);
  });
});
