import type { Lang } from '../../../../src/domain/lang';
import type { ShippingMailPayload } from '../notifications.shipping';
import type { MailContent } from './mailContent';

/** Where a shipper's message sends the reader: the bills for a bill's news, else the bookings. */
export function shippingPath(messageType: ShippingMailPayload['messageType']): string {
  return messageType === 'BL_ISSUED' || messageType === 'BL_RELEASED' ? '/downloadBls' : '/myBooking';
}

/** A shipper's message as mail: its title and text in the reader's language, a button to the bookings or bills. */
export function shippingMail(payload: ShippingMailPayload, link: string, lang: Lang, greetingName: string): MailContent {
  const t = (zh: string, ja: string) => (lang === 'zh' ? zh : ja);
  const title = lang === 'zh' ? payload.title.zh : payload.title.ja;
  const body = lang === 'zh' ? payload.body.zh : payload.body.ja;
  const bills = shippingPath(payload.messageType) === '/downloadBls';
  return {
    subject: title,
    heading: title,
    greeting: t(`${greetingName} 您好：`, `${greetingName} 様`),
    paragraphs: body.split(/\n+/).filter((p) => p.trim() !== ''),
    facts: [],
    trip: [],
    action: { label: bills ? t('查看提单', '船荷証券を見る') : t('查看订舱', 'ブッキングを見る'), url: link },
  };
}
