import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import {
  AUTH,
  ENTERPRISE,
  INDIVIDUAL,
  type AccountInfo,
  type EnterpriseReviewItem,
  type RegisteredAnswer,
  type UserInfoAnswer,
} from '../../../src/domain/identityApi';
import { MENU_PATHS } from '../../../src/domain/roles';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { enterprises, storedFiles, users } from '../../db/schema';
import {
  accountsApp,
  call,
  callRaw,
  freshIdentity,
  GOOD_PASSWORD,
  mailedCode,
  randomIp,
  registerIndividual,
  scratchDir,
  testClock,
  tinyPdf,
  uploadLicense,
  type TestClock,
} from '../../test/accounts';
import { authHeader, loginAs, tokenForm } from '../../test/login';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createTestDb, type TestDb } from '../../test/testDb';
import { BUSINESS_LICENSE_FILE } from './enterprise.routes';
import { AVAILABILITY_CHECKS_PER_IP } from './enterprise.service';

let testDb: TestDb;
let smtp: TestSmtpServer;
let scratch: Awaited<ReturnType<typeof scratchDir>>;
let clock: TestClock;
let app: FastifyInstance;
let reviewer: { access_token: string };

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpServer();
  scratch = await scratchDir();
  clock = testClock();
  app = await accountsApp(testDb, { smtp, filesDir: scratch.dir, clock });
  reviewer = await loginAs(app, 'demo.reviewer');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await scratch.remove();
  await testDb.close();
});

let creditSerial = 0;
/** A Japanese corporate number of 13 digits no other test uses. */
const freshCreditCode = () => `${Date.now() % 1e9}`.padStart(9, '0') + String(++creditSerial).padStart(4, '0');

interface Applicant {
  logonId: string;
  email: string;
  phone: string;
  password: string;
  userId: string;
  enterpriseId: string;
  companyName: string;
  licenseFileId: string;
}

async function registerEnterprise(): Promise<Applicant> {
  const identity = freshIdentity('corp');
  const { data: file } = await uploadLicense(app, tinyPdf(), '营业执照.pdf');
  const emailCode = await mailedCode(app, smtp, identity.email);
  const companyName = `大阪港湾物流株式会社 ${identity.logonId}`;
  const answer = await call<RegisteredAnswer>(app, ENTERPRISE.register, {
    body: {
      ...identity,
      companyName,
      creditCode: freshCreditCode(),
      contactName: '山田太郎',
      emailCode,
      licenseFileId: file.fileId,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      consentVersion: '2026-11',
    },
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0, msg: 'success' });
  const [row] = await testDb.db.select({ enterpriseId: enterprises.id }).from(enterprises).where(eq(enterprises.cnName, companyName));
  return { ...identity, password: GOOD_PASSWORD, userId: answer.data.userId, enterpriseId: row!.enterpriseId, companyName, licenseFileId: file.fileId };
}

const reviewerHeaders = () => authHeader(reviewer);

const review = (body: object, headers = reviewerHeaders()) => call<{ enterpriseId: string; state: string }>(app, ENTERPRISE.reviewUsersById, { body, headers });
const setDisabled = (body: object, headers = reviewerHeaders()) =>
  call<{ enterpriseId: string; state: string }>(app, ENTERPRISE.isDisableUsersById, { body, headers });

async function userInfo(token: { access_token: string }) {
  const response = await app.inject({ method: 'POST', url: AUTH.userInfo, headers: authHeader(token) });
  return { status: response.statusCode, body: response.json() as { code: number; data: UserInfoAnswer } };
}

async function enterpriseRow(enterpriseId: string) {
  const [row] = await testDb.db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  return row!;
}

describe('ebCompanyUserRegister', () => {
  it('creates the enterprise waiting for review and its first user, and attaches the uploaded licence', async () => {
    const applicant = await registerEnterprise();
    const row = await enterpriseRow(applicant.enterpriseId);
    expect(row).toMatchObject({ state: 'PENDING_REVIEW', stateValue: 'PENDING_REVIEW', contactName: '山田太郎', licenseFileId: applicant.licenseFileId });
    const [file] = await testDb.db.select().from(storedFiles).where(eq(storedFiles.id, applicant.licenseFileId));
    expect(file?.ownerUserId).toBe(applicant.userId);

    const token = await loginAs(app, applicant.logonId, applicant.password);
    const info = await userInfo(token);
    expect(info.body.data).toMatchObject({ role: 'enterprise', enterpriseState: 'PENDING_REVIEW' });
    // Waiting for review: no container tools yet.
    expect(info.body.data.menuAll).not.toContain('/booking');
  });

  it('answers the new user with the state', async () => {
    const identity = freshIdentity('corp');
    const { data: file } = await uploadLicense(app);
    const emailCode = await mailedCode(app, smtp, identity.email);
    const answer = await call(app, ENTERPRISE.register, {
      body: {
        ...identity,
        companyName: '株式会社テスト',
        creditCode: freshCreditCode(),
        contactName: '佐藤',
        emailCode,
        licenseFileId: file.fileId,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        consentVersion: '2026-11',
      },
    });
    expect(answer).toEqual({ code: 0, msg: 'success', data: { userId: expect.any(String), logonId: identity.logonId, state: 'PENDING_REVIEW' } });
    // The first user's consent to the privacy policy and terms, with the texts' version and its time.
    const [row] = await testDb.db.select().from(users).where(eq(users.logonIdKey, identity.logonId.toLowerCase()));
    expect(row).toMatchObject({ consentVersion: '2026-11', consentedAt: row?.createdAt });
    expect(row?.consentedAt).toBeInstanceOf(Date);
  });

  it('refuses a weak password and a registration without consent, naming each field (10422)', async () => {
    const identity = freshIdentity('corp');
    const { data: file } = await uploadLicense(app);
    const answer = await call(app, ENTERPRISE.register, {
      body: {
        ...identity,
        companyName: '株式会社テスト',
        creditCode: freshCreditCode(),
        contactName: '佐藤',
        emailCode: '123456',
        licenseFileId: file.fileId,
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      },
    });
    expect(answer).toMatchObject({
      code: 10422,
      data: {
        fields: {
          password: {
            message: '密码强度太弱，请加长密码或混合使用不常见的单词、数字和符号',
            jpMessage: 'パスワードが弱すぎます。長くするか、一般的でない単語・数字・記号を組み合わせてください',
          },
          consentVersion: { message: '请阅读并同意《隐私政策》和《用户协议》', jpMessage: 'プライバシーポリシーと利用規約をお読みのうえ、同意してください' },
        },
      },
    });
  });

  it('refuses a licence already used by another registration, or unknown, naming licenseFileId', async () => {
    const first = await registerEnterprise();
    for (const licenseFileId of [first.licenseFileId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const identity = freshIdentity('corp');
      const answer = await call(app, ENTERPRISE.register, {
        body: {
          ...identity,
          companyName: 'X',
          creditCode: freshCreditCode(),
          contactName: 'Y',
          emailCode: '123456',
          licenseFileId,
          password: GOOD_PASSWORD,
          confirmPassword: GOOD_PASSWORD,
          consentVersion: '2026-11',
        },
      });
      expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { licenseFileId: { message: '营业执照文件无效，请重新上传' } } } });
    }
  });

  it('refuses a taken credit code, login name, e-mail or phone, naming each', async () => {
    const first = await registerEnterprise();
    const row = await enterpriseRow(first.enterpriseId);
    const { data: file } = await uploadLicense(app);
    const answer = await call(app, ENTERPRISE.register, {
      body: {
        logonId: first.logonId,
        email: first.email,
        phone: first.phone,
        companyName: 'X',
        creditCode: row.creditCode,
        contactName: 'Y',
        emailCode: '123456',
        licenseFileId: file.fileId,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        consentVersion: '2026-11',
      },
    });
    expect(answer.code).toBe(ErrorCode.CONFLICT);
    expect((answer.data as { fields: Record<string, unknown> }).fields).toEqual({
      logonId: expect.any(Object),
      email: expect.any(Object),
      phone: expect.any(Object),
      creditCode: { message: '该企业已注册', jpMessage: 'この企業は既に登録されています' },
    });
  });

  it('answers the schema’s messages in both languages', async () => {
    const answer = await call(app, ENTERPRISE.register, { body: { creditCode: '123', licenseFileId: '' } });
    const fields = (answer.data as { fields: Record<string, { message: string; jpMessage: string }> }).fields;
    expect(answer.code).toBe(ErrorCode.VALIDATION);
    expect(fields.companyName).toEqual({ message: VALIDATION_MESSAGES.companyNameRequired.zh, jpMessage: VALIDATION_MESSAGES.companyNameRequired.ja });
    expect(fields.creditCode).toEqual({ message: VALIDATION_MESSAGES.creditCodeFormat.zh, jpMessage: VALIDATION_MESSAGES.creditCodeFormat.ja });
    expect(fields.contactName?.jpMessage).toBe(VALIDATION_MESSAGES.contactNameRequired.ja);
    expect(fields.licenseFileId?.message).toBe(VALIDATION_MESSAGES.licenseRequired.zh);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['logonId', 'email', 'emailCode', 'phone', 'password', 'confirmPassword']));
  });
});

describe('validatePhoneNum and validateEmail', () => {
  it('answer true for a free value and false for a taken one', async () => {
    const check = (url: string, query: Record<string, string>) => call<boolean>(app, url, { query });
    expect(await check(ENTERPRISE.validatePhoneNum, { phone: '13799998888' })).toEqual({ code: 0, msg: 'success', data: true });
    expect((await check(ENTERPRISE.validatePhoneNum, { phone: '+86 138 1234 5678' })).data).toBe(false);
    expect((await check(ENTERPRISE.validateEmail, { email: 'free-address@example.org' })).data).toBe(true);
    expect((await check(ENTERPRISE.validateEmail, { email: 'Demo.Shipper@example.com' })).data).toBe(false);
  });

  it('check the format with the shared messages', async () => {
    const phone = await call(app, ENTERPRISE.validatePhoneNum, { query: { phone: '123' } });
    expect(phone).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { phone: { message: VALIDATION_MESSAGES.mobileFormat.zh } } } });
    const email = await call(app, ENTERPRISE.validateEmail);
    expect(email).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { email: { jpMessage: VALIDATION_MESSAGES.emailRequired.ja } } } });
  });

  it(`are counted per client address: ${AVAILABILITY_CHECKS_PER_IP.limit} in ${AVAILABILITY_CHECKS_PER_IP.windowSeconds / 60} minutes`, async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < AVAILABILITY_CHECKS_PER_IP.limit; i++) {
      const url = i % 2 ? ENTERPRISE.validatePhoneNum : ENTERPRISE.validateEmail;
      codes.push((await call(app, url, { ip, query: i % 2 ? { phone: '13799998888' } : { email: `probe${i}@example.org` } })).code);
    }
    expect(codes.every((c) => c === 0)).toBe(true);
    const refused = await call(app, ENTERPRISE.validateEmail, { ip, query: { email: 'one-more@example.org' } });
    expect(refused).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: expect.stringContaining('秒后再试') });
    expect((await call(app, ENTERPRISE.validateEmail, { query: { email: 'one-more@example.org' } })).code).toBe(0);
    clock.advance(AVAILABILITY_CHECKS_PER_IP.windowSeconds);
    expect((await call(app, ENTERPRISE.validateEmail, { ip, query: { email: 'one-more@example.org' } })).code).toBe(0);
  });
});

describe('review', () => {
  it('queues applications for the reviewer, PENDING_REVIEW first', async () => {
    const applicant = await registerEnterprise();
    const page = await call<Page<EnterpriseReviewItem>>(app, ENTERPRISE.selectReviewUsersById, {
      form: { current: '1', size: '50' },
      headers: reviewerHeaders(),
    });
    expect(page.code).toBe(0);
    const states = page.data.records.map((r) => r.state);
    expect(states.indexOf('APPROVED')).toBeGreaterThan(states.lastIndexOf('PENDING_REVIEW'));
    expect(page.data.records.find((r) => r.enterpriseId === applicant.enterpriseId)).toEqual({
      enterpriseId: applicant.enterpriseId,
      userId: applicant.userId,
      logonId: applicant.logonId,
      companyName: applicant.companyName,
      creditCode: expect.any(String),
      contactName: '山田太郎',
      email: applicant.email,
      phone: applicant.phone,
      state: 'PENDING_REVIEW',
      licenseFileId: applicant.licenseFileId,
      reviewReason: null,
      createdAt: expect.any(String),
    });

    const approvedOnly = await call<Page<EnterpriseReviewItem>>(app, ENTERPRISE.selectReviewUsersById, {
      form: { current: '1', size: '10', state: 'APPROVED' },
      headers: reviewerHeaders(),
    });
    expect(approvedOnly.data.records.every((r) => r.state === 'APPROVED')).toBe(true);
    expect(approvedOnly.data.records.map((r) => r.logonId)).toContain('demo.shipper');
  });

  it('answers the first page of ten when the queue is asked without a body', async () => {
    const page = await call<Page<EnterpriseReviewItem>>(app, ENTERPRISE.selectReviewUsersById, { headers: reviewerHeaders() });
    expect(page).toMatchObject({ code: 0, data: { current: 1, size: 10 } });
    expect(page.data.records.length).toBeLessThanOrEqual(10);
  });

  it('approves: the applicant is told by e-mail (through the outbox) and gets every container menu', async () => {
    const applicant = await registerEnterprise();
    const token = await loginAs(app, applicant.logonId, applicant.password);
    const answer = await review({ enterpriseId: applicant.enterpriseId, approved: true });
    expect(answer).toEqual({ code: 0, msg: 'success', data: { enterpriseId: applicant.enterpriseId, state: 'APPROVED' } });

    await app.notificationWorker.deliverDue();
    const mail = await smtp.nextMailTo(applicant.email);
    // registered without a language: Chinese
    expect(mail.subject).toBe('企业账号审核通过');
    expect(mail.text).toContain(applicant.companyName);

    // The same token: permissions follow the state at once.
    const info = await userInfo(token);
    expect(info.body.data.enterpriseState).toBe('APPROVED');
    expect([...info.body.data.menuAll].sort()).toEqual(Object.values(MENU_PATHS).sort());
    const row = await enterpriseRow(applicant.enterpriseId);
    expect(row).toMatchObject({ state: 'APPROVED', stateValue: 'APPROVED', reviewReason: null, reviewedBy: expect.any(String) });
  });

  it('rejects only with a reason, and mails the reason in the applicant’s language', async () => {
    const applicant = await registerEnterprise();
    const without = await review({ enterpriseId: applicant.enterpriseId, approved: false, reason: '  ' });
    expect(without).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { reason: { message: '驳回时请填写原因', jpMessage: '却下する場合は理由を入力してください' } } },
    });
    expect((await enterpriseRow(applicant.enterpriseId)).state).toBe('PENDING_REVIEW');

    const answer = await review({ enterpriseId: applicant.enterpriseId, approved: false, reason: '营业执照不清晰 / 許可証が不鮮明です' });
    expect(answer.data.state).toBe('REJECTED');
    await app.notificationWorker.deliverDue();
    const mail = await smtp.nextMailTo(applicant.email);
    expect(mail.subject).toBe('企业账号审核未通过');
    expect(mail.text).toContain('原因：营业执照不清晰 / 許可証が不鮮明です');
    expect(await enterpriseRow(applicant.enterpriseId)).toMatchObject({ state: 'REJECTED', reviewReason: '营业执照不清晰 / 許可証が不鮮明です' });

    const token = await loginAs(app, applicant.logonId, applicant.password);
    const state = await call(app, `${ENTERPRISE.selectEnterpriseStateById}`, {
      method: 'GET',
      query: { loginId: applicant.logonId },
      headers: authHeader(token),
    });
    expect(state.data).toEqual({
      logonId: applicant.logonId,
      enterpriseId: applicant.enterpriseId,
      state: 'REJECTED',
      reviewReason: '营业执照不清晰 / 許可証が不鮮明です',
    });
  });

  it('disables: the user’s existing token stops at once and login is refused; enabling lets them back', async () => {
    const applicant = await registerEnterprise();
    await review({ enterpriseId: applicant.enterpriseId, approved: true });
    const token = await loginAs(app, applicant.logonId, applicant.password);
    expect((await userInfo(token)).status).toBe(200);

    expect((await setDisabled({ enterpriseId: applicant.enterpriseId, disabled: true })).data.state).toBe('DISABLED');
    expect((await userInfo(token)).status).toBe(401);
    expect((await callRaw(app, INDIVIDUAL.selectInfo, { method: 'GET', headers: authHeader(token) })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: AUTH.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(await tokenForm(app, applicant.logonId, applicant.password)).toString(),
    });
    expect(login.json()).toMatchObject({ code: ErrorCode.ACCOUNT_DISABLED });

    expect((await setDisabled({ enterpriseId: applicant.enterpriseId, disabled: false })).data.state).toBe('APPROVED');
    // Disabling revoked the old sessions for good; a new login works.
    expect((await userInfo(token)).status).toBe(401);
    const again = await loginAs(app, applicant.logonId, applicant.password);
    expect((await userInfo(again)).body.data.enterpriseState).toBe('APPROVED');
  });

  it('refuses moves the statechart does not allow, and changes nothing', async () => {
    const pending = await registerEnterprise();
    const approved = await registerEnterprise();
    await review({ enterpriseId: approved.enterpriseId, approved: true });
    const before = { pending: await enterpriseRow(pending.enterpriseId), approved: await enterpriseRow(approved.enterpriseId) };

    const cases = [
      [
        review({ enterpriseId: approved.enterpriseId, approved: true }),
        '该企业账号当前状态无法审核通过',
        'この企業アカウントは現在の状態では承認できません',
        'enterprise.cannot_approve',
      ],
      [
        review({ enterpriseId: approved.enterpriseId, approved: false, reason: 'late' }),
        '该企业账号当前状态无法驳回',
        'この企業アカウントは現在の状態では却下できません',
        'enterprise.cannot_reject',
      ],
      [
        setDisabled({ enterpriseId: pending.enterpriseId, disabled: false }),
        '该企业账号当前状态无法启用',
        'この企業アカウントは現在の状態では有効にできません',
        'enterprise.cannot_enable',
      ],
      [
        setDisabled({ enterpriseId: pending.enterpriseId, disabled: true }),
        '该企业账号当前状态无法停用',
        'この企業アカウントは現在の状態では停止できません',
        'enterprise.cannot_disable',
      ],
      [
        setDisabled({ enterpriseId: approved.enterpriseId, disabled: false }),
        '该企业账号当前状态无法启用',
        'この企業アカウントは現在の状態では有効にできません',
        'enterprise.cannot_enable',
      ],
    ] as const;
    for (const [pendingAnswer, message, jpMessage, reason] of cases) {
      expect(await pendingAnswer).toEqual({ code: ErrorCode.CONFLICT, message, jpMessage, data: null, reason });
    }
    expect(await enterpriseRow(pending.enterpriseId)).toEqual(before.pending);
    expect(await enterpriseRow(approved.enterpriseId)).toEqual(before.approved);
  });

  it('answers 10404 for an unknown enterprise', async () => {
    expect((await review({ enterpriseId: '00000000-0000-4000-8000-000000000000', approved: true })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await setDisabled({ enterpriseId: 'nope', disabled: true })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('is for reviewers only: a customer gets 10403 with HTTP 200 and stays logged in', async () => {
    const shipper = await loginAs(app, 'demo.shipper');
    const applicant = await registerEnterprise();
    const attempts = [
      callRaw(app, ENTERPRISE.selectReviewUsersById, { form: { current: '1', size: '10' }, headers: authHeader(shipper) }),
      callRaw(app, ENTERPRISE.reviewUsersById, { body: { enterpriseId: applicant.enterpriseId, approved: true }, headers: authHeader(shipper) }),
      callRaw(app, ENTERPRISE.isDisableUsersById, { body: { enterpriseId: applicant.enterpriseId, disabled: true }, headers: authHeader(shipper) }),
      callRaw(app, BUSINESS_LICENSE_FILE, { method: 'GET', query: { enterpriseId: applicant.enterpriseId }, headers: authHeader(shipper) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: ErrorCode.NO_PERMISSION,
        reason: 'common.no_permission',
        message: '没有操作权限',
        jpMessage: 'この操作を行う権限がありません',
        data: null,
      });
    }
    expect((await enterpriseRow(applicant.enterpriseId)).state).toBe('PENDING_REVIEW');
    expect((await userInfo(shipper)).status).toBe(200);
    // Without a login: HTTP 401.
    expect((await callRaw(app, ENTERPRISE.reviewUsersById, { body: { enterpriseId: applicant.enterpriseId, approved: true } })).statusCode).toBe(401);
  });

  it('lets the reviewer read the licence file as uploaded', async () => {
    const applicant = await registerEnterprise();
    const response = await callRaw(app, BUSINESS_LICENSE_FILE, { method: 'GET', query: { enterpriseId: applicant.enterpriseId }, headers: reviewerHeaders() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('营业执照.pdf')}`);
    expect(response.rawPayload).toEqual(tinyPdf());
    const unknown = await callRaw(app, BUSINESS_LICENSE_FILE, {
      method: 'GET',
      query: { enterpriseId: '00000000-0000-4000-8000-000000000000' },
      headers: reviewerHeaders(),
    });
    expect(unknown.json().code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('an enterprise user’s own records', () => {
  it('are readable by their owner and by a reviewer; another user’s are 10404, like unknown ids', async () => {
    const owner = await registerEnterprise();
    const other = await registerEnterprise();
    const ownerToken = await loginAs(app, owner.logonId, owner.password);
    const as = (token: { access_token: string }) => ({ headers: authHeader(token) });

    const customer = await call<EnterpriseReviewItem>(app, ENTERPRISE.selectCustomersById, { form: { id: owner.userId }, ...as(ownerToken) });
    expect(customer.data).toMatchObject({ userId: owner.userId, enterpriseId: owner.enterpriseId, state: 'PENDING_REVIEW' });
    expect((await call(app, ENTERPRISE.selectCustomersById, { form: { id: owner.userId }, ...as(reviewer) })).data).toEqual(customer.data);

    const phone = await call(app, ENTERPRISE.selectPhoneById, { form: { id: owner.userId }, ...as(ownerToken) });
    expect(phone.data).toEqual({ userId: owner.userId, phone: owner.phone });
    const user = await call<AccountInfo>(app, ENTERPRISE.selectUserById, { form: { id: owner.userId }, ...as(ownerToken) });
    expect(user.data).toMatchObject({
      userId: owner.userId,
      role: 'enterprise',
      enterpriseId: owner.enterpriseId,
      enterpriseState: 'PENDING_REVIEW',
      nickname: '山田太郎',
    });
    expect((await call(app, ENTERPRISE.selectUserById, { form: { id: owner.userId }, ...as(reviewer) })).code).toBe(0);

    const byLoginId = await call(app, ENTERPRISE.selectEnterpriseStateById, { method: 'GET', query: { loginId: owner.logonId }, ...as(ownerToken) });
    const byLogonId = await call(app, ENTERPRISE.selectEnterpriseStateById, { query: { logonId: owner.logonId.toUpperCase() }, ...as(ownerToken) });
    expect(byLoginId.data).toEqual({ logonId: owner.logonId, enterpriseId: owner.enterpriseId, state: 'PENDING_REVIEW', reviewReason: null });
    expect(byLogonId.data).toEqual(byLoginId.data);

    const notFound = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません', data: null };
    for (const url of [ENTERPRISE.selectCustomersById, ENTERPRISE.selectPhoneById, ENTERPRISE.selectUserById]) {
      expect(await call(app, url, { form: { id: other.userId }, ...as(ownerToken) })).toEqual(notFound);
      expect(await call(app, url, { form: { id: '00000000-0000-4000-8000-000000000000' }, ...as(ownerToken) })).toEqual(notFound);
      expect(await call(app, url, { form: { id: 'garbage' }, ...as(ownerToken) })).toEqual(notFound);
    }
    expect(await call(app, ENTERPRISE.selectEnterpriseStateById, { method: 'GET', query: { loginId: other.logonId }, ...as(ownerToken) })).toEqual(notFound);
    expect(await call(app, ENTERPRISE.selectEnterpriseStateById, { method: 'GET', query: { loginId: 'no.such.login' }, ...as(ownerToken) })).toEqual(notFound);
    // A reviewer reads customers, not staff.
    const [admin] = await testDb.db.select({ id: users.id }).from(users).where(eq(users.logonIdKey, 'demo.admin'));
    expect(await call(app, ENTERPRISE.selectUserById, { form: { id: admin!.id }, ...as(reviewer) })).toEqual(notFound);
  });

  it('need a login', async () => {
    expect((await callRaw(app, ENTERPRISE.selectUserById, { form: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(401);
    expect((await callRaw(app, ENTERPRISE.selectEnterpriseStateById, { method: 'GET', query: { loginId: 'demo.shipper' } })).statusCode).toBe(401);
  });

  it('updateUserById changes one’s own contact name; a new e-mail or mobile needs its proof; another id is 10404', async () => {
    const owner = await registerEnterprise();
    const other = await registerEnterprise();
    const token = await loginAs(app, owner.logonId, owner.password);
    const next = freshIdentity();
    const own = await call<AccountInfo>(app, ENTERPRISE.updateUserById, {
      headers: authHeader(token),
      body: { nickname: '新担当', email: owner.email, phone: owner.phone },
    });
    expect(own).toMatchObject({ code: 0, msg: 'success', data: { nickname: '新担当', email: owner.email, phone: owner.phone } });
    const withId = await call(app, ENTERPRISE.updateUserById, {
      headers: authHeader(token),
      body: { id: owner.userId, nickname: 'again', email: owner.email, phone: owner.phone },
    });
    expect(withId.code).toBe(0);
    const newEmail = await call(app, ENTERPRISE.updateUserById, { headers: authHeader(token), body: { nickname: 'x', email: next.email, phone: owner.phone } });
    expect(newEmail).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { email: expect.any(Object) } } });
    const foreign = await call(app, ENTERPRISE.updateUserById, {
      headers: authHeader(token),
      body: { id: other.userId, nickname: 'x', email: next.email, phone: next.phone },
    });
    expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('enterprise passwords', () => {
  it('forgotPswByLogonIdAndPhone mails a code to the registered e-mail; userForgotPassword sets the password with it', async () => {
    const applicant = await registerEnterprise();
    const session = await loginAs(app, applicant.logonId, applicant.password);
    const own = await accountsApp(testDb, { smtp, filesDir: scratch.dir, clock });
    const matched = await call(own, ENTERPRISE.forgotByLogonIdAndPhone, { body: { logonId: applicant.logonId, phone: `+86${applicant.phone}` } });
    const unmatched = await call(own, ENTERPRISE.forgotByLogonIdAndPhone, { body: { logonId: 'demo.shipper', phone: '13700000001' } });
    const unknown = await call(own, ENTERPRISE.forgotByLogonIdAndPhone, { body: { logonId: 'nobody.here', phone: '13700000001' } });
    expect(matched).toEqual({ code: 0, msg: 'success', data: null });
    expect(unmatched).toEqual(matched);
    expect(unknown).toEqual(matched);
    await own.close(); // every mail that was going out has gone
    expect(smtp.received.filter((m) => m.recipients.includes('demo.shipper@example.com'))).toHaveLength(0);

    const mail = await smtp.nextMailTo(applicant.email);
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)![1]!;
    const body = { logonId: applicant.logonId, emailCode: code, password: 'Reset#20270', confirmPassword: 'Reset#20270' };
    expect(await call(app, ENTERPRISE.forgotPassword, { body })).toEqual({ code: 0, msg: 'success', data: null });
    expect((await userInfo(session)).status).toBe(401);
    await loginAs(app, applicant.logonId, 'Reset#20270');
    expect((await call(app, ENTERPRISE.forgotPassword, { body })).code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it('forgotPswByLogonIdAndPhone refuses a second request for a login within a minute', async () => {
    const body = { logonId: 'someone.else', phone: '13700000002' };
    expect((await call(app, ENTERPRISE.forgotByLogonIdAndPhone, { body })).code).toBe(0);
    expect((await call(app, ENTERPRISE.forgotByLogonIdAndPhone, { body })).code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('userForgotPassword answers an unknown login like a wrong code', async () => {
    const answer = await call(app, ENTERPRISE.forgotPassword, {
      body: { logonId: 'no.such.login', emailCode: '123456', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(answer.code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it('userUpdatePassword changes the password and ends every session', async () => {
    const applicant = await registerEnterprise();
    const token = await loginAs(app, applicant.logonId, applicant.password);
    const body = { oldPassword: applicant.password, newPassword: 'Changed#2027', confirmPassword: 'Changed#2027' };
    expect(await call(app, ENTERPRISE.updatePassword, { body, headers: authHeader(token) })).toEqual({ code: 0, msg: 'success', data: null });
    expect((await userInfo(token)).status).toBe(401);
    await loginAs(app, applicant.logonId, 'Changed#2027');
    const weak = await call(app, ENTERPRISE.updatePassword, {
      body: { ...body, newPassword: 'weak', confirmPassword: 'weak' },
      headers: authHeader(await loginAs(app, applicant.logonId, 'Changed#2027')),
    });
    expect(weak).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { newPassword: { message: VALIDATION_MESSAGES.strongPassword.zh } } } });
  });

  it('individual accounts are not customers of the enterprise calls: their enterprise state is null', async () => {
    const person = await registerIndividual(app, smtp);
    const token = await loginAs(app, person.logonId, person.password);
    const state = await call(app, ENTERPRISE.selectEnterpriseStateById, { method: 'GET', query: { logonId: person.logonId }, headers: authHeader(token) });
    expect(state.data).toEqual({ logonId: person.logonId, enterpriseId: null, state: null, reviewReason: null });
    expect((await call(app, ENTERPRISE.selectCustomersById, { form: { id: person.userId }, headers: authHeader(token) })).code).toBe(ErrorCode.NOT_FOUND);
  });
});
