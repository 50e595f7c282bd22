import type { Page } from '@playwright/test';
import { expect, langOf, test } from './fixtures';
import { decrypt, encrypt } from '../../src/services/storage';
import { approveEnterprise, captchaReady, licencePdf, newcomer, registerIndividualByApi, submitLogin } from './support/identity';
import { readEmailCode } from './support/outbox';

/** The spec's texts (sections 5 and 8) in each language. */
const TEXT = {
  zh: {
    codeSent: '验证码已发送',
    registered: '注册成功',
    welcome: '登录成功，欢迎',
    loginFailed: '登录失败，请检查登录名或密码',
    passwordChanged: '密码修改成功，请重新登录',
    updated: '更新成功',
    pending: '等待审核',
    pendingState: '待审核',
    licenceUploaded: '已上传',
    login: '登录',
  },
  ja: {
    codeSent: '認証コードを送信しました',
    registered: '登録が完了しました',
    welcome: 'ようこそ、',
    loginFailed: 'ログインに失敗しました',
    passwordChanged: 'パスワードを変更しました',
    updated: '更新しました',
    pending: '審査待ち',
    pendingState: '審査待ち',
    licenceUploaded: 'アップロード済み',
    login: 'ログイン',
  },
} as const;

const PASSWORD = 'Sea#Route2026';
const NEW_PASSWORD = 'New#Harbour2026';

const header = (page: Page) => page.getByRole('banner');
const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text).first();

/** Asks for an e-mail code and reads it from the outbox. */
async function fillEmailCode(page: Page, prefix: string, email: string, sent: string) {
  await page.locator(`#${prefix}-email`).fill(email);
  await page.locator(`#${prefix}-email`).locator('xpath=..').getByRole('button').click();
  await expect(toast(page, sent)).toBeVisible();
  await page.locator(`#${prefix}-emailCode`).fill(await readEmailCode(email));
}

/** Logs out from the personal centre: the logout call, then storage cleared and the page reloaded (spec 4). */
async function logOut(page: Page) {
  const trigger = header(page).locator('.personal-menu .dropdown__trigger');
  await trigger.hover();
  const reloaded = page.waitForEvent('load');
  await header(page).locator('.personal-menu .dropdown__item--danger').click();
  await reloaded;
  await expect(header(page).locator('a[href="/tickets/login"]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tokenInfo'))).toBeNull();
}

test('an individual registers with the e-mail code, logs in, stays logged in, changes the password and logs out', async ({ page }, info) => {
  test.setTimeout(90_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const user = newcomer(info.project.name, 'p');

  // Register, with the code from the outbox.
  await page.goto('register');
  await page.locator('#ind-logonId').fill(user.logonId);
  await page.locator('#ind-nickname').fill(`Traveller ${user.logonId}`);
  await fillEmailCode(page, 'ind', user.email, t.codeSent);
  // The countdown says when another code may be asked for.
  await expect(page.locator('#ind-email').locator('xpath=..').getByRole('button')).toBeDisabled();
  await page.locator('#ind-phone').fill(user.phone);
  await page.locator('#ind-password').fill(PASSWORD);
  await page.locator('#ind-confirmPassword').fill(PASSWORD);
  await page.locator('#ind-consent').check();
  await page.locator('#ind-confirmPassword').press('Enter');

  // Registered: on the login page with the login name filled in.
  await expect(toast(page, t.registered)).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/login\?/);
  await expect(page.locator('#login-username')).toHaveValue(user.logonId);

  // Log in: welcomed, at home, the header shows the logon id.
  await submitLogin(page, user.logonId, PASSWORD);
  await expect(toast(page, t.welcome)).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/$/);
  await expect(header(page).locator('.user-area__logon-id')).toHaveText(user.logonId);

  // A reload keeps the session: the header shows the user at once.
  await page.reload();
  await expect(header(page).locator('.user-area__logon-id')).toHaveText(user.logonId);

  // The account screen shows what was registered.
  await header(page).locator('.user-area__logon-id').click();
  await expect(page).toHaveURL(/\/tickets\/account$/);
  await expect(page.locator('#acc-nickname')).toHaveValue(`Traveller ${user.logonId}`);
  await expect(page.locator('#acc-email')).toHaveValue(user.email);

  // Change the password: the user is asked to log in again.
  await page.locator('#acc-pwd-old').fill(PASSWORD);
  await page.locator('#acc-pwd-new').fill(NEW_PASSWORD);
  await page.locator('#acc-pwd-confirm').fill(NEW_PASSWORD);
  await page.locator('#acc-pwd-confirm').press('Enter');
  await expect(page).toHaveURL(/\/tickets\/login\?notice=passwordChanged$/);
  await expect(page.getByText(t.passwordChanged)).toBeVisible();
  await expect(header(page).locator('a[href="/tickets/login"]')).toBeVisible();

  // The old password no longer works, and says so as the spec asks; the new one does.
  await submitLogin(page, user.logonId, PASSWORD);
  await expect(page.locator('.form-status')).toContainText(t.loginFailed);
  await submitLogin(page, user.logonId, NEW_PASSWORD);
  await expect(toast(page, t.welcome)).toBeVisible();
  await expect(header(page).locator('.user-area__logon-id')).toHaveText(user.logonId);

  // Log out: the page reloads with the logged-out header and nothing of the session in storage.
  await logOut(page);
});

test('an enterprise registers with its licence, waits for review, is approved and gets the container menus', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const company = newcomer(info.project.name, 'e');

  await page.goto('register');
  await page.getByRole('tab').nth(1).click();
  await page.locator('#ent-logonId').fill(company.logonId);
  await page.locator('#ent-companyName').fill(`East Sea Test Trading ${company.logonId}`);
  await page.locator('#ent-creditCode').fill(company.creditCode);
  await page.locator('#ent-contactName').fill('Li Lei');
  await fillEmailCode(page, 'ent', company.email, t.codeSent);
  await page.locator('#ent-phone').fill(company.phone);
  await page.locator('#ent-phone').blur();

  // The licence uploads as soon as it is chosen, with its progress bar.
  await page.locator('#ent-license').setInputFiles(licencePdf());
  await expect(page.locator('.licence-upload')).toContainText(t.licenceUploaded);
  await page.locator('#ent-password').fill(PASSWORD);
  await page.locator('#ent-confirmPassword').fill(PASSWORD);
  await page.locator('#ent-consent').check();
  await page.locator('#ent-confirmPassword').press('Enter');

  // Registered: the account waits for review.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.pending);
  await expect(page.locator('.review-pending')).toContainText(company.logonId);

  // Waiting for review, the user may log in; the account screen says where the review stands.
  await page.locator('.review-pending__login').click();
  await expect(page.locator('#login-username')).toHaveValue(company.logonId);
  await submitLogin(page, company.logonId, PASSWORD);
  await expect(toast(page, t.welcome)).toBeVisible();
  await page.goto('account');
  await expect(page.locator('.state-tag')).toHaveText(t.pendingState);
  // No container menus yet: bookings are not among this user's routes.
  await page.goto('myBooking');
  await expect(page.locator('.error-page')).toBeVisible();
  await page.goto('');
  await logOut(page);

  // A reviewer approves the application.
  await approveEnterprise(request, company.logonId);

  // Logged in again, the enterprise user sees the container menus on a container route.
  await page.goto('login?redirect=%2FmyBooking');
  await submitLogin(page, company.logonId, PASSWORD);
  await expect(page).toHaveURL(/\/tickets\/myBooking$/);
  const menu = page.locator('.shipping-menu');
  await expect(menu).toBeVisible();
  for (const path of ['/booking', '/myBooking', '/downloadBls', '/accountMgt', '/partyMgt', '/dndChargeQueryIndex']) {
    await expect(menu.locator(`a[href="/tickets${path}"]`), path).toBeVisible();
  }
  await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', '/tickets/myBooking');
});

test('the login page refuses a wrong captcha at its field and draws a new one', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await page.goto('login');
  await captchaReady(page);
  const first = await page.locator('.captcha-button img').getAttribute('src');
  await page.locator('#login-username').fill('demo.passenger');
  await page.locator('#login-password').fill('Demo#2026pass');
  await page.locator('#login-code').fill('nope');
  await page.locator('#login-code').press('Enter');
  await expect(page.locator('#login-code-message')).not.toBeEmpty();
  await expect(page.locator('#login-code')).toHaveValue('');
  await expect(page.locator('.captcha-button img')).not.toHaveAttribute('src', first!);
  // A click draws another one too.
  const second = await page.locator('.captcha-button img').getAttribute('src');
  await page.locator('.captcha-button').click();
  await expect(page.locator('.captcha-button img')).not.toHaveAttribute('src', second!);
  // And the demo account logs in with the right answer.
  await submitLogin(page, 'demo.passenger', 'Demo#2026pass');
  await expect(toast(page, TEXT[lang].welcome)).toBeVisible();
});

test('two tabs refreshing an expired token at the same moment both stay logged in (Web Locks), and a logout reaches both', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(60_000);
  const lang = langOf(info.project.name);
  const user = newcomer(info.project.name, 't');
  await registerIndividualByApi(request, user, PASSWORD, readEmailCode);
  await page.goto('login');
  await submitLogin(page, user.logonId, PASSWORD);
  await expect(toast(page, TEXT[lang].welcome)).toBeVisible();

  // The stored token is made to look expired: each tab refreshes it as soon as it starts.
  const sealed = await page.evaluate(() => localStorage.getItem('tokenInfo'));
  const token = JSON.parse(decrypt(sealed!)) as { activeTime: number; refresh_token: string };
  const expired = encrypt(JSON.stringify({ ...token, activeTime: Date.now() - 1000 }));
  await page.evaluate((value) => localStorage.setItem('tokenInfo', value), expired);
  const second = await context.newPage();
  second.on('console', (msg) => expect(msg.type(), msg.text()).not.toBe('error'));
  await Promise.all([page.goto('account'), second.goto('account')]);

  // One tab refreshed, the other adopted its token: the server never saw a refresh token twice.
  for (const tab of [page, second]) {
    await expect(tab.locator('#acc-email')).toHaveValue(user.email);
    await expect(header(tab).locator('.user-area__logon-id')).toHaveText(user.logonId);
  }
  await expect
    .poll(async () => JSON.parse(decrypt((await page.evaluate(() => localStorage.getItem('tokenInfo')))!)).refresh_token)
    .not.toBe(token.refresh_token);
  const [first, other] = await Promise.all([page, second].map((tab) => tab.evaluate(() => localStorage.getItem('tokenInfo'))));
  expect(first).toBe(other);
  // Both tabs keep working after the refresh.
  await second.reload();
  await expect(second.locator('#acc-email')).toHaveValue(user.email);

  // A logout in one tab reaches the other through the storage event: it leaves the protected page.
  await logOut(page);
  await expect(second).toHaveURL(/\/tickets\/login\?redirect=%2Faccount$/);
  await expect(header(second).locator('a[href="/tickets/login"]')).toBeVisible();
});
