import { expect, langOf, test } from './fixtures';
import { signInNewcomer } from './support/identity';
import { chooseByKeys, focusedDay, hasFocus, tabTo } from './support/keyboard';
import { bornBefore, cabinRow, field, passengerCard, sailingCardWith, sailingDays, TICKETING_TEXT, type CabinCode } from './support/ticketing';

/**
 * Issue 25, point 2: a passenger who uses only the keyboard buys a ticket, from the search to
 * the payment. Only page.keyboard moves and acts (Tab, Shift+Tab, Enter, Space, the arrows);
 * text is typed into a field only once Tab has reached it. Logging in is the setup, not the journey.
 */

/** Many berths: the purchase journeys count the other classes' berths. */
const CABIN: CabinCode = 'SECOND_DORMITORY';

/** What the payment screen says (src/i18n), written out by hand. */
const PAYMENT_TEXT = {
  zh: {
    step: '订单支付',
    wechat: '微信扫码支付',
    bank: '银行转账',
    qr: (no: string) => `订单 ${no} 的微信支付二维码`,
    claim: '我已通过银行转账付款',
    yes: '确认',
    claimed: '已提交线下付款，工作人员确认到账后订单将变为已支付。',
  },
  ja: {
    step: 'お支払い',
    wechat: 'WeChat Pay（QRコード）',
    bank: '銀行振込',
    qr: (no: string) => `予約 ${no} の WeChat Pay QRコード`,
    claim: '銀行振込で支払いました',
    yes: 'はい',
    claimed: 'お振込みの連絡を受け付けました。係員が入金を確認すると支払済みになります。',
  },
} as const;

test('a keyboard-only passenger searches, picks the day on the calendar by arrows, chooses a berth, fills the order and reaches the bank transfer', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const p = PAYMENT_TEXT[lang];
  const days = await sailingDays(request, 'CNSHA', 'JPOSA');
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');

  // The route: each port list opened, walked and closed by keys.
  const from = page.locator('#search-from');
  await tabTo(page, from);
  await chooseByKeys(page, from, t.shanghai, { exact: false });
  const to = page.locator('#search-to');
  await tabTo(page, to);
  await chooseByKeys(page, to, t.osaka, { exact: false });

  // The calendar opens with the focus on a sailing day; the arrows go from sailing day to sailing
  // day and on into the next month, whose first sailing day is the one taken.
  const date = page.locator('#search-date');
  await tabTo(page, date);
  await page.keyboard.press('Enter');
  await expect(page.locator('.sailing-calendar:visible')).toBeVisible();
  await expect.poll(() => focusedDay(page), { message: 'the focus is on a day of the calendar' }).not.toBeNull();
  let day = (await focusedDay(page))!;
  expect(days.includes(day) || day <= days[0]!, `${day} is a sailing day`).toBe(true);
  const target = days.find((d) => d.slice(0, 7) > day.slice(0, 7))!;
  expect(target, 'a sailing in a later month').toBeTruthy();
  for (let steps = 0; day !== target; steps += 1) {
    expect(steps, `ArrowRight reaches ${target}`).toBeLessThan(20);
    const before = day;
    await page.keyboard.press('ArrowRight');
    // A new month's sailing days are asked first: the focus comes onto a day once they are there.
    await expect.poll(async () => ((await focusedDay(page)) ?? '') > before, { message: `past ${before}` }).toBe(true);
    day = (await focusedDay(page))!;
    expect(day <= target, `${day} does not pass ${target}`).toBe(true);
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('.sailing-calendar')).toBeHidden();
  await expect(date).toHaveValue(target);
  await expect(date).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: t.search }));
  await page.keyboard.press('Enter');

  // The sailing list: the cabin's choose button, reached by Tab.
  await expect(page).toHaveURL(new RegExp(`/tickets/ticketing/one_way\\?from=CNSHA&to=JPOSA&date=${target}`));
  const choose = cabinRow(page, sailingCardWith(page, t.cabins[CABIN]), t.cabins[CABIN]).getByRole('button', { name: t.choose });
  await tabTo(page, choose, { max: 200 });
  await page.keyboard.press('Enter');

  // The order form: the contact, a passenger added (the focus goes to the new card's ticket type), the notice agreed.
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await expect(page.locator('.ticketing-steps [aria-current="step"]')).toContainText(t.fillOrder);
  for (const [label, text] of [
    [t.contactName, '林晓'],
    [t.contactPhone, user.phone],
    [t.contactEmail, user.email],
  ] as const) {
    await tabTo(page, field(page, label));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  }
  await tabTo(page, page.getByRole('button', { name: t.addPassenger, exact: true }));
  await page.keyboard.press('Enter');
  const card = passengerCard(page, t, 1);
  await expect(card.getByRole('radio', { name: new RegExp(`^${t.adult}`) })).toBeFocused();
  await expect(card.getByRole('radio', { name: new RegExp(`^${t.adult}`) })).toBeChecked();

  const typeInto = async (label: string, text: string) => {
    await tabTo(page, field(card, label), { max: 10 });
    await page.keyboard.type(text);
  };
  const chooseIn = async (name: string, option: string) => {
    const input = page.locator(`#pf-passengers-0-${name}`);
    await tabTo(page, input, { max: 10 });
    await chooseByKeys(page, input, option);
  };
  await typeInto(t.cnSurname, '林');
  await typeInto(t.cnGivenName, '海');
  await typeInto(t.enSurname, 'Lin');
  await typeInto(t.enGivenName, 'Hai');
  await chooseIn('nationality', t.japan);
  await chooseIn('gender', t.male);
  // A date field's parts come in the order of the browser's own locale (this Chromium shows
  // mm/dd/yyyy whatever the page's language): the date goes in whole once Tab has reached it.
  const dateInto = async (label: string, day: string) => {
    await tabTo(page, field(card, label), { max: 10 });
    await field(card, label).fill(day);
  };
  await dateInto(t.birthDate, bornBefore(target, 40));
  await chooseIn('certificateType', t.passport);
  await typeInto(t.certificateNo, `K${Date.now().toString(36).toUpperCase()}${lang === 'zh' ? 'Z' : 'J'}`);
  await dateInto(t.certificateExpiry, '2035-06-30');
  await typeInto(t.jpMobile, '090-1234-5678');
  await typeInto(t.jpAddress, '大阪府大阪市住之江区南港北1-20-15');
  await expect(field(card, t.birthDate)).toHaveValue(bornBefore(target, 40));
  await expect(field(card, t.certificateExpiry)).toHaveValue('2035-06-30');
  await expect(card.getByRole('radio', { name: new RegExp(`^${t.adult}`) })).toBeChecked();

  const agree = page.getByLabel(t.agree);
  await tabTo(page, agree, { max: 30 });
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: t.submit }), { max: 20 });
  await page.keyboard.press('Enter');

  // The payment: the WeChat tab shows its QR code; the right arrow takes the bank transfer, whose claim asks first.
  await expect(page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=/, { timeout: 15_000 });
  await expect(page.locator('.ticketing-steps [aria-current="step"]')).toContainText(p.step);
  const orderNo = (await page.getByTestId('payment-order-no').textContent())!.trim();
  const wechat = page.getByRole('tab', { name: p.wechat });
  await tabTo(page, wechat, { max: 60 });
  await expect(wechat).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: p.qr(orderNo) })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const bank = page.getByRole('tab', { name: p.bank });
  await expect(bank).toBeFocused();
  await expect(bank).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bank-reference')).toHaveText(/\S/);
  await tabTo(page, page.getByRole('button', { name: p.claim }), { max: 10 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  // The confirmation takes the focus (on its safe answer); Tab reaches the other within it.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: p.yes }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(p.claimed)).toBeVisible();
  expect(await hasFocus(page.locator('body')), 'the focus is not dropped to the page').toBe(false);
});
