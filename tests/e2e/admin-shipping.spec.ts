import type { Page } from '@playwright/test';
import { containerCheckDigit } from '../../src/domain/shipping/tracking';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { apiLogin, captchaReady, DEMO_PASSWORD, submitLogin, TEST_CAPTCHA } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD, submittedBooking } from './support/shipping';

/** Each step waits on the server; on a busy machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
const EB = '/api/web/simp2/business/eb';

const TEXT = {
  zh: {
    queue: '订舱处理',
    search: '查询',
    confirm: '确认订舱',
    issue: '签发提单',
    release: '电放提单',
    confirmed: '已确认',
    released: '已电放',
    saveNumbers: '保存箱号',
    record: '记录事件',
    badDigit: '集装箱号校验位不正确',
    future: '实际事件的时间不能晚于当前时间',
    gateOut: '出闸',
    noPermission: '没有权限',
    tariffs: '滞箱费与免费期',
    cancel: '取消',
    download: (blNo: string) => `下载提单 ${blNo} 的 PDF`,
  },
  ja: {
    queue: 'ブッキング処理',
    search: '検索',
    confirm: 'ブッキング確認',
    issue: 'B/L 発行',
    release: 'サレンダー',
    confirmed: '確定',
    released: 'サレンダー済み',
    saveNumbers: '番号を保存',
    record: 'イベントを記録',
    badDigit: 'コンテナ番号のチェックディジットが正しくありません',
    future: '実績イベントの日時は現在より後にできません',
    gateOut: 'ゲートアウト',
    noPermission: '権限がありません',
    tariffs: 'デマレージ料率',
    cancel: 'キャンセル',
    download: (blNo: string) => `B/L ${blNo} のPDFをダウンロード`,
  },
} as const;

/** A container number of our own owner code with its ISO 6346 check digit, new on every run. */
function containerNumber(): string {
  const first10 = `ESFU${String(Date.now()).slice(-6)}`;
  return `${first10}${containerCheckDigit(first10)}`;
}

/** Signs in through the console's login form. */
async function consoleSignIn(page: Page, logonId: string) {
  await page.goto('admin/login');
  await page.locator('#admin-login-username').fill(logonId);
  await page.locator('#admin-login-password').fill(DEMO_PASSWORD);
  await captchaReady(page);
  await page.locator('#admin-login-code').fill(TEST_CAPTCHA);
  await page.locator('#admin-login-password').press('Enter');
  await expect(page.locator('.admin-header')).toBeVisible();
}

/** Clicks a booking move and confirms it in its dialog. */
async function move(page: Page, label: string) {
  await page.locator('.staff-booking__actions').getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the shipping clerk confirms a new booking, issues and releases its bill, numbers its box and records its gate-out; the enterprise downloads the bill and tracks the box; the clerk cannot do the editor’s work', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const company = await approvedEnterprise(request, info.project.name);
  const booking = await submittedBooking(request, company.logonId, ENTERPRISE_PASSWORD);

  // The queue of submitted bookings, searched by number.
  await consoleSignIn(page, 'demo.shipping');
  await page.locator('a.admin-nav__link').filter({ hasText: t.queue }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.queue })).toBeVisible();
  await page.locator('#staff-bookings-no').fill(booking.bookingNo);
  await page.getByRole('button', { name: t.search }).click();
  const row = page.getByRole('row').filter({ hasText: booking.bookingNo });
  await expect(row).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-bookings-${lang}.png`), fullPage: true });

  // Its details: confirm, issue the bill, release it by telex — each asked first.
  await row.getByRole('link', { name: booking.bookingNo }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(booking.bookingNo);
  await move(page, t.confirm);
  await expect(page.locator('.staff-booking__head')).toContainText(t.confirmed);
  await move(page, t.issue);
  await move(page, t.release);
  await expect(page.locator('.staff-booking__head')).toContainText(t.released);
  await expect(page.locator('.staff-booking__actions')).toHaveCount(0);

  // A box number with a wrong check digit is refused at the field; the right one is saved.
  const containerNo = containerNumber();
  const wrong = `${containerNo.slice(0, 10)}${(Number(containerNo[10]) + 1) % 10}`;
  await page.locator('#assign-no-0').fill(wrong);
  await page.getByRole('button', { name: t.saveNumbers }).click();
  await expect(page.locator('#assign-no-0-message')).toHaveText(t.badDigit);
  await page.locator('#assign-no-0').fill(containerNo);
  await page.getByRole('button', { name: t.saveNumbers }).click();
  const timeline = page.locator('.staff-timeline').filter({ hasText: containerNo });
  await expect(timeline).toBeVisible();

  // An actual event in the future is refused before it is sent; the gate-out an hour ago is recorded.
  const local = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.locator('#event-time').fill(local(new Date(Date.now() + 3 * 3600_000)));
  await page.getByRole('button', { name: t.record }).click();
  await expect(page.locator('#event-time-message')).toHaveText(t.future);
  await page.locator('#event-time').fill(local(new Date(Date.now() - 3600_000)));
  await page.getByRole('button', { name: t.record }).click();
  await expect(timeline.locator('.staff-timeline__event')).toHaveCount(1);
  await expect(timeline.locator('.staff-timeline__event')).toContainText(`GTOT ${t.gateOut}`);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-booking-${lang}.png`), fullPage: true });

  // The enterprise downloads the released bill on its bills page and tracks the box by API.
  const owner = { authorization: await apiLogin(request, company.logonId, ENTERPRISE_PASSWORD) };
  const view = await (await request.get(`${EB}/ebBooking/load`, { headers: owner, params: { uuid: booking.uuid } })).json();
  const blNo = view.data.billOfLading.blNo as string;
  // The customer site in a browser of its own: the console's session is not the customer's.
  const customer = await browser.newPage({ baseURL: info.project.use.baseURL, locale: info.project.use.locale, viewport: info.project.use.viewport });
  await customer.goto('login?redirect=%2FdownloadBls');
  await submitLogin(customer, company.logonId, ENTERPRISE_PASSWORD);
  const downloading = customer.waitForEvent('download');
  await customer
    .locator('.bills-page__table tbody tr')
    .filter({ hasText: blNo })
    .getByRole('button', { name: t.download(blNo) })
    .click();
  expect((await downloading).suggestedFilename()).toContain(blNo);
  await customer.close();
  const tracked = await (await request.post(`${EB}/ebCargoTracking/track`, { headers: owner, data: { numbers: [containerNo] } })).json();
  expect(tracked.code, JSON.stringify(tracked)).toBe(0);
  expect(tracked.data.containers[0].status).toMatchObject({ eventCode: 'GTOT', classifier: 'ACT', locationCode: 'CNSHA' });

  // The D&D tariffs as customers see them, each opened for editing (looked at, then left as they are).
  await page.locator('a.admin-nav__link').filter({ hasText: t.tariffs }).click();
  const shanghai = page.locator('tbody tr').filter({ hasText: 'CNSHA' }).filter({ hasText: '40HC' });
  await shanghai.getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-tariffs-${lang}.png`) });
  await page.getByRole('dialog').getByRole('button', { name: t.cancel }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The shipping clerk is not an editor: no such page in the console, and the server refuses the call.
  await expect(page.locator('a.admin-nav__link').filter({ hasText: lang === 'zh' ? '公告管理' : 'お知らせ管理' })).toHaveCount(0);
  await page.goto('admin/content/announcements');
  await expect(page.getByRole('heading', { name: t.noPermission })).toBeVisible();
  const clerk = { authorization: await apiLogin(request, 'demo.shipping') };
  const refused = await (await request.get('/api/web-ts/simp2/staff/announcement/page', { headers: clerk })).json();
  expect(refused.code).toBe(10403);
  await expect(page.locator('.admin-header')).toBeVisible();
});
