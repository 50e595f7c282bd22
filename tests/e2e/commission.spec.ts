import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { consoleSignIn } from './support/console';
import { apiLogin, submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD, submittedBooking } from './support/shipping';

/** Each step waits on the server; on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** What the rail commission screens say, in each language (src/i18n). */
const TEXT = {
  zh: {
    list: '我的委托',
    form: '铁路委托',
    newOne: '新建铁路委托',
    empty: '还没有铁路委托。',
    submit: '提交委托',
    originRequired: '请输入铁路发站',
    field: { origin: '铁路发站', destination: '铁路到站', readyDate: '备货日期', cargo: '货物描述', contact: '联系人', phone: '联系电话' },
    done: '委托已提交',
    toList: '查看我的委托',
    submitted: '已提交',
    accepted: '已受理',
    cancelled: '已撤销',
    cancelOf: (no: string) => `撤销委托 ${no}`,
    confirmTitle: '撤销委托',
    confirmYes: '撤销委托',
  },
  ja: {
    list: '委託一覧',
    form: '鉄道輸送委託',
    newOne: '鉄道輸送を委託',
    empty: '鉄道輸送委託はまだありません。',
    submit: '委託を提出',
    originRequired: '鉄道の発駅を入力してください',
    field: { origin: '鉄道発駅', destination: '鉄道着駅', readyDate: '貨物準備日', cargo: '貨物の明細', contact: '担当者', phone: '連絡先電話番号' },
    done: '委託を提出しました',
    toList: '委託一覧を見る',
    submitted: '提出済み',
    accepted: '受付済み',
    cancelled: '取消済み',
    cancelOf: (no: string) => `委託 ${no} を取り消す`,
    confirmTitle: '委託の取消',
    confirmYes: '取り消す',
  },
} as const;

const rows = (page: Page) => page.locator('.commissions-page tbody tr');
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);

/** The shipping clerk (demo.shipping) accepts the commission numbered `commissionNo` through the staff API. */
async function acceptedByClerk(request: APIRequestContext, bookingNo: string, commissionNo: string) {
  const headers = { authorization: await apiLogin(request, 'demo.shipping') };
  const listed = (await (await request.post('/api/web-ts/simp2/staff/railCommission/page', { headers, data: { current: 1, size: 50, bookingNo } })).json()) as {
    code: number;
    data: { records: { uuid: string; commissionNo: string }[] };
  };
  expect(listed.code, JSON.stringify(listed)).toBe(0);
  const uuid = listed.data.records.find((r) => r.commissionNo === commissionNo)?.uuid;
  expect(uuid).toBeTruthy();
  const accepted = (await (await request.post('/api/web-ts/simp2/staff/railCommission/accept', { headers, data: { uuid } })).json()) as {
    code: number;
    data: { status: string };
  };
  expect(accepted.code, JSON.stringify(accepted)).toBe(0);
  expect(accepted.data.status).toBe('ACCEPTED');
  await request.delete('/auth-ts/token/logout', { headers });
}

test('a new enterprise commissions rail carriage for its booking (a refused field first), sees it submitted, then accepted by the clerk; a second one is cancelled after confirming', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const shots = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${lang}.png`), fullPage: true });

  const company = await approvedEnterprise(request, info.project.name);
  const { bookingNo } = await submittedBooking(request, company.logonId, ENTERPRISE_PASSWORD);

  await page.goto('login?redirect=%2FmyCommission');
  await submitLogin(page, company.logonId, ENTERPRISE_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();

  // The booking menu's rail commission; the booking (one 40HC) is chosen on the form.
  await page.locator('.shipping-menu').locator('a[href="/tickets/entrust"]').click();
  await expect(page.getByRole('heading', { level: 1, name: t.form })).toBeVisible();
  await page.locator('.entrust-page .p-dropdown').first().click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: new RegExp(bookingNo) })
    .click();
  await expect(page.getByLabel(/^40HC/)).toHaveValue('1');

  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.originRequired)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shots('entrust-refused');

  const fillForm = async () => {
    await field(t.field.origin).fill('郑州圃田站');
    await field(t.field.destination).fill('上海芦潮港站');
    await field(t.field.readyDate).fill(inAWeek());
    await field(t.field.cargo).fill('木制办公桌椅');
    await field(t.field.contact).fill('王建国');
    await field(t.field.phone).fill('+86 371 6000 0000');
  };
  await fillForm();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
  const first = (await page.locator('.entrust-page__done').textContent())?.match(/RC\d{8}/)?.[0] ?? '';
  expect(first).toMatch(/^RC\d{8}$/);
  await shots('entrust-done');

  await page.getByRole('link', { name: t.toList }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
  await expect(rows(page).filter({ hasText: first })).toContainText(t.submitted);

  await acceptedByClerk(request, bookingNo, first);
  await page.reload();
  await expect(rows(page).filter({ hasText: first })).toContainText(t.accepted);
  await expect(
    rows(page)
      .filter({ hasText: first })
      .getByRole('button', { name: t.cancelOf(first) }),
  ).toHaveCount(0);

  // A second commission of the same booking, withdrawn after the confirmation.
  await page.goto(`entrust?bookingNo=${bookingNo}`);
  await expect(page.getByLabel(/^40HC/)).toHaveValue('1');
  await fillForm();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
  const second = (await page.locator('.entrust-page__done').textContent())?.match(/RC\d{8}/)?.[0] ?? '';
  await page.getByRole('link', { name: t.toList }).click();
  await page.getByRole('button', { name: t.cancelOf(second) }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: t.confirmTitle }));
  await expect(confirm).toBeVisible();
  await shots('commissions-confirm');
  await confirm.getByRole('button', { name: t.confirmYes }).click();
  await expect(rows(page).filter({ hasText: second })).toContainText(t.cancelled);
  await expect(rows(page).filter({ hasText: first })).toContainText(t.accepted);
  await expectNoSidewaysScroll(page);
  await shots('commissions-list');

  // The clerk's console lists both under the booking's number, the accepted one with its decision time.
  await consoleSignIn(page, 'demo.shipping');
  await page.goto('admin/shipping/commissions');
  await page.locator('#staff-commissions-no').fill(bookingNo);
  // "Any status" heads the status list, whichever language the console speaks.
  await page.locator('.staff-shipping__filters .p-dropdown').first().click();
  await page.locator('.p-dropdown-panel').getByRole('option').first().click();
  await page.locator('.staff-shipping__filters button[type="submit"]').click();
  await expect(page.locator('.staff-commissions tbody tr')).toHaveCount(2);
  await expect(page.locator('.staff-commissions tbody tr').filter({ hasText: first })).toContainText(`East Sea Parties Test ${company.logonId}`);
  await expectNoSidewaysScroll(page);
  await shots('console-commissions');
});
