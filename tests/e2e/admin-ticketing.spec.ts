import type { APIRequestContext, Page } from '@playwright/test';
import { toPortLocal } from '../../src/admin/ticketing/portTime';
import { STAFF_ORDER_PATHS } from '../../src/domain/payments';
import { STAFF_BOOKING_PATHS } from '../../src/domain/shipping/paths';
import { STAFF_PATHS } from '../../src/domain/staff/paths';
import { CHECK_IN_REFUSALS, type StaffVoyage } from '../../src/domain/staff/ticketing';
import { localDate } from '../../src/domain/voyages';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { apiLogin, captchaReady, DEMO_PASSWORD, NEWCOMER_PASSWORD, newcomer, registerIndividualByApi, TEST_CAPTCHA } from './support/identity';
import { readEmailCode } from './support/outbox';
import { berthsLeftByApi, buyOneWayByApi, orderByApi, orderMoveByApi, sailingDays, sailingsOfDay } from './support/ticketing';

/** Each step waits on the server; on a busy machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const OSA_SHA = { departurePort: 'JPOSA', arrivalPort: 'CNSHA' };
/** A cabin class no other journey counts (the purchase journeys use the Japanese-style rooms, the dormitory and the western twin). */
const CABIN = 'SECOND_JAPANESE';

const TEXT = {
  zh: {
    orders: '订单管理',
    voyages: '航次管理',
    checkIn: '登船检票',
    offline: '待确认转账',
    refunds: '待审核退款',
    confirm: '确认已到账',
    approve: '同意退款',
    paid: '已支付',
    refunded: '已退款',
    create: '新建航次',
    route: '大阪 → 上海',
    code: '航次号',
    cancel: '取消航次',
    reason: '原因',
    search: '查询',
    cancelledTag: '已取消',
    ticketNo: '票号',
    lookUp: '查找',
    markUsed: '确认检票',
    used: '检票成功，船票已使用。',
    noPermission: '没有权限',
    bookings: '订舱处理',
    rates: '票价与参数',
    save: '保存',
    chooseCabin: '请选择舱位',
    required: '此项为必填项',
    moneyBack: '退款与退回',
    closedTransfer: '记录到账（订单已关闭）',
    closedTransferDone: (orderNo: string) => `已记录订单 ${orderNo} 的转账，已列入待退回的款项`,
    suiteRooms: '豪华套房（间数）',
    cabinBerths: '二等日式房（铺位数）',
    berthLine: /^1 \/ \d+ \/ \d+ 铺位$/,
    notified: (code: string) => `航次 ${code}：已通知的乘客`,
    told: /^已发送 \d+ \/ 共 1 个订单$/,
    close: '关闭',
  },
  ja: {
    orders: '注文の管理',
    voyages: '運航便の管理',
    checkIn: '乗船改札',
    offline: '振込確認待ち',
    refunds: '払い戻し審査待ち',
    confirm: '入金を確認',
    approve: '払い戻しを承認',
    paid: '支払済み',
    refunded: '払い戻し済み',
    create: '便を追加',
    route: '大阪 → 上海',
    code: '便番号',
    cancel: '運航中止',
    reason: '理由',
    search: '検索',
    cancelledTag: '運航中止',
    ticketNo: '乗船券番号',
    lookUp: '検索',
    markUsed: '改札する',
    used: '改札しました。乗船券は使用済みです。',
    noPermission: '権限がありません',
    bookings: 'ブッキング処理',
    rates: '運賃と設定',
    save: '保存',
    chooseCabin: '客室クラスを選択してください',
    required: '入力してください',
    moneyBack: '払い戻し・返金',
    closedTransfer: '入金を記録（注文は終了済み）',
    closedTransferDone: (orderNo: string) => `注文 ${orderNo} の入金を記録し、返金待ちの入金に加えました`,
    suiteRooms: 'スイートルーム（室数）',
    cabinBerths: '2等和室（席数）',
    berthLine: /^1 \/ \d+ \/ \d+ 席$/,
    notified: (code: string) => `便 ${code}：お知らせした乗客`,
    told: /^送信済み \d+ \/ 全 1 件の注文$/,
    close: '閉じる',
  },
} as const;

/** Signs in through the console's login form. */
async function consoleSignIn(page: Page, logonId: string) {
  await page.goto('admin/login');
  await page.locator('#admin-login-username').fill(logonId);
  await page.locator('#admin-login-password').fill(DEMO_PASSWORD);
  await captchaReady(page);
  await page.locator('#admin-login-code').fill(TEST_CAPTCHA);
  await page.locator('#admin-login-password').press('Enter');
  await expect(page.locator('.admin-header')).toBeVisible();
}

/** The console's own menu: the dashboard has a navigation of its own with the same page names. */
const consoleMenu = (page: Page) => page.getByRole('navigation', { name: /^(后台菜单|コンソールメニュー)$/ });

async function openNav(page: Page, name: string) {
  await consoleMenu(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A staff call by API with the clerk's token. */
async function staffPost<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<{ code: number; data: T; message: string }> {
  return (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json();
}

/** A customer's order paid by bank transfer: claimed by the customer, confirmed by the clerk (API). */
async function paidOrder(request: APIRequestContext, customer: string, clerk: string, voyageUuid: string, surname: string) {
  const order = await buyOneWayByApi(request, customer, voyageUuid, CABIN, surname);
  await orderMoveByApi(request, customer, 'markedTsOrderAsOfflinePaymentByUuid', order.uuid);
  expect((await staffPost(request, clerk, STAFF_ORDER_PATHS.confirmOffline, { uuid: order.uuid })).data).toMatchObject({ status: 'PAID' });
  return orderByApi(request, customer, order.uuid);
}

test('the ticketing clerk confirms a bank transfer, approves a refund (berths back), creates and cancels a sailing (its order voided) and checks a ticket in once; another role’s call is refused', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const user = newcomer(info.project.name, 't');
  await registerIndividualByApi(request, user, NEWCOMER_PASSWORD, readEmailCode);
  const customer = await apiLogin(request, user.logonId, NEWCOMER_PASSWORD);
  const clerk = await apiLogin(request, 'demo.clerk');

  // A JPY order (from Osaka) on a far sailing, one per project so the berth counts are theirs alone; the transfer claimed.
  const days = await sailingDays(request, 'JPOSA', 'CNSHA');
  const day = days.at(lang === 'zh' ? -1 : -2)!;
  const [sailing] = await sailingsOfDay(request, OSA_SHA, day);
  const before = await berthsLeftByApi(request, OSA_SHA, day, sailing!.uuid, CABIN);
  const order = await buyOneWayByApi(request, customer, sailing!.uuid, CABIN);
  expect(order.currency).toBe('JPY');
  expect(await berthsLeftByApi(request, OSA_SHA, day, sailing!.uuid, CABIN)).toBe(before - 1);
  await orderMoveByApi(request, customer, 'markedTsOrderAsOfflinePaymentByUuid', order.uuid);

  // The clerk finds it in the queue of claimed transfers and confirms it after being asked.
  await consoleSignIn(page, 'demo.clerk');
  await openNav(page, t.orders);
  await expect(page.getByRole('tab', { name: t.offline })).toHaveAttribute('aria-selected', 'true');
  const queued = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(queued).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-ticketing-queue-${lang}.png`), fullPage: true });
  await queued.getByRole('link', { name: order.orderNo }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNo);
  await page.getByRole('button', { name: t.confirm }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
  await expect(page.locator('.ticketing-facts').first()).toContainText(t.paid);
  await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(0);
  expect((await orderByApi(request, customer, order.uuid)).status).toBe('PAID');

  // The customer applies for a refund; the clerk approves it at the fee table's amount and the berth is back on sale.
  // A bank-transfer order's refund names the account it is paid into (a JPY order: a Japanese account).
  const applied = await request.post('/api/web-ts/simp2/business/ts/order/orderRefundByUuid', {
    headers: { authorization: customer },
    data: {
      uuid: order.uuid,
      account: { bankName: '三菱UFJ銀行', branchName: '梅田支店', accountType: 'ORDINARY', accountNumber: '1234567', holderName: 'ﾔﾏﾀﾞ ﾊﾅｺ' },
    },
  });
  expect(((await applied.json()) as { code: number }).code).toBe(200);
  await openNav(page, t.orders);
  await page.getByRole('tab', { name: t.refunds }).click();
  await page.getByRole('row').filter({ hasText: order.orderNo }).getByRole('link', { name: order.orderNo }).click();
  await page.getByRole('button', { name: t.approve }).click();
  const approval = page.getByRole('dialog');
  await expect(approval.locator('#refund-amount')).not.toHaveValue('');
  await page.screenshot({ path: info.outputPath(`admin-ticketing-refund-${lang}.png`), fullPage: true });
  await approval.getByRole('button', { name: t.approve }).click();
  await expect(approval).toBeHidden();
  await expect(page.locator('.ticketing-facts').first()).toContainText(t.refunded);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-ticketing-order-${lang}.png`), fullPage: true });
  expect((await orderByApi(request, customer, order.uuid)).status).toBe('REFUND');
  expect(await berthsLeftByApi(request, OSA_SHA, day, sailing!.uuid, CABIN)).toBe(before);

  // A new sailing in ten days, created on the console in Osaka's clock.
  const code = `E2E${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  const departs = new Date(Math.ceil((Date.now() + 10 * DAY) / HOUR) * HOUR);
  await openNav(page, t.voyages);
  await page.getByRole('button', { name: t.create }).click();
  const form = page.getByRole('dialog');
  await form.locator('.p-dropdown:has(#vd-route)').click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: /OSA-SHA/ })
    .click();
  await form.locator('#vd-code').fill(code);
  await form.locator('#vd-departure').fill(toPortLocal(departs.toISOString(), 'JPOSA'));
  await form.locator('#vd-departure').blur();
  await expect(form.locator('#vd-arrival')).not.toHaveValue('');
  // Each class's count is named in what it sells: rooms for the suite, berths for the second class.
  await expect(form.getByLabel(t.suiteRooms)).toBeVisible();
  await expect(form.getByLabel(t.cabinBerths)).toBeVisible();
  for (const input of await form.locator('input[id^="vd-berths-"]').all()) await input.fill('20');
  await page.screenshot({ path: info.outputPath(`admin-ticketing-new-sailing-${lang}.png`), fullPage: true });
  await form.getByRole('button', { name: t.create }).click();
  await expect(form).toBeHidden();

  // A customer buys on it and pays; the clerk cancels the sailing after giving a reason, and the order is voided.
  const created = (await sailingsOfDay(request, OSA_SHA, localDate(departs, 'JPOSA'))).find((v) => v.voyageCode === code);
  expect(created, code).toBeTruthy();
  const onNew = await paidOrder(request, customer, clerk, created!.uuid, 'SATO');
  await page.locator('#voyages-code').fill(code);
  await page.locator('#voyages-from').fill('');
  await page.getByRole('button', { name: t.search }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  // Rooms and berths counted apart: the berth held is on the berths' line.
  await expect(row.getByRole('cell').nth(4).getByText(t.berthLine)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-ticketing-voyages-${lang}.png`), fullPage: true });
  await row.getByRole('button', { name: t.cancel }).click();
  const asking = page.getByRole('dialog');
  await asking.getByRole('button', { name: t.cancel }).click();
  await expect(asking.getByRole('alert')).toBeVisible();
  await asking.getByLabel(new RegExp(t.reason)).fill(lang === 'zh' ? '台风停航' : '台風のため欠航');
  await asking.getByRole('button', { name: t.cancel }).click();
  // afterwards: who was told, and whether the mail went out
  const notified = page.getByRole('dialog', { name: t.notified(code) });
  await expect(notified.getByText(t.told)).toBeVisible();
  await expect(notified.getByRole('link', { name: onNew.orderNo! })).toBeVisible();
  await notified.getByRole('button', { name: t.close }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row).toContainText(t.cancelledTag);
  const voided = await orderByApi(request, customer, onNew.uuid);
  expect(voided.status).toBe('ABOLISH');
  expect(voided.tickets.map((ticket) => ticket.status)).toEqual(['VOID']);

  // Boarding: a paid ticket of a sailing leaving in three hours is checked in by its typed number once; again it is refused.
  const soon = new Date(Math.ceil((Date.now() + 3 * HOUR) / (5 * 60_000)) * 5 * 60_000);
  const boarding = await staffPost<StaffVoyage>(request, clerk, STAFF_PATHS.voyageCreate, {
    code: `${code}B`,
    routeCode: 'OSA-SHA',
    vessel: '新鉴真',
    departureTime: soon.toISOString(),
    arrivalTime: new Date(soon.getTime() + 46 * HOUR).toISOString(),
    // Berths of every class a regular sailing sells to travellers' searches (other journeys search this day too).
    inventory: [
      { cabinClass: CABIN, totalBerths: 10 },
      { cabinClass: 'SUITE', totalBerths: 4 },
    ],
  });
  expect(boarding.code, boarding.message).toBe(200);
  const ticketNo = (await paidOrder(request, customer, clerk, boarding.data.uuid, 'SUZUKI')).tickets[0]!.ticketNo;
  await openNav(page, t.checkIn);
  await page.getByRole('textbox', { name: t.ticketNo }).fill(ticketNo.toLowerCase());
  await page.getByRole('button', { name: t.lookUp }).click();
  await expect(page.getByText('SUZUKI HANAKO')).toBeVisible();
  await page.getByRole('button', { name: t.markUsed }).click();
  await expect(page.getByText(t.used)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-ticketing-checkin-${lang}.png`), fullPage: true });
  await page.getByRole('textbox', { name: t.ticketNo }).fill(ticketNo);
  await page.getByRole('textbox', { name: t.ticketNo }).press('Enter');
  await expect(page.locator('.checkin__refusal')).toHaveText(CHECK_IN_REFUSALS.USED[lang]);
  await expect(page.getByRole('button', { name: t.markUsed })).toHaveCount(0);
  const again = await staffPost(request, clerk, STAFF_PATHS.ticketCheckIn, { ticketNo });
  expect(again).toMatchObject({ code: 10500, message: CHECK_IN_REFUSALS.USED.zh });

  // Fares: a new fare without its cabin class, ticket type and amount is refused at each field before it is sent.
  await openNav(page, t.rates);
  await page.locator('form[aria-label]').first().getByRole('button', { name: t.save }).click();
  await expect(page.locator('#fare-cabinClass-error')).toHaveText(t.chooseCabin);
  await expect(page.locator('#fare-amount-error')).toHaveText(t.required);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-ticketing-rates-${lang}.png`), fullPage: true });

  // The ticketing clerk is not a shipping clerk: no such page, and the server answers 10403 (still logged in).
  await expect(consoleMenu(page).getByRole('link', { name: t.bookings })).toHaveCount(0);
  await page.goto('admin/shipping/bookings');
  await expect(page.getByRole('heading', { name: t.noPermission })).toBeVisible();
  const refused = await (await request.post(`/api${STAFF_BOOKING_PATHS.page}`, { headers: { authorization: clerk }, data: {} })).json();
  expect(refused.code).toBe(10403);
  await expect(page.locator('.admin-header')).toBeVisible();
});

test('a bank transfer that arrives for a cancelled order is recorded on the order, which stays cancelled, and waits on the payments to return', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const user = newcomer(info.project.name, 't');
  await registerIndividualByApi(request, user, NEWCOMER_PASSWORD, readEmailCode);
  const customer = await apiLogin(request, user.logonId, NEWCOMER_PASSWORD);

  // The customer cancels an unpaid order; the money was already on its way by bank transfer.
  const days = await sailingDays(request, 'JPOSA', 'CNSHA');
  const [sailing] = await sailingsOfDay(request, OSA_SHA, days.at(lang === 'zh' ? -3 : -4)!);
  const order = await buyOneWayByApi(request, customer, sailing!.uuid, CABIN, 'KIMURA');
  await orderMoveByApi(request, customer, 'cancelTsOrderByUuid', order.uuid);
  expect((await orderByApi(request, customer, order.uuid)).status).toBe('CANCEL');

  // The clerk records the transfer from the order, after being asked: the order is not paid by it.
  await consoleSignIn(page, 'demo.clerk');
  await page.goto(`admin/ticketing/orders/${order.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNo);
  await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(0);
  await page.getByRole('button', { name: t.closedTransfer }).click();
  const asking = page.getByRole('dialog');
  await expect(asking).toContainText(order.orderNo);
  await page.screenshot({ path: info.outputPath(`admin-ticketing-closed-transfer-ask-${lang}.png`), fullPage: true });
  await asking.getByRole('button', { name: t.closedTransfer }).click();
  await expect(asking).toBeHidden();
  await expect(page.getByText(t.closedTransferDone(order.orderNo))).toBeVisible();
  // The order again: the transfer is among its payments, under a payment number of its own.
  await expect(page.getByRole('cell', { name: `${order.orderNo}-B1`, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-ticketing-closed-transfer-${lang}.png`), fullPage: true });
  expect((await orderByApi(request, customer, order.uuid)).status).toBe('CANCEL');

  // It waits on the clerk's payments to return, under its own payment number.
  await openNav(page, t.moneyBack);
  const item = page.getByTestId('return-item').filter({ hasText: order.orderNo });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${order.orderNo}-B1`);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`admin-ticketing-money-back-${lang}.png`), fullPage: true });
});
