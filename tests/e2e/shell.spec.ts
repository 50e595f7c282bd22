import { PUBLIC_ROUTES, SPEC_ROUTES } from './specRoutes';
import { expect, expectNoSidewaysScroll, langOf, PRODUCT_NAME, test } from './fixtures';

const SWITCHED = { zh: '切换语言成功', ja: '言語を切り替えました' } as const;
const LOAD_FAILED = { zh: '页面加载失败', ja: 'ページを読み込めませんでした' } as const;

test('the home page renders in the browser language, with header, footer and announcements', async ({ page }, info) => {
  const lang = langOf(info.project.name);
  await page.goto('');
  await expect(page).toHaveTitle(new RegExp(PRODUCT_NAME[lang]));
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'ja-JP');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // Seeded announcements reach the home page through the real server.
  await expect(page.locator('a[href*="newsDetail?uuid="]').first()).toBeVisible();
  // Company details come from configuration: the ICP number and both offices.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('ICP');
  await expect(footer.locator('img')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('switching language stores the choice, switches at once and says so', async ({ page }, info) => {
  const from = langOf(info.project.name);
  const to = from === 'zh' ? 'ja' : 'zh';
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trigger = page.locator('.language-menu button').first();
  await trigger.hover();
  const other = page.locator(`.language-menu [lang="${to === 'zh' ? 'zh-CN' : 'ja-JP'}"]`);
  const current = page.locator(`.language-menu [lang="${from === 'zh' ? 'zh-CN' : 'ja-JP'}"]`);
  await expect(current).toBeDisabled();
  await other.click();
  await expect(page.getByText(SWITCHED[to])).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(PRODUCT_NAME[to]));
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(to === 'zh' ? 'zh' : 'jp');
  await page.reload();
  await expect(page).toHaveTitle(new RegExp(PRODUCT_NAME[to]));
});

test('every route of the spec answers with its screen, and protected ones ask for login', async ({ page }, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  for (const path of SPEC_ROUTES) {
    await page.goto(path.slice(1));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toBeVisible();
    await expect(heading, path).not.toBeEmpty();
    await expect(page, path).toHaveTitle(new RegExp(PRODUCT_NAME[lang]));
    const url = new URL(page.url());
    if (PUBLIC_ROUTES.has(path)) {
      expect(url.pathname, path).toBe(`/tickets${path === '/' ? '/' : path}`);
    } else {
      expect(url.pathname, path).toBe('/tickets/login');
      expect(url.searchParams.get('redirect'), path).toBe(path);
    }
  }
});

test('an unknown path reaches the error page, answered with 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('no/such/page');
  expect(response?.status()).toBe(404);
  // the browser logs the page's own 404; it is what this test asks for
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  consoleErrors.length = 0;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.error-page')).toBeVisible();
  await expect(
    page
      .getByRole('link')
      .filter({ has: page.locator('[href="/tickets/"]') })
      .or(page.locator('.error-page a[href="/tickets/"]'))
      .first(),
  ).toBeVisible();
});

test('a route chunk that fails to load shows the loading-failed error and retries', async ({ page, consoleErrors }, info) => {
  const lang = langOf(info.project.name);
  const loaded = new Set<string>();
  page.on('requestfinished', (r) => loaded.add(r.url()));
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // From now on, every script not loaded yet fails, as on a dropped connection.
  await page.route('**/tickets/assets/*.js', (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort()));
  await page.locator('.main-menu a[href="/tickets/notice"]').click();
  await expect(page.getByText(LOAD_FAILED[lang]).first()).toBeVisible();
  await page.unroute('**/tickets/assets/*.js');
  await page.locator('.page-failed button').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/notice$/);
  // The failed fetches were logged by the browser on purpose.
  consoleErrors.length = 0;
});

test('nothing scrolls sideways at 1280 px', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['', 'notice', 'timetable', 'scheduleMgtTwo', 'dndChargeFreeDayIndex', 'no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  // the unknown page's 404, logged by the browser
  expect(consoleErrors).toHaveLength(1);
  consoleErrors.length = 0;
});
