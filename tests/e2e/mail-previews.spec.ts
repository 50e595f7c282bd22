import { writeFile } from 'node:fs/promises';
import type { Lang } from '../../src/domain/lang';
import type { OrderView } from '../../src/domain/ticketing/order';
import { demoSiteConfig } from '../../server/db/seed/settings.seed';
import { orderMail } from '../../server/modules/notifications/mail/orderMails';
import { renderMail } from '../../server/modules/notifications/mail/renderMail';
import { expect, test } from './fixtures';

/**
 * The notifications' HTML as a mail program shows it: three events in each language, rendered by
 * the same code the worker sends with, opened in the browser at a phone's and a desktop's width,
 * and saved (HTML and screenshot) for a person to look at.
 */

const ORDER = {
  uuid: '0f6d3c1e-8a53-4c33-9f7e-2b8f2c1d4e5a',
  orderNo: 'T2612010007',
  status: 'PAID',
  orderType: 'ONE_WAY',
  currency: 'RMB',
  totalAmount: 2860,
  contactName: '王小明',
  paymentDeadline: '2026-12-01T04:30:00.000Z',
  legs: [
    {
      departurePort: 'CNSHA',
      arrivalPort: 'JPOSA',
      departurePortNameZh: '上海',
      departurePortNameJa: '上海',
      arrivalPortNameZh: '大阪',
      arrivalPortNameJa: '大阪',
      departureTime: '2026-12-08T04:00:00.000Z',
      vessel: '新鉴真',
      voyageCode: 'SJ2612A',
      cabinNameZh: '二等和室',
      cabinNameJa: '2等和室',
    },
  ],
  tickets: [{ passengerName: '王小明', passengerNameEn: 'WANG XIAOMING' }],
  payments: [{ method: 'WECHAT_QR', status: 'SUCCEEDED' }],
  refund: { status: 'APPROVED', amount: 2574, fee: 286 },
} as unknown as OrderView;

const EVENTS = [
  ['order.transferRejected', { order: { ...ORDER, status: 'DUE_PAY' } as OrderView, reason: '未查到该笔转账，请核对汇款附言中的订单号' }],
  ['order.paid', { order: ORDER }],
  ['refund.approved', { order: { ...ORDER, status: 'REFUND' } as OrderView }],
] as const;

for (const lang of ['zh', 'jp'] as Lang[]) {
  for (const [kind, facts] of EVENTS) {
    test(`the ${kind} mail in ${lang}`, async ({ page }, info) => {
      const link = `https://tickets.example.com/tickets/order/details?uuid=${ORDER.uuid}`;
      const mail = await renderMail(orderMail(kind, { ...facts, link }, lang), demoSiteConfig, lang);
      const name = `mail-${kind.replace('.', '-')}-${lang}`;
      await writeFile(info.outputPath(`${name}.html`), mail.html);
      for (const [width, device] of [
        [390, 'phone'],
        [900, 'desktop'],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.setContent(mail.html);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // the button to the order is there and wide enough to tap
        const button = page.getByRole('link', { name: lang === 'zh' ? /查看订单|去支付|重新支付/ : /ご注文を確認する|お支払いへ進む|改めてお支払いへ/ });
        await expect(button).toHaveAttribute('href', link);
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
        // nothing wider than the screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: info.outputPath(`${name}-${device}.png`), fullPage: true });
      }
    });
  }
}
