import type { KeyObject } from 'node:crypto';
import type { NotificationHeaders, ParsedNotification, ParsedRefundNotification } from '../provider';
import { decryptResource, type EncryptedResource } from './aead';
import { checkPlatformSignature } from './signing';

/**
 * WeChat Pay's notifications (支付结果通知, 退款结果通知): a JSON envelope whose `resource` is
 * encrypted with the APIv3 key, signed by the platform key in the Wechatpay-* headers.
 * Nothing of the body is believed before the signature and the timestamp hold and the
 * resource decrypts (GCM's tag proves it was made with our APIv3 key).
 */
export interface NotificationKeys {
  platformPublicKey: KeyObject;
  platformPublicKeyId: string;
  apiV3Key: KeyObject;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 64): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const amount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function date(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The envelope and its decrypted resource, when signature, age and encryption all hold and the event is of `family`. */
function open(keys: NotificationKeys, headers: NotificationHeaders, rawBody: string, now: Date, family: 'TRANSACTION.' | 'REFUND.') {
  if (!checkPlatformSignature({ key: keys.platformPublicKey, keyId: keys.platformPublicKeyId }, headers, rawBody, now).ok) return null;
  let envelope: unknown;
  try {
    envelope = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!isRecord(envelope) || !text(envelope.id) || !text(envelope.event_type) || !envelope.event_type.startsWith(family) || !isRecord(envelope.resource))
    return null;
  let resource: unknown;
  try {
    resource = JSON.parse(decryptResource(keys.apiV3Key, envelope.resource as unknown as EncryptedResource));
  } catch {
    return null;
  }
  if (!isRecord(resource)) return null;
  // What is kept of it: the envelope with the decrypted resource (the ciphertext says nothing to a reader).
  return { id: envelope.id, eventType: envelope.event_type, resource, record: { ...envelope, resource } };
}

/** A payment result (TRANSACTION.SUCCESS): WeChat notifies successes only. */
export function parseTransactionNotification(
  keys: NotificationKeys & { mchId: string },
  headers: NotificationHeaders,
  rawBody: string,
  now: Date,
): ParsedNotification | null {
  const opened = open(keys, headers, rawBody, now, 'TRANSACTION.');
  if (!opened) return null;
  const { out_trade_no, transaction_id, trade_state, success_time, amount: money, mchid } = opened.resource;
  if (mchid !== keys.mchId || !text(out_trade_no, 32) || trade_state !== 'SUCCESS' || !text(transaction_id, 32) || !isRecord(money)) return null;
  if (!amount(money.total) || money.currency !== 'CNY') return null;
  const paidAt = date(success_time);
  if (!paidAt) return null;
  return {
    notificationId: opened.id,
    outTradeNo: out_trade_no,
    outcome: 'SUCCESS',
    transactionId: transaction_id,
    amountMinor: money.total,
    currency: 'RMB',
    paidAt,
    body: opened.record,
  };
}

const REFUND_OUTCOMES = ['SUCCESS', 'CLOSED', 'ABNORMAL'] as const;

/** A refund's outcome (REFUND.SUCCESS, REFUND.ABNORMAL, REFUND.CLOSED). */
export function parseRefundNotification(
  keys: NotificationKeys & { mchId: string },
  headers: NotificationHeaders,
  rawBody: string,
  now: Date,
): ParsedRefundNotification | null {
  const opened = open(keys, headers, rawBody, now, 'REFUND.');
  if (!opened) return null;
  const { mchid, out_trade_no, out_refund_no, refund_id, refund_status, success_time, amount: money } = opened.resource;
  const outcome = REFUND_OUTCOMES.find((value) => value === refund_status);
  if (
    mchid !== keys.mchId ||
    !outcome ||
    !text(out_trade_no, 32) ||
    !text(out_refund_no, 64) ||
    !text(refund_id, 32) ||
    !isRecord(money) ||
    !amount(money.refund)
  )
    return null;
  if (`REFUND.${outcome}` !== opened.eventType) return null;
  return {
    notificationId: opened.id,
    refundNo: out_refund_no,
    outTradeNo: out_trade_no,
    providerRefundId: refund_id,
    outcome,
    amountMinor: money.refund,
    succeededAt: outcome === 'SUCCESS' ? date(success_time) : null,
    body: opened.record,
  };
}
