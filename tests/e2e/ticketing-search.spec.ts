import { expect, langOf, test } from './fixtures';
import { DEMO_PASSWORD, submitLogin } from './support/identity';
import { choosePort, pickDay, sailingDays } from './support/ticketing';

/** The spec's texts in each language. */
const TEXT = {
  zh: {
    shanghai: '上海',
    osaka: '大阪',
    roundTrip: '往返',
    search: '查询航班',
    berthsLeft: /剩余 \d+ 张/,
    /** yuan as the Chinese screens write them */
    rmb: /¥[\d,]+\.\d{2}/,
    choose: '选择',
    returnBeforeOutbound: '返程出发时间不能早于去程出发时间',
    incomplete: '筛选条件不完整',
    fillOrder: '填写订单',
  },
  ja: {
    shanghai: '上海',
    osaka: '大阪',
    roundTrip: '往復',
    search: '便を検索',
    berthsLeft: /残り \d+ 席/,
    /** in Japanese 元 after the number: ¥ would read as yen */
    rmb: /[\d,]+\.\d{2}元/,
    choose: '選択',
    returnBeforeOutbound: '復路の出発日時は往路の出発日時より前にできません',
    incomplete: '検索条件が不足しています',
    fillOrder: '注文内容の入力',
  },
} as const;

test('a visitor searches Shanghai to Osaka on the marked calendar, chooses a cabin, logs in and keeps the sailing', async ({ page, request }, info) => {
  const t = TEXT[langOf(info.project.name)];
  await page.goto('ticketing/search');
  await expect(page.locator('.ticketing-steps [aria-current="step"]')).toBeVisible();

  // Nothing chosen: the spec's "incomplete filter conditions".
  await page.getByRole('button', { name: t.search }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.incomplete })).toBeVisible();

  await choosePort(page, 'search-from', t.shanghai);
  await choosePort(page, 'search-to', t.osaka);

  // The calendar marks the days with sailings.
  await page.locator('#search-date').click();
  const panel = page.locator('.sailing-calendar:visible');
  await expect(panel.locator('.sailing-day').first()).toBeVisible();
  await page.screenshot({ path: `test-results/ticketing-calendar-${info.project.name}.png` });
  const [first] = await sailingDays(request, 'CNSHA', 'JPOSA');
  expect(first).toBeTruthy();
  await page.keyboard.press('Escape');
  await pickDay(page, 'search-date', first!);
  await page.screenshot({ path: `test-results/ticketing-search-${info.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: t.search }).click();

  // The day's sailings with remaining berths and prices in yuan.
  await expect(page).toHaveURL(new RegExp(`/tickets/ticketing/one_way\\?from=CNSHA&to=JPOSA&date=${first}`));
  const card = page.locator('.sailing-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByText(t.berthsLeft).first()).toBeVisible();
  await expect(card.getByText(t.rmb).first()).toBeVisible();
  await page.screenshot({ path: `test-results/ticketing-one-way-${info.project.name}.png`, fullPage: true });
  const voyageCode = (await card.locator('.sailing-card__code').textContent())?.trim() ?? '';
  await card.locator('.sailing-cabin:not(.is-sold-out)').first().getByRole('button', { name: t.choose }).click();

  // CreateOrder is not public: log in, and come back to the chosen sailing.
  await expect(page).toHaveURL(/\/tickets\/login\?redirect=%2Fticketing%2Fcreate_order/);
  await submitLogin(page, 'demo.passenger', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await expect(page.locator('.ticketing-steps [aria-current="step"]')).toContainText(t.fillOrder);
  await expect(page.getByText(voyageCode).first()).toBeVisible();

  // A reload keeps it too.
  await page.reload();
  await expect(page.getByText(voyageCode).first()).toBeVisible();
  await page.screenshot({ path: `test-results/ticketing-create-order-${info.project.name}.png`, fullPage: true });
});

test('a round trip whose return day is earlier than the outbound is refused with the spec message', async ({ page, request }, info) => {
  const t = TEXT[langOf(info.project.name)];
  const outboundDays = await sailingDays(request, 'CNSHA', 'JPOSA');
  const returnDays = await sailingDays(request, 'JPOSA', 'CNSHA');
  // An outbound day A, a return day R on or after it, and a later outbound day B after R.
  const a = outboundDays[0]!;
  const r = returnDays.find((day) => day >= a)!;
  const b = outboundDays.find((day) => day > r)!;
  expect([a, r, b].every(Boolean)).toBe(true);

  await page.goto('ticketing/search');
  await page.locator('.ticket-search__type').getByText(t.roundTrip).click();
  await choosePort(page, 'search-from', t.shanghai);
  await choosePort(page, 'search-to', t.osaka);
  await pickDay(page, 'search-date', a);
  await pickDay(page, 'search-return-date', r);
  // The outbound moves past the return: the search refuses it.
  await pickDay(page, 'search-date', b);
  await page.getByRole('button', { name: t.search }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.returnBeforeOutbound })).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/search/);

  // With the return after the outbound it goes through to the outbound's sailings.
  await pickDay(page, 'search-date', a);
  await page.getByRole('button', { name: t.search }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/ticketing/round_trip\\?from=CNSHA&to=JPOSA&date=${a}&returnDate=${r}`));
  const outbound = page.locator('.sailing-card').first();
  await expect(outbound).toBeVisible();
  await outbound.locator('.sailing-cabin:not(.is-sold-out)').first().getByRole('button', { name: t.choose }).click();

  // The return list keeps the outbound's cabin class and its currency (yuan, from Shanghai).
  await expect(page.locator('.chosen-outbound')).toBeVisible();
  // Of the day's return sailings, those selling that class offer it alone (another journey may add one without it).
  const back = page
    .locator('.sailing-card')
    .filter({ has: page.locator('.sailing-cabin') })
    .first();
  await expect(back).toBeVisible();
  await expect(back.locator('.sailing-cabin')).toHaveCount(1);
  await expect(back.getByText(t.rmb).first()).toBeVisible();
  await page.screenshot({ path: `test-results/ticketing-round-trip-${info.project.name}.png`, fullPage: true });
});
