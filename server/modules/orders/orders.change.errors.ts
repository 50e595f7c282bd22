import { businessError, conflict, invalidField, type AppError } from '../../lib/errors';

/** The refusals of a change of sailing (issue 25), in both languages; nothing changed when one is answered. */

/** The change cut-off (src/domain/ticketing/changeFee.ts): less than 24 hours before the sailing given up. */
export const changeCutOffPassed = (): AppError =>
  businessError('order.change_cut_off', '已过改签截止时间：开船前24小时内不能改签', '便の変更の締切を過ぎています。出航24時間前を過ぎると変更できません');

export const changeOtherRoute = (): AppError =>
  businessError('order.change_other_route', '只能改签为同一航线、同一方向的其他航次', '同じ航路・同じ方向の別の便にのみ変更できます');

export const changeSameSailing = (): AppError =>
  businessError('order.change_same_sailing', '所选航次和舱位与原订单相同，无需改签', '選んだ便と客室は現在のものと同じです');

/** Something is left to pay: a second payment on one order is not taken yet. */
export const changePaymentDue = (): AppError =>
  businessError(
    'order.change_payment_due',
    '此次改签需补交差价或手续费，暂不支持在线补款，请联系客服办理',
    'この変更には差額または手数料のお支払いが必要ですが、オンラインでの追加のお支払いにはまだ対応していません。窓口にお問い合わせください',
  );

/** The balance confirmed is not the one the change costs now (fares, fee band or the order changed since the quote). */
export const changePriceChanged = (): AppError =>
  conflict(
    'order.change_price_changed',
    '改签金额已变化，请重新查看报价后再确认',
    '変更の金額が変わりました。見積もりを確認してから、もう一度確定してください',
  );

/** Another change (or move) of the order committed first: the leg quoted is no longer the order's. */
export const changeConflict = (): AppError =>
  conflict('order.change_conflict', '订单已被其他操作修改，请刷新后重试', '注文が別の操作で変更されました。画面を更新してからやり直してください');

export const unknownLeg = (): AppError => invalidField('legIndex', '该订单没有此航段', 'この注文にはこの区間がありません', 'order.change_unknown_leg');

export const sailingNotOnSale = (): AppError =>
  invalidField('voyageUuid', '该航次不存在或已停止销售', 'この便は存在しないか、販売が終了しています', 'order.change_sailing_not_on_sale');
