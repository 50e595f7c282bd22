import type { Bilingual, Lang } from '../lang';
import { pick } from '../lang';

/**
 * Ticketing messages of spec section 5, in both languages, shared by the client's
 * guards and the server's order checks (which answer `message`/`jpMessage`). A rule
 * names its message by key and gives `{name}` placeholders as params, so both sides
 * render the same text. Beyond the spec's list: ticketTypeMinAge (the age limit of a type
 * without an upper age), and the last two keys, because the DOMAIN rules "at most one
 * free passenger per paying adult" and "extra bed only where the cabin allows" need a
 * text of their own.
 */
export const TICKETING_MESSAGES = {
  chooseCabinClass: { zh: '请选择舱位', ja: '客室クラスを選択してください' },
  chooseTicketType: { zh: '请选择票种', ja: '券種を選択してください' },
  notEnoughTickets: { zh: '余票不足', ja: '残席が不足しています' },
  contactRequired: { zh: '请填写联系人信息', ja: '連絡先情報を入力してください' },
  passengerRequired: { zh: '请填写乘客信息', ja: '乗船者情報を入力してください' },
  freePassengerRequired: { zh: '请填写免票乘客信息', ja: '無料乗船者の情報を入力してください' },
  passengerAgeInvalid: { zh: '乘客年龄不符合规则', ja: '乗船者の年齢が規定に合いません' },
  // The spec's "age limit per ticket type", in two forms because some ticket types have
  // no upper age (adult, senior); params stay language-neutral for the server.
  ticketTypeAgeLimit: { zh: '{type}须为{min}至{max}岁', ja: '{type}は{min}～{max}歳が対象です' },
  ticketTypeMinAge: { zh: '{type}须为{min}岁以上', ja: '{type}は{min}歳以上が対象です' },
  roomCapacity: { zh: '每间房最多可住{num}人', ja: '1部屋の定員は最大{num}名です' },
  maxAdults: { zh: '每间房最多{num}名成人', ja: '1部屋につき大人は最大{num}名です' },
  minAdults: { zh: '每间房至少{num}名成人', ja: '1部屋につき大人は最低{num}名必要です' },
  filterIncomplete: { zh: '筛选条件不完整', ja: '検索条件が不足しています' },
  roundCabinError: {
    zh: '返程航班没有去程所选的舱位和票种',
    ja: '復路の便に往路で選択した客室クラスと券種がありません',
  },
  returnBeforeOutbound: { zh: '返程出发时间不能早于去程出发时间', ja: '復路の出発日時は往路の出発日時より前にできません' },
  // The return must leave the minimum turnaround (the route's data) after the outbound arrives.
  returnBeforeTurnaround: {
    zh: '返程须在去程到达后至少{hours}小时出发，请选择更晚的返程航班',
    ja: '復路は往路の到着から{hours}時間以上あとに出発する便を選んでください',
  },
  // An ID is checked against the order's last arrival day (idValidity.ts).
  certificateExpiredForTrip: {
    zh: '证件在航程最后到达日前已过期，请更新证件有效期',
    ja: '身分証明書の有効期限が旅程の最終到着日より前です。有効期限を更新してください',
  },
  noticeNotAgreed: { zh: '请阅读并同意乘客须知', ja: '乗船者への注意事項をお読みのうえ、同意してください' },
  freePassengersPerAdult: {
    zh: '每名付费成人最多携带1名免票乘客（最多{num}名）',
    ja: '無料乗船者は有料の大人1名につき1名までです（最大{num}名）',
  },
  extraBedNotAllowed: { zh: '该舱位不可加床', ja: 'この客室クラスはエキストラベッドを追加できません' },
  // A draft to go on with is gone, no longer a draft, or its sailing is no longer offered.
  draftUnavailable: {
    zh: '草稿已不存在或其航班已不可预订，请重新选择航班',
    ja: '下書きが存在しないか、その便は予約できなくなりました。便を選び直してください',
  },
  // "Buy again" could not read the order (gone, or the login ended): the search goes on without it.
  repeatOrderUnavailable: {
    zh: '无法读取原订单，请重新选择舱位并填写乘客信息',
    ja: '元の予約を読み込めませんでした。客室クラスと乗船者情報を改めて入力してください',
  },
} as const satisfies Record<string, Bilingual>;

export type TicketingMessageKey = keyof typeof TICKETING_MESSAGES;

export type MessageParams = Readonly<Record<string, string | number>>;

/** One failed rule: what to say and the values to put into it. */
export interface RuleViolation {
  key: TicketingMessageKey;
  params?: MessageParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` from params; a placeholder without a value stays visible rather than printing "undefined". */
export function fillPlaceholders(text: string, params: MessageParams = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function formatMessage(key: TicketingMessageKey, params: MessageParams | undefined, lang: Lang): string {
  return fillPlaceholders(pick(TICKETING_MESSAGES[key], lang), params);
}

/** Both languages at once, for the server's `message`/`jpMessage`. */
export function formatBilingual(key: TicketingMessageKey, params?: MessageParams): Bilingual {
  return { zh: formatMessage(key, params, 'zh'), ja: formatMessage(key, params, 'jp') };
}
