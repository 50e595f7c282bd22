import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { pickDay, sailingDays, TICKETING_TEXT } from './support/ticketing';

/** What a visitor reads on the home and information pages, in each language (i18n and the seeded settings). */
const TEXT = {
  zh: {
    quickSearch: '查询航班',
    searchButton: '查询航班',
    from: '出发港',
    to: '到达港',
    roundTrip: '往返',
    nextSailings: '近期航班',
    routes: ['上海 — 大阪', '上海 — 神户', '太仓 — 下关'],
    shanghaiTerminal: '上海港国际客运中心',
    refundTitle: '退票手续费',
    refundRows: ['开船前7天以上票款的 10%', '开船前1天至7天票款的 30%', '开船前24小时以内不予退票'],
    passengerNotice: '乘客须知',
    noticeRefundText: '开船前7天以上申请退票，收取票款的10%',
    tools: '集装箱服务',
    company: '东海渡轮航运有限公司',
    vessel: '新鉴真号',
    offices: ['上海客服中心', '大阪客服中心'],
    list: '资讯列表',
    pager: '分页',
    page2: '第 2 页',
    news: '新闻',
    pageSize: '每页显示',
    total: '共 18 条',
    back: '返回资讯列表',
    notFound: '该资讯不存在或已下线，请返回资讯列表查看其他内容。',
  },
  ja: {
    quickSearch: '便をさがす',
    searchButton: '便を検索',
    from: '出発港',
    to: '到着港',
    roundTrip: '往復',
    nextSailings: '直近の運航便',
    routes: ['上海 — 大阪', '上海 — 神戸', '太倉 — 下関'],
    shanghaiTerminal: '上海港国際フェリーターミナル',
    refundTitle: '払い戻し手数料',
    refundRows: ['出港の7日より前運賃の 10%', '出港の1日前から7日前まで運賃の 30%', '出港前24時間以内払い戻しできません'],
    passengerNotice: '乗船者への注意事項',
    noticeRefundText: '出港前24時間以内は払い戻しいたしかねます',
    tools: 'コンテナサービス',
    company: '東海フェリー海運株式会社',
    vessel: '新鑑真',
    offices: ['上海カスタマーセンター', '大阪カスタマーセンター'],
    list: 'お知らせ一覧',
    pager: 'ページ送り',
    page2: '2 ページ目',
    news: 'ニュース',
    pageSize: '表示件数',
    total: '全 18 件',
    back: 'お知らせ一覧に戻る',
    notFound: 'このお知らせは存在しないか、掲載を終了しました。お知らせ一覧から他の記事をご覧ください。',
  },
} as const;

/** The rows of the information list (its first list; the pager's pages are the second). */
const newsRows = (page: Page, t: (typeof TEXT)['zh' | 'ja']) => page.getByRole('region', { name: t.list }).getByRole('list').first().getByRole('listitem');

test('the home search hands over to the one-way list with the same route and day', async ({ page, request }, info) => {
  const t = TEXT[langOf(info.project.name)];
  const tt = TICKETING_TEXT[langOf(info.project.name)];
  const days = await sailingDays(request, 'CNSHA', 'JPOSA');
  await page.goto('');
  const search = page.getByRole('region', { name: t.quickSearch });
  await expect(search.getByLabel(t.from, { exact: true })).toHaveValue('CNSHA');
  await expect(search.getByLabel(t.to, { exact: true })).toHaveValue('JPOSA');
  // The calendar arrives after the page; it opens on the route's first sailing day.
  const date = search.locator('#home-search-date');
  await expect(date).toBeEnabled();
  await expect(date).not.toHaveValue('');
  // Another sailing day, picked on the marked calendar.
  const day = days[1]!;
  await pickDay(page, 'home-search-date', day);
  await expect(date).toHaveValue(day);
  await search.getByRole('button', { name: t.searchButton }).click();

  await expect(page).toHaveURL(new RegExp(`/tickets/ticketing/one_way\\?from=CNSHA&to=JPOSA&date=${day}$`));
  await expect(page.getByText(tt.dayShown(day))).toBeVisible();
  await expect(page.locator('.sailing-card').first()).toBeVisible();
});

test('the home page shows the next sailings of every route with their berths, each leading to its day', async ({ page }, info) => {
  const t = TEXT[langOf(info.project.name)];
  const tt = TICKETING_TEXT[langOf(info.project.name)];
  await page.goto('');
  for (const name of t.routes) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(card.getByText(t.nextSailings)).toBeVisible();
    await expect(card.locator('.next-sailing')).toHaveCount(4);
  }
  const first = page.locator('.next-sailing').first();
  await expect(first).toContainText(langOf(info.project.name) === 'zh' ? /余 \d+ 间 · \d+ 铺/ : /残り \d+ 室・\d+ 席/);
  const href = await first.getAttribute('href');
  const day = /date=(\d{4}-\d{2}-\d{2})/.exec(href ?? '')?.[1];
  await first.click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/one_way\?from=[A-Z]{5}&to=[A-Z]{5}&date=/);
  await expect(page.getByText(tt.dayShown(day!))).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('route instructions: boarding, baggage and documents per route, the refund fees, the passenger notice, the container tools', async ({ page }, info) => {
  const t = TEXT[langOf(info.project.name)];
  await page.goto('notice');
  for (const name of t.routes) await expect(page.getByRole('region', { name })).toBeVisible();
  const shanghaiOsaka = page.getByRole('region', { name: t.routes[0] });
  await expect(shanghaiOsaka.getByText(t.shanghaiTerminal)).toBeVisible();
  await expect(shanghaiOsaka.getByRole('article')).toHaveCount(2);
  await expect(shanghaiOsaka.getByRole('listitem').first()).not.toBeEmpty();
  const refund = page.getByRole('region', { name: t.refundTitle });
  await expect(refund.getByRole('row')).toHaveText([/./, ...t.refundRows]);
  await expect(page.getByRole('region', { name: t.passengerNotice })).toContainText(t.noticeRefundText);
  const tools = page.getByRole('region', { name: t.tools }).getByRole('link');
  await expect(tools).toHaveCount(3);
  await tools.first().click();
  await expect(page).toHaveURL(/\/tickets\/scheduleMgtTwo$/);
  await page.goto('notice');
  await expectNoSidewaysScroll(page);
});

test('about us: the company, its fleet and routes, both customer-service offices', async ({ page }, info) => {
  const t = TEXT[langOf(info.project.name)];
  await page.goto('infoUS');
  await expect(page.locator('.about-company__name')).toContainText(t.company);
  await expect(page.getByRole('article', { name: t.vessel })).toBeVisible();
  // two sister ships on each of the three routes (voyages.seed.ts)
  await expect(page.getByRole('article')).toHaveCount(6);
  // the page's own, beside the footer's
  for (const office of t.offices) await expect(page.getByRole('main').getByRole('region', { name: office })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('latest information: pages, page sizes and types, newest first; a detail shows title, date and body', async ({ page }, info) => {
  const t = TEXT[langOf(info.project.name)];
  await page.goto('information');
  await expect(newsRows(page, t)).toHaveCount(10);
  await expect(page.getByText(t.total)).toBeVisible();
  const dates = await newsRows(page, t).locator('time').allTextContents();
  expect(dates).toEqual([...dates].sort().reverse());

  await page.getByRole('navigation', { name: t.pager }).getByRole('link', { name: t.page2 }).click();
  await expect(page).toHaveURL(/\/tickets\/information\?page=2$/);
  await expect(newsRows(page, t)).toHaveCount(8);

  await page.getByLabel(t.pageSize).selectOption('20');
  await expect(newsRows(page, t)).toHaveCount(18);

  await page.getByRole('link', { name: t.news, exact: true }).click();
  await expect(page).toHaveURL(/type=NEWS/);
  await expect(newsRows(page, t)).toHaveCount(6);
  await expect(newsRows(page, t).locator('.news-type')).toHaveText(Array(6).fill(t.news));

  const first = newsRows(page, t).first().getByRole('link');
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/tickets\/newsDetail\?uuid=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.news-meta time')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('.news-body p').first()).not.toBeEmpty();
  await expectNoSidewaysScroll(page);

  // /detail is the same screen.
  const uuid = new URL(page.url()).searchParams.get('uuid');
  await page.goto(`detail?uuid=${uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: t.back }).click();
  await expect(page).toHaveURL(/\/tickets\/information$/);
});

test('an unknown announcement shows the not-found message', async ({ page }, info) => {
  const t = TEXT[langOf(info.project.name)];
  await page.goto('newsDetail?uuid=7f0e2f4a-1d5b-4c8e-9a3b-2b6f1c9d0e11');
  await expect(page.getByText(t.notFound)).toBeVisible();
  await page.goto('detail?uuid=not-a-uuid');
  await expect(page.getByText(t.notFound)).toBeVisible();
});

test('a body carrying a script or an onerror handler runs nothing in the browser', async ({ page, consoleErrors }) => {
  await page.goto('information');
  const href = await page.locator('.news-row__title').first().getAttribute('href');
  // The server's own answer, with a hostile body in both languages.
  await page.route('**/getTsAnnouncementByUuid*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { body: { zh: string; ja: string } } };
    const hostile =
      '<p>正文 本文</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">x</a>';
    body.data.body = { zh: hostile, ja: hostile };
    await route.fulfill({ response, json: body });
  });
  await page.goto(href!.replace(/^\/tickets\//, ''));
  await expect(page.getByText('正文 本文')).toBeVisible();
  await page.locator('.news-body a').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('.news-body script, .news-body [onerror], .news-body [href^="javascript"]')).toHaveCount(0);
  // Defence in depth: an inline handler that got through would also meet the Content-Security-Policy,
  // which blocks it and says so on the console; that block is expected, any other error is not.
  const blocked = (text: string) => text.includes('Content Security Policy') && text.includes('script-src-attr');
  // the hostile image's src="x" is no page of the portal: the server answers 404, as it should
  const missingImage = (text: string) => text === 'Failed to load resource: the server responded with a status of 404 (Not Found)';
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !blocked(text) && !missingImage(text)));
});
