import { businessError, type AppError } from '../../lib/errors';

/** The payment was given back already (by the provider or by hand): nothing left to do. */
export const returnAlreadyDone = (): AppError =>
  businessError('refund.return_already_done', '该款项已退回，无需再处理', 'この入金は返金済みです。これ以上の処理は不要です');

/** The payout was recorded as paid already. */
export const payoutAlreadyPaid = (): AppError =>
  businessError('refund.payout_already_paid', '该退款已转账，无需再登记', 'この払い戻しは振込済みとして記録されています');

/** The clerk cannot pay a payout before the passenger gives the account to pay into. */
export const payoutAccountMissing = (): AppError =>
  businessError('refund.payout_account_missing', '乘客尚未提交收款账户，暂不能登记转账', '乗客から振込先口座がまだ届いていないため、振込を記録できません');

/** The passenger's order has no payout waiting for an account: paid already, or the account was given. */
export const payoutAccountNotWanted = (): AppError =>
  businessError('refund.payout_account_not_wanted', '该退款无需再提交收款账户', 'この払い戻しには振込先口座の入力は不要です');
