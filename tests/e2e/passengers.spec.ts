import type { Page } from '@playwright/test';
import { expect, langOf, test } from './fixtures';
import { newcomer, registerIndividualByApi, submitLogin } from './support/identity';
import { readEmailCode } from './support/outbox';

/** The screen's texts in each language: the spec's messages (sections 5 and 8) and the labels used to find things. */
const TEXT = {
  zh: {
    welcome: '登录成功，欢迎',
    title: '常用旅客',
    empty: '还没有常用旅客',
    add: '新增旅客',
    edit: (name: string) => `编辑 ${name}`,
    remove: (name: string) => `删除 ${name}`,
    save: '保存',
    saved: '保存成功',
    deleted: '删除成功',
    confirm: '确定删除当前旅客吗？',
    confirmYes: '确定删除',
    confirmNo: '取消',
    missingAddress: '请输入日本联系地址',
    missingGivenName: '请输入中文名',
    japan: '日本',
    female: '女',
    passport: '护照',
  },
  ja: {
    welcome: 'ようこそ、',
    title: '乗船者リスト',
    empty: '登録済みの乗船者はいません',
    add: '乗船者を追加',
    edit: (name: string) => `${name} を編集`,
    remove: (name: string) => `${name} を削除`,
    save: '保存',
    saved: '保存しました',
    deleted: '削除しました',
    confirm: 'この乗船者を削除してもよろしいですか？',
    confirmYes: '削除する',
    confirmNo: 'キャンセル',
    missingAddress: '日本の連絡先住所を入力してください',
    missingGivenName: '漢字の名を入力してください',
    japan: '日本',
    female: '女性',
    passport: 'パスポート',
  },
} as const;

const PASSWORD = 'Sea#Route2026';

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text).first();
const message = (page: Page, field: string) => page.locator(`#pf-${field}-message`);

/** Opens a PrimeReact list by mouse and picks an item. */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`.p-dropdown:has(#pf-${field})`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('saved passengers: add (a missing field told first), edit, delete after the confirmation', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const t = TEXT[langOf(info.project.name)];
  const user = newcomer(info.project.name, 'p');
  await registerIndividualByApi(request, user, PASSWORD, readEmailCode);
  await page.goto('login?redirect=%2Fpassengers');
  await submitLogin(page, user.logonId, PASSWORD);
  await expect(toast(page, t.welcome)).toBeVisible();

  // A new user has nobody saved yet.
  await expect(page).toHaveURL(/\/tickets\/passengers$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();
  await page.screenshot({ path: `test-results/passengers-empty-${info.project.name}.png` });

  // Add: everything but the given name and the Japanese contact address; their messages show at the fields.
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.add });
  await expect(dialog).toBeVisible();
  await expect(page.locator('#pf-cnSurname')).toBeFocused();
  // Escape leaves without saving, back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: t.add })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#pf-cnSurname')).toBeFocused();
  await page.locator('#pf-cnSurname').fill('王');
  await page.locator('#pf-enSurname').fill('Wang');
  await page.locator('#pf-enGivenName').fill('Fang');
  await choose(page, 'nationality', t.japan);
  // The gender list by keyboard alone: open, to the last item (female), choose.
  await page.locator('#pf-gender').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: t.female, exact: true })).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.locator('.p-dropdown:has(#pf-gender)')).toContainText(t.female);
  await page.locator('#pf-birthDate').fill('1995-07-14');
  await choose(page, 'certificateType', t.passport);
  await page.locator('#pf-certificateNo').fill('EJ1234567');
  await page.locator('#pf-certificateExpiry').fill('2034-07-13');
  await page.locator('#pf-jpMobile').fill('090-1234-5678');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(message(page, 'cnGivenName')).toHaveText(t.missingGivenName);
  await expect(message(page, 'jpAddress')).toHaveText(t.missingAddress);
  await expect(page.locator('#pf-cnGivenName')).toBeFocused();
  await expect(message(page, 'cnSurname')).toHaveText('');
  await page.screenshot({ path: `test-results/passengers-missing-${info.project.name}.png` });

  await page.locator('#pf-cnGivenName').fill('芳');
  await page.locator('#pf-jpAddress').fill('大阪府大阪市住之江区南港北1-20-15');
  await expect(message(page, 'cnGivenName')).toHaveText('');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(toast(page, t.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: '王芳' });
  await expect(row).toContainText('WANG FANG');
  // masked on the list (the first two and last two characters); in full only in the form
  await expect(row).toContainText('EJ•••••67');
  await expect(row).not.toContainText('EJ1234567');
  await expect(row).toContainText('1995-07-14');
  await expect(row).toContainText('090-1234-5678');
  await page.screenshot({ path: `test-results/passengers-${info.project.name}.png`, fullPage: true });

  // Edit: the form holds what was saved; the new given name is listed.
  await page.getByRole('button', { name: t.edit('王芳') }).click();
  await expect(page.locator('#pf-jpAddress')).toHaveValue('大阪府大阪市住之江区南港北1-20-15');
  await expect(page.locator('.p-dropdown:has(#pf-nationality)')).toContainText(t.japan);
  await page.locator('#pf-cnGivenName').fill('小芳');
  await page.locator('#pf-enGivenName').fill('Xiaofang');
  await page.screenshot({ path: `test-results/passengers-edit-${info.project.name}.png` });
  await page.getByRole('dialog').getByRole('button', { name: t.save }).click();
  await expect(toast(page, t.saved).last()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '王小芳' })).toContainText('WANG XIAOFANG');
  await expect(page.getByRole('row').filter({ hasText: '王芳' })).toHaveCount(0);

  // Delete: asked first; "cancel" keeps the passenger, the confirmation removes them.
  await page.getByRole('button', { name: t.remove('王小芳') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: t.confirm });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `test-results/passengers-delete-${info.project.name}.png` });
  await confirm.getByRole('button', { name: t.confirmNo }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: t.remove('王小芳') })).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: '王小芳' })).toBeVisible();
  await page.getByRole('button', { name: t.remove('王小芳') }).click();
  await confirm.getByRole('button', { name: t.confirmYes }).click();
  await expect(toast(page, t.deleted)).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();

  // The server agrees after a reload.
  await page.reload();
  await expect(page.getByText(t.empty)).toBeVisible();
});
