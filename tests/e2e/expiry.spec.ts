import { expect, langOf, test } from './fixtures';
import { signInNewcomer } from './support/identity';
import { berthsLeft, bornBefore, cabinRow, field, fillPassenger, sailingCard, sailingDays, TICKETING_TEXT, type CabinCode } from './support/ticketing';

/**
 * Runs on the second server of playwright.config.ts, whose payment window is one minute and
 * whose sweep runs every two seconds: an unpaid order runs out and its berths go back.
 */
/** Each language in its own cabin class, so each sees only its own berths move. */
const CABIN: Record<'zh' | 'ja', CabinCode> = { zh: 'SECOND_DORMITORY', ja: 'SECOND_JAPANESE' };
const EXPIRED = { zh: '支付时间已过，订单已取消。', ja: 'お支払い期限を過ぎたため、予約はキャンセルされました。' } as const;
const BUY_AGAIN = { zh: '重新购票', ja: 'もう一度購入する' } as const;

test('an order left unpaid expires when its window ends, and its berths go back to sale', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const user = await signInNewcomer(page, request, lang, '/ticketing/search');

  const day = (await sailingDays(request, 'CNSHA', 'JPOSA'))[1]!;
  await page.goto(`ticketing/one_way?from=CNSHA&to=JPOSA&date=${day}`);
  const row = cabinRow(page, sailingCard(page), t.cabins[CABIN[lang]]);
  const before = await berthsLeft(row, t);
  await row.getByRole('button', { name: t.choose }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await field(page, t.contactName).fill('林晓');
  await field(page, t.contactPhone).fill(user.phone);
  await field(page, t.contactEmail).fill(user.email);
  await page.getByRole('button', { name: t.addPassenger }).click();
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  await fillPassenger(page, t, 0, {
    cnSurname: '林',
    cnGivenName: '海',
    enSurname: 'Lin',
    enGivenName: 'Hai',
    female: false,
    birthDate: bornBefore(day, 40),
    passportNo: `X${stamp}${lang === 'zh' ? 'Z' : 'J'}`,
  });
  await page.getByLabel(t.agree).check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=[0-9a-f-]{36}$/);

  // A one-minute window counting down; the berth is held meanwhile.
  await expect(page.getByRole('timer')).toHaveText(/^(01:00|00:[0-5]\d)$/);
  const remaining = async () => {
    const answer = await request.get(`/api/web-ts/common/ts/voyage/getWebTsVoyageList?departurePort=CNSHA&arrivalPort=JPOSA&date=${day}`);
    const body = (await answer.json()) as { data: { cabins: { cabinClass: string; remainingBerths: number }[] }[] };
    return body.data[0]!.cabins.find((c) => c.cabinClass === CABIN[lang])!.remainingBerths;
  };
  expect(await remaining()).toBe(before - 1);

  // The window runs out: the screen says the order is cancelled and offers to buy again.
  await expect(page.getByText(EXPIRED[lang])).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: BUY_AGAIN[lang] }).or(page.getByRole('link', { name: BUY_AGAIN[lang] }))).toBeVisible();
  await page.screenshot({ path: `test-results/expiry-${info.project.name}.png`, fullPage: true });

  // The screen counts down on the browser's clock; the server's sweep (every 2 s) cancels the
  // order on its own: wait for it, then the berth is on sale again on the list.
  await expect.poll(remaining, { timeout: 20_000 }).toBe(before);
  await page.goto(`ticketing/one_way?from=CNSHA&to=JPOSA&date=${day}`);
  expect(await berthsLeft(cabinRow(page, sailingCard(page), t.cabins[CABIN[lang]]), t)).toBe(before);
});
