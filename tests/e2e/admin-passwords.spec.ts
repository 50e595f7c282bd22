import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { consoleSignIn } from './support/console';
import { apiLogin } from './support/identity';

/** Each step waits on the server; on a busy machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const TEXT = {
  zh: {
    accounts: '员工账号',
    reset: '重置密码',
    temporary: '临时密码',
    done: '我已记下',
    mustChange: '待修改密码',
    requiredTitle: '请先设置您自己的密码',
    current: '当前密码',
    wrong: '原密码错误',
    changed: '密码已修改',
    welcome: '您好，',
    audit: '操作记录',
    resetAction: '重置密码',
    changeAction: '本人修改密码',
    title: '修改密码',
  },
  ja: {
    accounts: 'スタッフアカウント',
    reset: 'パスワードリセット',
    temporary: '一時パスワード',
    done: '控えました',
    mustChange: 'パスワード変更待ち',
    requiredTitle: 'まずご自身のパスワードを設定してください',
    current: '現在のパスワード',
    wrong: '現在のパスワードが正しくありません',
    changed: 'パスワードを変更しました',
    welcome: 'こんにちは',
    audit: '操作記録',
    resetAction: 'パスワードリセット',
    changeAction: '本人によるパスワード変更',
    title: 'パスワード変更',
  },
} as const;

test('the administrator resets a staff password; its owner must choose a new one before the console opens', async ({ page, browser, request }, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  // Sorted first among the accounts, so it is on the list's first page whatever other journeys made.
  const logonId = `a0pw_${lang}_${Date.now().toString(36)}`;
  const chosen = 'Clerk#Chosen2026';

  // A ticketing clerk of its own (the create form has its journey in admin-accounts), not demo.clerk whom other journeys use.
  const adminToken = await apiLogin(request, 'demo.admin');
  const created = await request.post('/api/web-ts/simp2/staff/account/create', {
    headers: { authorization: `bearer ${adminToken}` },
    data: { logonId, password: 'Clerk#First2026', role: 'ticketingClerk', cnName: '郑售票', email: `${logonId.replace(/_/g, '.')}@example.com` },
  });
  expect(((await created.json()) as { code: number }).code).toBe(200);

  // The administrator resets its password: asked first, then the temporary password is shown once.
  await consoleSignIn(page, 'demo.admin');
  await page.locator('.admin-nav').getByRole('link', { name: t.accounts }).click();
  const row = page.locator('.p-datatable-tbody tr', { hasText: logonId });
  await row.getByRole('button', { name: `${t.reset} ${logonId}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(logonId);
  await page.screenshot({ path: info.outputPath(`console-password-reset-ask-${lang}.png`) });
  await confirm.getByRole('button', { name: t.reset }).click();
  const shown = page.getByRole('dialog', { name: t.temporary });
  const temporary = (await shown.getByTestId('temporary-password').textContent())?.trim() ?? '';
  expect(temporary).toMatch(/^\S{16}$/);
  await page.screenshot({ path: info.outputPath(`console-password-temporary-${lang}.png`) });
  await shown.getByRole('button', { name: t.done }).click();
  await expect(shown).toBeHidden();
  await expect(row).toContainText(t.mustChange);

  // Its owner signs in with it and sees nothing but the password change.
  const other = await browser.newContext({
    baseURL: `${new URL(page.url()).origin}/tickets/`,
    locale: info.project.use.locale,
    viewport: info.project.use.viewport,
  });
  const clerk = await other.newPage();
  await consoleSignIn(clerk, logonId, temporary);
  await expect(clerk.getByRole('heading', { level: 1 })).toHaveText(t.requiredTitle);
  await expect(clerk.locator('.admin-nav')).toHaveCount(0);
  await expectNoSidewaysScroll(clerk);
  await clerk.screenshot({ path: info.outputPath(`console-password-required-${lang}.png`) });

  // By keyboard: a wrong current password is refused at its field; the temporary one works.
  const current = clerk.locator('#password-old');
  await expect(clerk.locator('label[for="password-old"]')).toContainText(t.current);
  await current.fill('Wrong#Pass2026');
  await clerk.locator('#password-new').fill(chosen);
  const again = clerk.locator('#password-confirm');
  await again.fill(chosen);
  await again.press('Enter');
  await expect(clerk.locator('#password-old-message')).toHaveText(t.wrong);
  await clerk.screenshot({ path: info.outputPath(`console-password-wrong-${lang}.png`) });
  await current.fill(temporary);
  await current.press('Enter');

  // The console's home, with the clerk's navigation.
  await expect(clerk.getByRole('heading', { level: 1 })).toContainText(t.welcome);
  await expect(clerk.locator('.admin-nav')).toBeVisible();
  await expect(clerk.getByText(t.changed)).toBeVisible();
  await clerk.screenshot({ path: info.outputPath(`console-password-changed-${lang}.png`) });

  // From now on the password is changed from the navigation, like every staff member's.
  await clerk.locator('.admin-nav').getByRole('link', { name: t.title }).click();
  await expect(clerk.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await clerk.screenshot({ path: info.outputPath(`console-password-page-${lang}.png`) });

  // The account's trail says who did what, without the passwords.
  await page.reload();
  await row.getByRole('button', { name: `${t.audit} ${logonId}` }).click();
  const trail = page.getByRole('dialog').locator('.audit-trail');
  await expect(trail).toContainText(t.changeAction);
  await expect(trail).toContainText(t.resetAction);
  await expect(trail).not.toContainText(temporary);
  await other.close();
});
