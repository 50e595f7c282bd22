import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { consoleSignIn } from './support/console';
import { apiLogin, NEWCOMER_PASSWORD, signInNewcomer } from './support/identity';
import { waitForMail } from './support/outbox';
import { buyOneWayByApi, daysBetween, orderByApi, sailingDays, sailingsOfDay, today } from './support/ticketing';

/** Every step waits on the server; on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const OSA_SHA = { departurePort: 'JPOSA', arrivalPort: 'CNSHA' };
/** Many berths, and no journey counts them on these days. */
const CABIN = 'SECOND_DORMITORY';
/** The contact e-mail buyOneWayByApi gives the order: the order's mail goes there. */
const ORDER_CONTACT = 'hanako@example.jp';

/** What the screens and the mail say, in each language (src/i18n, src/admin/i18n, the mail templates), written out by hand. */
const TEXT = {
  zh: {
    bankTransfer: '银行转账',
    claim: '我已通过银行转账付款',
    yes: '确认',
    claimed: '已提交线下付款，工作人员确认到账后订单将变为已支付。',
    consoleOrders: '订单管理',
    offlineTab: '待确认转账',
    reject: '未到账，驳回',
    reason: '原因',
    why: '未查到该笔转账，请核对汇款附言中的订单号',
    bell: (count: number) => `消息中心（${count} 条未读）`,
    bellRead: '消息中心',
    centre: '消息中心',
    rejectedTitle: '未能确认您的银行转账',
    shownReason: (why: string) => `原因：${why}`,
    unreadTag: '未读',
    readTag: '已读',
    orderDetails: '订单详情',
    mailHeading: '未能确认您的银行转账',
  },
  ja: {
    bankTransfer: '銀行振込',
    claim: '銀行振込で支払いました',
    yes: 'はい',
    claimed: 'お振込みの連絡を受け付けました。係員が入金を確認すると支払済みになります。',
    consoleOrders: '注文の管理',
    offlineTab: '振込確認待ち',
    reject: '未入金として差し戻す',
    reason: '理由',
    why: '該当するお振込みが見つかりません。振込名義の注文番号をご確認ください',
    bell: (count: number) => `お知らせ（未読 ${count} 件）`,
    bellRead: 'お知らせ',
    centre: 'お知らせ',
    rejectedTitle: 'お振込みを確認できませんでした',
    shownReason: (why: string) => `理由：${why}`,
    unreadTag: '未読',
    readTag: '既読',
    orderDetails: '予約詳細',
    mailHeading: 'お振込みを確認できませんでした',
  },
} as const;

async function openConsolePage(page: Page, name: string) {
  await page.locator('.admin-nav').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a passenger reads in the message centre that the transfer was not found, with the clerk’s reason, and opens the order from it; the mail says the same', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const header = page.getByRole('banner');

  // A new passenger buys a one-way ticket from Osaka, chooses the bank transfer and says it is paid.
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');
  const token = await apiLogin(request, user.logonId, NEWCOMER_PASSWORD);
  const days = (await sailingDays(request, 'JPOSA', 'CNSHA')).filter((d) => daysBetween(today(), d) >= 9);
  const day = days[lang === 'zh' ? 4 : 5] ?? days[days.length - 1]!;
  const [sailing] = await sailingsOfDay(request, OSA_SHA, day);
  const order = await buyOneWayByApi(request, token, sailing!.uuid, CABIN, lang === 'zh' ? 'KIMURA' : 'HAYASHI');
  await page.goto(`ticketing/pay?uuid=${order.uuid}`);
  await page.getByRole('tab', { name: t.bankTransfer }).click();
  await page.getByRole('button', { name: t.claim }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: t.yes, exact: true }).click();
  await expect(page.getByText(t.claimed)).toBeVisible();

  // A ticketing clerk cannot find the transfer and rejects it, with a reason.
  await consoleSignIn(page, 'demo.clerk');
  await openConsolePage(page, t.consoleOrders);
  await expect(page.getByRole('tab', { name: t.offlineTab })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('row').filter({ hasText: order.orderNo }).getByRole('link', { name: order.orderNo }).click();
  await page.getByRole('button', { name: t.reject }).click();
  const asking = page.getByRole('dialog');
  await asking.getByLabel(new RegExp(t.reason)).fill(t.why);
  await asking.getByRole('button', { name: t.reject }).click();
  await expect(asking).toBeHidden();
  expect((await orderByApi(request, token, order.uuid)).status).toBe('DUE_PAY');

  // Back on the site, the bell counts the unread messages (the order's submission, the claim, the rejection).
  await page.goto('orders');
  // Found by its target: in Japanese the menu's news link is called お知らせ too.
  const bell = header.locator('a[href="/tickets/messages"]');
  await expect(bell.locator('.pi-bell')).toBeVisible();
  const countOf = async () => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  await expect.poll(countOf).toBeGreaterThanOrEqual(1);
  const before = await countOf();
  await expect(bell).toHaveAccessibleName(t.bell(before));

  // The message centre: the rejection, newest first, unread, with the reason and the order number.
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: t.centre })).toBeVisible();
  const list = page.getByRole('list', { name: t.centre });
  const rejection = list.getByRole('listitem').first();
  await expect(rejection).toContainText(t.rejectedTitle);
  await expect(rejection).toContainText(t.unreadTag);
  await expect(rejection).toContainText(t.shownReason(t.why));
  const orderLink = rejection.getByRole('link', { name: order.orderNo });
  await expect(orderLink).toHaveAttribute('href', `/tickets/order/details?uuid=${order.uuid}`);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`passenger-messages-${lang}.png`), fullPage: true });

  // Opening it marks it read and lands on the order; the count drops by one.
  await orderLink.click();
  await expect(page).toHaveURL(new RegExp(`/tickets/order/details\\?uuid=${order.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: t.orderDetails })).toBeVisible();
  if (before > 1) await expect(bell).toHaveAccessibleName(t.bell(before - 1));
  else await expect(bell).toHaveAccessibleName(t.bellRead);
  await page.goBack();
  await expect(list.getByRole('listitem').first()).toContainText(t.readTag);

  // The same news came by mail to the order's contact (buyOneWayByApi's), in the passenger's language: the newest
  // mail about this order (the contact address is shared by other journeys' orders, the order number is not).
  const mailText = async () => {
    const mail = await waitForMail(ORDER_CONTACT, order.orderNo, 1_000).catch(() => null);
    return (mail?.parts ?? [])
      .filter((part) => part.filename === null)
      .map((part) => part.text)
      .join('\n');
  };
  await expect.poll(mailText, { timeout: 30_000 }).toContain(t.mailHeading);
  expect(await mailText()).toContain(order.orderNo);
});
