import type { Page } from '@playwright/test';
import { expect, langOf, test } from './fixtures';
import { signInNewcomer } from './support/identity';
import {
  berthsLeft,
  bornBefore,
  cabinRow,
  choosePort,
  daysBetween,
  fareOf,
  field,
  fillPassenger,
  moneyValue,
  orderStatus,
  passengerCard,
  pickDay,
  sailingCard,
  sailingCardWith,
  sailingDays,
  surchargeOf,
  TICKETING_TEXT,
  today,
  type CabinCode,
  type TicketingText,
} from './support/ticketing';

/** The Payment screen's step and its link to the order's own page. */
const PAYMENT_TEXT = {
  zh: { step: '订单支付', toOrder: '查看订单详情' },
  ja: { step: 'お支払い', toOrder: '予約詳細を見る' },
} as const;

/** A created order goes on to the Payment screen (step 3); its link opens the order's page. */
async function fromPaymentToOrder(page: Page, lang: 'zh' | 'ja') {
  await expect(page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=/);
  await expect(page.locator('.ticketing-steps [aria-current="step"]')).toContainText(PAYMENT_TEXT[lang].step);
  await page.getByRole('link', { name: PAYMENT_TEXT[lang].toOrder }).click();
}

/**
 * zh and ja share one server and database: each buys in a cabin class of its own, so the
 * other project's orders never move the count a journey checks. The first-class Japanese-style
 * room is sold by the room (the party takes one), the second class by the berth (the infant takes none).
 */
const ONE_WAY_CABIN: Record<'zh' | 'ja', CabinCode> = { zh: 'FIRST_JAPANESE', ja: 'SECOND_JAPANESE' };
const ONE_WAY_TAKES: Record<'zh' | 'ja', number> = { zh: 1, ja: 3 };
const ROUND_TRIP_CABIN: CabinCode = 'SECOND_DORMITORY';

/** The fields of one passenger, unique per run (a passport number is a passenger's identity on the list). */
function person(stamp: string, n: number, names: [string, string, string, string], female: boolean, birthDate: string) {
  const [cnSurname, cnGivenName, enSurname, enGivenName] = names;
  return { cnSurname, cnGivenName, enSurname, enGivenName, female, birthDate, passportNo: `E${stamp}${n}` };
}

async function fillContact(page: Page, t: TicketingText, user: { email: string; phone: string }) {
  await field(page, t.contactName).fill('林晓');
  await field(page, t.contactPhone).fill(user.phone);
  await field(page, t.contactEmail).fill(user.email);
}

test('a new user buys one way for two adults, a child and an infant; one room fewer (zh, a room class) or three berths (ja, sold by the berth)', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const cabin = t.cabins[ONE_WAY_CABIN[lang]];
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');
  const days = await sailingDays(request, 'CNSHA', 'JPOSA');
  const day = days[1]!;
  expect(day).toBeTruthy();

  // Shanghai to Osaka on the calendar: sailing days are marked, the others are not.
  await choosePort(page, 'search-from', t.shanghai);
  await choosePort(page, 'search-to', t.osaka);
  await page.locator('#search-date').click();
  const calendar = page.locator('.sailing-calendar:visible');
  await expect(calendar.getByTitle(t.sailingDay).first()).toBeVisible();
  // Days of the month on view (not the neighbours' days at its edges), marked or not.
  const monthDays = calendar.locator('td:not(.p-datepicker-other-month) [data-day]');
  const marked = await monthDays.and(calendar.getByTitle(t.sailingDay)).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-day') ?? ''));
  const unmarked = await monthDays.and(page.locator(':not([title])')).count();
  expect(marked.length).toBeGreaterThan(0);
  expect(unmarked).toBeGreaterThan(0);
  // Every mark is a day the route sails (today's sailing may be marked though no longer bought here).
  expect(marked.filter((d) => d > today() && !days.includes(d))).toEqual([]);
  await page.keyboard.press('Escape');
  await pickDay(page, 'search-date', day);
  await expect(page.locator('#search-date')).toHaveValue(day);
  await page.getByRole('button', { name: t.search }).click();

  // The day's sailing: the cabin's berths left and its fares in yuan.
  await expect(page).toHaveURL(new RegExp(`/tickets/ticketing/one_way\\?from=CNSHA&to=JPOSA&date=${day}`));
  const card = sailingCard(page);
  const row = cabinRow(page, card, cabin);
  const before = await berthsLeft(row, t);
  const adultFare = await fareOf(page, t, row, t.adult);
  const childFare = await fareOf(page, t, row, t.child);
  const surcharge = await surchargeOf(card, t);
  expect(before).toBeGreaterThanOrEqual(3);
  // By hand: two adults and a child pay a fare and the surcharge; the infant travels free.
  const expectedTotal = 2 * adultFare + childFare + 3 * surcharge;
  await row.getByRole('button', { name: t.choose }).click();

  // CreateOrder: contact, two adults, a child, an infant; the first adult kept on the list.
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await expect(page.locator('.ticketing-steps [aria-current="step"]')).toContainText(t.fillOrder);
  await fillContact(page, t, user);
  const stamp = Date.now().toString(36).toUpperCase().slice(-6) + (lang === 'zh' ? 'Z' : 'J');
  const party = [
    person(stamp, 1, ['林', '海', 'Lin', 'Hai'], false, bornBefore(day, 38, 3)),
    person(stamp, 2, ['林', '月', 'Lin', 'Yue'], true, bornBefore(day, 35, 5)),
    person(stamp, 3, ['林', '星', 'Lin', 'Xing'], true, bornBefore(day, 6, 2)),
    person(stamp, 4, ['林', '晨', 'Lin', 'Chen'], false, bornBefore(day, 1, 2)),
  ];
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: t.addPassenger }).click();
  await page.getByRole('button', { name: t.addInfant }).click();
  await expect(passengerCard(page, t, 4)).toBeVisible();
  for (const [index, p] of party.entries()) await fillPassenger(page, t, index, p);
  await passengerCard(page, t, 3)
    .getByRole('radio', { name: new RegExp(`^${t.child}`) })
    .check();
  await expect(passengerCard(page, t, 4).getByRole('radio', { name: new RegExp(`^${t.infant}`) })).toBeChecked();
  await passengerCard(page, t, 1).getByLabel(t.saveToList).check();
  await page.getByLabel(t.agree).check();

  // The live breakdown adds up to the fares and surcharges seen on the list.
  const liveTotal = page.getByTestId('price-total');
  await expect(liveTotal).toHaveText(t.rmb);
  expect(moneyValue(await liveTotal.textContent())).toBe(expectedTotal);
  await page.screenshot({ path: `test-results/purchase-create-order-${info.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: t.submit }).click();

  // The Payment screen, then the order's page: waiting for payment, the same total.
  await fromPaymentToOrder(page, lang);
  await expect(page).toHaveURL(/\/tickets\/order\/details\?uuid=/);
  await expect(orderStatus(page, t)).toHaveText(t.dueToPay);
  expect(moneyValue(await page.getByTestId('order-total').textContent())).toBe(expectedTotal);
  await expect(page.getByTestId('order-total')).toHaveText(t.rmb);
  // Each passenger by both names, each once (the page's language first).
  await expect(page.getByRole('row').filter({ hasText: '林海' }).filter({ hasText: 'Lin Hai' })).toHaveCount(1);
  await page.screenshot({ path: `test-results/purchase-order-${info.project.name}.png`, fullPage: true });

  // The passenger ticked to keep is on the user's list; the others are not.
  await page.goto('passengers');
  await expect(page.getByRole('heading', { level: 1, name: t.passengersTitle })).toBeVisible();
  // the list shows a passport number masked: its first two and last two characters
  const masked = (no: string) => `${no.slice(0, 2)}${'•'.repeat(no.length - 4)}${no.slice(-2)}`;
  await expect(page.getByRole('row').filter({ hasText: masked(party[0]!.passportNo) })).toContainText('林海');
  await expect(page.getByRole('row').filter({ hasText: party[0]!.passportNo })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: masked(party[1]!.passportNo) })).toHaveCount(0);

  // The same day's list: one room fewer, or three berths fewer (the infant takes none).
  await page.goto(`ticketing/one_way?from=CNSHA&to=JPOSA&date=${day}`);
  await expect(cabinRow(page, sailingCard(page), cabin).getByText(t.berthsLeft)).toHaveText(t.berthsLeft);
  await expect(cabinRow(page, sailingCard(page), cabin).getByText(t.berthsLeft)).toContainText(lang === 'zh' ? '间' : '席');
  expect(await berthsLeft(cabinRow(page, sailingCard(page), cabin), t)).toBe(before - ONE_WAY_TAKES[lang]);
});

test('a round trip refuses a return earlier than the outbound, then buys one adult both ways in yuan', async ({ page, request }, info) => {
  test.setTimeout(60_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const cabin = t.cabins[ROUND_TRIP_CABIN];
  const outboundDays = await sailingDays(request, 'CNSHA', 'JPOSA');
  const returnDays = await sailingDays(request, 'JPOSA', 'CNSHA');
  // An outbound day with a return sailing before it (early) and one after it (later).
  const outboundDay = outboundDays.find((day) => returnDays.some((r) => r < day) && returnDays.some((r) => r > day))!;
  const earlyReturn = returnDays.filter((r) => r < outboundDay).at(-1)!;
  const laterReturn = returnDays.find((r) => r > outboundDay)!;
  expect([outboundDay, earlyReturn, laterReturn].every(Boolean)).toBe(true);
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');

  await page.locator('.ticket-search__type').getByText(t.roundTrip).click();
  await choosePort(page, 'search-from', t.shanghai);
  await choosePort(page, 'search-to', t.osaka);
  await pickDay(page, 'search-date', outboundDay);
  await pickDay(page, 'search-return-date', laterReturn);
  await page.getByRole('button', { name: t.search }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/ticketing/round_trip\\?from=CNSHA&to=JPOSA&date=${outboundDay}&returnDate=${laterReturn}`));

  // The outbound, in yuan from Shanghai.
  const outbound = sailingCardWith(page, cabin);
  const outboundRow = cabinRow(page, outbound, cabin);
  await expect(outboundRow).toBeVisible();
  const outboundPrice = (await fareOf(page, t, outboundRow, t.adult)) + (await surchargeOf(outbound, t));
  await outboundRow.getByRole('button', { name: t.choose }).click();
  await expect(page.locator('.chosen-outbound')).toContainText(cabin);

  // Back, day by day, to a return sailing before the outbound: refused with the spec's message.
  for (let i = 0; i < daysBetween(earlyReturn, laterReturn); i += 1) await page.getByRole('button', { name: t.previousDay }).click();
  await expect(page.getByText(t.dayShown(earlyReturn))).toBeVisible();
  const early = sailingCardWith(page, cabin);
  await expect(early).toBeVisible();
  await cabinRow(page, early, cabin).getByRole('button', { name: t.choose }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.returnBeforeOutbound })).toBeVisible();
  await page.screenshot({ path: `test-results/purchase-round-trip-refused-${info.project.name}.png` });
  await expect(page).toHaveURL(/\/tickets\/ticketing\/round_trip/);

  // The later return: only the outbound's cabin class, priced in yuan.
  for (let i = 0; i < daysBetween(earlyReturn, laterReturn); i += 1) await page.getByRole('button', { name: t.nextDay }).click();
  await expect(page.getByText(t.dayShown(laterReturn))).toBeVisible();
  const back = sailingCardWith(page, cabin);
  await expect(back.getByRole('rowheader')).toHaveCount(1);
  const backRow = cabinRow(page, back, cabin);
  await expect(backRow).toBeVisible();
  const returnPrice = (await fareOf(page, t, backRow, t.adult)) + (await surchargeOf(back, t));
  await page.screenshot({ path: `test-results/purchase-round-trip-${info.project.name}.png`, fullPage: true });
  await backRow.getByRole('button', { name: t.choose }).click();

  // One adult, agreed, submitted.
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await fillContact(page, t, user);
  await page.getByRole('button', { name: t.addPassenger }).click();
  const stamp = Date.now().toString(36).toUpperCase().slice(-6) + (lang === 'zh' ? 'R' : 'K');
  await fillPassenger(page, t, 0, person(stamp, 1, ['周', '舟', 'Zhou', 'Zhou'], true, bornBefore(outboundDay, 29, 1)));
  await page.getByLabel(t.agree).check();
  const expectedTotal = outboundPrice + returnPrice;
  await expect(page.getByTestId('price-total')).toHaveText(t.rmb);
  expect(moneyValue(await page.getByTestId('price-total').textContent())).toBe(expectedTotal);
  await page.screenshot({ path: `test-results/purchase-round-trip-order-form-${info.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: t.submit }).click();

  await fromPaymentToOrder(page, lang);
  await expect(page).toHaveURL(/\/tickets\/order\/details\?uuid=/);
  await expect(orderStatus(page, t)).toHaveText(t.dueToPay);
  await expect(page.getByTestId('order-total')).toHaveText(t.rmb);
  expect(moneyValue(await page.getByTestId('order-total').textContent())).toBe(expectedTotal);
  await page.screenshot({ path: `test-results/purchase-round-trip-details-${info.project.name}.png`, fullPage: true });
});
