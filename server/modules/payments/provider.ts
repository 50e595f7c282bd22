import type { Currency } from '../../../src/domain/baseData';

/**
 * A payment provider, shaped after WeChat Pay Native (API v3): a prepay for an order answers
 * a `code_url` the payer scans; the result comes back as a signed notification to our notify
 * URL; refunds carry our own refund number, which makes them idempotent at the provider.
 * The sandbox (sandboxProvider.ts) is the default; a real WeChat adapter would implement the
 * same interface with the merchant key and the platform certificates.
 */
export interface PaymentProvider {
  /** stored in payments.provider and payment_notifications.provider */
  readonly name: string;
  createPrepay(request: PrepayRequest): Promise<{ codeUrl: string }>;
  /** The notification when its signature, timestamp and body all hold; null otherwise (then nothing may change). */
  verifyNotification(headers: NotificationHeaders, rawBody: string): ParsedNotification | null;
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
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
