import { expect, expectNoSidewaysScroll, langOf, test } from './fixtures';

/** What the screens say, written out by hand (src/i18n). */
const TEXT = {
  zh: { link: '客运船期表', title: '客运船期表', route: '上海 → 大阪', book: (code: string) => `预订航次 ${code}`, weekly: /^每周.+开航$/ },
  ja: { link: '旅客便時刻表', title: '旅客便時刻表', route: '上海 → 大阪', book: (code: string) => `${code}便を予約`, weekly: /^毎週.+に出航$/ },
} as const;

test('a passenger opens the timetable from the home page and books a sailing from it', async ({ page }, info) => {
  const t = TEXT[langOf(info.project.name)];
  const answer = page.waitForResponse((r) => r.url().includes('/getTsTimetable'));
  await page.goto('');
  await page.getByRole('link', { name: t.link, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  expect((await answer).status()).toBe(200);

  const route = page.getByRole('region', { name: t.route });
  await expect(route.getByText(t.weekly)).toBeVisible();
  const firstRow = route.getByRole('row').nth(1);
  const code = (await firstRow.locator('.timetable__code').textContent())!.trim();
  expect(code).toMatch(/^SO\d{4}[A-Z]$/);
  await expectNoSidewaysScroll(page);

  // the seeded sailings have berths left: the first one can be booked
  await route.getByRole('link', { name: t.book(code) }).click();
  await expect(page).toHaveURL(/\/ticketing\/one_way\?from=CNSHA&to=JPOSA&date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText(code).first()).toBeVisible({ timeout: 15_000 });
});
