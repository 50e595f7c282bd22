import type { Currency } from '../../../../src/domain/baseData';
import { formatMoney } from '../../../../src/domain/format';
import type { Lang } from '../../../../src/domain/lang';
import type { NotificationKind } from '../../../../src/domain/notifications';
import type { OrderView } from '../../../../src/domain/ticketing/order';
import { vesselName } from '../../../../src/domain/vessels';
import type { SailingChanged } from '../notifications.orders';
import { PASSENGER_CHECK_IN } from '../../../../src/domain/ticketing/checkInHours';
import { portLocalTime } from '../../eticket/eticket.format';
import type { MailContent } from './mailContent';

/** What an order's mail knows besides the order as it is when the mail goes. */
export interface OrderMailFacts {
  order: OrderView;
  /** the staff's reason (a rejected transfer or refund, a cancelled sailing) */
  reason?: string;
  /** the order details page */
  link: string;
  /** a rescheduled sailing: its times before the change (the order's legs have the new ones) */
  before?: { voyageUuid: string; departureTime: string; arrivalTime: string };
  /** a payout: the day the clerk sent the money */
  transferredOn?: string;
  /** a check-in reminder: the leg it is about */
  legIndex?: number;
  /** a change of sailing: the leg, the old and the new sailing, the fee and what comes back (the payload) */
  changed?: Omit<SailingChanged, 'orderUuid' | 'at'>;
  /** where each port's passengers check in (the service offices' terminals), by port code */
  terminals?: Record<string, { zh: string; ja: string }>;
}

const L = (lang: Lang) => (zh: string, ja: string) => (lang === 'zh' ? zh : ja);

/** The trip in one line per leg: route, departure (port-local, with its zone), vessel and voyage, cabin. */
function legLines(order: OrderView, lang: Lang): string[] {
  return order.legs.map((leg) => {
    const route = lang === 'zh' ? `${leg.departurePortNameZh} → ${leg.arrivalPortNameZh}` : `${leg.departurePortNameJa} → ${leg.arrivalPortNameJa}`;
    return `${route}  ${portLocalTime(leg.departureTime, leg.departurePort)}  ${vesselName(leg.vessel, lang)} ${leg.voyageCode}  ${lang === 'zh' ? leg.cabinNameZh : leg.cabinNameJa}`;
  });
}

/** The payment deadline in the first departure port's time. */
function deadlineOf(order: OrderView): string {
  const port = order.legs[0]?.departurePort ?? 'CNSHA';
  return order.paymentDeadline ? portLocalTime(order.paymentDeadline, port) : '';
}

/** How the order was paid (the last successful payment), for where refunded money goes. */
const paidByTransfer = (order: OrderView) => order.payments?.find((p) => p.status === 'SUCCEEDED')?.method === 'BANK_TRANSFER';

export type OrderKind = Extract<NotificationKind, `order.${string}` | `refund.${string}`>;

/** One template per event: subject, heading, what happened and what it means, in the reader's language. */
export function orderMail(
  kind: OrderKind,
  { order, reason, link, before, legIndex, terminals, transferredOn, changed }: OrderMailFacts,
  lang: Lang,
): MailContent {
  const t = L(lang);
  const no = order.orderNo ?? '';
  const amount = formatMoney(order.totalAmount, order.currency, lang);
  const refund = order.refund;
  const refundAmount = refund ? formatMoney(refund.amount, order.currency, lang) : '';
  const refundFee = refund ? formatMoney(refund.fee, order.currency, lang) : '';
  const why = reason?.trim() || t('未说明', '記載なし');
  const common = {
    greeting: t(`${order.contactName} 您好：`, `${order.contactName} 様`),
    trip: legLines(order, lang),
    action: { label: t('查看订单', 'ご注文を確認する'), url: link },
  };
  const facts = (...extra: [string, string][]): [string, string][] => [[t('订单号', 'ご注文番号'), no], ...extra];

  switch (kind) {
    case 'order.submitted':
      return {
        ...common,
        subject: t(`订单已提交 ${no}，请于 ${deadlineOf(order)} 前支付`, `ご注文受付 ${no}：${deadlineOf(order)}までにお支払いください`),
        heading: t('订单已提交，等待支付', 'ご注文を受け付けました'),
        paragraphs: [
          t(
            `您的订单已提交，舱位已为您保留。请在支付期限前完成支付，逾期订单将自动取消，舱位释放。`,
            `ご注文を受け付け、お席を確保しました。お支払い期限までにお支払いください。期限を過ぎるとご注文は自動的にキャンセルされ、お席は解放されます。`,
          ),
        ],
        facts: facts([t('应付金额', 'お支払い金額'), amount], [t('支付期限', 'お支払い期限'), deadlineOf(order)]),
        action: { label: t('去支付', 'お支払いへ進む'), url: link },
      };
    case 'order.paid':
      return {
        ...common,
        subject: t(`支付成功，电子船票 ${no}`, `お支払い完了・電子乗船券 ${no}`),
        heading: t('支付成功，船票已生效', 'お支払いが完了しました'),
        paragraphs: [
          t(
            '电子船票见附件（每位乘客每个航段一页，二维码为船票号）。请携带船票及所登记的有效证件办理登船手续，时间均为港口当地时间。',
            '電子乗船券を添付しました（乗客・区間ごとに1ページ、QRコードは乗船券番号です）。乗船手続きには乗船券と登録した有効な身分証明書をお持ちください。時刻はすべて港の現地時間です。',
          ),
        ],
        facts: facts([t('支付金额', 'お支払い金額'), amount], [t('乘客', '乗客'), passengerNames(order)]),
      };
    case 'order.offlineClaimed':
      return {
        ...common,
        subject: t(`已收到您的转账通知 ${no}`, `お振込みのご連絡を受け付けました ${no}`),
        heading: t('已收到您的转账通知', 'お振込みのご連絡を受け付けました'),
        paragraphs: [
          t(
            '工作人员核对到账后将确认支付，并通过邮件发送电子船票。核对期间订单为您保留，不会因超过支付期限而取消。',
            '入金を確認しましたらお支払いを確定し、電子乗船券をメールでお送りします。確認中、ご注文がお支払い期限切れでキャンセルされることはありません。',
          ),
        ],
        facts: facts([t('转账金额', 'お振込み金額'), amount]),
      };
    case 'order.transferRejected':
      return {
        ...common,
        subject: t(`未能确认您的转账 ${no}`, `お振込みを確認できませんでした ${no}`),
        heading: t('未能确认您的银行转账', 'お振込みを確認できませんでした'),
        paragraphs: [
          t(
            `很抱歉，我们未能确认这笔转账。请在 ${deadlineOf(order)} 前重新支付，逾期订单将自动取消。`,
            `申し訳ございませんが、お振込みを確認できませんでした。${deadlineOf(order)}までに改めてお支払いください。期限を過ぎるとご注文は自動的にキャンセルされます。`,
          ),
        ],
        facts: facts([t('原因', '理由'), why], [t('应付金额', 'お支払い金額'), amount], [t('支付期限', 'お支払い期限'), deadlineOf(order)]),
        action: { label: t('重新支付', '改めてお支払いへ'), url: link },
      };
    case 'order.expired':
      return {
        ...common,
        subject: t(`订单已取消（超过支付期限）${no}`, `お支払い期限切れのためキャンセルしました ${no}`),
        heading: t('订单已取消', 'ご注文はキャンセルされました'),
        paragraphs: [
          t(
            '订单未在支付期限内完成支付，已自动取消，舱位已释放。如仍需出行，请重新购票。',
            'お支払い期限までにお支払いがなかったため、ご注文は自動的にキャンセルされ、お席は解放されました。ご乗船をご希望の場合は、改めてご購入ください。',
          ),
        ],
        facts: facts(),
      };
    case 'order.voided': {
      const paid = order.status === 'ABOLISH';
      return {
        ...common,
        subject: t(`航次取消通知 ${no}`, `運航中止のお知らせ ${no}`),
        heading: t('您预订的航次已取消', 'ご予約の便は運航中止となりました'),
        paragraphs: [
          paid
            ? t(
                `很抱歉，订单已作废。已支付的 ${amount} 将全额退还，不收取手续费。`,
                `誠に申し訳ございません。ご注文は無効となり、お支払い済みの ${amount} を手数料なしで全額返金いたします。`,
              )
            : t('很抱歉，订单已取消，无需支付。', '誠に申し訳ございません。ご注文はキャンセルされました。お支払いの必要はございません。'),
        ],
        facts: facts([t('原因', '理由'), why], ...(paid ? [[t('退款金额', '返金額'), amount] as [string, string]] : [])),
      };
    }
    case 'order.rescheduled': {
      const leg = order.legs.find((l) => l.voyageUuid === before?.voyageUuid) ?? order.legs[0];
      const port = leg?.departurePort ?? 'CNSHA';
      const arrivalPort = leg?.arrivalPort ?? port;
      return {
        ...common,
        subject: t(`航次时间变更 ${no}`, `運航時刻変更のお知らせ ${no}`),
        heading: t('您预订的航次时间已变更', 'ご予約の便の時刻が変更されました'),
        paragraphs: [
          t(
            '很抱歉，船公司调整了您所乘航次的开航时间，订单与舱位保持不变。如新的时间不便出行，可在订单详情中申请退票，免收退票手续费（开航前24小时截止）。',
            '誠に申し訳ございません。ご乗船の便の出航時刻が変更になりました。ご注文とお席はそのままです。新しい時刻でご都合が悪い場合は、ご注文詳細から払い戻しを手数料無料でお申し込みいただけます（出航の24時間前まで）。',
          ),
        ],
        facts: facts(
          [t('原开航时间', '変更前の出航'), before ? portLocalTime(before.departureTime, port) : ''],
          [t('新开航时间', '変更後の出航'), leg ? portLocalTime(leg.departureTime, port) : ''],
          [t('新到达时间', '変更後の到着'), leg ? portLocalTime(leg.arrivalTime, arrivalPort) : ''],
        ),
      };
    }
    case 'order.changed': {
      const leg = order.legs.find((l) => l.legIndex === changed?.legIndex) ?? order.legs[0];
      // the same route and direction: the old sailing left from the new one's port
      const port = leg?.departurePort ?? 'CNSHA';
      const currency = (changed?.currency as Currency | undefined) ?? order.currency;
      const back = changed?.back ?? 0;
      const sailing = (s: { voyageCode: string; departureTime: string } | undefined) => (s ? `${s.voyageCode}  ${portLocalTime(s.departureTime, port)}` : '');
      // refunded or voided since: no ticket to attach (notifications.render.ts), the later decision's mail tells the rest
      const tickets = order.status === 'PAID';
      return {
        ...common,
        subject: t(`改签成功 ${no}`, `便の変更が完了しました ${no}`),
        heading: t('改签成功，新船票已生效', '便の変更が完了しました'),
        paragraphs: [
          tickets
            ? t(
                '新的电子船票见附件，原船票已作废，请勿使用。请携带新船票及所登记的有效证件办理登船手续，时间均为港口当地时间。',
                '新しい電子乗船券を添付しました。変更前の乗船券は無効となりましたので、ご使用にならないでください。乗船手続きには新しい乗船券と登録した有効な身分証明書をお持ちください。時刻はすべて港の現地時間です。',
              )
            : t('原船票已作废。时间均为港口当地时间。', '変更前の乗船券は無効となりました。時刻はすべて港の現地時間です。'),
          ...(back > 0
            ? [
                paidByTransfer(order)
                  ? t(
                      '差额退款将由财务以银行转账退回：请在订单详情中提交收款账户，提交后一般 3–5 个工作日到账。',
                      '差額の払い戻しは銀行振込でお返しします。ご注文詳細から受取口座をご登録ください。ご登録後、通常3～5営業日でお振込みいたします。',
                    )
                  : t('差额退款将原路退回微信支付，一般 1–3 个工作日到账。', '差額の払い戻しはWeChat Payへ返金いたします。通常1～3営業日で反映されます。'),
              ]
            : []),
        ],
        facts: facts(
          [t('原航次', '変更前の便'), sailing(changed?.from)],
          [t('新航次', '変更後の便'), sailing(changed?.to)],
          [t('改签手续费', '変更手数料'), formatMoney(changed?.fee ?? 0, currency, lang)],
          ...(back > 0 ? [[t('退款金额', '払戻額'), formatMoney(back, currency, lang)] as [string, string]] : []),
        ),
      };
    }
    case 'order.checkInReminder': {
      const leg = order.legs.find((l) => l.legIndex === legIndex) ?? order.legs[0];
      const port = leg?.departurePort ?? 'CNSHA';
      const terminal = terminals?.[port];
      const before = (hours: number) => (leg ? new Date(Date.parse(leg.departureTime) - hours * 3600_000).toISOString() : '');
      return {
        ...common,
        trip: leg ? legLines({ ...order, legs: [leg] }, lang) : [],
        subject: t(
          `乘船提醒：${leg ? portLocalTime(leg.departureTime, port) : ''} 开航 ${no}`,
          `ご乗船のご案内：${leg ? portLocalTime(leg.departureTime, port) : ''} 出航 ${no}`,
        ),
        heading: t('您的船即将启航', 'まもなく出航です'),
        paragraphs: [
          t(
            '请携带电子船票（二维码）及所登记的有效证件，提前到达码头办理检票登船手续。',
            '電子乗船券（QRコード）とご登録の有効な身分証明書をお持ちのうえ、余裕をもってターミナルにお越しください。',
          ),
          t('不需要提醒邮件时，可在“账户信息”中关闭。', 'このご案内メールは「アカウント情報」で停止できます。'),
        ],
        facts: facts(
          [t('开航时间', '出航'), leg ? portLocalTime(leg.departureTime, port) : ''],
          [t('检票开始', 'チェックイン開始'), leg ? portLocalTime(before(PASSENGER_CHECK_IN.opensHoursBefore), port) : ''],
          [t('检票截止', 'チェックイン締切'), leg ? portLocalTime(before(PASSENGER_CHECK_IN.closesHoursBefore), port) : ''],
          ...(terminal ? [[t('码头', 'ターミナル'), lang === 'zh' ? terminal.zh : terminal.ja] as [string, string]] : []),
          [t('乘客', '乗客'), passengerNames(order)],
        ),
      };
    }
    case 'refund.applied':
      return {
        ...common,
        subject: t(`退票申请已提交 ${no}`, `払い戻しの申請を受け付けました ${no}`),
        heading: t('退票申请已提交，等待审核', '払い戻しの申請を受け付けました'),
        paragraphs: [t('审核通过后，退款将原路退回。审核期间船票暂停使用。', '承認後、お支払い方法へ返金いたします。審査中は乗船券をご利用いただけません。')],
        facts: facts([t('退款金额', '払戻額'), refundAmount], [t('手续费', '手数料'), refundFee]),
      };
    case 'refund.approved':
      return {
        ...common,
        subject: t(`退票已通过，退款 ${refundAmount} ${no}`, `払い戻しを承認しました（${refundAmount}）${no}`),
        heading: t('退票已审核通过', '払い戻しを承認しました'),
        paragraphs: [
          paidByTransfer(order)
            ? t('退款将由财务汇至您登记的银行账户，一般 3–5 个工作日到账。', 'ご登録の銀行口座へ、通常3～5営業日でお振込みいたします。')
            : t('退款将原路退回微信支付，一般 1–3 个工作日到账。', 'WeChat Payへ返金いたします。通常1～3営業日で反映されます。'),
        ],
        facts: facts([t('退款金额', '払戻額'), refundAmount], [t('手续费', '手数料'), refundFee]),
      };
    case 'refund.paidOut':
      return {
        ...common,
        subject: t(`退款已汇出 ${refundAmount} ${no}`, `払い戻し金をお振込みしました（${refundAmount}）${no}`),
        heading: t('退款已汇出', '払い戻し金をお振込みしました'),
        paragraphs: [
          t(
            '退款已汇至您登记的银行账户，到账时间以收款银行为准。如有疑问，请联系客服中心。',
            'ご登録の銀行口座へ払い戻し金をお振込みしました。着金日はお受取りの銀行によります。ご不明な点はカスタマーセンターへお問い合わせください。',
          ),
        ],
        facts: facts([t('退款金额', '払戻額'), refundAmount], [t('汇款日期', 'お振込み日'), transferredOn ?? '']),
      };
    case 'refund.rejected':
      return {
        ...common,
        subject: t(`退票申请未通过 ${no}`, `払い戻し申請は承認されませんでした ${no}`),
        heading: t('退票申请未通过', '払い戻し申請は承認されませんでした'),
        paragraphs: [t('您的船票仍然有效，可按原计划乘船。', '乗船券は引き続き有効です。ご予定どおりご乗船いただけます。')],
        facts: facts([t('原因', '理由'), why]),
      };
  }
}

function passengerNames(order: OrderView): string {
  return [...new Set(order.tickets.map((t) => t.passengerName.trim() || t.passengerNameEn))].join('、');
}
