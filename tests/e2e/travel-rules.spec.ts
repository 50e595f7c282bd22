import { expect, langOf, test } from './fixtures';
import { signInNewcomer } from './support/identity';
import {
  bornBefore,
  cabinRow,
  daysBetween,
  field,
  fillPassenger,
  nextDay,
  passengerCard,
  sailingCard,
  sailingCardWith,
  sailingDays,
  TICKETING_TEXT,
} from './support/ticketing';

/**
 * The travel rules of a journey, as a passenger meets them: a return that leaves before the
 * outbound has arrived (plus the route's two-hour turnaround) is refused on the return list, and
 * a passport that has expired by the end of the journey is refused at its field.
 *
 * The seeded timetable gives the clash: Osaka -> Shanghai leaves on Thursdays at 12:00 and is 46
 * hours at sea, arriving on Saturday at 09:00; Shanghai -> Osaka leaves on Fridays at 11:00.
 */
const TEXT = {
  zh: {
    turnaround: '返程须在去程到达后至少2小时出发，请选择更晚的返程航班',
    expiredForTrip: '证件在航程最后到达日前已过期，请更新证件有效期',
  },
  ja: {
    turnaround: '復路は往路の到着から2時間以上あとに出発する便を選んでください',
    expiredForTrip: '身分証明書の有効期限が旅程の最終到着日より前です。有効期限を更新してください',
  },
} as const;

test('a round trip from Osaka refuses a return leaving Shanghai before the outbound arrives, and takes a later one', async ({ page, request }, info) => {
  test.setTimeout(60_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const cabin = t.cabins.SECOND_DORMITORY;
  const outboundDays = await sailingDays(request, 'JPOSA', 'CNSHA');
  const returnDays = await sailingDays(request, 'CNSHA', 'JPOSA');
  // A Thursday from Osaka with a Friday from Shanghai the next day, and a later return after it.
  const outboundDay = outboundDays.find((day) => returnDays.includes(nextDay(day)) && returnDays.some((r) => r > nextDay(day)))!;
  expect(outboundDay).toBeTruthy();
  const clashDay = nextDay(outboundDay);
  const laterReturn = returnDays.find((r) => r > clashDay)!;
  await signInNewcomer(page, request, info.project.name, '/ticketing/search');

  await page.goto(`ticketing/round_trip?from=JPOSA&to=CNSHA&date=${outboundDay}&returnDate=${clashDay}`);
  const outboundRow = cabinRow(page, sailingCardWith(page, cabin), cabin);
  await expect(outboundRow).toBeVisible();
  await outboundRow.getByRole('button', { name: t.choose }).click();
  await expect(page.locator('.chosen-outbound')).toContainText(cabin);

  // The next day's return leaves Shanghai before the outbound gets there: refused, in the page's language.
  await expect(page.getByText(t.dayShown(clashDay))).toBeVisible();
  await cabinRow(page, sailingCardWith(page, cabin), cabin).getByRole('button', { name: t.choose }).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXT[lang].turnaround })).toBeVisible();
  await page.screenshot({ path: `test-results/travel-rules-turnaround-${info.project.name}.png` });
  await expect(page).toHaveURL(/\/tickets\/ticketing\/round_trip/);

  // A later return is taken: on to the order form.
  for (let i = 0; i < daysBetween(clashDay, laterReturn); i += 1) await page.getByRole('button', { name: t.nextDay }).click();
  await expect(page.getByText(t.dayShown(laterReturn))).toBeVisible();
  await cabinRow(page, sailingCardWith(page, cabin), cabin).getByRole('button', { name: t.choose }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
});

test('a passenger whose passport expires before the journey ends is refused at the field, and goes through once it is updated', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const cabin = t.cabins[lang === 'zh' ? 'SECOND_JAPANESE' : 'FIRST_JAPANESE'];
  const day = (await sailingDays(request, 'CNSHA', 'JPOSA'))[2]!;
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');

  await page.goto(`ticketing/one_way?from=CNSHA&to=JPOSA&date=${day}`);
  await cabinRow(page, sailingCard(page), cabin).getByRole('button', { name: t.choose }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);

  await field(page, t.contactName).fill('林晓');
  await field(page, t.contactPhone).fill(user.phone);
  await field(page, t.contactEmail).fill(user.email);
  await page.getByRole('button', { name: t.addPassenger }).click();
  const stamp = Date.now().toString(36).toUpperCase().slice(-6) + (lang === 'zh' ? 'X' : 'Y');
  await fillPassenger(page, t, 0, {
    cnSurname: '林',
    cnGivenName: '海',
    enSurname: 'Lin',
    enGivenName: 'Hai',
    female: false,
    birthDate: bornBefore(day, 40, 2),
    passportNo: `E${stamp}`,
  });
  // The passport: expired on 1 January 2020.
  const card = passengerCard(page, t, 1);
  const expiry = field(card, t.certificateExpiry);
  await expiry.fill('2020-01-01');
  await page.getByLabel(t.agree).check();
  await page.getByRole('button', { name: t.submit }).click();

  await expect(card.getByText(TEXT[lang].expiredForTrip)).toBeVisible();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `test-results/travel-rules-expired-passport-${info.project.name}.png`, fullPage: true });
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);

  // Updated: the message goes and the order is created.
  await expiry.fill('2034-12-31');
  await expect(card.getByText(TEXT[lang].expiredForTrip)).toBeHidden();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=/);
});
