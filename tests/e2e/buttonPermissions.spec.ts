import { decrypt, encrypt, STORAGE_KEYS } from '../../src/services/storage';
import { expect as baseExpect, langOf, test } from './fixtures';
import { submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD } from './support/shipping';

/** Each step waits on the server; on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** What the bookings list says, in each language (src/i18n). */
const TEXT = {
  zh: { listTitle: '我的订舱', newBooking: '新建订舱', templates: '我的模板' },
  ja: { listTitle: 'ブッキング一覧', newBooking: '新規ブッキング', templates: 'テンプレート' },
} as const;

test('spec 6: a button guarded by a key goes once the stored (encrypted) button list no longer holds it', async ({ page, request }, info) => {
  const t = TEXT[langOf(info.project.name)];
  const company = await approvedEnterprise(request, info.project.name);
  await page.goto('login?redirect=%2FmyBooking');
  await submitLogin(page, company.logonId, ENTERPRISE_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
  const newBooking = page.getByRole('link', { name: t.newBooking });
  await expect(newBooking).toBeVisible();

  // The login stored the approved enterprise's list, sealed as the app seals it.
  const sealed = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.buttons);
  expect(sealed).not.toContain('btn.');
  expect(JSON.parse(decrypt(sealed!))).toContain('btn.booking.create');

  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.buttons, encrypt(JSON.stringify([]))] as const);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: t.templates, exact: true }).first()).toBeVisible();
  await expect(newBooking).toHaveCount(0);
});
