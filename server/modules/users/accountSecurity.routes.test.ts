import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { INDIVIDUAL, type AccountInfo } from '../../../src/domain/identityApi';
import { users } from '../../db/schema';
import {
  accountsApp,
  call,
  callRaw,
  freshIdentity,
  GOOD_PASSWORD,
  randomIp,
  registerIndividual,
  scratchDir,
  testClock,
  type TestClock,
} from '../../test/accounts';
import { authHeader, createUser, loginAs } from '../../test/login';
import { codeIn } from '../../test/mailMessage';
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

const WRONG_PASSWORD = { message: '当前密码错误', jpMessage: '現在のパスワードが正しくありません' };
const CODE_DEAD = { message: '邮箱验证码已失效，请重新获取', jpMessage: 'メール認証コードが無効です。もう一度取得してください' };
const EMAIL_TAKEN = { message: '该邮箱已被注册', jpMessage: 'このメールアドレスは既に登録されています' };
const PHONE_TAKEN = { message: '该手机号码已被注册', jpMessage: 'この携帯電話番号は既に登録されています' };

/** A registered individual, logged in. */
async function member() {
  const account = await registerIndividual(app, smtp);
  const session = await loginAs(app, account.logonId, account.password);
  return { ...account, headers: authHeader(session) };
}
type Member = Awaited<ReturnType<typeof member>>;

const askCode = (who: Pick<Member, 'headers'>, email: string, ip = randomIp()) =>
  call<{ resendAfterSeconds: number; expiresInSeconds: number }>(app, INDIVIDUAL.sendEmailChangeCode, { headers: who.headers, body: { email }, ip });
const changeEmail = (who: Pick<Member, 'headers'>, body: Record<string, string>) =>
  call<AccountInfo>(app, INDIVIDUAL.changeEmail, { headers: who.headers, body });
const changePhone = (who: Pick<Member, 'headers'>, body: Record<string, string>) =>
  call<AccountInfo>(app, INDIVIDUAL.changePhone, { headers: who.headers, body });
const stored = async (who: Pick<Member, 'headers'>) => (await call<AccountInfo>(app, INDIVIDUAL.selectInfo, { method: 'GET', headers: who.headers })).data;

/** Asks for a code to `email` and reads it from the mail that reached that address. */
async function codeAt(who: Member, email: string): Promise<string> {
  expect(await askCode(who, email)).toEqual({ code: 200, message: 'success', data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
  return codeIn(await smtp.nextMailTo(email));
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('changing the e-mail', () => {
  it('mails a code to the new address; with it and the password the e-mail changes and the old address is told', async () => {
    const who = await member();
    const next = freshIdentity('moved').email;
    const code = await codeAt(who, next);
    const answer = await changeEmail(who, { email: next, emailCode: code, password: GOOD_PASSWORD });
    expect(answer).toMatchObject({ code: 200, data: { email: next, phone: who.phone, logonId: who.logonId } });
    expect((await stored(who)).email).toBe(next);

    const notice = await smtp.nextMailTo(who.email);
    expect(notice.subject).toBe('中日航运服务平台 账号邮箱已更改 / 日中航路サービス メールアドレス変更のお知らせ');
    const masked = `${next.slice(0, 1)}***@example.org`;
    expect(notice.text).toContain(`您的账号（登录名：${who.logonId}）的邮箱已于`);
    expect(notice.text).toContain(`更改为 ${masked}`);
    expect(notice.text).toContain(`${masked} へ変更されました`);
    expect(notice.text).not.toContain(next);
    // Sent again, it is the account's own address now.
    expect(await changeEmail(who, { email: next, emailCode: code, password: GOOD_PASSWORD })).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '新邮箱与当前邮箱相同',
    });
  });

  it('the code mail says what it is for, in both languages', async () => {
    const who = await member();
    const next = freshIdentity('purpose').email;
    await askCode(who, next);
    const mail = await smtp.nextMailTo(next);
    expect(mail.text).toContain('您正在中日航运服务平台更换账号邮箱');
    expect(mail.text).toContain('日中航路サービスのアカウントのメールアドレス変更のメール認証コードは');
  });

  it('refuses a wrong password at the field, changes nothing, and leaves the code usable', async () => {
    const who = await member();
    const next = freshIdentity('pw').email;
    const code = await codeAt(who, next);
    expect(await changeEmail(who, { email: next, emailCode: code, password: 'Wrong#2026x' })).toEqual({
      code: ErrorCode.VALIDATION,
      ...WRONG_PASSWORD,
      data: { fields: { password: WRONG_PASSWORD } },
      reason: 'user.wrong_password',
    });
    expect((await stored(who)).email).toBe(who.email);
    expect((await changeEmail(who, { email: next, emailCode: code, password: GOOD_PASSWORD })).code).toBe(200);
  });

  it('refuses a wrong code with the tries left, and an expired one; nothing changes', async () => {
    const who = await member();
    const next = freshIdentity('code').email;
    const code = await codeAt(who, next);
    expect(await changeEmail(who, { email: next, emailCode: wrongCode(code), password: GOOD_PASSWORD })).toMatchObject({
      code: ErrorCode.EMAIL_CODE_INVALID,
      message: '邮箱验证码错误，还可尝试 4 次',
      data: { fields: { emailCode: expect.any(Object) } },
    });
    clock.advance(10 * 60 + 1);
    expect(await changeEmail(who, { email: next, emailCode: code, password: GOOD_PASSWORD })).toMatchObject({
      code: ErrorCode.EMAIL_CODE_INVALID,
      ...CODE_DEAD,
    });
    expect((await stored(who)).email).toBe(who.email);
  });

  it('refuses a code sent to another address', async () => {
    const who = await member();
    const asked = freshIdentity('asked').email;
    const other = freshIdentity('other').email;
    const code = await codeAt(who, asked);
    expect(await changeEmail(who, { email: other, emailCode: code, password: GOOD_PASSWORD })).toMatchObject({
      code: ErrorCode.EMAIL_CODE_INVALID,
      ...CODE_DEAD,
    });
    expect((await stored(who)).email).toBe(who.email);
  });

  it('refuses a code another account asked for, even with its own right password', async () => {
    const [asker, thief] = [await member(), await member()];
    const next = freshIdentity('shared').email;
    const code = await codeAt(asker, next);
    expect(await changeEmail(thief, { email: next, emailCode: code, password: GOOD_PASSWORD })).toMatchObject({
      code: ErrorCode.EMAIL_CODE_INVALID,
      ...CODE_DEAD,
    });
    expect((await stored(thief)).email).toBe(thief.email);
    // The asker's code is still good.
    expect((await changeEmail(asker, { email: next, emailCode: code, password: GOOD_PASSWORD })).code).toBe(200);
  });

  it('refuses a taken address when asked for a code (any case) and sends nothing', async () => {
    const who = await member();
    expect(await askCode(who, 'Demo.Passenger@Example.com')).toMatchObject({
      code: ErrorCode.CONFLICT,
      ...EMAIL_TAKEN,
      data: { fields: { email: EMAIL_TAKEN } },
    });
  });

  it('refuses an address taken between the code and the change; nothing changes', async () => {
    const who = await member();
    const next = freshIdentity('race');
    const code = await codeAt(who, next.email);
    await createUser(testDb.db, { logonId: next.logonId, role: 'individual', email: next.email, phone: next.phone });
    expect(await changeEmail(who, { email: next.email, emailCode: code, password: GOOD_PASSWORD })).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: { fields: { email: EMAIL_TAKEN } },
    });
    expect((await stored(who)).email).toBe(who.email);
  });

  it('refuses the current address', async () => {
    const who = await member();
    const same = { message: '新邮箱与当前邮箱相同', jpMessage: '新しいメールアドレスが現在のものと同じです' };
    expect(await askCode(who, who.email.toUpperCase())).toMatchObject({ code: ErrorCode.VALIDATION, ...same, data: { fields: { email: same } } });
  });

  it('of two concurrent changes with one code, exactly one succeeds', async () => {
    const who = await member();
    const next = freshIdentity('twice').email;
    const code = await codeAt(who, next);
    const answers = await Promise.all([1, 2].map(() => changeEmail(who, { email: next, emailCode: code, password: GOOD_PASSWORD })));
    expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([200, ErrorCode.EMAIL_CODE_INVALID]);
  });

  it('checks the form with the shared schema', async () => {
    const who = await member();
    const answer = await changeEmail(who, { email: 'not-an-address', emailCode: '12', password: '' });
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys((answer.data as unknown as { fields: object }).fields).sort()).toEqual(['email', 'emailCode', 'password']);
  });

  it('limits codes like every code: one a minute per address', async () => {
    const who = await member();
    const next = freshIdentity('again').email;
    await codeAt(who, next);
    expect(await askCode(who, next)).toMatchObject({ code: ErrorCode.RATE_LIMITED });
    clock.advance(61);
    expect((await askCode(who, next)).code).toBe(200);
    await smtp.nextMailTo(next);
  });

  it('limits codes per client address', async () => {
    const who = await member();
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await askCode(who, freshIdentity('ip').email, ip)).code);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(ErrorCode.RATE_LIMITED);
  });

  it('needs a login', async () => {
    for (const path of [INDIVIDUAL.sendEmailChangeCode, INDIVIDUAL.changeEmail, INDIVIDUAL.changePhone]) {
      expect((await callRaw(app, path, { body: {} })).statusCode).toBe(401);
    }
  });
});

describe('changing the mobile', () => {
  it('needs the current password: wrong, nothing changes; right, it changes', async () => {
    const who = await member();
    const next = freshIdentity().phone;
    expect(await changePhone(who, { phone: next, password: 'Wrong#2026x' })).toEqual({
      code: ErrorCode.VALIDATION,
      ...WRONG_PASSWORD,
      data: { fields: { password: WRONG_PASSWORD } },
      reason: 'user.wrong_password',
    });
    expect((await stored(who)).phone).toBe(who.phone);
    expect(await changePhone(who, { phone: next, password: GOOD_PASSWORD })).toMatchObject({ code: 200, data: { phone: next, email: who.email } });
    expect((await stored(who)).phone).toBe(next);
  });

  it('refuses a mobile another account has, and one’s own', async () => {
    const [who, other] = [await member(), await member()];
    expect(await changePhone(who, { phone: other.phone, password: GOOD_PASSWORD })).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: { fields: { phone: PHONE_TAKEN } },
    });
    expect(await changePhone(who, { phone: who.phone, password: GOOD_PASSWORD })).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '新手机号码与当前号码相同',
    });
    expect((await stored(who)).phone).toBe(who.phone);
  });

  it('asks for the password and a valid mobile', async () => {
    const who = await member();
    const answer = await changePhone(who, { phone: '0312', password: '' });
    expect(Object.keys((answer.data as unknown as { fields: object }).fields).sort()).toEqual(['password', 'phone']);
  });
});

describe('password proofs', () => {
  it('allow five tries per account in 15 minutes, the right password included, then 10429', async () => {
    const who = await member();
    for (let i = 0; i < 5; i++) expect((await changePhone(who, { phone: freshIdentity().phone, password: 'Wrong#2026x' })).code).toBe(ErrorCode.VALIDATION);
    const next = freshIdentity().phone;
    expect(await changePhone(who, { phone: next, password: GOOD_PASSWORD })).toMatchObject({ code: ErrorCode.RATE_LIMITED });
    const [row] = await testDb.db.select({ phone: users.phone }).from(users).where(eq(users.id, who.userId));
    expect(row?.phone).toBe(who.phone);
    clock.advance(15 * 60 + 1);
    expect((await changePhone(who, { phone: next, password: GOOD_PASSWORD })).code).toBe(200);
  });
});
