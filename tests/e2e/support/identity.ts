import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { LEGAL_VERSION } from '../../../src/domain/legal/privacyPolicy';
import { readEmailCode } from './outbox';

/** The captcha answer the journeys' server accepts (playwright.config.ts: PORTAL_TEST_CAPTCHA). */
export const TEST_CAPTCHA = 'e2e1';
export const DEMO_PASSWORD = 'Demo#2026pass';
const CLIENT = { client_id: 'portal-web', client_secret: 'portal-web-secret' };

/** Names nobody has used: zh and ja run against the same server, and runs may reuse a data folder. */
export function newcomer(project: string, kind: 'p' | 'e' | 't') {
  const stamp = Date.now().toString(36);
  const digits = String(Date.now()).slice(-8);
  const logonId = `${project}${kind}_${stamp}`;
  return {
    logonId,
    email: `${logonId.replace('_', '.')}@example.com`,
    // 138… for zh, 139… for ja: mainland mobile numbers that differ per project and run
    phone: `13${project === 'zh' ? 8 : 9}${digits}`,
    // a 13-digit Japanese corporate number
    creditCode: `${project === 'zh' ? 1 : 2}${String(Date.now()).padStart(12, '0').slice(-12)}`,
  };
}

/** The captcha image on screen has loaded: its answer is stored on the server only then. */
export async function captchaReady(page: Page) {
  await expect.poll(() => page.locator('.captcha-button img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Fills and sends the login form on the login page. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await captchaReady(page);
  await page.locator('#login-code').fill(TEST_CAPTCHA);
  await page.locator('#login-password').press('Enter');
}

/** A token for API calls, through the same password grant and captcha as the login page. */
export async function apiLogin(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const randomStr = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  expect((await request.get(`/api/code?randomStr=${randomStr}`)).ok()).toBe(true);
  const answer = await request.post('/auth-ts/oauth/token', {
    form: { grant_type: 'password', ...CLIENT, scope: 'server', username, password, code: TEST_CAPTCHA, randomStr },
  });
  const body = (await answer.json()) as { access_token?: string };
  expect(body.access_token, JSON.stringify(body)).toBeTruthy();
  return body.access_token!;
}

/** A reviewer approves the enterprise registered under `logonId` (reviewUsersById). */
export async function approveEnterprise(request: APIRequestContext, logonId: string) {
  const token = await apiLogin(request, 'demo.reviewer');
  const headers = { authorization: token };
  const queue = await request.post('/api/web/simp2/business/eb/ebUserInfo/selectReviewUsersById', {
    headers,
    data: { current: 1, size: 50, state: 'PENDING_REVIEW' },
  });
  const page = (await queue.json()) as { code: number; data: { records: { enterpriseId: string; logonId: string }[] } };
  expect(page.code, JSON.stringify(page)).toBe(0);
  const application = page.data.records.find((item) => item.logonId.toLowerCase() === logonId.toLowerCase());
  expect(application, `${logonId} waits in the review queue`).toBeTruthy();
  const review = await request.post('/api/web/simp2/business/eb/ebUserInfo/reviewUsersById', {
    headers,
    data: { enterpriseId: application!.enterpriseId, approved: true },
  });
  const answer = (await review.json()) as { code: number };
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await request.delete('/auth-ts/token/logout', { headers });
}

/** A small real PDF (the server checks the content, not the name). */
export function licencePdf(): { name: string; mimeType: string; buffer: Buffer } {
  const pdf = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name: 'business-licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) };
}

/** An individual account registered through the API, for journeys about something else. */
export async function registerIndividualByApi(
  request: APIRequestContext,
  user: { logonId: string; email: string; phone: string },
  password: string,
  readCode: (email: string) => Promise<string>,
) {
  const sent = await request.post('/api/web-ts/login/tsEbUser/ebUser/sendVerificationCode', { data: { email: user.email, purpose: 'register' } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  const registered = await request.post('/api/web-ts/login/tsEbUser/ebUser/ebUserRegister', {
    data: { ...user, nickname: user.logonId, emailCode: await readCode(user.email), password, confirmPassword: password, consentVersion: LEGAL_VERSION },
  });
  const answer = (await registered.json()) as { code: number };
  expect(answer.code, JSON.stringify(answer)).toBe(200);
}

/** The password of the users journeys register for a purchase. */
export const NEWCOMER_PASSWORD = 'Sea#Route2026';

/**
 * A fresh individual user, registered through the API and logged in on the login page, which
 * hands over to `landing` (a path under /tickets, e.g. '/ticketing/search').
 */
export async function signInNewcomer(page: Page, request: APIRequestContext, project: string, landing: string) {
  const user = newcomer(project, 't');
  await registerIndividualByApi(request, user, NEWCOMER_PASSWORD, readEmailCode);
  await page.goto(`login?redirect=${encodeURIComponent(landing)}`);
  await submitLogin(page, user.logonId, NEWCOMER_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/tickets${landing.replace(/[/?]/g, '\\$&')}$`));
  return user;
}
