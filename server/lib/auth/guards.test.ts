import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH } from '../../../src/domain/identityApi';
import { okWeb } from '../envelope';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { authHeader, createUser, loginAs } from '../../test/login';
import { requireApprovedEnterprise, requireButton, requireMenu, requireRole, requireUser } from './guards';

let testDb: TestDb;
let app: FastifyInstance;
let now = new Date('2026-04-01T00:00:00Z');
const clock = () => new Date(now.getTime());

const GUARDED = '/api/web/test-guards';

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { clock });
  // Routes of the kind later features add, one per guard.
  app.get(`${GUARDED}/user`, async (request) => okWeb(requireUser(request).logonId));
  app.get(`${GUARDED}/reviewer`, async (request) => okWeb(requireRole(request, 'reviewer', 'admin').role));
  app.get(`${GUARDED}/booking`, async (request) => okWeb(requireMenu(request, 'menu.booking').menus.length));
  app.get(`${GUARDED}/download`, async (request) => okWeb(requireButton(request, 'btn.bl.download').buttons.length));
  app.get(`${GUARDED}/enterprise`, async (request) => okWeb(requireApprovedEnterprise(request).enterpriseId));
  await createUser(testDb.db, { logonId: 'guard.pending', role: 'enterprise', enterprise: { state: 'PENDING_REVIEW' } });
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: `${GUARDED}/${path}`, headers });
  return { status: response.statusCode, body: response.json() as { code: number; data: unknown; message?: string } };
}

const NO_PERMISSION = {
  status: 200,
  body: { code: ErrorCode.NO_PERMISSION, message: '没有操作权限', jpMessage: 'この操作を行う権限がありません', data: null, reason: 'common.no_permission' },
};

describe('guards', () => {
  it('requireUser: the user of the token', async () => {
    const token = await loginAs(app, 'demo.passenger');
    expect(await get('user', authHeader(token))).toEqual({ status: 200, body: { code: 0, msg: 'success', data: 'demo.passenger' } });
  });

  it('requireUser: HTTP 401 without a token and with an unknown one', async () => {
    expect(await get('user')).toMatchObject({ status: 401, body: { code: ErrorCode.TOKEN_EMPTY } });
    expect(await get('user', { authorization: 'bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).toMatchObject({
      status: 401,
      body: { code: ErrorCode.TOKEN_INVALID },
    });
  });

  it('requireUser: 100004 with HTTP 200 for an expired session', async () => {
    const token = await loginAs(app, 'demo.passenger');
    now = new Date(now.getTime() + 3 * 3600_000);
    expect(await get('user', authHeader(token))).toMatchObject({ status: 200, body: { code: ErrorCode.LOGIN_EXPIRED } });
  });

  it('requireRole: 10403 with HTTP 200 for another role, and the user stays logged in', async () => {
    const passenger = await loginAs(app, 'demo.passenger');
    expect(await get('reviewer', authHeader(passenger))).toEqual(NO_PERMISSION);
    expect((await get('user', authHeader(passenger))).status).toBe(200);
    expect((await app.inject({ method: 'POST', url: AUTH.userInfo, headers: authHeader(passenger) })).json()).toMatchObject({ code: 0 });

    expect((await get('reviewer', authHeader(await loginAs(app, 'demo.reviewer')))).body).toMatchObject({ code: 0, data: 'reviewer' });
    expect((await get('reviewer', authHeader(await loginAs(app, 'demo.admin')))).body).toMatchObject({ code: 0, data: 'admin' });
  });

  it('requireRole without a token is still HTTP 401', async () => {
    expect((await get('reviewer')).status).toBe(401);
  });

  it('requireMenu and requireButton: only an approved enterprise has the booking menu and the B/L button', async () => {
    const shipper = authHeader(await loginAs(app, 'demo.shipper'));
    const pending = authHeader(await loginAs(app, 'guard.pending'));
    const clerk = authHeader(await loginAs(app, 'demo.shipping'));
    expect((await get('booking', shipper)).body.code).toBe(0);
    expect((await get('download', shipper)).body.code).toBe(0);
    for (const headers of [pending, clerk, authHeader(await loginAs(app, 'demo.passenger'))]) {
      expect(await get('booking', headers)).toEqual(NO_PERMISSION);
      expect(await get('download', headers)).toEqual(NO_PERMISSION);
    }
  });

  it('requireApprovedEnterprise: the enterprise id of an approved user; 10403 for a pending one or staff', async () => {
    const shipper = await loginAs(app, 'demo.shipper');
    expect((await get('enterprise', authHeader(shipper))).body).toMatchObject({ code: 0, data: shipper.enterprise_id });
    expect(await get('enterprise', authHeader(await loginAs(app, 'guard.pending')))).toEqual(NO_PERMISSION);
    expect(await get('enterprise', authHeader(await loginAs(app, 'demo.admin')))).toEqual(NO_PERMISSION);
  });
});
