import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { APPLICANT_PASSWORD, consoleSignIn, licencePng, pendingEnterprise } from './support/console';
import { apiLogin, captchaReady, DEMO_PASSWORD, licencePdf, submitLogin, TEST_CAPTCHA } from './support/identity';

/** Each step waits on the server; on a busy machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const TEXT = {
  zh: {
    reviews: '企业审核',
    accountsNav: '员工账号',
    waitingReviews: '待审核的企业',
    approve: '审核通过',
    reject: '驳回',
    reason: '原因',
    reasonRequired: '请填写原因',
    approved: '已通过',
    rejected: '未通过',
    auditApprove: '审核通过',
    auditReject: '审核驳回',
    licenceOf: (name: string) => `${name} 的营业执照`,
    noPermission: '没有权限',
    reviewer: '企业审核员',
  },
  ja: {
    reviews: '企業審査',
    accountsNav: 'スタッフアカウント',
    waitingReviews: '審査待ちの企業',
    approve: '承認',
    reject: '却下',
    reason: '理由',
    reasonRequired: '理由を入力してください',
    approved: '承認済み',
    rejected: '否認',
    auditApprove: '審査承認',
    auditReject: '審査却下',
    licenceOf: (name: string) => `${name}の営業許可証`,
    noPermission: '権限がありません',
    reviewer: '企業審査担当',
  },
} as const;

const STAFF = '/api/web-ts/simp2/staff';

test('a reviewer approves an enterprise that registered a minute ago and rejects another with a reason, through the console', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];

  // Two enterprises register with their licences (an image and a PDF) and wait for review.
  const first = await pendingEnterprise(request, info.project.name, await licencePng(page, '东海国际贸易有限公司'), (id) => `东海国际贸易 ${id}`);
  const second = await pendingEnterprise(request, info.project.name, licencePdf(), (id) => `南洋物流 ${id}`);

  // The reviewer signs in to the console: their role, the waiting work, their navigation only.
  await consoleSignIn(page, 'demo.reviewer');
  await expect(page).toHaveURL(/\/tickets\/admin\/?$/);
  await expect(page.locator('.admin-header__role')).toContainText(t.reviewer);
  const waiting = page.getByTestId('dashboard-pendingReviews');
  await expect(waiting).toContainText(t.waitingReviews);
  expect(Number(await waiting.locator('.dashboard-tile__count').textContent())).toBeGreaterThanOrEqual(2);
  const nav = page.locator('.admin-nav');
  await expect(nav.getByRole('link', { name: t.accountsNav })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`console-dashboard-${lang}.png`) });

  // The queue lists the newest application first; the first one opens with its licence shown.
  await nav.getByRole('link', { name: t.reviews }).click();
  await expect(page).toHaveURL(/\/tickets\/admin\/enterprises/);
  const rows = page.locator('.p-datatable-tbody tr');
  await expect(rows.first()).toContainText(second.companyName);
  await expect(page.getByRole('link', { name: first.companyName })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`console-queue-${lang}.png`) });
  await page.getByRole('link', { name: first.companyName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.companyName);
  const licence = page.getByRole('img', { name: t.licenceOf(first.companyName) });
  await expect(licence).toBeVisible();
  expect(await licence.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`console-application-${lang}.png`), fullPage: true });

  // Approve, confirmed in a dialog: the state changes and the trail says who did it.
  await page.locator('.enterprise-actions').getByRole('button', { name: t.approve }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(first.companyName);
  await dialog.getByRole('button', { name: t.approve }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.enterprise-head .p-tag')).toHaveText(t.approved);
  const trail = page.locator('.audit-trail');
  await expect(trail).toContainText(t.auditApprove);
  await expect(trail).toContainText('陈静');
  await expect(page.locator('.enterprise-actions').getByRole('button', { name: t.approve })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`console-approved-${lang}.png`), fullPage: true });

  // The second is rejected, and only with a reason.
  await page.goto('admin/enterprises');
  await page.getByRole('link', { name: second.companyName }).click();
  await expect(page.locator('.licence-view__pdf')).toBeAttached();
  await page.locator('.enterprise-actions').getByRole('button', { name: t.reject }).click();
  await dialog.getByRole('button', { name: t.reject }).click();
  await expect(dialog).toContainText(t.reasonRequired);
  await page.screenshot({ path: info.outputPath(`console-reject-${lang}.png`) });
  await dialog.getByLabel(t.reason).fill('营业执照照片不清晰，请重新上传');
  await dialog.getByRole('button', { name: t.reject }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.enterprise-head .p-tag')).toHaveText(t.rejected);
  await expect(page.locator('.enterprise-facts')).toContainText('营业执照照片不清晰，请重新上传');
  await expect(page.locator('.audit-trail')).toContainText(t.auditReject);

  // The approved enterprise's user logs in on the customer site and reaches the container tools.
  const customer = await page.context().newPage();
  await customer.goto('login?redirect=%2Fbooking');
  await submitLogin(customer, first.logonId, APPLICANT_PASSWORD);
  await expect(customer).toHaveURL(/\/tickets\/booking$/);
  await expect(customer.locator('.shipping-menu a[href="/tickets/booking"]')).toBeVisible();
  // The customer site shows no staff page, and the console session was not shared with it.
  await expect(customer.locator('a[href^="/tickets/admin"]')).toHaveCount(0);

  // A customer token calling a staff endpoint: 10403, and still logged in.
  const customerToken = await apiLogin(request, first.logonId, APPLICANT_PASSWORD);
  const refused = await (await request.get(`${STAFF}/account/page?current=1&size=10`, { headers: { authorization: `bearer ${customerToken}` } })).json();
  expect(refused).toMatchObject({ code: 10403 });
  const stillIn = await (await request.post('/auth-ts/token/getUserInfo', { headers: { authorization: customerToken } })).json();
  expect(stillIn).toMatchObject({ code: 0, data: { logonId: first.logonId } });
  await customer.reload();
  await expect(customer).toHaveURL(/\/tickets\/booking$/);
  await customer.close();

  // The reviewer cannot open the staff accounts page, and the server refuses the reviewer's call.
  await page.goto('admin/staff/accounts');
  await expect(page.getByRole('heading', { name: t.noPermission })).toBeVisible();
  const reviewerToken = await apiLogin(request, 'demo.reviewer');
  const notTheirs = await (await request.get(`${STAFF}/account/page?current=1&size=10`, { headers: { authorization: `bearer ${reviewerToken}` } })).json();
  expect(notTheirs).toMatchObject({ code: 10403 });
});

test('a staff member who logs in on the customer site is sent to the console, and a customer is refused by the console', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await page.goto('login');
  await submitLogin(page, 'demo.reviewer', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tickets\/admin\/login\?from=customer$/);
  await expect(page.locator('.admin-login__notice')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`console-login-${lang}.png`) });

  // A customer account in the console's login: told plainly, not signed in.
  await page.locator('#admin-login-username').fill('demo.passenger');
  await page.locator('#admin-login-password').fill(DEMO_PASSWORD);
  await captchaReady(page);
  await page.locator('#admin-login-code').fill(TEST_CAPTCHA);
  await page.locator('#admin-login-password').press('Enter');
  await expect(page.locator('.form-status')).toContainText(lang === 'zh' ? '不是员工账号' : 'スタッフアカウントではありません');
  await expect(page.locator('.admin-header')).toHaveCount(0);
});
