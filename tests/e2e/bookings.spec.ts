import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD as PASSWORD } from './support/shipping';

/** What the booking screens say, in each language (src/i18n and the shared schemas' messages). */
const TEXT = {
  zh: {
    formTitle: '在线订舱',
    polRequired: '请选择装货港',
    shipperName: '请输入相关方名称',
    saveDraft: '保存草稿',
    submit: '提交订舱',
    saveTemplate: '存为模板',
    templateSave: '保存模板',
    amending: '正在修改草稿',
    listTitle: '我的订舱',
    draft: '草稿',
    submitted: '已提交',
    amend: (no: string) => `修改：${no}`,
    details: (no: string) => `详情：${no}`,
    submittedTitle: '订舱已提交',
    history: '状态记录',
    fromTemplate: '已带入模板',
    use: (name: string) => `使用：${name}`,
    templatesTitle: '我的模板',
  },
  ja: {
    formTitle: 'ブッキング',
    polRequired: '積地港を選択してください',
    shipperName: '関係者の名称を入力してください',
    saveDraft: '下書きを保存',
    submit: 'ブッキングを提出',
    saveTemplate: 'テンプレートとして保存',
    templateSave: '保存',
    amending: '修正しています',
    listTitle: 'ブッキング一覧',
    draft: '下書き',
    submitted: '提出済み',
    amend: (no: string) => `修正：${no}`,
    details: (no: string) => `詳細：${no}`,
    submittedTitle: 'ブッキングを提出しました',
    history: '状態の履歴',
    fromTemplate: 'テンプレート「',
    use: (name: string) => `使う：${name}`,
    templatesTitle: 'テンプレート一覧',
  },
} as const;

const field = (page: Page, id: string) => page.locator(`#${id}`);

async function fillParty(page: Page, index: number, party: { name: string; address: string; contact?: string; countryCode?: string }) {
  await field(page, `bf-parties-${index}-name`).fill(party.name);
  await field(page, `bf-parties-${index}-address`).fill(party.address);
  if (party.contact) await field(page, `bf-parties-${index}-contact`).fill(party.contact);
  if (party.countryCode) await field(page, `bf-parties-${index}-countryCode`).fill(party.countryCode);
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a new enterprise fills a booking with typed parties and two container lines, saves it as a Draft, amends it, keeps it as a template, submits it, and starts a new one from the template', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const company = await approvedEnterprise(request, info.project.name);

  await page.goto('login?redirect=%2Fbooking');
  await submitLogin(page, company.logonId, PASSWORD);
  await expect(page).toHaveURL(/\/tickets\/booking$/);
  await expect(page.getByRole('heading', { level: 1, name: t.formTitle })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Submitting an empty form names the fields at fault, in the page's language.
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.locator('#bf-polCode-message')).toHaveText(t.polRequired);
  await expect(page.locator('#bf-parties-0-name-message')).toHaveText(t.shipperName);

  // Route and sailing: the sailings are the container sailings between the two ports.
  await field(page, 'bf-polCode').selectOption('CNSHA');
  await field(page, 'bf-podCode').selectOption('JPOSA');
  const sailing = field(page, 'bf-voyageUuid');
  await expect(sailing.locator('option')).not.toHaveCount(1);
  const sailingValue = await sailing.locator('option').nth(1).getAttribute('value');
  await sailing.selectOption(sailingValue!);
  const stamp = `${lang.toUpperCase()}${Date.now().toString(36).slice(-5)}`;
  await field(page, 'bf-commodity').fill(`办公家具 ${stamp}`);
  await field(page, 'bf-cargoDescription').fill('木制办公桌椅 240 箱');

  // Two container lines.
  await field(page, 'bf-containers-0-containerType').selectOption('40HC');
  await field(page, 'bf-containers-0-quantity').fill('2');
  await field(page, 'bf-containers-0-grossWeightKg').fill('18500');
  await page.getByRole('button', { name: lang === 'zh' ? '添加一行' : '行を追加' }).click();
  await field(page, 'bf-containers-1-containerType').selectOption('20GP');
  await field(page, 'bf-containers-1-quantity').fill('1');
  await field(page, 'bf-containers-1-grossWeightKg').fill('9200');

  // Typed parties: shipper and consignee (the address book of a new enterprise is empty).
  await fillParty(page, 0, { name: '上海东海国际贸易有限公司', address: '上海市浦东新区世纪大道100号', contact: '王建国', countryCode: 'CN' });
  await fillParty(page, 1, { name: '株式会社なにわ商事', address: '大阪府大阪市北区梅田1-1-1', countryCode: 'JP' });

  // Saved as a Draft: numbered, and the form now amends that Draft.
  await page.getByRole('button', { name: t.saveDraft }).click();
  const origin = page.locator('.bf-origin');
  await expect(origin).toContainText(t.amending);
  const bookingNo = (await origin.textContent())!.match(/BK\d{8}/)![0];
  // The address is the Draft's own: reloading the page amends the same Draft.
  await expect(page).toHaveURL(/\/tickets\/booking\?uuid=/);
  await page.reload();
  await expect(page.locator('.bf-origin')).toContainText(bookingNo);
  await expect(field(page, 'bf-containers-1-containerType')).toHaveValue('20GP');

  // My bookings: the Draft is there, newest first.
  await page.goto('myBooking');
  await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
  await expect(rowOf(page, bookingNo).locator('.bk-status')).toHaveText(t.draft);
  await expectNoSidewaysScroll(page);

  // Amend it: the form opens with what was saved, the sailing included.
  await page.getByRole('button', { name: t.amend(bookingNo) }).click();
  await expect(page).toHaveURL(/\/tickets\/booking\?uuid=/);
  await expect(field(page, 'bf-commodity')).toHaveValue(`办公家具 ${stamp}`);
  await expect(field(page, 'bf-voyageUuid')).toHaveValue(sailingValue!);
  await expect(field(page, 'bf-containers-1-grossWeightKg')).toHaveValue('9200');
  await expect(field(page, 'bf-parties-1-name')).toHaveValue('株式会社なにわ商事');
  await field(page, 'bf-commodity').fill(`办公家具 ${stamp} A`);
  await page.getByRole('button', { name: t.saveDraft }).click();
  await expect(page.locator('.p-toast-message').filter({ hasText: bookingNo })).toBeVisible();

  // Kept as a template.
  const templateName = `上海-大阪 ${stamp}`;
  await page.getByRole('button', { name: t.saveTemplate }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#template-name').fill(templateName);
  await dialog.getByRole('button', { name: t.templateSave, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.p-toast-message').filter({ hasText: templateName })).toBeVisible();

  // Submitted.
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { name: t.submittedTitle })).toBeVisible();
  await expect(page.locator('.bf-state--done')).toContainText(bookingNo);
  await expect(page.locator('.bf-state--done')).toContainText(t.submitted);

  // The list says so; it is no longer amendable, and its details show its history.
  await page.goto('myBooking');
  await expect(rowOf(page, bookingNo).locator('.bk-status')).toHaveText(t.submitted);
  await expect(page.getByRole('button', { name: t.amend(bookingNo) })).toHaveCount(0);
  await page.getByRole('button', { name: t.details(bookingNo) }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(`办公家具 ${stamp} A`);
  await expect(details).toContainText('18,500');
  await expect(details.getByRole('heading', { name: t.history })).toBeVisible();
  // Saved (amending a Draft adds no status change), then submitted.
  const history = details.locator('.bk-details__table').last().locator('tbody tr');
  await expect(history).toHaveCount(2);
  await expect(history.last()).toContainText(`${t.draft} → ${t.submitted}`);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // A new booking from the template: its content, and the sailing left to choose.
  await page.goto('myTemplate');
  await expect(page.getByRole('heading', { level: 1, name: t.templatesTitle })).toBeVisible();
  await page.getByRole('button', { name: t.use(templateName) }).click();
  await expect(page).toHaveURL(/\/tickets\/booking\?template=/);
  await expect(page.locator('.bf-origin')).toContainText(t.fromTemplate);
  await expect(field(page, 'bf-commodity')).toHaveValue(`办公家具 ${stamp} A`);
  await expect(field(page, 'bf-polCode')).toHaveValue('CNSHA');
  await expect(field(page, 'bf-voyageUuid')).toHaveValue('');
  await expect(field(page, 'bf-containers-0-quantity')).toHaveValue('2');
  await expect(field(page, 'bf-parties-0-name')).toHaveValue('上海东海国际贸易有限公司');
  await expectNoSidewaysScroll(page);
});
