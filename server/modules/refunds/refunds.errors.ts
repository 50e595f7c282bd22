import { businessError, type AppError } from '../../lib/errors';

/** The payment was given back already (by the provider or by hand): nothing left to do. */
export const returnAlreadyDone = (): AppError => businessError('该款项已退回，无需再处理', 'この入金は返金済みです。これ以上の処理は不要です');

/** The payout was recorded as paid already. */
export const payoutAlreadyPaid = (): AppError => businessError('该退款已转账，无需再登记', 'この払い戻しは振込済みとして記録されています');
