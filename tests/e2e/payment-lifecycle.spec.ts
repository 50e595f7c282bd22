import { readFile } from 'node:fs/promises';
import { expect as baseExpect, langOf, test } from './fixtures';
import { signInNewcomer } from './support/identity';
import { waitForMail } from './support/outbox';
import {
  bornBefore,
  cabinRow,
  daysBetween,
  field,
  fillPassenger,
  moneyValue,
  orderStatus,
  sailingCard,
  sailingDays,
  today,
  TICKETING_TEXT,
} from './support/ticketing';

/** Every step waits on the server (orders, payment, PDF, mail): on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A cabin class no other journey buys or counts (purchase, orders and payment journeys use the
 * Japanese-style rooms and the dormitory), named as the passenger reads it.
 */
const CABIN_NAME = { zh: '一等西式双人间', ja: '1等洋室ツイン' } as const;

/** What the orders, order details and refund screens say, in each language (src/i18n, src/domain/orderEnums.ts). */
const LIFECYCLE_TEXT = {
  zh: {
    confirmPay: /确认支付/,
    successTitle: '支付成功',
    ordersTitle: '我的订单',
    paid: '已支付',
    beingRefunded: '退款中',
    details: (no: string) => `详情：${no}`,
    download: '下载电子船票',
    refund: (no: string) => `申请退款：${no}`,
    refundTitle: '申请退款',
    band: '7 天以上',
    applies: '当前适用',
    paidAmount: '已付金额',
    fee: '退款手续费（10%）',
    amountBack: '预计退还金额',
    submit: '提交申请',
    back: '返回',
    applied: '申请成功',
  },
  ja: {
    confirmPay: /确认支付/,
    successTitle: 'お支払い完了',
    ordersTitle: '予約履歴',
    paid: '支払済み',
    beingRefunded: '払い戻し待ち',
    details: (no: string) => `詳細：${no}`,
    download: '電子乗船券をダウンロード',
    refund: (no: string) => `払い戻しを申請：${no}`,
    refundTitle: '払い戻しの申請',
    band: '7日を超える',
    applies: '現在の適用',
    paidAmount: 'お支払い額',
    fee: '払い戻し手数料（10%）',
    amountBack: '払い戻し予定額',
    submit: '申請する',
    back: '戻る',
    applied: '申請しました',
  },
} as const;

test('a new user pays in the sandbox, sees the order paid, downloads the e-ticket, gets the confirmation mail, and applies for a refund at the 10 % fee', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const l = LIFECYCLE_TEXT[lang];

  // A fresh user, logged in on the search screen.
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');

  // A sailing more than a week ahead (the 10 % refund band, with a day to spare), past the days the other journeys take.
  const days = await sailingDays(request, 'CNSHA', 'JPOSA');
  const day = days.find((d, index) => index >= 5 && daysBetween(today(), d) >= 9);
  expect(day, `a sailing at least 9 days ahead in ${days.join(', ')}`).toBeTruthy();

  // One adult, one way.
  await page.goto(`ticketing/one_way?from=CNSHA&to=JPOSA&date=${day!}`);
  await cabinRow(page, sailingCard(page), CABIN_NAME[lang]).getByRole('button', { name: t.choose }).click();
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
    birthDate: bornBefore(day!, 40),
    passportNo: `L${stamp}`,
  });
  await page.getByLabel(t.agree).check();
  const total = moneyValue(await page.getByTestId('price-total').textContent());
  const qrAnswer = page.waitForResponse((response) => response.url().includes('/payment/wxpay?') && response.ok());
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=[0-9a-f-]{36}$/);
  const orderUuid = new URL(page.url()).searchParams.get('uuid')!;
  const orderNo = ((await page.getByTestId('payment-order-no').textContent()) ?? '').trim();
  expect(orderNo).toMatch(/^T\d+$/);

  // The payer opens what the QR encodes and confirms: the Payment screen's polling moves on to Success.
  const codeUrl = (await qrAnswer).headers()['x-code-url'];
  expect(codeUrl).toBeTruthy();
  const phone = await page.context().newPage();
  await phone.goto(codeUrl!);
  await expect(phone.locator('[data-field="orderNo"]')).toHaveText(orderNo);
  await phone.getByRole('button', { name: l.confirmPay }).click();
  await expect(phone.locator('[data-state]')).toBeVisible();
  await phone.close();
  await expect(page).toHaveURL(new RegExp(`/tickets/ticketing/success\\?uuid=${orderUuid}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: l.successTitle })).toBeVisible();

  // The orders list: the user's only order, paid.
  await page.goto('orders');
  await expect(page.getByRole('heading', { level: 1, name: l.ordersTitle })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const orderRow = rows.nth(1);
  await expect(orderRow.getByRole('cell').first()).toHaveText(orderNo);
  await expect(orderRow).toContainText(l.paid);
  // Paid: it can no longer be cancelled or paid, but a refund can be asked for.
  await expect(orderRow.getByRole('button', { name: l.refund(orderNo) })).toBeVisible();

  // Its details: paid, with the e-ticket to download.
  await orderRow.getByRole('button', { name: l.details(orderNo) }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/order/details\\?uuid=${orderUuid}$`));
  await expect(orderStatus(page, t)).toHaveText(l.paid);
  await page.screenshot({ path: `test-results/lifecycle-paid-details-${info.project.name}.png`, fullPage: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: l.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${orderNo}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf.length).toBeGreaterThan(10 * 1024);
  // Kept beside the screenshots, for a person to open and read.
  await download.saveAs(`test-results/lifecycle-eticket-${info.project.name}.pdf`);

  // The confirmation mail went to the contact, in the language the passenger uses, with the e-ticket attached.
  const mail = await waitForMail(user.email, lang === 'zh' ? `支付成功，船票已生效` : 'お支払いが完了しました');
  expect(mail.parts.some((part) => part.filename === null && part.text.includes(orderNo))).toBe(true);
  expect(mail.to.toLowerCase()).toContain(user.email.toLowerCase());
  const attachments = mail.parts.filter((part) => part.filename !== null);
  // One e-ticket in each language (the reader may use either).
  expect(attachments.map((part) => part.filename).sort()).toEqual([`E-ticket_${orderNo}_ja.pdf`, `E-ticket_${orderNo}_zh.pdf`]);
  for (const attachment of attachments) {
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(attachment.bytes.length).toBeGreaterThan(10 * 1024);
  }

  // Apply for a refund: the fee table marks "more than 7 days", 10 % of what was paid is kept.
  const refundButton = page.getByRole('button', { name: l.refund(orderNo) });
  await refundButton.click();
  const dialog = page.getByRole('dialog', { name: l.refundTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(dialog.locator('tr[aria-current="true"]').getByRole('rowheader')).toHaveText(l.band);
  await expect(dialog.locator('tr[aria-current="true"]')).toContainText(l.applies);
  const sum = (label: string) => dialog.locator('.refund-quote__sum > div', { has: page.getByRole('term').filter({ hasText: label }) }).getByRole('definition');
  const paidBack = moneyValue(await sum(l.paidAmount).textContent());
  const fee = Math.abs(moneyValue(await sum(l.fee).textContent()));
  const amountBack = moneyValue(await dialog.getByTestId('refund-amount').textContent());
  expect(paidBack).toBe(total);
  expect(fee).toBeCloseTo(Math.round(total * 10) / 100, 2);
  expect(amountBack).toBeCloseTo(total - fee, 2);
  await page.screenshot({ path: `test-results/lifecycle-refund-dialog-${info.project.name}.png`, animations: 'disabled' });

  // "Back" changes nothing; "submit" applies.
  await dialog.getByRole('button', { name: l.back, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(orderStatus(page, t)).toHaveText(l.paid);
  await refundButton.click();
  await page.getByRole('dialog', { name: l.refundTitle }).getByRole('button', { name: l.submit, exact: true }).click();
  await expect(page.getByText(l.applied)).toBeVisible();
  await expect(orderStatus(page, t)).toHaveText(l.beingRefunded);
  // No second application, and no e-ticket while the refund is pending.
  await expect(page.getByRole('button', { name: l.refund(orderNo) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: l.download })).toHaveCount(0);
  await page.screenshot({ path: `test-results/lifecycle-being-refunded-${info.project.name}.png`, fullPage: true });

  // The orders list says so too.
  await page.goto('orders');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(l.beingRefunded);
});
