import type { Currency } from '../../../src/domain/baseData';

/**
 * A payment provider, shaped after WeChat Pay API v3: a prepay for an order answers a
 * `code_url` the payer scans (Native) or an `h5_url` a phone browser opens (H5); the result
 * comes back as a signed notification to our notify URL, and can be asked for (query);
 * an unpaid prepay can be closed; refunds carry our own refund number, which makes them
 * idempotent at the provider, and may finish later (refund notification, refund query).
 * The sandbox (sandboxProvider.ts) is the default; wechatpay/wechatPayProvider.ts talks to
 * WeChat Pay with the merchant key and the platform public key.
 */
export interface PaymentProvider {
  /** stored in payments.provider and payment_notifications.provider */
  readonly name: string;
  /** Native: the code_url the payer scans */
  createPrepay(request: PrepayRequest): Promise<{ codeUrl: string }>;
  /** H5: the h5_url a phone browser (not WeChat's own) opens to pay in the WeChat app */
  createH5Prepay(request: H5PrepayRequest): Promise<{ h5Url: string }>;
  /** The provider's view of a prepay (WeChat: query by out_trade_no) */
  queryPayment(outTradeNo: string): Promise<PaymentQuery>;
  /** No payment is taken on this prepay any more (WeChat: close; an already paid one throws) */
  closePayment(outTradeNo: string): Promise<void>;
  /** The notification when its signature, timestamp and body all hold; null otherwise (then nothing may change). */
  verifyNotification(headers: NotificationHeaders, rawBody: string): ParsedNotification | null;
  refund(request: RefundRequest): Promise<RefundTaken>;
  /** The provider's view of a refund (WeChat: query by out_refund_no) */
  queryRefund(refundNo: string): Promise<RefundQuery>;
  /** A refund's outcome notification, verified like a payment's; null when it does not hold. */
  verifyRefundNotification(headers: NotificationHeaders, rawBody: string): ParsedRefundNotification | null;
}

export interface PrepayRequest {
  /** our merchant order number, unique per attempt (WeChat out_trade_no) */
  outTradeNo: string;
  amountMinor: number;
  currency: Currency;
  description: string;
  /** WeChat time_expire; null: no expiry of its own (an offline claim stopped the window) */
  expiresAt: Date | null;
  /** absolute URL the provider posts the notification to (WeChat notify_url) */
  notifyUrl: string;
}

export interface RefundRequest {
  /** our refund number: the same number twice is one refund (WeChat out_refund_no) */
  refundNo: string;
  outTradeNo: string;
  /** what goes back, and the payment's total, in minor units of `currency` */
  amountMinor: number;
  totalMinor: number;
  currency: Currency;
}

interface H5PrepayRequest extends PrepayRequest {
  /** the payer's address as our server saw it (WeChat scene_info.payer_client_ip) */
  payerClientIp: string;
}

/** WeChat's trade_state of a prepay. */
export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

export interface PaymentQuery {
  outTradeNo: string;
  state: TradeState;
  transactionId: string | null;
  amountMinor: number;
  currency: Currency;
  paidAt: Date | null;
}

/**
 * A refund the provider took: SUCCEEDED when the money is back already, PENDING while the
 * provider is still paying it (WeChat PROCESSING: its refund notification or a query tells the end).
 */
export interface RefundTaken {
  providerRefundId: string;
  status: 'SUCCEEDED' | 'PENDING';
}

/** A refund as the provider sees it later: CLOSED or ABNORMAL when the money did not reach the payer. */
interface RefundQuery {
  providerRefundId: string;
  status: RefundTaken['status'] | 'CLOSED' | 'ABNORMAL';
}

export interface ParsedRefundNotification {
  notificationId: string;
  refundNo: string;
  outTradeNo: string;
  providerRefundId: string;
  /** WeChat refund_status: SUCCESS, or CLOSED / ABNORMAL (the money did not reach the payer) */
  outcome: 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  /** what went back, in minor units */
  amountMinor: number;
  succeededAt: Date | null;
  body: unknown;
}

/** Final outcomes of a transaction as WeChat names them (trade_state). */
export type NotificationOutcome = 'SUCCESS' | 'PAYERROR';

export interface ParsedNotification {
  /** the provider's id of the notification: a replay carries the same id */
  notificationId: string;
  outTradeNo: string;
  outcome: NotificationOutcome;
  /** the provider's transaction id (WeChat transaction_id) */
  transactionId: string | null;
  amountMinor: number;
  currency: Currency;
  paidAt: Date | null;
  /** the notification as received, for the record */
  body: unknown;
}

/** Request headers as Fastify hands them over (lower-case names). */
export type NotificationHeaders = Record<string, string | string[] | undefined>;
