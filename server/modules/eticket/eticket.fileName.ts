import { formatMoney } from '../../../src/domain/format';
import type { OrderView } from '../../../src/domain/ticketing/order';
import type { MailAttachment, MailMessage } from '../../lib/mail/mailer';
import { portLocalTime } from './eticket.format';

/** The PDF's file name: the order number says which order it is once saved on a phone. */
export function eticketFileName(order: Pick<OrderView, 'orderNo' | 'uuid'>, lang: 'zh' | 'jp'): string {
  return `E-ticket_${order.orderNo ?? order.uuid}_${lang === 'zh' ? 'zh' : 'ja'}.pdf`;
}

/**
 * The confirmation after payment, in both languages (the reader may use either), with the
 * e-ticket attached in each: the sailing of every leg, the passengers and the amount paid.
 */
export function paidConfirmation(order: OrderView, attachments: MailAttachment[]): MailMessage {
  const orderNo = order.orderNo ?? '';
  const amount = formatMoney(order.totalAmount, order.currency);
  const names = [...new Set(order.tickets.map((t) => t.passengerName.trim() || t.passengerNameEn))].join('、');
  const legLine = (leg: OrderView['legs'][number], lang: 'zh' | 'ja') =>
    `  ${lang === 'zh' ? `${leg.departurePortNameZh} → ${leg.arrivalPortNameZh}` : `${leg.departurePortNameJa} → ${leg.arrivalPortNameJa}`}  ` +
    `${portLocalTime(leg.departureTime, leg.departurePort)}  ${leg.vessel} ${leg.voyageCode}  ${lang === 'zh' ? leg.cabinNameZh : leg.cabinNameJa}`;
  const text = [
    `${order.contactName} 您好：`,
    `您的订单 ${orderNo} 已支付成功（${amount}），船票已生效。`,
    ...order.legs.map((leg) => legLine(leg, 'zh')),
    `乘客：${names}`,
    '电子船票见附件（每位乘客每个航段一页，二维码为船票号）。请携带船票及所登记的有效证件办理登船手续，时间均为港口当地时间。',
    '',
    `${order.contactName} 様`,
    `ご注文 ${orderNo} のお支払い（${amount}）が完了し、乗船券が有効になりました。`,
    ...order.legs.map((leg) => legLine(leg, 'ja')),
    `乗客：${names}`,
    '電子乗船券を添付しました（乗客・区間ごとに1ページ、QRコードは乗船券番号です）。乗船手続きには乗船券と登録した有効な身分証明書をお持ちください。時刻はすべて港の現地時間です。',
  ].join('\n');
  return {
    to: order.contactEmail,
    subject: `支付成功，电子船票 ${orderNo} / お支払い完了・電子乗船券 ${orderNo}`,
    text,
    attachments,
  };
}
