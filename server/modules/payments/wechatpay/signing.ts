import { createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 signatures (签名生成 / 签名验证): every signed message is its lines,
 * each ended by "\n", signed with SHA256-RSA (PKCS#1 v1.5) and carried in Base64.
 * Requests: METHOD, path with query, timestamp, nonce, body. Answers and notifications:
 * timestamp, nonce, body.
 */
const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

const signedMessage = (...lines: string[]): string => lines.map((line) => `${line}\n`).join('');

function rsaSign(key: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');
}

function rsaVerify(key: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

export interface Merchant {
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
}

/** A 32-character nonce_str of letters and digits, as WeChat's examples use. */
const nonceStr = (): string => randomBytes(16).toString('hex').toUpperCase();

/** The Authorization header of a request to WeChat Pay (`pathAndQuery` as sent: /v3/…?mchid=…). */
export function authorization(
  merchant: Merchant,
  request: { method: string; pathAndQuery: string; body: string },
  timestamp: number,
  nonce: string = nonceStr(),
): string {
  const signature = rsaSign(merchant.privateKey, signedMessage(request.method.toUpperCase(), request.pathAndQuery, String(timestamp), nonce, request.body));
  return `${AUTH_SCHEMA} mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The fields of an Authorization header of this schema, or null when it is not one. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  return fields;
}

/** WeChat's rule for answers and notifications: a timestamp more than five minutes off is refused (a replay, or a wrong clock). */
const MAX_SKEW_SECONDS = 5 * 60;

const WECHATPAY_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

export type HeaderBag = Record<string, string | string[] | undefined>;

const single = (headers: HeaderBag, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing headers' | 'unknown serial' | 'stale timestamp' | 'bad signature' };

/**
 * An answer's or a notification's Wechatpay-* headers against `body`: signed by the platform
 * key named `keyId`, within five minutes of `now`. Header names lower-case (node's).
 */
export function checkPlatformSignature(platform: { key: KeyObject; keyId: string }, headers: HeaderBag, body: string, now: Date): SignatureCheck {
  const timestamp = single(headers, WECHATPAY_HEADERS.timestamp);
  const nonce = single(headers, WECHATPAY_HEADERS.nonce);
  const signature = single(headers, WECHATPAY_HEADERS.signature);
  const serial = single(headers, WECHATPAY_HEADERS.serial);
  if (!timestamp || !nonce || !signature || !serial || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing headers' };
  if (serial !== platform.keyId) return { ok: false, reason: 'unknown serial' };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return { ok: false, reason: 'stale timestamp' };
  if (!rsaVerify(platform.key, signedMessage(timestamp, nonce, body), signature)) return { ok: false, reason: 'bad signature' };
  return { ok: true };
}
