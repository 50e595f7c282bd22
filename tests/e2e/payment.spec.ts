import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, langOf, test } from './fixtures';
import { signInNewcomer } from './support/identity';
import {
  bornBefore,
  cabinRow,
  field,
  fillPassenger,
  moneyValue,
  orderStatus,
  sailingCard,
  sailingDays,
  TICKETING_TEXT,
  type CabinCode,
} from './support/ticketing';

/** Each language buys in a cabin class of its own, so the other project never moves a count another journey checks. */
const CABIN: Record<'zh' | 'ja', CabinCode> = { zh: 'FIRST_JAPANESE', ja: 'SECOND_JAPANESE' };

/** What the Payment and Success screens say (src/i18n), in each language. */
const PAYMENT_TEXT = {
  zh: {
    step: '订单支付',
    successStep: '支付成功',
    successTitle: '支付成功',
    wechat: '微信扫码支付',
    bank: '银行转账',
    qr: (no: string) => `订单 ${no} 的微信支付二维码`,
    polling: '正在等待支付结果，支付完成后页面将自动跳转。',
    paid: '已支付',
    toOrder: '查看订单详情',
    toOrders: '我的订单',
    claim: '我已通过银行转账付款',
    claimTitle: '确认线下付款',
    yes: '确认',
    no: '取消',
    claimed: '已提交线下付款，工作人员确认到账后订单将变为已支付。',
  },
  ja: {
    step: 'お支払い',
    successStep: 'お支払い完了',
    successTitle: 'お支払い完了',
    wechat: 'WeChat Pay（QRコード）',
    bank: '銀行振込',
    qr: (no: string) => `予約 ${no} の WeChat Pay QRコード`,
    polling: 'お支払いの完了を確認しています。完了すると自動的に移動します。',
    paid: '支払済み',
    toOrder: '予約詳細を見る',
    toOrders: '予約履歴',
    claim: '銀行振込で支払いました',
    claimTitle: 'お振込みの確認',
    yes: 'はい',
    no: 'いいえ',
    claimed: 'お振込みの連絡を受け付けました。係員が入金を確認すると支払済みになります。',
  },
} as const;

const countdownSeconds = (text: string | null) => {
  const [minutes, seconds] = (text ?? '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

/** A new user buys one adult, one way, on the route's sailing day `dayIndex` (the other journeys take the first three): the Payment screen opens. */
async function buyOneWay(page: Page, request: APIRequestContext, info: TestInfo, dayIndex: number) {
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');
  const day = (await sailingDays(request, 'CNSHA', 'JPOSA'))[dayIndex]!;
  expect(day).toBeTruthy();
  await page.goto(`ticketing/one_way?from=CNSHA&to=JPOSA&date=${day}`);
  await cabinRow(page, sailingCard(page), t.cabins[CABIN[lang]]).getByRole('button', { name: t.choose }).click();
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
    passportNo: `P${stamp}${dayIndex}`,
  });
  await page.getByLabel(t.agree).check();
  const total = moneyValue(await page.getByTestId('price-total').textContent());
  // The QR is fetched by the page with the user's token; its answer names the code_url it encodes.
  const qrAnswer = page.waitForResponse((response) => response.url().includes('/payment/wxpay?') && response.ok());
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=[0-9a-f-]{36}$/);
  return { total, qrAnswer, orderUuid: new URL(page.url()).searchParams.get('uuid')! };
}

test('a new user buys one way, scans the QR into the sandbox, confirms, and lands on Success with the order paid', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const p = PAYMENT_TEXT[lang];
  const { total, qrAnswer, orderUuid } = await buyOneWay(page, request, info, 3);

  // The Payment screen (step 3): the order, its amount, the window counting down, the QR.
  await expect(page.locator('.ticketing-steps [aria-current="step"]')).toContainText(p.step);
  const orderNo = (await page.getByTestId('payment-order-no').textContent()) ?? '';
  expect(orderNo).toMatch(/\S/);
  await expect(page.getByTestId('payment-amount')).toHaveText(t.rmb);
  expect(moneyValue(await page.getByTestId('payment-amount').textContent())).toBe(total);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(30:00|29:[0-5]\d)$/);
  const first = countdownSeconds(await timer.textContent());
  await expect.poll(async () => countdownSeconds(await timer.textContent()), { timeout: 5_000 }).toBeLessThan(first);
  await expect(page.getByRole('tab', { name: p.wechat })).toHaveAttribute('aria-selected', 'true');
  const qr = page.getByRole('img', { name: p.qr(orderNo) });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^blob:/);
  await expect(page.getByText(p.polling)).toBeVisible();
  // The bank-transfer tab by keyboard, and back.
  await page.getByRole('tab', { name: p.wechat }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: p.bank })).toBeFocused();
  await expect(page.getByTestId('bank-account')).toHaveText(/\S/);
  await page.keyboard.press('ArrowLeft');
  await expect(qr).toBeVisible();
  await page.screenshot({ path: `test-results/payment-qr-${info.project.name}.png`, fullPage: true });

  // The payer's phone opens what the QR encodes: the sandbox page, with the same order and amount.
  const codeUrl = (await qrAnswer).headers()['x-code-url'];
  expect(codeUrl).toBeTruthy();
  const phone = await page.context().newPage();
  await phone.goto(codeUrl!);
  await expect(phone.locator('[data-field="orderNo"]')).toHaveText(orderNo);
  expect(moneyValue(await phone.locator('[data-field="amount"]').textContent())).toBe(total);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await expect(phone.locator('[data-state]')).toBeVisible();
  await phone.close();

  // The polling sees it paid: Success (step 4) in place of the Payment screen.
  await expect(page).toHaveURL(new RegExp(`/tickets/ticketing/success\\?uuid=${orderUuid}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: p.successTitle })).toBeVisible();
  await expect(page.locator('.ticketing-steps [aria-current="step"]')).toContainText(p.successStep);
  await expect(page.getByTestId('success-status')).toHaveText(p.paid);
  await expect(page.getByTestId('success-order-no')).toHaveText(orderNo);
  expect(moneyValue(await page.getByTestId('success-total').textContent())).toBe(total);
  await expect(page.getByRole('link', { name: p.toOrders })).toHaveAttribute('href', '/tickets/orders');
  await page.screenshot({ path: `test-results/payment-success-${info.project.name}.png`, fullPage: true });

  // The order's page says it is paid.
  await page.getByRole('link', { name: p.toOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/order/details\\?uuid=${orderUuid}$`));
  await expect(orderStatus(page, t)).toHaveText(p.paid);
});

test('bank transfer: the claim asks first, then the countdown stops, staff will confirm, and the order still waits', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const p = PAYMENT_TEXT[lang];
  const { qrAnswer } = await buyOneWay(page, request, info, 4);
  await qrAnswer;
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('tab', { name: p.bank }).click();
  await expect(page.getByTestId('bank-payee')).toHaveText(/\S/);
  await expect(page.getByTestId('bank-account')).toHaveText(/\S/);

  // "No" changes nothing; "yes" sends the claim.
  await page.getByRole('button', { name: p.claim }).click();
  const dialog = page.getByRole('dialog', { name: p.claimTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: p.no }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: p.claim }).click();
  await page.getByRole('dialog', { name: p.claimTitle }).getByRole('button', { name: p.yes }).click();

  await expect(page.getByText(p.claimed)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  // The claim stays on its tab; WeChat is not offered while staff check the transfer (the server makes no QR then).
  await expect(page.getByRole('tab', { name: p.bank })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: p.wechat })).toHaveCount(0);
  await expect(page.getByRole('button', { name: p.claim })).toHaveCount(0);
  await page.screenshot({ path: `test-results/payment-bank-claimed-${info.project.name}.png`, fullPage: true });
  // The order still waits for payment: staff confirm the transfer.
  await page.getByRole('link', { name: p.toOrder }).click();
  await expect(orderStatus(page, t)).toHaveText(t.dueToPay);
});
