import type { Lang } from '../../../../src/domain/lang';
import { messageLink, type MessageLinkKind } from '../../../../src/domain/shipping/messageLinks';
import type { ShippingMailPayload } from '../notifications.shipping';
import type { MailContent } from './mailContent';

/** The button of a shipper's mail, by what it opens (the same kinds /myMessage labels its links by). */
const ACTION_LABEL: Record<MessageLinkKind, { zh: string; ja: string }> = {
  booking: { zh: '查看订舱', ja: 'ブッキングを見る' },
  bills: { zh: '查看提单', ja: '船荷証券を見る' },
  commissions: { zh: '查看铁路委托', ja: '鉄道輸送委託を見る' },
  newBooking: { zh: '开始订舱', ja: 'ブッキングを始める' },
  account: { zh: '查看账号信息', ja: 'アカウント情報を見る' },
  dnd: { zh: '查看滞箱费', ja: 'デマレージを照会する' },
};

/** Where a shipper's message sends the reader: its record (the booking, the bill), as the client links it too. */
export function shippingPath(payload: Pick<ShippingMailPayload, 'messageType' | 'bookingNo' | 'blNo'>): string {
  return messageLink({ type: payload.messageType, bookingNo: payload.bookingNo, blNo: payload.blNo }).path;
}

/** A shipper's message as mail: its title and text in the reader's language, a button to its record. */
export function shippingMail(payload: ShippingMailPayload, link: string, lang: Lang, greetingName: string): MailContent {
  const t = (text: { zh: string; ja: string }) => (lang === 'zh' ? text.zh : text.ja);
  const title = t(payload.title);
  const body = t(payload.body);
  const { kind } = messageLink({ type: payload.messageType, bookingNo: payload.bookingNo, blNo: payload.blNo });
  return {
    subject: title,
    heading: title,
    greeting: lang === 'zh' ? `${greetingName} 您好：` : `${greetingName} 様`,
    paragraphs: body.split(/\n+/).filter((p) => p.trim() !== ''),
    facts: [],
    trip: [],
    action: { label: t(ACTION_LABEL[kind]), url: link },
  };
}
