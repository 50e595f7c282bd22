import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH } from '../../../src/domain/identityApi';
import type { StaffAccount } from '../../../src/domain/staff/accounts';
import type { AuditEntryView } from '../../../src/domain/staff/audit';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { STAFF_ORDER_PATHS } from '../../../src/domain/payments';
import { authHeader, loginAs, tokenForm } from '../../test/login';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { expectRefusedAndStillLoggedIn, get, post, staffCaller, type Caller } from '../../test/staff.testkit';

/** The administrator's staff accounts through the real application. */

let testDb: TestDb;
let app: FastifyInstance;
let admin: Caller;
let clerk: Caller;
let customer: Caller;
let serial = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  admin = await staffCaller(app, testDb.db, 'admin', '管理员己');
  clerk = await staffCaller(app, testDb.db, 'ticketingClerk');
  customer = await staffCaller(app, testDb.db, 'individual');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const PASSWORD = 'Ferry#2026ok';
const both = { message: expect.any(String), jpMessage: expect.any(String) };
const account = (overrides: object = {}) => {
  serial += 1;
  const logonId = `clerk_${process.pid % 1000}_${serial}`;
  return { logonId, password: PASSWORD, role: 'ticketingClerk', cnName: '新售票员', email: `${logonId}@example.com`, ...overrides };
};

describe('staff accounts', () => {
  it('answers 10403 to a customer (still logged in) and to a clerk', async () => {
    for (const someone of [customer, clerk]) {
      expect(await get(app, STAFF_PATHS.accountPage, someone.headers, {})).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(await post(app, STAFF_PATHS.accountCreate, someone.headers, account())).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      expect(await post(app, STAFF_PATHS.accountDisable, someone.headers, { userId: clerk.userId, disabled: true })).toMatchObject({
        code: ErrorCode.NO_PERMISSION,
      });
    }
    await expectRefusedAndStillLoggedIn(app, await post(app, STAFF_PATHS.accountDisable, clerk.headers, { userId: clerk.userId, disabled: true }), clerk);
  });

  it('creates a staff account with a role who can then log in and work; lists it; refuses bad input and a taken login', async () => {
    const body = account();
    const created = await post<StaffAccount>(app, STAFF_PATHS.accountCreate, admin.headers, body);
    expect(created.code, JSON.stringify(created)).toBe(200);
    expect(created.data).toMatchObject({ logonId: body.logonId, role: 'ticketingClerk', cnName: '新售票员', disabled: false });
    const headers = authHeader(await loginAs(app, body.logonId, PASSWORD));
    expect((await post(app, STAFF_ORDER_PATHS.page, headers)).code).toBe(200);
    const listed = await get<Page<StaffAccount>>(app, STAFF_PATHS.accountPage, admin.headers, { role: 'ticketingClerk', size: '50' });
    expect(listed.data.records.map((r) => r.userId)).toContain(created.data.userId);
    expect(listed.data.records.every((r) => r.role === 'ticketingClerk')).toBe(true);

    expect(await post(app, STAFF_PATHS.accountCreate, admin.headers, { ...body, email: 'other@example.com' })).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: { fields: { logonId: both } },
    });
    expect(
      await post(app, STAFF_PATHS.accountCreate, admin.headers, account({ logonId: 'a!', password: 'weakpass', email: 'nope', cnName: ' ' })),
    ).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { logonId: both, password: both, email: both, cnName: both } },
    });
    expect(await post(app, STAFF_PATHS.accountCreate, admin.headers, account({ role: 'individual' }))).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { role: both } },
    });
  });

  it('disabling ends the account’s sessions at once and refuses its login; enabling lets it log in again; audited; never oneself, never a customer', async () => {
    const body = account({ role: 'editor' });
    const created = (await post<StaffAccount>(app, STAFF_PATHS.accountCreate, admin.headers, body)).data;
    const headers = authHeader(await loginAs(app, body.logonId, PASSWORD));
    expect((await get(app, STAFF_PATHS.announcementPage, headers, {})).code).toBe(200);

    expect((await post<StaffAccount>(app, STAFF_PATHS.accountDisable, admin.headers, { userId: created.userId, disabled: true })).data.disabled).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api${STAFF_PATHS.announcementPage}`, headers })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: AUTH.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(await tokenForm(app, body.logonId, PASSWORD)).toString(),
    });
    expect(login.json()).toMatchObject({ code: ErrorCode.ACCOUNT_DISABLED });

    expect((await post<StaffAccount>(app, STAFF_PATHS.accountDisable, admin.headers, { userId: created.userId, disabled: false })).data.disabled).toBe(false);
    await loginAs(app, body.logonId, PASSWORD);
    const audit = await get<AuditEntryView[]>(app, STAFF_PATHS.audit, admin.headers, { recordType: 'user', recordId: created.userId });
    expect(audit.data.map((e) => [e.action, e.staffName])).toEqual([
      ['user.enable', '管理员己'],
      ['user.disable', '管理员己'],
      ['user.create', '管理员己'],
    ]);

    expect(await post(app, STAFF_PATHS.accountDisable, admin.headers, { userId: admin.userId, disabled: true })).toMatchObject({ code: ErrorCode.BUSINESS });
    expect(await post(app, STAFF_PATHS.accountDisable, admin.headers, { userId: customer.userId, disabled: true })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });
});
