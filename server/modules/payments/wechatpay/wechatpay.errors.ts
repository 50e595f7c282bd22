import { ErrorCode, type ErrorReason } from '../../../../src/domain/errorCodes';
import { AppError } from '../../../lib/errors';

/**
 * A call to WeChat Pay that did not give an answer we can act on. It is an AppError (10500,
 * both languages) so that a payer asking for a QR code sees a clear message; `wechatCode`
 * and `providerStatus` keep what WeChat said (or TIMEOUT / NETWORK / BAD_SIGNATURE) for the log.
 */
export class WechatPayError extends AppError {
  override name = 'WechatPayError';
  constructor(
    readonly wechatCode: string,
    readonly providerStatus: number | null,
    readonly detail: string,
    message: string,
    jpMessage: string,
    reason: ErrorReason,
  ) {
    super(ErrorCode.BUSINESS, message, jpMessage, undefined, 200, reason);
  }
}

export const wechatTimeout = (path: string, ms: number) =>
  new WechatPayError(
    'TIMEOUT',
    null,
    `${path}: no answer within ${ms} ms`,
    '微信支付暂时没有响应，请稍后再试',
    'WeChat Payから応答がありません。しばらくしてから再度お試しください',
    'wechatpay.timeout',
  );

export const wechatUnreachable = (path: string, cause: unknown) =>
  new WechatPayError(
    'NETWORK',
    null,
    `${path}: ${(cause as Error)?.message ?? cause}`,
    '暂时无法连接微信支付，请稍后再试',
    'WeChat Payに接続できません。しばらくしてから再度お試しください',
    'wechatpay.unreachable',
  );

/** An answer whose Wechatpay-Signature does not hold: never acted on, whatever it says. */
export const wechatBadSignature = (path: string, reason: string) =>
  new WechatPayError(
    'BAD_SIGNATURE',
    null,
    `${path}: answer refused (${reason})`,
    '微信支付的应答未通过验证，请稍后再试',
    'WeChat Payの応答を確認できませんでした。しばらくしてから再度お試しください',
    'wechatpay.bad_signature',
  );

/** WeChat's own refusal: { code, message } with a 4xx/5xx status. */
export const wechatRefused = (path: string, status: number, code: string, message: string) =>
  new WechatPayError(
    code,
    status,
    `${path}: ${status} ${code} ${message}`,
    `微信支付拒绝了请求（${code}）`,
    `WeChat Payがリクエストを受け付けませんでした（${code}）`,
    'wechatpay.refused',
  );

/** DOMAIN: WeChat Pay domestic takes CNY only; JPY orders are paid by bank transfer. */
export const wechatRmbOnly = () =>
  new WechatPayError(
    'CURRENCY',
    null,
    'WeChat Pay domestic takes CNY only',
    '微信支付仅支持人民币订单，日元订单请使用银行转账',
    'WeChat Payは人民元のご注文のみ対応しています。円建てのご注文は銀行振込をご利用ください',
    'wechatpay.rmb_only',
  );
