import { businessError } from '../../lib/errors';

/** Paying is for a submitted order still waiting for its money. */
export const notPayable = () => businessError('payment.not_payable', '订单当前状态不能支付', '現在の注文状態ではお支払いできません');

/** DOMAIN: WeChat QR for RMB orders, bank transfer for JPY orders. */
export const bankTransferOnly = () => businessError('payment.bank_transfer_only', '日元订单仅支持银行转账', '円建てのご注文は銀行振込のみご利用いただけます');

/** The user said the transfer is made: a QR payment now could take the money twice. */
export const offlineClaimPending = () =>
  businessError('payment.offline_claim_pending', '已申请线下支付，请等待工作人员确认', 'お振込み済みのお申し出を確認中です。スタッフの確認をお待ちください');

/** The window ran out; the sweep is about to cancel the order. */
export const paymentWindowOver = () => businessError('payment.window_over', '支付时间已过', 'お支払い期限を過ぎました');
