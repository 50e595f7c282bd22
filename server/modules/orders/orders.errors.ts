import type { DictItem } from '../../../src/domain/baseData';
import { ErrorCode } from '../../../src/domain/errorCodes';
import type { FieldViolation } from '../../../src/domain/ticketing/checkOrder';
import { formatBilingual, formatMessage, type MessageParams, type TicketingMessageKey } from '../../../src/domain/ticketing/messages';
import { AppError, businessError, type FieldErrors } from '../../lib/errors';

/**
 * A rule's message in both languages. The rules name a ticket type by its code ({type}: ADULT);
 * the reader sees the TICKET_TYPE dictionary's name in each language (成人 / 大人), as the form
 * does, the code only for a type the dictionary lacks.
 */
function ruleText(key: TicketingMessageKey, params: MessageParams | undefined, ticketTypes: readonly DictItem[]): { message: string; jpMessage: string } {
  const item = params && 'type' in params ? ticketTypes.find((i) => i.cde === String(params.type)) : undefined;
  return {
    message: formatMessage(key, item ? { ...params, type: item.cnnme } : params, 'zh'),
    jpMessage: formatMessage(key, item ? { ...params, type: item.ennme } : params, 'jp'),
  };
}

/** 10422 naming every failed order rule at its field; the top-level message is the first rule's. */
export function orderRulesFailed(violations: readonly FieldViolation[], ticketTypes: readonly DictItem[] = []): AppError {
  const fields: FieldErrors = {};
  for (const v of violations) fields[v.field] ??= ruleText(v.key, v.params, ticketTypes);
  const [first] = violations;
  const text = first ? ruleText(first.key, first.params, ticketTypes) : ruleText('passengerRequired', undefined, ticketTypes);
  return new AppError(ErrorCode.VALIDATION, text.message, text.jpMessage, fields, 200, 'order.rules_failed');
}

/**
 * The berths ran out (sold to someone else since the sailing was chosen): 10409 with the
 * spec's "not enough tickets left" at the leg's cabin class, so the form shows it there.
 */
export function notEnoughTickets(field: string): AppError {
  const text = formatBilingual('notEnoughTickets');
  return new AppError(ErrorCode.CONFLICT, text.zh, text.ja, { [field]: { message: text.zh, jpMessage: text.ja } }, 200, 'order.not_enough_tickets');
}

/** Only a DRAFT can be changed or submitted; a submitted order is changed by its own calls (pay, cancel, refund). */
export const orderNotDraft = (): AppError => businessError('order.not_draft', '订单已提交，不能再修改', 'この注文は確定済みのため変更できません');

/** Only a DRAFT can be deleted: a submitted order has a number and a history, and is cancelled or refunded instead. */
export const onlyDraftDeletable = (): AppError =>
  businessError('order.not_deletable', '订单已提交，不能删除（只能删除草稿）', 'この注文は確定済みのため削除できません（削除できるのは下書きのみです）');

/** The refund cut-off (DOMAIN refund fee table): less than 24 hours before the first departure, no refund. */
export const refundCutOffPassed = (): AppError =>
  businessError('order.refund_cut_off', '已过退票截止时间：开船前24小时内不能退票', '払い戻しの締切を過ぎています。出航24時間前を過ぎると払い戻しできません');

/** An approved refund needs the payment it gives back. */
export const noPaymentToRefund = (): AppError =>
  businessError('order.no_payment_to_refund', '找不到该订单的付款记录，无法退款', 'この注文の支払い記録が見つからないため、返金できません');

/** The provider did not take the refund: the approval stands, approving again resends it (the refund number makes it safe). */
export const refundNotSent = (): AppError =>
  businessError(
    'order.refund_not_sent',
    '退款已批准，但未能提交给支付渠道，请稍后再次批准以重新提交',
    '返金は承認されましたが、決済事業者に送信できませんでした。しばらくしてから再度承認して送信してください',
  );

/** MAX_UNPAID_ORDERS reached: held berths are paid for or given back before more are held. */
export function unpaidOrdersLimit(max: number): AppError {
  return new AppError(
    ErrorCode.UNPAID_ORDERS_LIMIT,
    `您已有${max}个待支付订单，请先支付或取消后再提交新订单`,
    `未払いの注文が${max}件あります。新しい注文の前に、お支払いまたは取消をしてください`,
    undefined,
    200,
    'order.unpaid_orders_limit',
  );
}

/** The per-account cap of one cabin class on one sailing (rooms or berths), at the leg's cabin class. */
export function holdingLimit(field: string, unit: 'room' | 'berth', max: number): AppError {
  const zh = `同一航次的此舱位每个账户最多可保留${max}${unit === 'room' ? '间客房' : '个床位'}未支付，请先支付已有订单`;
  const ja = `同じ便のこの客室等級で未払いのまま確保できるのは1アカウント${max}${unit === 'room' ? '室' : '寝台'}までです。先に既存の注文をお支払いください`;
  return new AppError(ErrorCode.HOLDING_LIMIT, zh, ja, { [field]: { message: zh, jpMessage: ja } }, 200, 'order.holding_limit');
}

/** The Idempotency-Key came back with another order: a new order needs a new key. */
export const idempotencyKeyReused = (): AppError =>
  new AppError(
    ErrorCode.IDEMPOTENCY_KEY_REUSED,
    '该提交编号已用于另一份订单内容，请刷新页面后重新提交',
    'この送信番号は別の注文内容で使われています。ページを更新してから送信し直してください',
    undefined,
    200,
    'order.idempotency_key_reused',
  );

/** The order statechart refused the move in the order's state: nothing changed. */
export const orderMoveRefused = (): AppError => businessError('order.move_refused', '订单当前状态不允许此操作', '現在の注文状態ではこの操作はできません');
