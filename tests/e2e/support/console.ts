import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { captchaReady, DEMO_PASSWORD, newcomer, TEST_CAPTCHA } from './identity';
import { LEGAL_VERSION } from '../../../src/domain/legal/privacyPolicy';
import { readEmailCode } from './outbox';

/** Signs a staff member in through the operator console's login form (/tickets/admin/login). */
export async function consoleSignIn(page: Page, logonId: string, password = DEMO_PASSWORD) {
  await page.goto('admin/login');
  await page.locator('#admin-login-username').fill(logonId);
  await page.locator('#admin-login-password').fill(password);
  await captchaReady(page);
  await page.locator('#admin-login-code').fill(TEST_CAPTCHA);
  await page.locator('#admin-login-password').press('Enter');
  await expect(page.locator('.admin-header')).toBeVisible({ timeout: 15_000 });
}

export const APPLICANT_PASSWORD = 'Harbour#2026go';

/**
 * An enterprise that has just registered with its business licence (PDF, JPEG or PNG) and
 * waits for review; nothing approved. Answers its login and company name.
 */
export async function pendingEnterprise(
  request: APIRequestContext,
  project: string,
  licence: { name: string; mimeType: string; buffer: Buffer },
  companyName: (logonId: string) => string,
) {
  const company = newcomer(project, 'e');
  const sent = await request.post('/api/web-ts/login/tsEbUser/ebUser/sendVerificationCode', { data: { email: company.email, purpose: 'register' } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  const uploaded = (await (await request.post('/api/web/api/eb/ebFile/uploadBusinessLicense', { multipart: { file: licence } })).json()) as {
    code: number;
    data: { fileId: string };
  };
  expect(uploaded.code, JSON.stringify(uploaded)).toBe(0);
  const name = companyName(company.logonId);
  const registered = (await (
    await request.post('/api/web/login/eb/ebUserManager/ebCompanyUserRegister', {
      data: {
        logonId: company.logonId,
        companyName: name,
        creditCode: company.creditCode,
        contactName: '李雷',
        email: company.email,
        emailCode: await readEmailCode(company.email),
        phone: company.phone,
        licenseFileId: uploaded.data.fileId,
        password: APPLICANT_PASSWORD,
        confirmPassword: APPLICANT_PASSWORD,
        consentVersion: LEGAL_VERSION,
      },
    })
  ).json()) as { code: number };
  expect(registered.code, JSON.stringify(registered)).toBe(0);
  return { ...company, companyName: name };
}

/** A business licence as a PNG image, drawn by the browser (the server checks the content). */
export async function licencePng(page: Page, title: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  await page.setContent(
    `<div id="licence" style="width:560px;height:360px;border:8px double #b22;padding:24px;font:20px sans-serif;background:#fffdf5;box-sizing:border-box">
       <h1 style="text-align:center;color:#b22;margin:0 0 24px">营业执照</h1><p>名称：${title}</p><p>类型：有限责任公司</p><p>统一社会信用代码：见申请</p></div>`,
  );
  const buffer = await page.locator('#licence').screenshot({ type: 'png' });
  return { name: 'licence.png', mimeType: 'image/png', buffer };
}
