import type { Currency } from '../../../src/domain/baseData';
import type { NotificationOutcome, ParsedNotification } from './provider';

/**
 * The body of a payment notification, shaped after WeChat Pay v3's (event_type
 * TRANSACTION.SUCCESS with a `resource` holding the transaction). WeChat encrypts the
 * resource with the merchant's API v3 key (AEAD_AES_256_GCM); the sandbox sends it plain
 * (resource_type "plain-resource"), the signature over the whole body protecting it.
 */
export interface NotificationBody {
  id: string;
  create_time: string;
  event_type: 'TRANSACTION.SUCCESS' | 'TRANSACTION.PAYERROR';
  resource_type: 'plain-resource';
  summary: string;
  resource: {
    out_trade_no: string;
    transaction_id: string;
    trade_state: NotificationOutcome;
    trade_state_desc: string;
    success_time?: string;
    amount: { total: number; currency: WireCurrency };
  };
}

/** WeChat's ISO 4217 codes; the portal's RMB is CNY. */
type WireCurrency = 'CNY' | 'JPY';
const WIRE_CURRENCY: Record<Currency, WireCurrency> = { RMB: 'CNY', JPY: 'JPY' };
const PORTAL_CURRENCY: Record<WireCurrency, Currency> = { CNY: 'RMB', JPY: 'JPY' };

export interface TransactionResult {
  notificationId: string;
  outTradeNo: string;
  transactionId: string;
  outcome: NotificationOutcome;
  amountMinor: number;
  currency: Currency;
  at: Date;
}

export function notificationBody(result: TransactionResult): NotificationBody {
  const success = result.outcome === 'SUCCESS';
  return {
    id: result.notificationId,
    create_time: result.at.toISOString(),
    event_type: success ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.PAYERROR',
    resource_type: 'plain-resource',
    summary: success ? '支付成功' : '支付失败',
    resource: {
      out_trade_no: result.outTradeNo,
      transaction_id: result.transactionId,
      trade_state: result.outcome,
      trade_state_desc: success ? '支付成功' : '支付失败',
      ...(success ? { success_time: result.at.toISOString() } : {}),
      amount: { total: result.amountMinor, currency: WIRE_CURRENCY[result.currency] },
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 64): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The notification a body holds, or null when it is not JSON or not of this shape (then it is refused). */
export function parseNotificationBody(rawBody: string): ParsedNotification | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!isRecord(body) || !text(body.id) || !isRecord(body.resource)) return null;
  const { out_trade_no, transaction_id, trade_state, success_time, amount } = body.resource;
  if (!text(out_trade_no) || (trade_state !== 'SUCCESS' && trade_state !== 'PAYERROR') || !isRecord(amount)) return null;
  const total = amount.total;
  const currency = PORTAL_CURRENCY[amount.currency as WireCurrency];
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total <= 0 || !currency) return null;
  const paidAt = trade_state === 'SUCCESS' && typeof success_time === 'string' ? new Date(success_time) : null;
  if (paidAt && Number.isNaN(paidAt.getTime())) return null;
  if (trade_state === 'SUCCESS' && (!paidAt || !text(transaction_id))) return null;
  return {
    notificationId: body.id,
    outTradeNo: out_trade_no,
    outcome: trade_state,
    transactionId: text(transaction_id) ? transaction_id : null,
    amountMinor: total,
    currency,
    paidAt,
    body,
  };
}
