import type { Page } from '@playwright/test';
import { expect, langOf, test } from './fixtures';
import { signInNewcomer, NEWCOMER_PASSWORD } from './support/identity';
import { readEmailCode, waitForMail } from './support/outbox';

const TEXT = {
  zh: { codeSent: '验证码已发送', wrongPassword: '当前密码错误', emailChanged: '邮箱已更换', phoneChanged: '手机号码已更换', notice: '的邮箱已于' },
  ja: {
    codeSent: '認証コードを送信しました',
    wrongPassword: '現在のパスワードが正しくありません',
    emailChanged: 'メールアドレスを変更しました',
    phoneChanged: '携帯電話番号を変更しました',
    notice: 'へ変更されました',
  },
} as const;

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text).first();

test('the account e-mail changes with a code sent to the new address and the password; the mobile with the password', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const user = await signInNewcomer(page, request, info.project.name, '/account');
  await expect(page.locator('#acc-email')).toHaveValue(user.email);
  await expect(page.locator('#acc-email')).toHaveAttribute('readonly', '');

  // The code goes to the new address; the button counts down before another.
  const next = user.email.replace('@', '.moved@');
  await page.locator('#acc-new-email-email').fill(next);
  await page.locator('#acc-new-email-email').locator('xpath=..').getByRole('button').click();
  await expect(toast(page, t.codeSent)).toBeVisible();
  await expect(page.locator('#acc-new-email-email').locator('xpath=..').getByRole('button')).toBeDisabled();
  const code = await readEmailCode(next);
  await page.locator('#acc-new-email-emailCode').fill(code);

  // A wrong password is said at its field, and what was typed stays.
  await page.locator('#acc-new-email-password').fill('Wrong#Pass2026');
  await page.locator('#acc-new-email-password').press('Enter');
  await expect(page.locator('#acc-new-email-password-message')).toHaveText(t.wrongPassword);
  await expect(page.locator('#acc-new-email-email')).toHaveValue(next);
  await expect(page.locator('#acc-new-email-emailCode')).toHaveValue(code);
  await expect(page.locator('#acc-email')).toHaveValue(user.email);

  // With the password, the e-mail changes and the old address is told.
  await page.locator('#acc-new-email-password').fill(NEWCOMER_PASSWORD);
  await page.locator('#acc-new-email-password').press('Enter');
  await expect(toast(page, t.emailChanged)).toBeVisible();
  await expect(page.locator('#acc-email')).toHaveValue(next);
  const notice = await waitForMail(user.email, t.notice);
  const text = notice.parts.map((part) => part.text).join('\n');
  expect(text).toContain(user.logonId);
  expect(text).toContain(`${next.slice(0, 1)}***@example.com`);
  expect(text).not.toContain(next);

  // The mobile: the password is asked for.
  const phone = `137${String(Date.now()).slice(-8)}`;
  await page.locator('#acc-new-phone-phone').fill(phone);
  await page.locator('#acc-new-phone-password').fill(NEWCOMER_PASSWORD);
  await page.locator('#acc-new-phone-password').press('Enter');
  await expect(toast(page, t.phoneChanged)).toBeVisible();
  await expect(page.locator('#acc-phone')).toHaveValue(phone);

  // What the server holds is what a reload shows.
  await page.reload();
  await expect(page.locator('#acc-email')).toHaveValue(next);
  await expect(page.locator('#acc-phone')).toHaveValue(phone);
});
