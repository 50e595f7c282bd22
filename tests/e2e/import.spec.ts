import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { containerCheckDigit } from '../../src/domain/shipping/tracking';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { apiLogin, submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD, submittedBooking } from './support/shipping';

/** Each step waits on the server; on a busy machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
const EB = '/api/web/simp2/business/eb';

const TEXT = {
  zh: {
    template: '下载模板',
    header: '装货港代码',
    bookingSummary: '3 行有效，2 行被拒绝',
    portUnknown: '港口不在本公司航线内',
    quantity: '箱量为1到99的整数',
    saveBookings: '将 3 行有效数据保存为草稿',
    created: '已创建 3 票草稿订舱',
    toMyBooking: '前往我的订舱查看并提交',
    draft: '草稿',
    containerSummary: '1 行有效，1 行被拒绝',
    checkDigit: '集装箱号校验位不正确',
    saveContainers: '保存 1 个有效集装箱',
    containersSaved: (bookingNo: string) => `已为订舱 ${bookingNo} 保存 1 个集装箱`,
  },
  ja: {
    template: 'テンプレートをダウンロード',
    header: '積地港コード',
    bookingSummary: '有効 3 行、不可 2 行',
    portUnknown: '当社航路の港ではありません',
    quantity: '本数は1～99の整数で入力してください',
    saveBookings: '有効な 3 行を下書きとして保存',
    created: '3 件の下書きブッキングを作成しました',
    toMyBooking: 'マイブッキングで確認・提出する',
    draft: '下書き',
    containerSummary: '有効 1 行、不可 1 行',
    checkDigit: 'コンテナ番号のチェックディジットが正しくありません',
    saveContainers: '有効な 1 本のコンテナを保存',
    containersSaved: (bookingNo: string) => `ブッキング ${bookingNo} に 1 本のコンテナを保存しました`,
  },
} as const;

/** The template downloaded from the screen, its header checked, filled with `rows` from row 2. */
async function filledTemplate(page: Page, label: string, header: string, rows: (string | number)[][]): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe(header);
  rows.forEach((values, i) => values.forEach((value, c) => (sheet.getRow(i + 2).getCell(c + 1).value = value)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const refusedRows = (page: Page) => page.locator('tr.import-results__row--refused');

test('a new enterprise imports five bookings of which exactly two are refused, saves the three as Drafts and finds them in its bookings; then uploads the containers of a confirmed booking with one bad check digit', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const stamp = `${lang.toUpperCase()}${Date.now().toString(36).slice(-5)}`;
  const company = await approvedEnterprise(request, info.project.name);

  await page.goto('login?redirect=%2FimportBooking');
  await submitLogin(page, company.logonId, ENTERPRISE_PASSWORD);
  await expect(page).toHaveURL(/\/tickets\/importBooking$/);

  // pol, pod, voyage, commodity, description, type, quantity, weight, shipper, consignee, notify
  const row = (n: number, overrides: Record<number, string | number> = {}) =>
    ['CNSHA', 'JPOSA', '', `办公家具 ${stamp}-${n}`, '木制办公桌椅', '40HC', 2, 18500, '上海东海国际贸易', '株式会社なにわ商事', ''].map(
      (v, i) => overrides[i] ?? v,
    );
  const bookingsFile = await filledTemplate(page, t.template, t.header, [
    row(1),
    row(2, { 0: 'CNXXX' }),
    row(3),
    row(4, { 6: 0 }),
    row(5, { 10: 'SAME AS CONSIGNEE' }),
  ]);
  await page
    .locator('#import-file')
    .setInputFiles({ name: 'bookings.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bookingsFile });

  await expect(page.getByRole('heading', { name: t.bookingSummary })).toBeVisible();
  await expect(refusedRows(page)).toHaveCount(2);
  await expect(refusedRows(page).nth(0).locator('td').first()).toHaveText('3');
  await expect(refusedRows(page).nth(0)).toContainText(t.portUnknown);
  await expect(refusedRows(page).nth(1).locator('td').first()).toHaveText('5');
  await expect(refusedRows(page).nth(1)).toContainText(t.quantity);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`import-checked-${lang}.png`), fullPage: true });

  await page.getByRole('button', { name: t.saveBookings }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  const created = (await page.locator('.import-done__list li').allTextContents()).map((text) => text.match(/BK\d+/)![0]);
  expect(created).toHaveLength(3);
  await page.screenshot({ path: info.outputPath(`import-saved-${lang}.png`), fullPage: true });

  await page.getByRole('link', { name: t.toMyBooking }).click();
  await expect(page).toHaveURL(/\/tickets\/myBooking$/);
  for (const bookingNo of created) await expect(page.getByRole('row').filter({ hasText: bookingNo }).filter({ hasText: t.draft })).toHaveCount(1);

  // A booking the shipping clerk confirmed: one 40HC to number.
  const booking = await submittedBooking(request, company.logonId, ENTERPRISE_PASSWORD);
  const clerk = { authorization: await apiLogin(request, 'demo.shipping') };
  expect((await (await request.post(`${EB}/staff/ebBooking/confirm`, { headers: clerk, data: { uuid: booking.uuid } })).json()).code).toBe(0);

  await page.goto(`uploadContainer?bookingNo=${booking.bookingNo}`);
  const first10 = `ESF${'U'}${Date.now().toString().slice(-6)}`;
  const good = `${first10}${containerCheckDigit(first10)}`;
  const bad = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
  const containersFile = await filledTemplate(page, t.template, lang === 'zh' ? '集装箱号' : 'コンテナ番号', [
    [good, '40HC', `SL${stamp}`, 22350],
    [bad, '40HC', 'SL2', 21000],
  ]);
  await page
    .locator('#import-file')
    .setInputFiles({ name: 'containers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: containersFile });
  await expect(page.getByRole('heading', { name: t.containerSummary })).toBeVisible();
  await expect(refusedRows(page)).toHaveCount(1);
  await expect(refusedRows(page).locator('td').first()).toHaveText('3');
  await expect(refusedRows(page)).toContainText(t.checkDigit);
  await page.screenshot({ path: info.outputPath(`upload-checked-${lang}.png`), fullPage: true });
  await page.getByRole('button', { name: t.saveContainers }).click();
  await expect(page.getByText(t.containersSaved(booking.bookingNo))).toBeVisible();
  await expect(page.getByText(good)).toHaveCount(2);
  await expectNoSidewaysScroll(page);
});
