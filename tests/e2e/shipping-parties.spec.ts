import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { textRunsInPdf } from '../../server/test/pdfText';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD, releasedBill } from './support/shipping';

/** Each step waits on the server; on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** What the container screens say, in each language (src/i18n). */
const TEXT = {
  zh: {
    partiesTitle: '收发货人管理',
    add: '新增相关方',
    save: '保存',
    saved: '保存成功',
    deleted: '删除成功',
    edit: (name: string) => `编辑 ${name}`,
    remove: (name: string) => `删除 ${name}`,
    confirmYes: '确定删除',
    empty: '还没有相关方，点击“新增相关方”添加。',
    nameRequired: '请输入相关方名称',
    rolesRequired: '请至少选择一种相关方类型',
    shipper: '托运人',
    consignee: '收货人',
    notify: '通知人',
    badge: (n: number) => `我的消息（${n} 条未读）`,
    messagesTitle: '我的消息',
    released: (blNo: string) => `提单已电放：${blNo}`,
    approved: '账号审核通过',
    billsTitle: '提单下载',
    download: (blNo: string) => `下载提单 ${blNo} 的 PDF`,
    downloaded: (blNo: string) => `提单 ${blNo} 已下载`,
    noBills: /还没有提单/,
    pdfLang: 'zh',
  },
  ja: {
    partiesTitle: '荷主・荷受人管理',
    add: '関係者を追加',
    save: '保存',
    saved: '保存しました',
    deleted: '削除しました',
    edit: (name: string) => `${name} を編集`,
    remove: (name: string) => `${name} を削除`,
    confirmYes: '削除する',
    empty: '関係者はまだ登録されていません。「関係者を追加」から登録してください。',
    nameRequired: '関係者の名称を入力してください',
    rolesRequired: '関係者の種別を1つ以上選択してください',
    shipper: '荷送人',
    consignee: '荷受人',
    notify: '着荷通知先',
    badge: (n: number) => `メッセージ（未読 ${n} 件）`,
    messagesTitle: 'メッセージ',
    released: (blNo: string) => `船荷証券サレンダー済み：${blNo}`,
    approved: 'アカウント承認',
    billsTitle: 'B/Lダウンロード',
    download: (blNo: string) => `B/L ${blNo} のPDFをダウンロード`,
    downloaded: (blNo: string) => `B/L ${blNo} をダウンロードしました`,
    noBills: /B\/Lはまだありません/,
    pdfLang: 'jp',
  },
} as const;

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text).first();
const rows = (page: Page) => page.locator('.parties-page__table tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

interface PartyInput {
  name: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  countryCode: string;
  flag: 'shipperInd' | 'consigneeInd' | 'notifyPartyInd';
}

async function addParty(page: Page, t: (typeof TEXT)['zh' | 'ja'], party: PartyInput) {
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('#party-name')).toBeFocused();
  await page.locator('#party-name').fill(party.name);
  await page.locator('#party-address').fill(party.address);
  await page.locator('#party-contact').fill(party.contact);
  await page.locator('#party-phone').fill(party.phone);
  await page.locator('#party-email').fill(party.email);
  await page.locator('#party-countryCode').fill(party.countryCode);
  await dialog.locator(`label[for="party-flag-${party.flag}"]`).click();
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(toast(page, t.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, party.name)).toHaveCount(1);
}

test('an approved enterprise keeps its address book, is told of its released bill, downloads the PDF; another enterprise sees none of it', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const stamp = `${lang.toUpperCase()}${Date.now().toString(36).slice(-5)}`;
  const shots = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${lang}.png`), fullPage: true });

  // A new enterprise, approved by the reviewer, logs in and opens its (empty) address book.
  const company = await approvedEnterprise(request, info.project.name);
  await page.goto('login?redirect=%2FpartyMgt');
  await submitLogin(page, company.logonId, ENTERPRISE_PASSWORD);
  await expect(page).toHaveURL(/\/tickets\/partyMgt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.partiesTitle);
  await expect(page.getByText(t.empty)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The shared schema's messages at the fields before anything is sent.
  await page.getByRole('button', { name: t.add, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.locator('#party-name-message')).toHaveText(t.nameRequired);
  await expect(page.locator('#party-roles-message')).toHaveText(t.rolesRequired);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const shipper = {
    name: `上海东海贸易 ${stamp}`,
    address: '上海市浦东新区世纪大道100号',
    contact: '王建国',
    phone: '+86 21 5888 0000',
    email: 'export@example.com',
    countryCode: 'CN',
    flag: 'shipperInd',
  } as const;
  const consignee = {
    name: `株式会社なにわ商事 ${stamp}`,
    address: '大阪府大阪市北区梅田1-1-1',
    contact: '渡辺はなこ',
    phone: '+81 6 6345 0000',
    email: 'import@example.jp',
    countryCode: 'JP',
    flag: 'consigneeInd',
  } as const;
  const notify = {
    name: `Naniwa Customs Broker ${stamp}`,
    address: 'Osaka Nanko 2-1',
    contact: 'Sato',
    phone: '+81 6 6612 0000',
    email: 'notify@example.jp',
    countryCode: 'JP',
    flag: 'notifyPartyInd',
  } as const;
  for (const party of [shipper, consignee, notify]) await addParty(page, t, party);
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, shipper.name)).toContainText(t.shipper);
  await expect(row(page, consignee.name)).toContainText(t.consignee);
  await expect(row(page, notify.name)).toContainText(t.notify);
  await shots('parties');

  // Edit the consignee: it may also be notified, and its contact changes.
  await page.getByRole('button', { name: t.edit(consignee.name) }).click();
  await expect(page.locator('#party-contact')).toHaveValue(consignee.contact);
  await page.locator('#party-contact').fill('山田太郎');
  await page.getByRole('dialog').locator('label[for="party-flag-notifyPartyInd"]').click();
  await shots('party-editor');
  await page.getByRole('dialog').getByRole('button', { name: t.save, exact: true }).click();
  await expect(toast(page, t.saved)).toBeVisible();
  await expect(row(page, consignee.name)).toContainText('山田太郎');
  await expect(row(page, consignee.name)).toContainText(t.notify);

  // Delete the separate notify party, after the confirmation.
  await page.getByRole('button', { name: t.remove(notify.name) }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: t.confirmYes }).click();
  await expect(toast(page, t.deleted)).toBeVisible();
  await expect(row(page, notify.name)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);

  // A booking of this enterprise, submitted through the API, confirmed, its bill issued and released by the shipping clerk.
  const { blNo } = await releasedBill(request, company.logonId, ENTERPRISE_PASSWORD);

  // The next navigation counts the five messages (account approved, booking submitted, confirmed, bill issued, bill released).
  await page.locator('.shipping-menu').locator('a[href="/tickets/downloadBls"]').click();
  const bell = page.locator('.messages-link');
  await expect(bell).toHaveAttribute('aria-label', t.badge(5));
  await expect(bell.locator('.messages-link__badge')).toHaveText('5');

  // The bill downloads as a PDF carrying its number.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.billsTitle);
  const billRow = page.locator('.bills-page__table tbody tr').filter({ hasText: blNo });
  await expect(billRow).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shots('bills');
  const downloading = page.waitForEvent('download');
  await billRow.getByRole('button', { name: t.download(blNo) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`BL_${blNo}_${t.pdfLang}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(textRunsInPdf(pdf).join(' ')).toContain(blNo);
  await expect(toast(page, t.downloaded(blNo))).toBeVisible();

  // The messages: the release among them, unread until opened; opening it lowers the badge.
  await bell.click();
  await expect(page).toHaveURL(/\/tickets\/myMessage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.messagesTitle);
  const releasedItem = page.locator('.message-item').filter({ hasText: t.released(blNo) });
  await expect(releasedItem).toHaveClass(/message-item--unread/);
  await expect(page.locator('.message-item--unread')).toHaveCount(5);
  await expectNoSidewaysScroll(page);
  await shots('messages');
  await releasedItem.getByRole('button').click();
  await expect(releasedItem.locator('.message-item__body')).toContainText(blNo);
  await expect(releasedItem).not.toHaveClass(/message-item--unread/);
  await expect(bell).toHaveAttribute('aria-label', t.badge(4));
  await shots('message-open');

  // The account screen shows the company as registered and reviewed.
  await page.locator('.shipping-menu').locator('a[href="/tickets/accountMgt"]').click();
  await expect(page.locator('.account-mgt__company')).toHaveText(`East Sea Parties Test ${company.logonId}`);
  await expect(page.locator('#acm-phone')).toHaveValue(company.phone);
  await expectNoSidewaysScroll(page);
  await shots('account');

  // A second new enterprise sees none of it.
  const stranger = await approvedEnterprise(request, info.project.name);
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, locale: info.project.use.locale, viewport: info.project.use.viewport });
  const other = await context.newPage();
  await other.goto('login?redirect=%2FpartyMgt');
  await submitLogin(other, stranger.logonId, ENTERPRISE_PASSWORD);
  await expect(other).toHaveURL(/\/tickets\/partyMgt$/);
  await expect(other.getByText(t.empty)).toBeVisible();
  await expect(other.getByText(shipper.name)).toHaveCount(0);
  await other.locator('.shipping-menu').locator('a[href="/tickets/downloadBls"]').click();
  await expect(other.getByText(t.noBills)).toBeVisible();
  await expect(other.getByText(blNo)).toHaveCount(0);
  await other.goto('myMessage');
  // only its own news: the approval of its account, nothing of the other enterprise's bookings or bills
  await expect(other.locator('.message-item')).toHaveCount(1);
  await expect(other.locator('.message-item')).toContainText(t.approved);
  await expect(other.getByText(blNo)).toHaveCount(0);
  await expect(other.locator('.messages-link__badge')).toHaveText('1');
  await context.close();
});
