import { expect, langOf, test } from './fixtures';
import { signInNewcomer } from './support/identity';
import {
  berthsLeft,
  bornBefore,
  cabinRow,
  field,
  fillPassenger,
  passengerCard,
  pickDay,
  sailingCard,
  sailingDays,
  TICKETING_TEXT,
  type CabinCode,
} from './support/ticketing';

/** Each language buys in a cabin class of its own, so the other project never moves the count checked here. */
const CABIN: Record<'zh' | 'ja', CabinCode> = { zh: 'FIRST_JAPANESE', ja: 'SECOND_JAPANESE' };

/** What the orders screen says, in each language (src/i18n and the spec's status labels). */
const ORDERS_TEXT = {
  zh: {
    title: '我的订单',
    unpaid: '待支付',
    cancelled: '已取消',
    cancel: (no: string) => `取消订单：${no}`,
    question: '确定要取消当前订单吗？',
    yes: '确定',
    done: '取消成功',
    details: (no: string) => `详情：${no}`,
    history: '状态记录',
    cancelMove: '取消订单',
    change: '待支付 → 已取消',
    buyAgain: (no: string) => `再次购买：${no}`,
    repeated: '再次购买：已带入原订单的联系人和 1 位乘客',
    preferred: '上次所选',
    saveDraft: '保存草稿',
    draftSaved: '草稿已保存',
    draft: '草稿',
    continueDraft: '继续填写：草稿',
    unpaidNow: '待支付',
  },
  ja: {
    title: '予約履歴',
    unpaid: '未払い',
    cancelled: 'キャンセル済み',
    cancel: (no: string) => `予約をキャンセル：${no}`,
    question: '現在の予約をキャンセルしてもよろしいですか？',
    yes: 'はい',
    done: 'キャンセルしました',
    details: (no: string) => `詳細：${no}`,
    history: '状態の履歴',
    cancelMove: '予約のキャンセル',
    change: '未払い → キャンセル済み',
    buyAgain: (no: string) => `もう一度購入：${no}`,
    repeated: 'もう一度予約：元の予約の連絡先と乗船者 1 名を入力済みです',
    preferred: '前回の客室',
    saveDraft: '下書きを保存',
    draftSaved: '下書きを保存しました',
    draft: '下書き',
    continueDraft: '続きを入力：下書き',
    unpaidNow: '未払い',
  },
} as const;

test('a new user buys one way, finds it unpaid in the orders, cancels it after the question, the berth is back on sale, and buys it again', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const o = ORDERS_TEXT[lang];
  const cabin = t.cabins[CABIN[lang]];
  const user = await signInNewcomer(page, request, info.project.name, '/orders');
  await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();

  // One adult, one way, on a sailing day of its own (the purchase journeys take the first two).
  const day = (await sailingDays(request, 'CNSHA', 'JPOSA'))[2]!;
  expect(day).toBeTruthy();
  const listPath = `ticketing/one_way?from=CNSHA&to=JPOSA&date=${day}`;
  await page.goto(listPath);
  const row = cabinRow(page, sailingCard(page), cabin);
  const before = await berthsLeft(row, t);
  expect(before).toBeGreaterThanOrEqual(1);
  await row.getByRole('button', { name: t.choose }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await field(page, t.contactName).fill('林晓');
  await field(page, t.contactPhone).fill(user.phone);
  await field(page, t.contactEmail).fill(user.email);
  const stamp = Date.now().toString(36).toUpperCase().slice(-6) + (lang === 'zh' ? 'Z' : 'J');
  await page.getByRole('button', { name: t.addPassenger }).click();
  await fillPassenger(page, t, 0, {
    cnSurname: '林',
    cnGivenName: '海',
    enSurname: 'Lin',
    enGivenName: 'Hai',
    female: false,
    birthDate: bornBefore(day, 40),
    passportNo: `C${stamp}`,
  });
  await page.getByLabel(t.agree).check();
  await page.getByRole('button', { name: t.submit }).click();
  // Submitted: the next screen is about this order (its payment), and the berth is held.
  await expect(page).toHaveURL(/\?uuid=[0-9a-f-]{36}$/);
  await page.goto(listPath);
  await expect(cabinRow(page, sailingCard(page), cabin).getByText(t.berthsLeft)).toHaveText(t.berthsLeft);
  expect(await berthsLeft(cabinRow(page, sailingCard(page), cabin), t)).toBe(before - 1);

  // The orders list: the new user's only order, unpaid.
  await page.goto('orders');
  await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  const orderRow = rows.nth(1);
  await expect(orderRow).toContainText(o.unpaid);
  await expect(rows).toHaveCount(2);
  const orderNo = ((await orderRow.getByRole('cell').first().textContent()) ?? '').trim();
  expect(orderNo).toMatch(/^T\d+$/);
  await page.screenshot({ path: `test-results/orders-unpaid-${info.project.name}.png`, fullPage: true });

  // Cancel: the spec's question first, then the answer and the new status.
  await orderRow.getByRole('button', { name: o.cancel(orderNo) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(o.question);
  await page.screenshot({ path: `test-results/orders-cancel-question-${info.project.name}.png` });
  await dialog.getByRole('button', { name: o.yes, exact: true }).click();
  await expect(page.getByText(o.done)).toBeVisible();
  await expect(orderRow).toContainText(o.cancelled);
  await expect(orderRow.getByRole('button', { name: o.cancel(orderNo) })).toHaveCount(0);
  await page.screenshot({ path: `test-results/orders-cancelled-${info.project.name}.png`, fullPage: true });

  // Its details tell the story: placed, then cancelled by the user.
  await orderRow.getByRole('button', { name: o.details(orderNo) }).click();
  await expect(page).toHaveURL(/\/tickets\/order\/details\?uuid=/);
  const history = page.getByRole('region', { name: o.history });
  await expect(history.getByRole('row').filter({ hasText: o.cancelMove })).toContainText(o.change);
  await page.screenshot({ path: `test-results/orders-details-cancelled-${info.project.name}.png`, fullPage: true });

  // The berth is on sale again.
  await page.goto(listPath);
  await expect(cabinRow(page, sailingCard(page), cabin).getByText(t.berthsLeft)).toHaveText(t.berthsLeft);
  expect(await berthsLeft(cabinRow(page, sailingCard(page), cabin), t)).toBe(before);

  // Buy it again: the same route, cabin and passenger, on a day chosen afresh.
  await page.goto('orders');
  await page
    .getByRole('table')
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: o.buyAgain(orderNo) })
    .click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/search$/);
  await expect(page.getByText(o.repeated)).toBeVisible();
  await pickDay(page, 'search-date', day);
  await page.getByRole('button', { name: t.search }).click();
  await expect(page).toHaveURL(new RegExp(`one_way\\?from=CNSHA&to=JPOSA&date=${day}$`));
  // One cabin is marked, the order's own.
  const again = sailingCard(page).getByRole('row').filter({ hasText: o.preferred });
  await expect(again).toHaveCount(1);
  await expect(again.getByRole('rowheader')).toHaveText(`${cabin}${o.preferred}`);
  await page.screenshot({ path: `test-results/orders-buy-again-list-${info.project.name}.png`, fullPage: true });
  await again.getByRole('button', { name: t.choose }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await expect(field(page, t.contactName)).toHaveValue('林晓');
  const passenger = passengerCard(page, t, 1);
  await expect(field(passenger, t.cnSurname)).toHaveValue('林');
  await expect(field(passenger, t.certificateNo)).toHaveValue(`C${stamp}`);
  await expect(passengerCard(page, t, 2)).toHaveCount(0);
  await expect(page.getByLabel(t.agree)).not.toBeChecked();
  await page.screenshot({ path: `test-results/orders-buy-again-form-${info.project.name}.png`, fullPage: true });
});

test('a passenger saves the order form as a draft, finds it in the orders, goes on with it later and submits that draft', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const o = ORDERS_TEXT[lang];
  const cabin = t.cabins[CABIN[lang]];
  const user = await signInNewcomer(page, request, info.project.name, '/orders');
  const day = (await sailingDays(request, 'CNSHA', 'JPOSA'))[3]!;
  const listPath = `ticketing/one_way?from=CNSHA&to=JPOSA&date=${day}`;
  await page.goto(listPath);
  const before = await berthsLeft(cabinRow(page, sailingCard(page), cabin), t);
  await cabinRow(page, sailingCard(page), cabin).getByRole('button', { name: t.choose }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await field(page, t.contactName).fill('周岚');
  await field(page, t.contactPhone).fill(user.phone);
  await field(page, t.contactEmail).fill(user.email);
  await page.getByRole('button', { name: t.addPassenger }).click();
  const stamp = Date.now().toString(36).toUpperCase().slice(-6) + (lang === 'zh' ? 'D' : 'K');
  await fillPassenger(page, t, 0, {
    cnSurname: '周',
    cnGivenName: '岚',
    enSurname: 'Zhou',
    enGivenName: 'Lan',
    female: true,
    birthDate: bornBefore(day, 33),
    passportNo: `D${stamp}`,
  });
  await page.getByRole('button', { name: o.saveDraft }).click();
  await expect(page.getByRole('status').filter({ hasText: o.draftSaved })).toBeVisible();
  await page.screenshot({ path: `test-results/orders-draft-saved-${info.project.name}.png`, fullPage: true });

  // A draft holds no berth.
  await page.goto(listPath);
  expect(await berthsLeft(cabinRow(page, sailingCard(page), cabin), t)).toBe(before);

  // Later, from the orders: the draft, and the form again as it was left.
  await page.goto('orders');
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText(o.draft);
  await row.getByRole('button', { name: o.continueDraft }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  await expect(field(page, t.contactName)).toHaveValue('周岚');
  await expect(field(passengerCard(page, t, 1), t.certificateNo)).toHaveValue(`D${stamp}`);
  await page.getByLabel(t.agree).check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=[0-9a-f-]{36}$/);

  // That draft was submitted: still one order, now unpaid, and its berth held.
  await page.goto('orders');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(o.unpaidNow);
  await page.goto(listPath);
  expect(await berthsLeft(cabinRow(page, sailingCard(page), cabin), t)).toBe(before - 1);
});
