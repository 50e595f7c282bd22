import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { consoleSignIn } from './support/console';
import { apiLogin, NEWCOMER_PASSWORD, signInNewcomer } from './support/identity';
import { buyOneWayByApi, daysBetween, orderByApi, orderMoveByApi, sailingDays, sailingsOfDay, today } from './support/ticketing';

/** Every step waits on the server; on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const OSA_SHA = { departurePort: 'JPOSA', arrivalPort: 'CNSHA' };
/** Many berths, and no journey counts them on these days. */
const CABIN = 'SECOND_DORMITORY';

/** What the screens say, in each language (src/i18n, src/admin/i18n), written out by hand. */
const TEXT = {
  zh: {
    consoleOrders: '订单管理',
    offlineTab: '待确认转账',
    refundsTab: '待审核退款',
    confirm: '确认已到账',
    approve: '同意退款',
    moneyBack: '退款与退回',
    reference: '转账参考号',
    transferredOn: '转账日期',
    markPaid: '登记已转账',
    applyRefund: '申请退款',
    submit: '提交申请',
    accountTitle: '退款收款账户（日本的银行账户）',
    bank: '银行名称',
    branch: '支店名',
    ordinary: '普通',
    number: '账号',
    holder: '账户名义（片假名）',
    kanaMessage: '账户名义请用片假名（全角或半角）填写',
    applied: '申请成功',
    reviewing: '审核中',
    beingPaid: '已批准，正在转账',
    refundedOn: (day: string) => `已于 ${day} 退款`,
  },
  ja: {
    consoleOrders: '注文の管理',
    offlineTab: '振込確認待ち',
    refundsTab: '払い戻し審査待ち',
    confirm: '入金を確認',
    approve: '払い戻しを承認',
    moneyBack: '払い戻し・返金',
    reference: '振込の照会番号',
    transferredOn: '振込日',
    markPaid: '振込済みとして記録',
    applyRefund: '払い戻しを申請',
    submit: '申請する',
    accountTitle: '払い戻し先口座（日本国内の銀行口座）',
    bank: '銀行名',
    branch: '支店名',
    ordinary: '普通',
    number: '口座番号',
    holder: '口座名義（カタカナ）',
    kanaMessage: '口座名義はカタカナ（全角または半角）で入力してください',
    applied: '申請しました',
    reviewing: '審査中',
    beingPaid: '承認済み・お振込み手続き中',
    refundedOn: (day: string) => `${day} に払い戻し済み`,
  },
} as const;

async function openConsolePage(page: Page, name: string) {
  await page.locator('.admin-nav').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a bank-transfer order is refunded to the passenger’s account: applied with the account, approved, paid out with a reference, "refunded on <date>"', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];

  // A passenger signed in on the site; a JPY order from Osaka more than a week ahead, the transfer claimed.
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');
  const token = await apiLogin(request, user.logonId, NEWCOMER_PASSWORD);
  const days = (await sailingDays(request, 'JPOSA', 'CNSHA')).filter((d) => daysBetween(today(), d) >= 9);
  const day = days[lang === 'zh' ? 2 : 3]!;
  const [sailing] = await sailingsOfDay(request, OSA_SHA, day);
  const order = await buyOneWayByApi(request, token, sailing!.uuid, CABIN, lang === 'zh' ? 'TANAKA' : 'SUZUKI');
  expect(order.currency).toBe('JPY');
  await orderMoveByApi(request, token, 'markedTsOrderAsOfflinePaymentByUuid', order.uuid);

  // The clerk confirms the transfer on the console.
  await consoleSignIn(page, 'demo.clerk');
  await openConsolePage(page, t.consoleOrders);
  await expect(page.getByRole('tab', { name: t.offlineTab })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('row').filter({ hasText: order.orderNo }).getByRole('link', { name: order.orderNo }).click();
  await page.getByRole('button', { name: t.confirm }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(0);
  expect((await orderByApi(request, token, order.uuid)).status).toBe('PAID');

  // The passenger applies for the refund, naming a Japanese account; a holder not in katakana is refused at the field.
  await page.goto(`order/details?uuid=${order.uuid}`);
  await page.getByRole('button', { name: t.applyRefund }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.accountTitle })).toBeVisible();
  await dialog.getByLabel(t.bank).fill('三菱UFJ銀行');
  await dialog.getByLabel(t.branch).fill('梅田支店');
  await dialog.getByLabel(t.ordinary, { exact: true }).check();
  await dialog.getByLabel(t.number).fill('7654321');
  await dialog.getByLabel(t.holder).fill('田中 花子');
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByText(t.kanaMessage)).toBeVisible();
  await dialog.getByLabel(t.holder).fill('タナカ ハナコ');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`bank-transfer-refund-account-${lang}.png`), fullPage: true });
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.applied)).toBeVisible();
  await expect(page.getByTestId('refund-record-status')).toHaveText(t.reviewing);
  await expect(page.getByTestId('refund-record-account')).toContainText('****4321');
  await expect(page.getByTestId('refund-record-account')).not.toContainText('7654321');

  // The clerk approves it: a payout waits, and the passenger reads "approved, being paid".
  await page.goto('admin/');
  await openConsolePage(page, t.consoleOrders);
  await page.getByRole('tab', { name: t.refundsTab }).click();
  await page.getByRole('row').filter({ hasText: order.orderNo }).getByRole('link', { name: order.orderNo }).click();
  await page.getByRole('button', { name: t.approve }).click();
  const approval = page.getByRole('dialog');
  await approval.getByRole('button', { name: t.approve }).click();
  await expect(approval).toBeHidden();
  await page.goto(`order/details?uuid=${order.uuid}`);
  await expect(page.getByTestId('refund-record-status')).toHaveText(t.beingPaid);

  // The clerk makes the transfer to the account shown in full, and records its reference and day.
  await page.goto('admin/');
  await openConsolePage(page, t.moneyBack);
  const payout = page.getByTestId('payout-item').filter({ hasText: order.orderNo });
  await expect(payout.getByTestId('payout-account')).toContainText('7654321');
  await expect(payout.getByTestId('payout-account')).toContainText('タナカ ハナコ');
  const paidOn = today();
  await payout.getByLabel(t.reference).fill(`MUFG-${lang}-0042`);
  await payout.getByLabel(t.transferredOn).fill(paidOn);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`bank-transfer-refund-payout-${lang}.png`), fullPage: true });
  await payout.getByRole('button', { name: t.markPaid }).click();
  await expect(page.getByTestId('payout-item').filter({ hasText: order.orderNo })).toHaveCount(0);

  // The passenger sees the refund paid, on the day the clerk recorded.
  await page.goto(`order/details?uuid=${order.uuid}`);
  await expect(page.getByTestId('refund-record-status')).toHaveText(t.refundedOn(paidOn));
  await page.screenshot({ path: info.outputPath(`bank-transfer-refund-done-${lang}.png`), fullPage: true });
});
