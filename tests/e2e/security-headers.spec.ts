import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { captchaReady } from './support/identity';

/**
 * The built pages run under the server's Content-Security-Policy without a single violation.
 * Every violation is collected from the page itself (`securitypolicyviolation`), besides the
 * console errors the fixture already fails on.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

// The policy and the pages' resources do not depend on the language: one project is enough.
test.beforeEach(({}, info) => test.skip(info.project.name !== 'zh', 'checked once, in the zh project'));

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** Opens a page and checks the policy it was served with. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy'], path).toMatch(/script-src 'self'(;|$)/);
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
}

test('home, login and search run with no policy violation', async ({ page }) => {
  await watchViolations(page);
  await open(page, '');
  await open(page, 'login');
  await captchaReady(page);
  await open(page, 'ticketing/search');
  // PrimeReact overlays inject their styles when they open.
  await page.locator('.p-dropdown:has(#search-from)').click();
  await expect(page.locator('.p-dropdown-panel .p-dropdown-item').first()).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await violations(page)).toEqual([]);
});

test('the console login runs with no policy violation', async ({ page }) => {
  await watchViolations(page);
  await open(page, 'admin/login');
  await captchaReady(page);
  expect(await violations(page)).toEqual([]);
});

test('the policy is enforced: an injected inline script does not run and is reported', async ({ page, consoleErrors }) => {
  await watchViolations(page);
  await open(page, '');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as Window & { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  // The fixture fails on console errors; this one is the expected report of the blocked script.
  expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/Content Security Policy/)]);
});
