import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { INDIVIDUAL } from '../../../src/domain/identityApi';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { verificationCodes } from '../../db/schema';
import { accountsApp, call, freshIdentity, GOOD_PASSWORD, randomIp, scratchDir, testClock, type TestClock } from '../../test/accounts';
import { codeIn, readMessage } from '../../test/mailMessage';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createTestDb, type TestDb } from '../../test/testDb';
import { CODE_REQUESTS_PER_IP } from './verification.service';

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

const send = (email: unknown, purpose?: string, ip = randomIp(), on = app) =>
  call<{ resendAfterSeconds: number; expiresInSeconds: number }>(on, INDIVIDUAL.sendVerificationCode, { body: { email, purpose }, ip });

const storedCodes = (email: string) => testDb.db.select().from(verificationCodes).where(eq(verificationCodes.emailKey, email.toLowerCase()));

describe('sendVerificationCode for registration', () => {
  it('mails a six-digit code in both languages and stores only its hash', async () => {
    const { email } = freshIdentity();
    const answer = await send(email, 'register');
    expect(answer).toEqual({ code: 200, message: 'success', data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });

    const mail = await smtp.nextMailTo(email);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`${code} 邮箱验证码 / メール認証コード — 中日航运服务平台 / 日中航路サービス`);
    expect(mail.text).toContain(`邮箱验证码为：${code}`);
    expect(mail.text).toContain(`メール認証コードは ${code} です`);
    expect(mail.text).toContain('10 分钟');

    const [stored] = await storedCodes(email);
    expect(stored).toMatchObject({ purpose: 'register', attempts: 0, consumedAt: null });
    expect(stored?.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.sentAt.getTime()).toBe(10 * 60_000);
  });

  it('takes purpose register when none is sent', async () => {
    const { email } = freshIdentity();
    expect((await send(email)).code).toBe(200);
    await smtp.nextMailTo(email);
    expect((await storedCodes(email))[0]?.purpose).toBe('register');
  });

  it('refuses a second code to the same address within a minute, saying how long to wait; then sends a new one', async () => {
    const { email } = freshIdentity();
    expect((await send(email)).code).toBe(200);
    await smtp.nextMailTo(email);

    clock.advance(20);
    const again = await send(email.toUpperCase());
    expect(again).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: expect.stringContaining('40 秒'), jpMessage: expect.stringContaining('40 秒') });
    expect(again.msg).toBeUndefined();
    expect(await storedCodes(email)).toHaveLength(1);

    clock.advance(40);
    expect((await send(email)).code).toBe(200);
    await smtp.nextMailTo(email);
    expect(await storedCodes(email)).toHaveLength(2);
  });

  it('answers EMAIL_UNDELIVERABLE with the spec’s message when the mail server refuses the address, and stores no code', async () => {
    const { email } = freshIdentity('nobody');
    smtp.refuse(email);
    const answer = await send(email);
    expect(answer).toEqual({
      code: ErrorCode.EMAIL_UNDELIVERABLE,
      message: '邮箱无法接收验证码',
      jpMessage: 'このメールアドレスは認証コードを受信できません',
      data: { fields: { email: { message: '邮箱无法接收验证码', jpMessage: 'このメールアドレスは認証コードを受信できません' } } },
      reason: 'verification.email_undeliverable',
    });
    expect(await storedCodes(email)).toHaveLength(0);
  });

  it('refuses an e-mail that is already registered (CONFLICT naming the field, either case)', async () => {
    const answer = await send('Demo.Passenger@Example.com');
    expect(answer).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '该邮箱已被注册',
      jpMessage: 'このメールアドレスは既に登録されています',
      data: { fields: { email: { message: '该邮箱已被注册', jpMessage: 'このメールアドレスは既に登録されています' } } },
    });
    expect(await storedCodes('demo.passenger@example.com')).toHaveLength(0);
  });

  it.each([
    ['', VALIDATION_MESSAGES.emailRequired],
    [undefined, VALIDATION_MESSAGES.emailRequired],
    ['not-an-address', VALIDATION_MESSAGES.emailFormat],
    [`${'x'.repeat(95)}@example.com`, VALIDATION_MESSAGES.tooLong],
  ])('checks the address %j with the shared schema’s message in both languages', async (email, expected) => {
    const answer = await send(email);
    expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { email: { message: expected.zh, jpMessage: expected.ja } } } });
  });

  it('refuses an unknown purpose', async () => {
    const answer = await send(freshIdentity().email, 'admin');
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys((answer.data as unknown as { fields: object }).fields)).toEqual(['purpose']);
  });

  it(`limits one client address to ${CODE_REQUESTS_PER_IP.limit} codes in ${CODE_REQUESTS_PER_IP.windowSeconds / 60} minutes, whatever the addresses`, async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i <= CODE_REQUESTS_PER_IP.limit; i++) codes.push((await send(freshIdentity().email, 'register', ip)).code);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('sendVerificationCode for a forgotten password', () => {
  it('answers the same whether or not the address is registered, and mails only the registered one', async () => {
    const own = await accountsApp(testDb, { smtp, filesDir: scratch.dir });
    const registered = await send('demo.passenger@example.com', 'forgot', randomIp(), own);
    const unknown = await send(freshIdentity('ghost').email, 'forgot', randomIp(), own);
    expect(unknown).toEqual(registered);
    expect(registered.code).toBe(200);

    const mail = await smtp.nextMailTo('demo.passenger@example.com');
    expect(mail.text).toContain('重置密码');
    expect(mail.text).toContain('パスワードの再設定');
    await own.close(); // waits for mail still being sent
    expect(smtp.received.filter((m) => m.recipients.some((r) => r.startsWith('ghost')))).toHaveLength(0);
  });

  it('refuses a second request for the same address within a minute, registered or not', async () => {
    const ghost = freshIdentity('ghost').email;
    expect((await send(ghost, 'forgot')).code).toBe(200);
    expect((await send(ghost, 'forgot')).code).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('without SMTP_URL (the demo)', () => {
  it('writes the code into the outbox as an .eml file, and that code registers the account', async () => {
    const outbox = await scratchDir();
    const demo = await accountsApp(testDb, { filesDir: scratch.dir, outboxDir: outbox.dir });
    try {
      const identity = freshIdentity('outbox');
      expect((await call(demo, INDIVIDUAL.sendVerificationCode, { body: { email: identity.email, purpose: 'register' } })).code).toBe(200);
      const files = await readdir(outbox.dir);
      expect(files).toHaveLength(1);
      const message = readMessage(await readFile(path.join(outbox.dir, files[0]!)));
      expect(message.to).toContain(identity.email);
      expect(message.subject).toContain('メール認証コード');

      const registered = await call(demo, INDIVIDUAL.register, {
        body: {
          ...identity,
          nickname: '受信箱',
          emailCode: codeIn(message),
          password: GOOD_PASSWORD,
          confirmPassword: GOOD_PASSWORD,
          consentVersion: '2026-11',
        },
      });
      expect(registered).toMatchObject({ code: 200, data: { logonId: identity.logonId } });
    } finally {
      await demo.close();
      await outbox.remove();
    }
  });
});
