import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { licencePdf, submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD, submittedBooking } from './support/shipping';

/** Each step waits on the server; on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** What the documents screen says, in each language (src/i18n). */
const TEXT = {
  zh: {
    title: '单证管理',
    menu: '单证管理',
    docType: '单证类型',
    invoice: '商业发票',
    empty: (no: string) => `订舱 ${no} 还没有单证。`,
    uploading: /正在上传 commercial-invoice\.pdf（\d+%）/,
    uploaded: '已上传 commercial-invoice.pdf',
    download: '下载 commercial-invoice.pdf',
    remove: '删除 commercial-invoice.pdf',
    confirmYes: '删除',
    deleted: '已删除 commercial-invoice.pdf',
    refused: '仅支持 PDF、JPG、PNG、XLSX、DOCX 格式的文件（按文件内容判断）',
    addresses: '装货地址管理',
    addAddress: '新增装货地址',
    addressSaved: '装货地址已保存',
    field: { name: '地址名称', country: '国家代码', city: '城市', address: '详细地址', contact: '联系人' },
    nameRequired: '请输入地址名称',
    save: '保存',
  },
  ja: {
    title: '書類管理',
    menu: '書類管理',
    docType: '書類の種類',
    invoice: 'コマーシャルインボイス',
    empty: (no: string) => `ブッキング ${no} の書類はまだありません。`,
    uploading: /commercial-invoice\.pdf をアップロード中（\d+%）/,
    uploaded: 'commercial-invoice.pdf をアップロードしました',
    download: 'commercial-invoice.pdf をダウンロード',
    remove: 'commercial-invoice.pdf を削除',
    confirmYes: '削除する',
    deleted: 'commercial-invoice.pdf を削除しました',
    refused: 'PDF、JPG、PNG、XLSX、DOCX 形式のファイルのみアップロードできます（ファイルの内容で判定します）',
    addresses: '積込場所管理',
    addAddress: '積込場所を追加',
    addressSaved: '積込場所を保存しました',
    field: { name: '住所の名称', country: '国コード', city: '市区町村', address: '住所', contact: '担当者' },
    nameRequired: '住所の名称を入力してください',
    save: '保存',
  },
} as const;

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text).first();
const rows = (page: Page) => page.locator('.documents-page__table tbody tr');

/** A real PDF (its header is what the server reads) padded to 1.5 MB, so its upload takes long enough to be watched. */
function invoicePdf(): Buffer {
  return Buffer.concat([licencePdf().buffer, Buffer.from('\n'), Buffer.alloc(1.5 * 1024 * 1024, 0x20)]);
}

test('a new enterprise keeps a loading address, uploads a PDF to its booking with progress, downloads the same bytes and deletes it; a renamed text file is refused', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const shots = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${lang}.png`), fullPage: true });

  const company = await approvedEnterprise(request, info.project.name);
  const { bookingNo } = await submittedBooking(request, company.logonId, ENTERPRISE_PASSWORD);

  // Logged in, the enterprise keeps the warehouse its containers are stuffed at.
  await page.goto('login?redirect=%2FaddressMgt');
  await submitLogin(page, company.logonId, ENTERPRISE_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: t.addresses })).toBeVisible();
  await page.getByRole('button', { name: t.addAddress }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('button', { name: t.save }).click();
  await expect(editor.getByText(t.nameRequired)).toBeVisible();
  const fieldOf = (label: string) => editor.getByLabel(new RegExp(`^${label}\\*?$`));
  await fieldOf(t.field.name).fill('苏州工业园区仓库');
  await fieldOf(t.field.country).fill('cn');
  await fieldOf(t.field.city).fill('苏州');
  await fieldOf(t.field.address).fill('江苏省苏州市工业园区星湖街 328 号');
  await fieldOf(t.field.contact).fill('张伟');
  await editor.getByRole('button', { name: t.save }).click();
  await expect(toast(page, t.addressSaved)).toBeVisible();
  await expect(page.locator('.addresses-page__table tbody tr').filter({ hasText: '苏州工业园区仓库' })).toContainText('CN · 苏州');
  await expectNoSidewaysScroll(page);
  await shots('addresses');

  // The booking menu leads to the documents screen; the booking is chosen there.
  await page.locator('.shipping-menu').locator('a[href="/tickets/documentMgt"]').click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.locator('.documents-page__booking .p-dropdown').click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: new RegExp(bookingNo) })
    .click();
  await expect(page.getByText(t.empty(bookingNo))).toBeVisible();
  await expect(page).toHaveURL(/documentMgt/);
  await shots('documents-empty');

  // A slow line (512 KB/s up), so the progress of a 1.5 MB file is seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });

  await page.locator('.documents-upload__type .p-dropdown').click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: t.invoice }).click();
  const pdf = invoicePdf();
  await page.locator('#documents-file').setInputFiles({ name: 'commercial-invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(t.uploading)).toBeVisible();
  const bar = page.getByRole('progressbar');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await shots('documents-uploading');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(toast(page, t.uploaded)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('commercial-invoice.pdf');
  await expect(rows(page).first()).toContainText(t.invoice);
  await expect(rows(page).first()).toContainText('1.5 MB');
  await expectNoSidewaysScroll(page);
  await shots('documents-listed');

  // The download is the same bytes under the same name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('commercial-invoice.pdf');
  expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);

  // A text file named .pdf is refused by its content, and the list is unchanged.
  await page
    .locator('#documents-file')
    .setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('This is plain text pretending to be a PDF.\n') });
  await expect(page.locator('#documents-file-error')).toHaveText(t.refused);
  await expect(rows(page)).toHaveCount(1);
  await shots('documents-refused');

  // Deleting asks first.
  await page.getByRole('button', { name: t.remove }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: t.confirmYes, exact: true }).click();
  await expect(toast(page, t.deleted)).toBeVisible();
  await expect(page.getByText(t.empty(bookingNo))).toBeVisible();
});
