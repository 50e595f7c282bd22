import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH, INDIVIDUAL, type AccountInfo } from '../../../src/domain/identityApi';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../../src/domain/validation/messages';
import { users, verificationCodes } from '../../db/schema';
import {
  accountsApp,
  call,
  callRaw,
  freshIdentity,
  GOOD_PASSWORD,
  mailedCode,
  registerIndividual,
  scratchDir,
  testClock,
  type TestClock,
} from '../../test/accounts';
import { authHeader, loginAs } from '../../test/login';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createTestDb, type TestDb } from '../../test/testDb';

let testDb: TestDb;
let smtp: TestSmtpServer;
let scratch: Awaited<ReturnType<typeof scratchDir>>;
let clock: TestClock;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpServer();
  scratch = await scratchDir();
  clock = testClock();
  app = await accountsApp(testDb, { smtp, filesDir: scratch.dir, clock });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await scratch.remove();
  await testDb.close();
});

const both = (key: ValidationMessageKey) => ({ message: VALIDATION_MESSAGES[key].zh, jpMessage: VALIDATION_MESSAGES[key].ja });

function registerBody(identity: { logonId: string; email: string; phone: string }, emailCode: string, extra: Record<string, string> = {}) {
  return { ...identity, nickname: '小林', emailCode, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, consentVersion: '2026-11', ...extra };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('ebUserRegister', () => {
  it('registers with the code from the received mail: active at once, individual, password hashed; the code is used', async () => {
    const identity = freshIdentity('Reg');
    const code = await mailedCode(app, smtp, identity.email);
    const answer = await call<{ userId: string; logonId: string }>(app, INDIVIDUAL.register, { body: registerBody(identity, code) });
    expect(answer).toEqual({ code: 200, message: 'success', data: { userId: expect.any(String), logonId: identity.logonId } });

    const [row] = await testDb.db.select().from(users).where(eq(users.id, answer.data.userId));
    expect(row).toMatchObject({ role: 'individual', logonIdKey: identity.logonId.toLowerCase(), enterpriseId: null, nickname: '小林' });
    // The consent to the privacy policy and terms, kept with the texts' version and its time.
    expect(row?.consentVersion).toBe('2026-11');
    expect(row?.consentedAt).toBeInstanceOf(Date);
    expect(row?.consentedAt).toEqual(row?.createdAt);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const [stored] = await testDb.db.select().from(verificationCodes).where(eq(verificationCodes.emailKey, identity.email.toLowerCase()));
    expect(stored?.consumedAt).not.toBeNull();

    const token = await loginAs(app, identity.logonId, GOOD_PASSWORD);
    expect(token.user_id).toBe(answer.data.userId);
  });

  it('refuses a wrong code with the tries left; the fifth wrong try kills the code, even for the right one', async () => {
    const identity = freshIdentity();
    const code = await mailedCode(app, smtp, identity.email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call(app, INDIVIDUAL.register, { body: registerBody(identity, wrongCode(code)) }));
    expect(answers.map((a) => a.code)).toEqual(Array(5).fill(ErrorCode.EMAIL_CODE_INVALID));
    expect(answers.slice(0, 4).map((a) => a.message)).toEqual([4, 3, 2, 1].map((n) => `邮箱验证码错误，还可尝试 ${n} 次`));
    expect(answers[0]?.jpMessage).toBe('メール認証コードが正しくありません（残り 4 回）');
    expect(answers[4]).toMatchObject({ message: '邮箱验证码已失效，请重新获取', data: { fields: { emailCode: expect.any(Object) } } });

    const right = await call(app, INDIVIDUAL.register, { body: registerBody(identity, code) });
    expect(right).toMatchObject({ code: ErrorCode.EMAIL_CODE_INVALID, jpMessage: 'メール認証コードが無効です。もう一度取得してください' });
    expect(await testDb.db.select().from(users).where(eq(users.emailKey, identity.email.toLowerCase()))).toHaveLength(0);
  });

  it('refuses an expired code (ten minutes)', async () => {
    const identity = freshIdentity();
    const code = await mailedCode(app, smtp, identity.email);
    clock.advance(10 * 60);
    expect((await call(app, INDIVIDUAL.register, { body: registerBody(identity, code) })).code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it('accepts a code just before it expires', async () => {
    const identity = freshIdentity();
    const code = await mailedCode(app, smtp, identity.email);
    clock.advance(10 * 60 - 1);
    expect((await call(app, INDIVIDUAL.register, { body: registerBody(identity, code) })).code).toBe(200);
  });

  it('counts only the latest code of an address', async () => {
    const identity = freshIdentity();
    const first = await mailedCode(app, smtp, identity.email);
    clock.advance(60);
    const second = await mailedCode(app, smtp, identity.email);
    if (first !== second) expect((await call(app, INDIVIDUAL.register, { body: registerBody(identity, first) })).code).toBe(ErrorCode.EMAIL_CODE_INVALID);
    expect((await call(app, INDIVIDUAL.register, { body: registerBody(identity, second) })).code).toBe(200);
  });

  it('refuses a code sent for another purpose', async () => {
    const account = await registerIndividual(app, smtp);
    clock.advance(60);
    const forgotCode = await mailedCode(app, smtp, account.email, 'forgot');
    const other = { ...freshIdentity(), email: account.email.replace('@', '+x@') };
    expect((await call(app, INDIVIDUAL.register, { body: registerBody(other, forgotCode) })).code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it.each([
    ['login name', 'logonId', (a: { logonId: string }) => ({ logonId: a.logonId.toUpperCase() }), '该登录名已被使用', 'このログイン名は既に使用されています'],
    ['e-mail', 'email', (a: { email: string }) => ({ email: a.email.toUpperCase() }), '该邮箱已被注册', 'このメールアドレスは既に登録されています'],
    ['phone', 'phone', (a: { phone: string }) => ({ phone: `+86 ${a.phone}` }), '该手机号码已被注册', 'この携帯電話番号は既に登録されています'],
  ] as const)('refuses a taken %s (any case or form) with CONFLICT naming the field in both languages', async (_, field, taken, zh, ja) => {
    const existing = await registerIndividual(app, smtp);
    const identity = { ...freshIdentity(), ...taken(existing as never) };
    const answer = await call(app, INDIVIDUAL.register, { body: registerBody(identity, '123456') });
    expect(answer).toEqual({
      code: ErrorCode.CONFLICT,
      message: zh,
      jpMessage: ja,
      data: { fields: { [field]: { message: zh, jpMessage: ja } } },
      reason: 'user.already_taken',
    });
  });

  it('names every taken field at once', async () => {
    const existing = await registerIndividual(app, smtp);
    const answer = await call(app, INDIVIDUAL.register, { body: registerBody(existing, '123456') });
    expect(Object.keys((answer.data as { fields: object }).fields).sort()).toEqual(['email', 'logonId', 'phone']);
  });

  // Every message of registerIndividualSchema, as the server answers it.
  const valid = {
    logonId: 'valid_name',
    nickname: '小林',
    email: 'valid@example.org',
    emailCode: '123456',
    phone: '13700000000',
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    consentVersion: '2026-11',
  };
  it.each([
    ['logonId', '', 'loginNameRequired'],
    ['logonId', 'ab', 'loginNameFormat'],
    ['logonId', 'has space', 'loginNameFormat'],
    ['nickname', '', 'nicknameRequired'],
    ['nickname', 'n'.repeat(51), 'tooLong'],
    ['email', '', 'emailRequired'],
    ['email', 'nope@', 'emailFormat'],
    ['emailCode', '', 'emailCodeRequired'],
    ['emailCode', '12345', 'emailCodeFormat'],
    ['phone', '', 'mobileRequired'],
    ['phone', '12345', 'mobileFormat'],
    ['password', '', 'passwordRequired'],
    ['password', 'short', 'registerPassword'],
    ['password', 'x'.repeat(31), 'registerPassword'],
    ['password', 'abcdefgh', 'weakPassword'],
    ['password', 'Valid_Name#Line26', 'passwordHasUserInput'],
    ['password', 'Valid#Route2026', 'passwordHasUserInput'], // the e-mail's local part
    ['consentVersion', '', 'consentRequired'],
    ['consentVersion', '2025-01', 'consentRequired'],
    // An empty confirmation of a typed password reads as a mismatch (the shared schema checks the match first).
    ['confirmPassword', '', 'confirmPasswordRequired'],
    ['confirmPassword', 'Other#2026', 'passwordMismatch'],
  ] as const)('answers %s = %j with the message %s in both languages', async (field, value, key) => {
    // The confirmation follows the password, so that only the field under test is at fault.
    const confirm = field === 'password' ? { confirmPassword: value } : {};
    const answer = await call(app, INDIVIDUAL.register, { body: { ...valid, ...confirm, [field]: value } });
    expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { [field]: both(key) } } });
  });

  it('answers every field at fault of an empty form', async () => {
    const answer = await call(app, INDIVIDUAL.register, { body: {} });
    expect((answer.data as { fields: Record<string, unknown> }).fields).toEqual({
      logonId: both('loginNameRequired'),
      nickname: both('nicknameRequired'),
      email: both('emailRequired'),
      emailCode: both('emailCodeRequired'),
      phone: both('mobileRequired'),
      password: both('passwordRequired'),
      confirmPassword: both('confirmPasswordRequired'),
      consentVersion: both('consentRequired'),
    });
  });

  it('refuses a weak password or a missing consent with 10422 and the field’s message, creating no account', async () => {
    const identity = freshIdentity('weak');
    const code = await mailedCode(app, smtp, identity.email);
    const weak = await call(app, INDIVIDUAL.register, { body: registerBody(identity, code, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }) });
    expect(weak).toMatchObject({
      code: 10422,
      data: {
        fields: {
          password: {
            message: '密码强度太弱，请加长密码或混合使用不常见的单词、数字和符号',
            jpMessage: 'パスワードが弱すぎます。長くするか、一般的でない単語・数字・記号を組み合わせてください',
          },
        },
      },
    });
    const { consentVersion: _consent, ...withoutConsent } = registerBody(identity, code);
    const unconsented = await call(app, INDIVIDUAL.register, { body: withoutConsent });
    expect(unconsented).toMatchObject({
      code: 10422,
      data: {
        fields: {
          consentVersion: { message: '请阅读并同意《隐私政策》和《用户协议》', jpMessage: 'プライバシーポリシーと利用規約をお読みのうえ、同意してください' },
        },
      },
    });
    expect(await testDb.db.select({ id: users.id }).from(users).where(eq(users.logonIdKey, identity.logonId.toLowerCase()))).toEqual([]);
  });
});

describe('ebUserForgotPassword', () => {
  it('sets the new password with the code mailed for forgot, ends every session, and the code works once', async () => {
    const account = await registerIndividual(app, smtp);
    const session = await loginAs(app, account.logonId, account.password);
    const code = await mailedCode(app, smtp, account.email, 'forgot');

    const body = { email: account.email, emailCode: code, password: 'NewHarbour#2027', confirmPassword: 'NewHarbour#2027' };
    expect(await call(app, INDIVIDUAL.forgotPassword, { body })).toEqual({ code: 200, message: 'success', data: null });

    expect((await callRaw(app, INDIVIDUAL.selectInfo, { method: 'GET', headers: authHeader(session) })).statusCode).toBe(401);
    await expect(loginAs(app, account.logonId, account.password)).rejects.toThrow();
    await loginAs(app, account.logonId, 'NewHarbour#2027');

    const reused = await call(app, INDIVIDUAL.forgotPassword, { body: { ...body, password: 'Third#20288', confirmPassword: 'Third#20288' } });
    expect(reused.code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it('refuses a new password holding the account’s login name, and the code stays usable', async () => {
    const account = await registerIndividual(app, smtp);
    const code = await mailedCode(app, smtp, account.email, 'forgot');
    const personal = `${account.logonId}#2027Zq`;
    const refused = await call(app, INDIVIDUAL.forgotPassword, {
      body: { email: account.email, emailCode: code, password: personal, confirmPassword: personal },
    });
    expect(refused).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { password: both('passwordHasUserInput') } } });
    const body = { email: account.email, emailCode: code, password: 'NewHarbour#2027', confirmPassword: 'NewHarbour#2027' };
    expect(await call(app, INDIVIDUAL.forgotPassword, { body })).toEqual({ code: 200, message: 'success', data: null });
  });

  it('refuses a code for an address no account uses, like a wrong code', async () => {
    const answer = await call(app, INDIVIDUAL.forgotPassword, {
      body: { email: freshIdentity().email, emailCode: '123456', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(answer.code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it.each([
    ['email', '', 'emailRequired'],
    ['emailCode', 'abc', 'emailCodeFormat'],
    ['password', '1234567', 'registerPassword'],
    ['confirmPassword', 'different1', 'passwordMismatch'],
  ] as const)('answers %s = %j with %s', async (field, value, key) => {
    const body = { email: 'a@example.org', emailCode: '123456', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, [field]: value };
    expect(await call(app, INDIVIDUAL.forgotPassword, { body })).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { [field]: both(key) } } });
  });
});

describe('selectEbUserInfo and updateEbUserInfo', () => {
  it('answer the logged-in user’s account', async () => {
    const account = await registerIndividual(app, smtp);
    const session = await loginAs(app, account.logonId, account.password);
    const answer = await call<AccountInfo>(app, INDIVIDUAL.selectInfo, { method: 'GET', headers: authHeader(session) });
    expect(answer).toEqual({
      code: 200,
      message: 'success',
      data: {
        userId: account.userId,
        logonId: account.logonId,
        nickname: '小林',
        email: account.email,
        phone: account.phone,
        role: 'individual',
        enterpriseId: null,
        enterpriseCnnme: null,
        enterpriseState: null,
        createdAt: expect.any(String),
      },
    });
  });

  it('need a login (HTTP 401)', async () => {
    expect((await callRaw(app, INDIVIDUAL.selectInfo, { method: 'GET' })).statusCode).toBe(401);
    expect((await callRaw(app, INDIVIDUAL.updateInfo, { body: {} })).statusCode).toBe(401);
    expect((await callRaw(app, INDIVIDUAL.changePassword, { body: {} })).statusCode).toBe(401);
  });

  it('change the nickname, keeping one’s own e-mail and mobile (in any case or spacing)', async () => {
    const account = await registerIndividual(app, smtp);
    const session = await loginAs(app, account.logonId, account.password);
    const answer = await call<AccountInfo>(app, INDIVIDUAL.updateInfo, {
      headers: authHeader(session),
      body: { nickname: '新昵称', email: account.email.toUpperCase(), phone: ` ${account.phone} ` },
    });
    expect(answer).toMatchObject({ code: 200, data: { nickname: '新昵称', email: account.email, phone: account.phone } });
  });

  it('refuse a new e-mail or mobile, naming each, and save nothing (those need their proof)', async () => {
    const account = await registerIndividual(app, smtp);
    const session = await loginAs(app, account.logonId, account.password);
    const next = freshIdentity();
    const answer = await call(app, INDIVIDUAL.updateInfo, { headers: authHeader(session), body: { nickname: '新昵称', email: next.email, phone: next.phone } });
    expect(answer).toEqual({
      code: ErrorCode.VALIDATION,
      message: '更换邮箱需验证当前密码和发送到新邮箱的验证码，请使用“更换邮箱”',
      jpMessage: 'メールアドレスの変更には現在のパスワードと新しいアドレスに届いた認証コードが必要です。「メールアドレスの変更」をご利用ください',
      data: {
        fields: {
          email: {
            message: '更换邮箱需验证当前密码和发送到新邮箱的验证码，请使用“更换邮箱”',
            jpMessage: 'メールアドレスの変更には現在のパスワードと新しいアドレスに届いた認証コードが必要です。「メールアドレスの変更」をご利用ください',
          },
          phone: {
            message: '更换手机号码需验证当前密码，请使用“更换手机号码”',
            jpMessage: '携帯電話番号の変更には現在のパスワードが必要です。「携帯電話番号の変更」をご利用ください',
          },
        },
      },
      reason: 'user.proof_required',
    });
    const phoneOnly = await call(app, INDIVIDUAL.updateInfo, {
      headers: authHeader(session),
      body: { nickname: '新昵称', email: account.email, phone: next.phone },
    });
    expect(phoneOnly).toMatchObject({ code: ErrorCode.VALIDATION, message: '更换手机号码需验证当前密码，请使用“更换手机号码”' });
    expect(Object.keys((phoneOnly.data as { fields: object }).fields)).toEqual(['phone']);
    const stored = await call<AccountInfo>(app, INDIVIDUAL.selectInfo, { method: 'GET', headers: authHeader(session) });
    expect(stored.data).toMatchObject({ nickname: '小林', email: account.email, phone: account.phone });
  });

  it.each([
    ['nickname', '', 'nicknameRequired'],
    ['email', 'bad', 'emailFormat'],
    ['phone', '', 'mobileRequired'],
    ['phone', '0312345678', 'mobileFormat'],
  ] as const)('answer %s = %j with %s', async (field, value, key) => {
    const session = await loginAs(app, 'demo.passenger');
    const body = { nickname: 'n', email: 'demo.passenger@example.com', phone: '13812345678', [field]: value };
    expect(await call(app, INDIVIDUAL.updateInfo, { headers: authHeader(session), body })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { [field]: both(key) } },
    });
  });
});

describe('ebUserChangePsd', () => {
  it('changes the password, ends every session (old token → 401) and the new password logs in', async () => {
    const account = await registerIndividual(app, smtp);
    const first = await loginAs(app, account.logonId, account.password);
    const second = await loginAs(app, account.logonId, account.password);
    const body = { oldPassword: account.password, newPassword: 'Stronger#2027', confirmPassword: 'Stronger#2027' };
    expect(await call(app, INDIVIDUAL.changePassword, { headers: authHeader(first), body })).toEqual({ code: 200, message: 'success', data: null });

    for (const token of [first, second]) {
      expect((await callRaw(app, INDIVIDUAL.selectInfo, { method: 'GET', headers: authHeader(token) })).statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: `${AUTH.refresh}/${account.logonId}`,
        payload: { refresh_token: token.refresh_token },
      });
      expect(refresh.json().access_token).toBeUndefined();
    }
    await expect(loginAs(app, account.logonId, account.password)).rejects.toThrow();
    const again = await loginAs(app, account.logonId, 'Stronger#2027');
    expect((await call(app, INDIVIDUAL.selectInfo, { method: 'GET', headers: authHeader(again) })).code).toBe(200);
  });

  it('asks for the confirmation when both new fields are empty', async () => {
    const session = await loginAs(app, 'demo.passenger');
    const answer = await call(app, INDIVIDUAL.changePassword, { headers: authHeader(session), body: { oldPassword: 'x' } });
    expect((answer.data as { fields: object }).fields).toEqual({ newPassword: both('newPasswordRequired'), confirmPassword: both('confirmPasswordRequired') });
  });

  it('refuses a wrong old password, and a new one equal to the old', async () => {
    const account = await registerIndividual(app, smtp, { password: 'Harbour#2026' });
    const session = await loginAs(app, account.logonId, account.password);
    const wrong = await call(app, INDIVIDUAL.changePassword, {
      headers: authHeader(session),
      body: { oldPassword: 'Wrong#2026x', newPassword: 'Stronger#2027', confirmPassword: 'Stronger#2027' },
    });
    expect(wrong).toMatchObject({ code: ErrorCode.VALIDATION, message: '原密码错误', data: { fields: { oldPassword: expect.any(Object) } } });
    const same = await call(app, INDIVIDUAL.changePassword, {
      headers: authHeader(session),
      body: { oldPassword: account.password, newPassword: account.password, confirmPassword: account.password },
    });
    expect(same).toMatchObject({ code: ErrorCode.VALIDATION, jpMessage: '新しいパスワードは現在のパスワードと異なるものにしてください' });
    // the body has no login name: the account's own, and its e-mail's name, are checked on the server
    const mailName = account.email.slice(0, account.email.indexOf('@'));
    for (const personal of [`Zq#${account.logonId}2027`, `${mailName}#2027Zq`]) {
      const holding = await call(app, INDIVIDUAL.changePassword, {
        headers: authHeader(session),
        body: { oldPassword: account.password, newPassword: personal, confirmPassword: personal },
      });
      expect(holding).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { newPassword: both('passwordHasUserInput') } } });
    }
    // Neither ended the session.
    expect((await call(app, INDIVIDUAL.selectInfo, { method: 'GET', headers: authHeader(session) })).code).toBe(200);
  });

  it.each([
    ['oldPassword', '', 'oldPasswordRequired'],
    ['newPassword', '', 'newPasswordRequired'],
    ['newPassword', 'alllowercase1!', 'strongPassword'],
    ['newPassword', 'NoDigits!!', 'strongPassword'],
    ['newPassword', 'Ab1!', 'strongPassword'],
    ['confirmPassword', 'Stronger#2028', 'passwordMismatch'],
  ] as const)('answers %s = %j with %s', async (field, value, key) => {
    const session = await loginAs(app, 'demo.passenger');
    const confirm = field === 'newPassword' ? { confirmPassword: value } : {};
    const body = { oldPassword: 'x', newPassword: 'Stronger#2027', confirmPassword: 'Stronger#2027', ...confirm, [field]: value };
    expect(await call(app, INDIVIDUAL.changePassword, { headers: authHeader(session), body })).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { [field]: both(key) } },
    });
  });
});
