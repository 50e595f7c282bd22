import { test as base, expect, type Page } from '@playwright/test';

/** Every journey fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const PRODUCT_NAME = { zh: '中日航运服务平台', ja: '日中航路サービス' } as const;

export function langOf(projectName: string): 'zh' | 'ja' {
  return projectName === 'ja' || projectName.endsWith('-ja') ? 'ja' : 'zh';
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
