import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { consoleSignIn } from './support/console';

/** Each step waits on the server; on a busy machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const TEXT = {
  zh: {
    accounts: '员工账号',
    create: '新建员工账号',
    submit: '创建',
    disable: '停用',
    disabled: '已停用',
    audit: '操作记录',
    created: '创建员工账号',
    disabledAction: '停用员工账号',
    loginRequired: '请输入登录名',
    editorRole: '内容编辑',
    reviews: '企业审核',
  },
  ja: {
    accounts: 'スタッフアカウント',
    create: 'スタッフアカウントを作成',
    submit: '作成',
    disable: '無効化',
    disabled: '無効',
    audit: '操作記録',
    created: 'スタッフアカウント作成',
    disabledAction: 'スタッフアカウント無効化',
    loginRequired: 'ログイン名を入力してください',
    editorRole: 'コンテンツ編集者',
    reviews: '企業審査',
  },
} as const;

test('the administrator creates a staff account, its owner signs in to the console, and once disabled is signed out at once', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const logonId = `${lang}ed_${Date.now().toString(36)}`;
  const password = 'Editor#2026ok';

  await consoleSignIn(page, 'demo.admin');
  await page.locator('.admin-nav').getByRole('link', { name: t.accounts }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.accounts);
  await expect(page.locator('.admin-nav').getByRole('link', { name: t.reviews })).toHaveCount(0);

  // The form asks before it sends; then the account is created and listed.
  await page.getByRole('button', { name: t.create }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog).toContainText(t.loginRequired);
  await dialog.locator('#account-logonId').fill(logonId);
  await dialog.locator('#account-cnName').fill('吴编辑');
  await dialog.locator('#account-email').fill(`${logonId.replace('_', '.')}@example.com`);
  await dialog.locator('#account-role').selectOption('editor');
  await dialog.locator('#account-password').fill(password);
  await page.screenshot({ path: info.outputPath(`console-account-create-${lang}.png`) });
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('.p-datatable-tbody tr', { hasText: logonId });
  await expect(row).toContainText(t.editorRole);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`console-accounts-${lang}.png`) });

  // Its owner signs in to the console in another browser.
  const other = await browser.newContext({
    baseURL: `${new URL(page.url()).origin}/tickets/`,
    locale: info.project.use.locale,
    viewport: info.project.use.viewport,
  });
  const editor = await other.newPage();
  await consoleSignIn(editor, logonId, password);
  await expect(editor.locator('.admin-header__name')).toContainText('吴编辑');

  // The administrator disables it, after confirmation; the trail shows both actions.
  await row.getByRole('button', { name: `${t.disable} ${logonId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.disable }).click();
  await expect(row).toContainText(t.disabled);
  await row.getByRole('button', { name: `${t.audit} ${logonId}` }).click();
  const trail = page.getByRole('dialog').locator('.audit-trail');
  await expect(trail).toContainText(t.created);
  await expect(trail).toContainText(t.disabledAction);
  await page.screenshot({ path: info.outputPath(`console-account-trail-${lang}.png`) });

  // The disabled account's session has ended: its next call sends it to the login.
  await editor.reload();
  await expect(editor).toHaveURL(/\/tickets\/admin\/login/);
  await other.close();
});
