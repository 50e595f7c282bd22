import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH, DEMO_CLIENT, type TokenAnswer } from '../../../src/domain/identityApi';
import { enterprises, loginFailures } from '../../db/schema';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { authHeader, createUser, DEMO_PASSWORD, fetchCaptcha, loginAs, tokenForm } from '../../test/login';

let testDb: TestDb;
let app: FastifyInstance;
let now = new Date('2026-03-02T08:00:00Z');
const clock = () => new Date(now.getTime());
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { clock });
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

let serial = 0;
/** A user of its own for each test, so that lockouts and revocations do not leak between tests. */
async function newUser(overrides: Partial<Parameters<typeof createUser>[1]> = {}) {
  serial++;
  return createUser(testDb.db, {
    logonId: `Auth.User${serial}`,
    role: 'individual',
    nickname: `旅客${serial}`,
    cnName: `张${serial}`,
    phone: `1390000${String(serial).padStart(4, '0')}`,
    ...overrides,
  });
}

async function requestToken(fields: Record<string, string>, as: 'form' | 'json' = 'form') {
  const response = await app.inject({
    method: 'POST',
    url: AUTH.token,
    ...(as === 'form'
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() }
      : { payload: fields }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function login(logonId: string, password = DEMO_PASSWORD, fields: Record<string, string> = {}) {
  return requestToken(await tokenForm(app, logonId, password, fields));
}

async function call(options: InjectOptions) {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { data?: unknown } };
}

const userInfo = (headers: Record<string, string> = {}) => call({ method: 'POST', url: AUTH.userInfo, headers });
const refresh = (logonId: string, body: Record<string, string> | undefined) =>
  call({ method: 'POST', url: `${AUTH.refresh}/${encodeURIComponent(logonId)}`, ...(body ? { payload: body } : {}) });

const LOGIN_FAILED = {
  code: ErrorCode.LOGIN_FAILED,
  message: '登录失败，请检查登录名或密码',
  jpMessage: 'ログインに失敗しました。ログイン名またはパスワードをご確認ください',
  reason: 'auth.login_failed',
  data: null,
};

describe('POST /auth-ts/oauth/token', () => {
  it('answers every field of the token info, without an envelope', async () => {
    const user = await createUser(testDb.db, {
      logonId: 'Token.Shipper',
      role: 'enterprise',
      nickname: '李经理',
      cnName: '李明',
      phone: '13700001111',
      enterprise: { state: 'APPROVED', cnName: '宁波海联物流有限公司', creditCode: '91330200MA2GL7XK3R' },
    });
    await testDb.db.update(enterprises).set({ tenantId: 'NB-01', sapId: 'C200001' }).where(eq(enterprises.id, user.enterpriseId!));

    const { status, body } = await login('Token.Shipper');
    expect(status).toBe(200);
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      expires_in: 7200,
      token_type: 'bearer',
      scope: 'server',
      logon_id: 'Token.Shipper',
      user_id: user.userId,
      user_name: '李经理',
      user_cnnme: '李明',
      enterprise_id: user.enterpriseId,
      enterprise_cnnme: '宁波海联物流有限公司',
      tenant_id: 'NB-01',
      sap_id: 'C200001',
      license: '91330200MA2GL7XK3R',
      member_level: 1,
      phone: '13700001111',
      wximgurl: '',
    } satisfies Record<keyof TokenAnswer, unknown>);
    expect(body.access_token).not.toBe(body.refresh_token);
  });

  it('answers empty strings for the enterprise fields of an individual', async () => {
    const user = await newUser();
    const { body } = await login(user.logonId);
    expect(body).toMatchObject({ enterprise_id: '', enterprise_cnnme: '', tenant_id: '', sap_id: '', license: '', user_id: user.userId });
  });

  it('accepts a JSON body too', async () => {
    const user = await newUser();
    const { body } = await requestToken(await tokenForm(app, user.logonId), 'json');
    expect(body.logon_id).toBe(user.logonId);
  });

  it('takes the login name in any case and answers it as registered', async () => {
    const user = await newUser();
    const { body } = await login(user.logonId.toUpperCase());
    expect(body.logon_id).toBe(user.logonId);
  });

  it('logs in every demo account', async () => {
    for (const logonId of ['demo.passenger', 'demo.shipper', 'demo.reviewer', 'demo.clerk', 'demo.shipping', 'demo.editor', 'demo.admin']) {
      const token = await loginAs(app, logonId);
      expect(token.logon_id).toBe(logonId);
    }
  });

  describe('refuses with HTTP 200 and a business code', () => {
    it('a wrong client secret', async () => {
      const user = await newUser();
      expect(await login(user.logonId, DEMO_PASSWORD, { client_secret: 'portal-web-secreT' })).toEqual({
        status: 200,
        body: expect.objectContaining({ code: ErrorCode.INVALID_CLIENT }),
      });
    });

    it('another client', async () => {
      const user = await newUser();
      const { body } = await login(user.logonId, DEMO_PASSWORD, { client_id: 'someone-else' });
      expect(body.code).toBe(ErrorCode.INVALID_CLIENT);
    });

    // Only our own first-party client, proven by its id and secret together, may use the password grant.
    it.each([
      ['no client id', { client_id: undefined }],
      ['no client secret', { client_secret: undefined }],
      ['neither', { client_id: undefined, client_secret: undefined }],
      ['an empty client secret', { client_secret: '' }],
      ['the secret given as the id', { client_id: DEMO_CLIENT.secret, client_secret: DEMO_CLIENT.id }],
      ['our secret under another client id', { client_id: 'portal-web-2' }],
    ])('%s', async (_case, change: Record<string, string | undefined>) => {
      const user = await newUser();
      const form: Record<string, string> = await tokenForm(app, user.logonId);
      for (const [field, value] of Object.entries(change)) {
        if (value === undefined) delete form[field];
        else form[field] = value;
      }
      const { status, body } = await requestToken(form);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: ErrorCode.INVALID_CLIENT });
      expect(body).not.toHaveProperty('access_token');
    });

    it.each(['client_credentials', 'refresh_token', 'authorization_code', ''])('the grant "%s"', async (grant) => {
      const user = await newUser();
      const { body } = await login(user.logonId, DEMO_PASSWORD, { grant_type: grant });
      expect(body.code).toBe(ErrorCode.INVALID_CLIENT);
    });

    it('missing fields, naming each', async () => {
      const { status, body } = await requestToken({ grant_type: 'password', client_id: DEMO_CLIENT.id, client_secret: DEMO_CLIENT.secret });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: ErrorCode.VALIDATION });
      expect(Object.keys((body.data as { fields: object }).fields).sort()).toEqual(['code', 'password', 'username']);
    });

    it('a wrong captcha, at the field code', async () => {
      const user = await newUser();
      const { status, body } = await login(user.logonId, DEMO_PASSWORD, { code: 'NOPE' });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        code: ErrorCode.CAPTCHA_INVALID,
        data: { fields: { code: { message: expect.any(String), jpMessage: expect.any(String) } } },
      });
    });

    it('a captcha never fetched, or without randomStr', async () => {
      const user = await newUser();
      expect((await login(user.logonId, DEMO_PASSWORD, { randomStr: 'never-fetched' })).body.code).toBe(ErrorCode.CAPTCHA_INVALID);
      const { randomStr: _dropped, ...withoutKey } = await tokenForm(app, user.logonId);
      expect((await requestToken(withoutKey)).body.code).toBe(ErrorCode.CAPTCHA_INVALID);
    });

    it('an expired captcha', async () => {
      const user = await newUser();
      const form = await tokenForm(app, user.logonId);
      advance(5 * MINUTE);
      expect((await requestToken(form)).body.code).toBe(ErrorCode.CAPTCHA_INVALID);
    });

    it('a used captcha, even after a successful login', async () => {
      const user = await newUser();
      const form = await tokenForm(app, user.logonId);
      expect((await requestToken(form)).body.access_token).toBeDefined();
      expect((await requestToken(form)).body.code).toBe(ErrorCode.CAPTCHA_INVALID);
    });

    it('the same way for a wrong password and an unknown login name', async () => {
      const user = await newUser();
      const wrongPassword = await login(user.logonId, 'Wrong#2026pass');
      const unknownName = await login('no.such.user', DEMO_PASSWORD);
      expect(wrongPassword).toEqual({ status: 200, body: LOGIN_FAILED });
      expect(unknownName).toEqual({ status: 200, body: LOGIN_FAILED });
    });

    it('the disabled account of the right password only', async () => {
      const user = await newUser({ role: 'enterprise', enterprise: { state: 'DISABLED' } });
      expect((await login(user.logonId, 'Wrong#2026pass')).body).toEqual(LOGIN_FAILED);
      expect((await login(user.logonId)).body).toMatchObject({ code: ErrorCode.ACCOUNT_DISABLED, message: expect.any(String), jpMessage: expect.any(String) });
    });
  });

  it('lets an enterprise user log in while waiting for review', async () => {
    const user = await newUser({ role: 'enterprise', enterprise: { state: 'PENDING_REVIEW' } });
    expect((await login(user.logonId)).body.access_token).toBeDefined();
  });
});

describe('lockout', () => {
  const failTimes = async (logonId: string, times: number) => {
    const bodies = [];
    for (let i = 0; i < times; i++) bodies.push((await login(logonId, `Wrong#${i}pass`)).body);
    return bodies;
  };

  it('locks a login name for 15 minutes after five wrong passwords, even the right password', async () => {
    const user = await newUser();
    const answers = await failTimes(user.logonId, 5);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(LOGIN_FAILED));
    expect(answers[4]).toMatchObject({ code: ErrorCode.LOGIN_LOCKED, message: expect.stringContaining('15') });
    expect((await login(user.logonId)).body.code).toBe(ErrorCode.LOGIN_LOCKED);
    advance(14 * MINUTE + 59);
    expect((await login(user.logonId)).body.code).toBe(ErrorCode.LOGIN_LOCKED);
    advance(1);
    expect((await login(user.logonId)).body.access_token).toBeDefined();
  });

  it('counts in the database, whatever the case of the name', async () => {
    const user = await newUser();
    await failTimes(user.logonId.toUpperCase(), 2);
    await failTimes(user.logonId.toLowerCase(), 2);
    const [row] = await testDb.db.select().from(loginFailures).where(eq(loginFailures.logonIdKey, user.logonId.toLowerCase()));
    expect(row).toMatchObject({ failures: 4, lockedUntil: null });
  });

  it('locks an unknown name the same way, so the lock tells nothing either', async () => {
    const answers = await failTimes('nobody.here', 5);
    expect(answers[3]).toEqual(LOGIN_FAILED);
    expect(answers[4]).toMatchObject({ code: ErrorCode.LOGIN_LOCKED });
    expect((await login('nobody.here')).body.code).toBe(ErrorCode.LOGIN_LOCKED);
  });

  it('starts counting again after a success', async () => {
    const user = await newUser();
    await failTimes(user.logonId, 4);
    expect((await login(user.logonId)).body.access_token).toBeDefined();
    expect(await failTimes(user.logonId, 4)).toEqual(Array(4).fill(LOGIN_FAILED));
    expect((await login(user.logonId)).body.access_token).toBeDefined();
  });

  it('starts counting again once a lock has passed', async () => {
    const user = await newUser();
    await failTimes(user.logonId, 5);
    advance(15 * MINUTE);
    expect((await failTimes(user.logonId, 4)).at(-1)).toEqual(LOGIN_FAILED);
  });

  it('forgets failures older than the lock time', async () => {
    const user = await newUser();
    await failTimes(user.logonId, 4);
    advance(15 * MINUTE + 1);
    expect(await failTimes(user.logonId, 4)).toEqual(Array(4).fill(LOGIN_FAILED));
  });
});

describe('Authorization header', () => {
  it.each([
    ['bearer <token>', (t: string) => `bearer ${t}`],
    ['Bearer <token>', (t: string) => `Bearer ${t}`],
    ['the raw token', (t: string) => t],
  ])('accepts %s', async (_form, header) => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    const { status, body } = await userInfo({ authorization: header(token.access_token) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { userId: user.userId } });
  });

  it.each(['bearer', 'bearer not-a-token', 'x'.repeat(43), 'Basic dXNlcjpwYXNz'])('answers HTTP 401 for "%s"', async (header) => {
    const { status, body } = await userInfo({ authorization: header });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: ErrorCode.TOKEN_INVALID, message: expect.any(String), jpMessage: expect.any(String) });
  });

  it('is not accepted with the refresh token in it', async () => {
    const token = await loginAs(app, (await newUser()).logonId);
    expect((await userInfo(authHeader(token.refresh_token))).status).toBe(401);
  });
});

describe('POST /auth-ts/token/getUserInfo', () => {
  it("answers the user with the spec's names and the permitted menu paths", async () => {
    const token = await loginAs(app, 'demo.passenger');
    const { status, body } = await userInfo(authHeader(token));
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        logonId: 'demo.passenger',
        userId: token.user_id,
        username: '晓雯',
        usernme: '晓雯',
        userCnnme: '林晓雯',
        enterpriseCnnme: '',
        enterpriseId: '',
        menuAll: ['/scheduleMgt', '/dndChargeFreeDayIndex', '/cargoTracking', '/dndQueryAndCalcRate', '/passwordMgt'],
        menuLeft: ['/dndChargeFreeDayIndex', '/cargoTracking', '/dndQueryAndCalcRate', '/passwordMgt'],
        role: 'individual',
        enterpriseState: null,
      },
    });
  });

  it('gives an approved enterprise user every container menu', async () => {
    const { body } = await userInfo(authHeader(await loginAs(app, 'demo.shipper')));
    expect(body.data).toMatchObject({ role: 'enterprise', enterpriseState: 'APPROVED', enterpriseCnnme: '上海东海国际贸易有限公司' });
    expect((body.data as { menuAll: string[] }).menuAll).toContain('/booking');
  });

  it('answers the token-empty shape without a token', async () => {
    expect(await userInfo()).toEqual({ status: 200, body: { code: 1, msg: 'token is empty', data: 10040 } });
  });
});

describe('POST /auth-ts/token/getUserAuthentication', () => {
  it('answers the role with its menu and button keys', async () => {
    const { body } = await call({ method: 'POST', url: AUTH.authentication, headers: authHeader(await loginAs(app, 'demo.reviewer')) });
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: { role: 'reviewer', menus: [], buttons: ['btn.staff.enterpriseReview'], authorities: ['btn.staff.enterpriseReview'] },
    });
  });

  it('answers HTTP 401 without a token', async () => {
    const { status, body } = await call({ method: 'POST', url: AUTH.authentication });
    expect(status).toBe(401);
    expect(body.code).toBe(ErrorCode.TOKEN_EMPTY);
  });
});

describe('DELETE /auth-ts/token/logout', () => {
  const logout = (headers: Record<string, string> = {}) => call({ method: 'DELETE', url: AUTH.logout, headers });

  it("revokes the token's session: its access and refresh tokens stop working", async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    const refreshed = (await refresh(user.logonId, { refresh_token: token.refresh_token })).body.data as TokenAnswer;
    expect(await logout({ authorization: token.access_token })).toEqual({ status: 200, body: { code: 0, msg: 'success', data: true } });
    expect((await userInfo(authHeader(token))).status).toBe(401);
    expect((await userInfo(authHeader(refreshed))).status).toBe(401);
    expect((await refresh(user.logonId, { refresh_token: refreshed.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
  });

  it("leaves the user's other sessions alone", async () => {
    const user = await newUser();
    const phone = await loginAs(app, user.logonId);
    const laptop = await loginAs(app, user.logonId);
    await logout(authHeader(phone));
    expect((await userInfo(authHeader(laptop))).status).toBe(200);
  });

  it.each([
    ['without a token', {}],
    ['with an unknown token', { authorization: 'bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['with garbage', { authorization: '💥' }],
  ])('succeeds %s', async (_case, headers) => {
    expect(await logout(headers)).toEqual({ status: 200, body: { code: 0, msg: 'success', data: true } });
  });

  it('succeeds twice and with an expired token', async () => {
    const token = await loginAs(app, (await newUser()).logonId);
    advance(3 * HOUR);
    expect((await logout(authHeader(token))).body.data).toBe(true);
    expect((await logout(authHeader(token))).body.data).toBe(true);
  });
});

describe('POST /auth-ts/token/updateTokenByLogonId/{logonId}', () => {
  it('answers a new token pair in the envelope and rotates the refresh token', async () => {
    const user = await newUser();
    const first = await loginAs(app, user.logonId);
    advance(HOUR);
    const { status, body } = await refresh(user.logonId, { refresh_token: first.refresh_token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    const second = body.data as TokenAnswer;
    expect(second).toMatchObject({ logon_id: user.logonId, user_id: user.userId, expires_in: 7200, token_type: 'bearer', scope: 'server' });
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // The old access token lives out its two hours; the old refresh token is dead at once.
    expect((await userInfo(authHeader(first))).status).toBe(200);
    expect((await userInfo(authHeader(second))).status).toBe(200);
    advance(HOUR);
    expect((await userInfo(authHeader(first))).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
    expect((await userInfo(authHeader(second))).status).toBe(200);
  });

  it('accepts a form body and the login name in any case', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    const response = await app.inject({
      method: 'POST',
      url: `${AUTH.refresh}/${user.logonId.toUpperCase()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refresh_token=${token.refresh_token}`,
    });
    expect(response.json()).toMatchObject({ code: 0, data: { logon_id: user.logonId } });
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['an empty refresh token', { refresh_token: '' }],
  ])('refuses %s with 10422 naming refresh_token', async (_case, body) => {
    const user = await newUser();
    await loginAs(app, user.logonId);
    const { status, body: answer } = await refresh(user.logonId, body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { refresh_token: expect.any(Object) } } });
  });

  it('refuses a wrong refresh token with 100004', async () => {
    const user = await newUser();
    await loginAs(app, user.logonId);
    expect(await refresh(user.logonId, { refresh_token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).toEqual({
      status: 200,
      body: expect.objectContaining({ code: ErrorCode.LOGIN_EXPIRED, message: expect.any(String), jpMessage: expect.any(String) }),
    });
  });

  it('refuses an access token presented as the refresh token', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    expect((await refresh(user.logonId, { refresh_token: token.access_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
  });

  it("refuses another login's refresh token, and that session goes on", async () => {
    const [victim, other] = [await newUser(), await newUser()];
    const token = await loginAs(app, victim.logonId);
    expect((await refresh(other.logonId, { refresh_token: token.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
    expect((await refresh(victim.logonId, { refresh_token: token.refresh_token })).body.code).toBe(0);
  });

  it('revokes every token of the login when a rotated refresh token comes back', async () => {
    const user = await newUser();
    const stolen = await loginAs(app, user.logonId);
    const otherDevice = await loginAs(app, user.logonId);
    const rotated = (await refresh(user.logonId, { refresh_token: stolen.refresh_token })).body.data as TokenAnswer;

    // Past the reuse interval, the old token coming back is theft.
    advance(61);
    expect((await refresh(user.logonId, { refresh_token: stolen.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);

    expect((await userInfo(authHeader(rotated))).status).toBe(401);
    expect((await userInfo(authHeader(otherDevice))).status).toBe(401);
    expect((await refresh(user.logonId, { refresh_token: rotated.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
    expect((await refresh(user.logonId, { refresh_token: otherDevice.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
    // A new login starts afresh.
    expect((await userInfo(authHeader(await loginAs(app, user.logonId)))).status).toBe(200);
  });

  it('answers a rotated token coming back within the reuse interval (a lost answer) with a new pair of the same session', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    const first = (await refresh(user.logonId, { refresh_token: token.refresh_token })).body.data as TokenAnswer;
    advance(60);
    const again = await refresh(user.logonId, { refresh_token: token.refresh_token });
    expect(again.body.code).toBe(0);
    const second = again.body.data as TokenAnswer;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // Both pairs belong to the live session.
    expect((await userInfo(authHeader(first))).status).toBe(200);
    expect((await userInfo(authHeader(second))).status).toBe(200);
    expect((await refresh(user.logonId, { refresh_token: second.refresh_token })).body.code).toBe(0);
  });

  it('gives each of two concurrent refreshes with the same token a pair (a race, not a theft), and the session goes on', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    const answers = await Promise.all([
      refresh(user.logonId, { refresh_token: token.refresh_token }),
      refresh(user.logonId, { refresh_token: token.refresh_token }),
    ]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [200, 0],
      [200, 0],
    ]);
    for (const answer of answers) expect((await userInfo(authHeader(answer.body.data as TokenAnswer))).status).toBe(200);
  });

  it('lets a rotated token come back once within the interval, never twice: the second return ends the login', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    const first = (await refresh(user.logonId, { refresh_token: token.refresh_token })).body.data as TokenAnswer;
    advance(10);
    const once = await refresh(user.logonId, { refresh_token: token.refresh_token });
    expect(once.body.code).toBe(0);
    advance(10);
    const twice = await refresh(user.logonId, { refresh_token: token.refresh_token });
    expect(twice).toMatchObject({ status: 200, body: { code: ErrorCode.LOGIN_EXPIRED } });
    // Three holders of one token: every token of the login is revoked.
    expect((await userInfo(authHeader(first))).status).toBe(401);
    expect((await userInfo(authHeader(once.body.data as TokenAnswer))).status).toBe(401);
    expect((await refresh(user.logonId, { refresh_token: first.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
  });

  it('of two concurrent returns of a rotated token, exactly one gets a pair', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    expect((await refresh(user.logonId, { refresh_token: token.refresh_token })).body.code).toBe(0);
    advance(5);
    const answers = await Promise.all([
      refresh(user.logonId, { refresh_token: token.refresh_token }),
      refresh(user.logonId, { refresh_token: token.refresh_token }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ErrorCode.LOGIN_EXPIRED].sort());
  });

  it('of three concurrent presentations of a fresh token, one rotates, one returns and the third is refused', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(user.logonId, { refresh_token: token.refresh_token })));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.body.code === ErrorCode.LOGIN_EXPIRED)).toHaveLength(1);
  });
});

describe('session limits', () => {
  it('an access token expires after two hours: 100004 with HTTP 200, so the client shows it and logs out', async () => {
    const token = await loginAs(app, (await newUser()).logonId);
    advance(2 * HOUR - 1);
    expect((await userInfo(authHeader(token))).status).toBe(200);
    advance(1);
    expect(await userInfo(authHeader(token))).toEqual({
      status: 200,
      body: { code: ErrorCode.LOGIN_EXPIRED, message: '登录信息已过期，请重新登录', jpMessage: expect.any(String), data: null, reason: 'auth.login_expired' },
    });
  });

  it('idle: a session unused for 24 hours cannot be refreshed', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    advance(24 * HOUR);
    expect((await refresh(user.logonId, { refresh_token: token.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
  });

  it('idle: a session used last just under 24 hours ago still refreshes, into a new refresh token', async () => {
    const user = await newUser();
    const token = await loginAs(app, user.logonId);
    advance(24 * HOUR - 1);
    const answer = await refresh(user.logonId, { refresh_token: token.refresh_token });
    expect(answer.body.code).toBe(0);
    expect((answer.body.data as TokenAnswer).refresh_token).not.toBe(token.refresh_token);
  });

  it('idle: each use moves the limit', async () => {
    const user = await newUser();
    let token = await loginAs(app, user.logonId);
    for (let i = 0; i < 3; i++) {
      advance(23 * HOUR);
      const answer = await refresh(user.logonId, { refresh_token: token.refresh_token });
      expect(answer.body.code).toBe(0);
      token = answer.body.data as TokenAnswer;
    }
    // Using the access token counts as use too.
    advance(HOUR + 30 * MINUTE);
    expect((await userInfo(authHeader(token))).status).toBe(200);
    advance(23 * HOUR);
    expect((await refresh(user.logonId, { refresh_token: token.refresh_token })).body.code).toBe(0);
  });

  it('absolute: a session ends 7 days after its login, however it is used', async () => {
    const user = await newUser();
    let token = await loginAs(app, user.logonId);
    const start = now.getTime();
    while (now.getTime() + 20 * HOUR * 1000 < start + 7 * DAY * 1000) {
      advance(20 * HOUR);
      const answer = await refresh(user.logonId, { refresh_token: token.refresh_token });
      expect(answer.body.code).toBe(0);
      token = answer.body.data as TokenAnswer;
    }
    now = new Date(start + 7 * DAY * 1000);
    expect((await userInfo(authHeader(token))).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
    expect((await refresh(user.logonId, { refresh_token: token.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
  });
});

describe('a disabled enterprise', () => {
  it("stops its users' tokens at once, even before they are revoked", async () => {
    const user = await newUser({ role: 'enterprise', enterprise: { state: 'APPROVED' } });
    const token = await loginAs(app, user.logonId);
    expect((await userInfo(authHeader(token))).status).toBe(200);

    await testDb.db.update(enterprises).set({ state: 'DISABLED', stateValue: 'DISABLED' }).where(eq(enterprises.id, user.enterpriseId!));
    expect((await userInfo(authHeader(token))).status).toBe(401);
    expect((await refresh(user.logonId, { refresh_token: token.refresh_token })).body.code).toBe(ErrorCode.LOGIN_EXPIRED);
    expect((await login(user.logonId)).body.code).toBe(ErrorCode.ACCOUNT_DISABLED);

    await testDb.db.update(enterprises).set({ state: 'APPROVED', stateValue: 'APPROVED' }).where(eq(enterprises.id, user.enterpriseId!));
    expect((await login(user.logonId)).body.access_token).toBeDefined();
  });
});

describe('captcha before everything else', () => {
  it('does not count a wrong password that came with a wrong captcha', async () => {
    const user = await newUser();
    for (let i = 0; i < 6; i++) await login(user.logonId, 'Wrong#2026pass', { code: 'NOPE' });
    expect((await login(user.logonId)).body.access_token).toBeDefined();
  });

  it('needs a captcha per attempt', async () => {
    const user = await newUser();
    const randomStr = await fetchCaptcha(app);
    expect((await login(user.logonId, 'Wrong#2026pass', { randomStr })).body).toEqual(LOGIN_FAILED);
    expect((await login(user.logonId, DEMO_PASSWORD, { randomStr })).body.code).toBe(ErrorCode.CAPTCHA_INVALID);
  });
});

beforeEach(() => {
  // Each test starts at its own moment, well after any lock another test set.
  advance(DAY);
});
