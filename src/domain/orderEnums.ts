import type { EnumItem, EnumType } from './baseData';
import type { Bilingual } from './lang';

/** Order status (spec section 4); the order statechart moves between them. */
export const ORDER_STATUSES = ['DRAFT', 'DUE_PAY', 'PAID', 'BEING_REFUNDED', 'REFUND', 'CANCEL', 'ABOLISH'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Status of each ticket of an order. */
export const TICKET_STATUSES = ['UNPAID', 'VALID', 'REFUNDING', 'REFUNDED', 'CANCELLED', 'VOID', 'USED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ORDER_TYPES = ['ONE_WAY', 'ROUND_TRIP'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, Bilingual> = {
  DRAFT: { zh: '草稿', ja: '下書き' },
  DUE_PAY: { zh: '待支付', ja: '未払い' },
  PAID: { zh: '已支付', ja: '支払済み' },
  BEING_REFUNDED: { zh: '退款中', ja: '払い戻し待ち' },
  REFUND: { zh: '已退款', ja: '払い戻し済み' },
  CANCEL: { zh: '已取消', ja: 'キャンセル済み' },
  ABOLISH: { zh: '已作废', ja: '無効' },
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, Bilingual> = {
  UNPAID: { zh: '未支付', ja: '未払い' },
  VALID: { zh: '有效', ja: '有効' },
  REFUNDING: { zh: '退票中', ja: '払い戻し手続き中' },
  REFUNDED: { zh: '已退票', ja: '払い戻し済み' },
  CANCELLED: { zh: '已取消', ja: 'キャンセル済み' },
  VOID: { zh: '已作废', ja: '無効' },
  USED: { zh: '已使用', ja: '使用済み' },
};

export const ORDER_TYPE_LABELS: Record<OrderType, Bilingual> = {
  ONE_WAY: { zh: '单程', ja: '片道' },
  ROUND_TRIP: { zh: '往返', ja: '往復' },
};

const LABELS_BY_ENUM: Record<EnumType, Record<string, Bilingual>> = {
  TsOrderStatusEnums: ORDER_STATUS_LABELS,
  TsOrderTicketStatusEnums: TICKET_STATUS_LABELS,
  TsOrderTypeEnums: ORDER_TYPE_LABELS,
};

/** The items getTsEnumsCdeNme answers, in declaration order (ennme holds the Japanese label, as for dictionaries). */
export function enumItems(type: EnumType): EnumItem[] {
  return Object.entries(LABELS_BY_ENUM[type]).map(([cde, label]) => ({ cde, cnnme: label.zh, ennme: label.ja }));
}
