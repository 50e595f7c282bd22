import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { ENTERPRISE, type RegisteredAnswer } from '../../../src/domain/identityApi';
import { MESSAGE_PATHS } from '../../../src/domain/shipping/paths';
import type { UserMessage } from '../../../src/domain/shipping/types';
import { enterprises, notifications, userMessages, users } from '../../db/schema';
import { accountsApp, call, freshIdentity, GOOD_PASSWORD, mailedCode, scratchDir, tinyPdf, uploadLicense } from '../../test/accounts';
import { authHeader, loginAs } from '../../test/login';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createTestDb, type TestDb } from '../../test/testDb';

/**
 * The reviewer's decisions on an enterprise reach its users through the outbox: the message on
 * /myMessage and, written in the decision's own transaction, one mail per user in their language.
 */

const PUBLIC = 'https://tickets.example.com';

let testDb: TestDb;
let smtp: TestSmtpServer;
let scratch: Awaited<ReturnType<typeof scratchDir>>;
let app: FastifyInstance;
let reviewer: { access_token: string };

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpServer();
  scratch = await scratchDir();
  app = await accountsApp(testDb, { smtp, filesDir: scratch.dir, config: { payments: { ...testDb.config.payments, publicBaseUrl: PUBLIC } } });
  reviewer = await loginAs(app, 'demo.reviewer');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await scratch.remove();
  await testDb.close();
});

let creditSerial = 0;
const freshCreditCode = () => `${Date.now() % 1e9}`.padStart(9, '0') + String(++creditSerial).padStart(4, '0');

interface Applicant {
  logonId: string;
  email: string;
  userId: string;
  enterpriseId: string;
  companyName: string;
}

/** An enterprise registered from a browser in `lang`, waiting for review. */
async function registerEnterprise(lang: 'zh' | 'jp'): Promise<Applicant> {
  const identity = freshIdentity('corp');
  const { data: file } = await uploadLicense(app, tinyPdf(), '营业执照.pdf');
  const emailCode = await mailedCode(app, smtp, identity.email);
  const companyName = lang === 'zh' ? `上海远东物流有限公司 ${identity.logonId}` : `大阪港湾物流株式会社 ${identity.logonId}`;
  const answer = await call<RegisteredAnswer>(app, ENTERPRISE.register, {
    headers: { lang },
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
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0 });
  const [row] = await testDb.db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.cnName, companyName));
  return { logonId: identity.logonId, email: identity.email, userId: answer.data.userId, enterpriseId: row!.id, companyName };
}

const review = (body: object) => call<{ state: string }>(app, ENTERPRISE.reviewUsersById, { body, headers: authHeader(reviewer) });
const setDisabled = (body: object) => call<{ state: string }>(app, ENTERPRISE.isDisableUsersById, { body, headers: authHeader(reviewer) });

const notificationsOf = (userId: string) =>
  testDb.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'shipping.message')))
    .orderBy(notifications.createdAt);
const messagesOf = (enterpriseId: string) => testDb.db.select().from(userMessages).where(eq(userMessages.enterpriseId, enterpriseId));

/** Sends what is due and answers the one mail to `email`, checked to carry both an HTML and a text part. */
async function mailTo(email: string) {
  expect((await app.notificationWorker.deliverDue()).failed).toBe(0);
  const mail = await smtp.nextMailTo(email);
  expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
  expect(mail.html).toBeTruthy();
  expect(mail.text).toBeTruthy();
  return mail as typeof mail & { html: string };
}

describe('the reviewer’s decisions, told through the outbox', { timeout: 60_000 }, () => {
  it('approved, disabled, enabled: each is a message on /myMessage and a mail in the user’s language linking to its page', async () => {
    const zh = await registerEnterprise('zh');
    expect((await review({ enterpriseId: zh.enterpriseId, approved: true })).data.state).toBe('APPROVED');
    const approved = await mailTo(zh.email);
    expect(approved.subject).toBe('企业账号审核通过');
    expect(approved.html).toContain('lang="zh-CN"');
    expect(approved.text).toContain(`${zh.companyName}（登录名：${zh.logonId}）的企业账号已审核通过。`);
    expect(approved.text).toContain('现在即可使用订舱、提单、滞箱费等集装箱业务功能。');
    expect(approved.text).toContain(`开始订舱：${PUBLIC}/tickets/booking`);
    expect(approved.html).toContain(`href="${PUBLIC}/tickets/booking"`);

    expect((await setDisabled({ enterpriseId: zh.enterpriseId, disabled: true })).data.state).toBe('DISABLED');
    // Disabling the enterprise does not disable its users' own accounts: the notice of it still reaches them.
    const [user] = await testDb.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, zh.userId));
    expect(user!.disabledAt).toBeNull();
    const disabled = await mailTo(zh.email);
    expect(disabled.subject).toBe('企业账号已停用');
    expect(disabled.text).toContain('该企业所有用户的登录已全部退出');
    expect(disabled.text).toContain('请联系服务网点');
    expect(disabled.text).toContain(`查看账号信息：${PUBLIC}/tickets/accountMgt`);

    expect((await setDisabled({ enterpriseId: zh.enterpriseId, disabled: false })).data.state).toBe('APPROVED');
    const enabled = await mailTo(zh.email);
    expect(enabled.subject).toBe('企业账号已恢复启用');
    expect(enabled.text).toContain('现在可以重新登录');
    expect(enabled.html).toContain(`href="${PUBLIC}/tickets/booking"`);

    // One notification per decision, each in the user's language.
    const written = await notificationsOf(zh.userId);
    expect(written.map((n) => [n.lang, (n.payload as { messageType: string }).messageType])).toEqual([
      ['zh', 'ENTERPRISE_APPROVED'],
      ['zh', 'ENTERPRISE_DISABLED'],
      ['zh', 'ENTERPRISE_ENABLED'],
    ]);

    const token = await loginAs(app, zh.logonId, GOOD_PASSWORD);
    const page = await call<Page<UserMessage>>(app, MESSAGE_PATHS.page, { body: { current: 1, size: 10 }, headers: authHeader(token) });
    expect(page.data.records.map((m) => [m.type, m.title.zh, m.bookingNo])).toEqual([
      ['ENTERPRISE_ENABLED', '企业账号已恢复启用', null],
      ['ENTERPRISE_DISABLED', '企业账号已停用', null],
      ['ENTERPRISE_APPROVED', '企业账号审核通过', null],
    ]);
  });

  it('a rejection reaches a Japanese applicant in Japanese, with the reviewer’s reason and what to do', async () => {
    const ja = await registerEnterprise('jp');
    const answer = await review({ enterpriseId: ja.enterpriseId, approved: false, reason: '登記事項証明書が不鮮明です' });
    expect(answer.data.state).toBe('REJECTED');
    const mail = await mailTo(ja.email);
    expect(mail.subject).toBe('企業アカウント審査結果のお知らせ');
    expect(mail.html).toContain('lang="ja-JP"');
    expect(mail.text).toContain(`${ja.companyName}（ログイン名：${ja.logonId}）の企業アカウントは承認されませんでした。`);
    expect(mail.text).toContain('理由：登記事項証明書が不鮮明です');
    expect(mail.text).toContain('企業アカウントを改めてご登録ください');
    expect(mail.text).toContain(`アカウント情報を見る：${PUBLIC}/tickets/accountMgt`);
    expect(mail.html).toContain(`href="${PUBLIC}/tickets/accountMgt"`);

    const [message] = await messagesOf(ja.enterpriseId);
    expect(message).toMatchObject({ type: 'ENTERPRISE_REJECTED', enterpriseId: ja.enterpriseId, userId: null, bookingUuid: null });
    expect(message!.bodyZh).toContain('原因：登記事項証明書が不鮮明です');
  });

  it('a refused move writes no message and no notification', async () => {
    const pending = await registerEnterprise('zh');
    const refused = await setDisabled({ enterpriseId: pending.enterpriseId, disabled: false });
    expect(refused.code).toBe(ErrorCode.CONFLICT);
    expect(await messagesOf(pending.enterpriseId)).toEqual([]);
    expect(await notificationsOf(pending.userId)).toEqual([]);
  });
});
