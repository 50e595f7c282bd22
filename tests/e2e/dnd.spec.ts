import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { containersOf, containersUnderClock } from './support/dnd';
import { submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD } from './support/shipping';

/** Each step waits on the server; on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** What the D&D screens say, in each language (src/i18n). */
const TEXT = {
  zh: {
    freeTitle: '免费用箱期查询',
    estimateTitle: '滞箱费预估',
    queryTitle: '滞箱费查询',
    estimate: '估算',
    result: '估算结果',
    free: (days: number) => `免费期（${days} 天）`,
    tier: (from: number, to: number | null) => (to === null ? `第 ${from} 天起` : `第 ${from}–${to} 天`),
    total: '合计',
    running: '计费中',
    search: '查询',
    noMatch: '没有符合条件的集装箱。',
    quantityRange: '箱量为1到999的整数',
  },
  ja: {
    freeTitle: 'フリータイム照会',
    estimateTitle: 'デマレージ試算',
    queryTitle: 'デマレージ照会',
    estimate: '試算する',
    result: '試算結果',
    free: (days: number) => `フリータイム（${days}日）`,
    tier: (from: number, to: number | null) => (to === null ? `${from}日目以降` : `${from}〜${to}日目`),
    total: '合計',
    running: '計算中',
    search: '検索',
    noMatch: '条件に合うコンテナはありません。',
    quantityRange: '本数は1～999の整数で入力してください',
  },
} as const;

/** RMB as the screens write it: thousands separated, two decimals; ¥ before in Chinese, 元 after in Japanese (¥ reads as yen there). */
const rmbIn = (lang: 'zh' | 'ja') => (yuan: number) => {
  const digits = yuan.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return lang === 'zh' ? `¥${digits}` : `${digits}元`;
};
/** "¥1,234.50" or "1,234.50元" read back as 1234.5 */
const yuanOf = (text: string) => Number(text.replace(/[¥元,]/g, ''));
const cellTexts = async (row: Locator) => (await row.locator(':scope > td, :scope > th').allInnerTexts()).map((t) => t.trim());

interface TierRead {
  fromDay: number;
  toDay: number | null;
  yuanPerDay: number;
}

/** The visitor's reading of a tariff on the free-days screen: its free days and every tier's days and rate. */
async function readTariff(page: Page): Promise<{ freeDays: number; tiers: TierRead[] }> {
  const row = page.locator('.dnd-free__table .p-datatable-tbody > tr');
  await expect(row).toHaveCount(1);
  const freeDays = Number((await row.locator('> td').nth(2).innerText()).replace(/\D/g, ''));
  const tiers: TierRead[] = [];
  for (const tr of await row.locator('.dnd-tiers tbody tr').all()) {
    const [from, to, rate] = await cellTexts(tr);
    tiers.push({ fromDay: Number(from), toDay: /^\d+$/.test(to!) ? Number(to) : null, yuanPerDay: yuanOf(rate!) });
  }
  return { freeDays, tiers };
}

test('D&D: a visitor reads Shanghai 40HC’s free days; a new enterprise estimates 20 days of one 40HC and checks it by hand, and sees its own containers’ charges, never another’s', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const rmb = rmbIn(lang);
  const shots = (name: string) => page.screenshot({ path: `${info.outputDir}/../shots/dnd-${lang}-${name}.png`, fullPage: true });

  // A visitor (nobody logged in) reads the tariff of Shanghai 40HC.
  await page.goto('dndChargeFreeDayIndex');
  await expect(page.getByRole('heading', { level: 1, name: t.freeTitle })).toBeVisible();
  await expect(page.locator('.dnd-free__table .p-datatable-tbody > tr').first()).toBeVisible();
  await page.locator('#dnd-free-port').selectOption('CNSHA');
  await page.locator('#dnd-free-type').selectOption('40HC');
  const tariff = await readTariff(page);
  expect(tariff.freeDays).toBeGreaterThan(0);
  expect(tariff.tiers.at(-1)!.toDay).toBeNull();
  await expectNoSidewaysScroll(page);
  await shots('free-days');

  // A new enterprise, with two boxes whose clocks the shipping clerk started at Shanghai.
  const company = await approvedEnterprise(request, info.project.name);
  const boxes = await containersUnderClock(request, company.logonId, ENTERPRISE_PASSWORD, (Date.now() % 40_000) * 20 + (lang === 'zh' ? 0 : 10));
  const strangers = await containersOf(request, 'demo.shipper');
  expect(strangers.length, 'demo.shipper has containers under the clock').toBeGreaterThan(0);

  await page.goto('login?redirect=%2FdndQueryAndCalcRate');
  await submitLogin(page, company.logonId, ENTERPRISE_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: t.estimateTitle })).toBeVisible();

  // A quantity of none is refused at its field, before anything is asked.
  await page.locator('#dnd-estimate-portCode').selectOption('CNSHA');
  await page.locator('#dnd-estimate-containerType').selectOption('40HC');
  await page.locator('#dnd-estimate-quantity').fill('0');
  await page.locator('#dnd-estimate-startDate').fill('2026-03-01');
  await page.locator('#dnd-estimate-endDate').fill('2026-03-20');
  await page.getByRole('button', { name: t.estimate }).click();
  await expect(page.locator('#dnd-estimate-quantity-message')).toHaveText(t.quantityRange);
  await shots('estimate-refused');

  // 20 days, 2026-03-01 to 2026-03-20, both counted, one 40HC.
  await page.locator('#dnd-estimate-quantity').fill('1');
  await page.getByRole('button', { name: t.estimate }).click();
  const result = page.getByRole('table', { name: t.result });
  await expect(result).toBeVisible();

  // By hand, from the tariff read above: the first `freeDays` days are free; a tier charges the
  // days of the 20 that fall between its first and last day (to day 20 when it is open), times its
  // daily rate, times one container.
  const DAYS = 20;
  const QUANTITY = 1;
  const expected = [[t.free(tariff.freeDays), String(Math.min(DAYS, tariff.freeDays)), rmb(0), rmb(0)]];
  let totalYuan = 0;
  for (const tier of tariff.tiers) {
    const lastDay = Math.min(DAYS, tier.toDay ?? DAYS);
    const days = Math.max(0, lastDay - tier.fromDay + 1);
    const amount = days * tier.yuanPerDay * QUANTITY;
    totalYuan += amount;
    expected.push([t.tier(tier.fromDay, tier.toDay), String(days), rmb(tier.yuanPerDay), rmb(amount)]);
  }
  expected.push([t.total, String(DAYS), '', rmb(totalYuan)]);
  const shown = [];
  for (const row of await result.locator('tbody tr, tfoot tr').all()) shown.push(await cellTexts(row));
  expect(shown).toEqual(expected);
  // Seeded Shanghai 40HC (7 free days, RMB 300 for days 8–14, 600 for 15–21): 7 × 300 + 6 × 600 = 5,700.
  if (tariff.freeDays === 7 && tariff.tiers[0]!.yuanPerDay === 300 && tariff.tiers[1]!.yuanPerDay === 600) expect(totalYuan).toBe(7 * 300 + 6 * 600);
  await expectNoSidewaysScroll(page);
  await shots('estimate');

  // The demurrage query: the enterprise's two boxes, and none of demo.shipper's.
  await page.goto('dndChargeQueryIndex');
  await expect(page.getByRole('heading', { level: 1, name: t.queryTitle })).toBeVisible();
  const rows = page.locator('.dnd-query__table .p-datatable-tbody > tr');
  await expect(rows).toHaveCount(2);
  // Ten days ago to today at Shanghai is 11 days: the free days, then the rest at the first tier's rate.
  const runningDays = 11;
  const runningCharge = (runningDays - tariff.freeDays) * tariff.tiers[0]!.yuanPerDay;
  const running = await cellTexts(rows.filter({ hasText: boxes.running }));
  expect(running.slice(1, 2)).toEqual([boxes.bookingNo]);
  expect(running.slice(4)).toEqual([t.running, String(runningDays), '0', rmb(runningCharge), expect.stringContaining('RMB')]);
  const stopped = await cellTexts(rows.filter({ hasText: boxes.stopped }));
  expect(stopped.slice(5, 8)).toEqual(['3', String(tariff.freeDays - 3), rmb(0)]);
  const listed = (await rows.allInnerTexts()).join('\n');
  for (const containerNo of strangers) expect(listed).not.toContain(containerNo);
  await expectNoSidewaysScroll(page);
  await shots('query');

  // Asked for another enterprise's box by its number, the query finds nothing.
  await page.locator('#dnd-query-container').fill(strangers[0]!);
  await page.getByRole('button', { name: t.search, exact: true }).click();
  await expect(page.getByText(t.noMatch)).toBeVisible();

  // The same estimate inside the ticketing site's layout, linked from its home page.
  await page.goto('dndQueryAndCalcRateTwo');
  await expect(page.getByRole('heading', { level: 1, name: t.estimateTitle })).toBeVisible();
  await expect(page.locator('#dnd-estimate-portCode option[value="CNSHA"]')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shots('estimate-two');
});
