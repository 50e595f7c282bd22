import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NotificationHeaders } from './provider';

/**
 * Signed notifications in WeChat Pay v3's format: the signed message is
 * `timestamp\nnonce\nbody\n`, carried in the Wechatpay-* headers. WeChat signs it with its
 * platform certificate (RSA); the sandbox, having no certificate, uses HMAC-SHA256 with a
 * secret of the server's configuration, which is just as unforgeable without the secret.
 */
export const SIGNATURE_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

/** WeChat's own rule: a notification older (or newer) than five minutes is refused, so a captured one cannot be replayed later. */
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

function signatureOf(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');
}

/** The headers a provider sends with `body` at `now`. */
export function signedHeaders(secret: string, body: string, now: Date, nonce = randomBytes(16).toString('hex')): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: signatureOf(secret, timestamp, nonce, body),
    [SIGNATURE_HEADERS.serial]: 'SANDBOX',
  };
}

function single(headers: NotificationHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Does `rawBody` carry a valid signature, made within five minutes of `now`? */
export function hasValidSignature(secret: string, headers: NotificationHeaders, rawBody: string, now: Date): boolean {
  const timestamp = single(headers, SIGNATURE_HEADERS.timestamp);
  const nonce = single(headers, SIGNATURE_HEADERS.nonce);
  const signature = single(headers, SIGNATURE_HEADERS.signature);
  if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, nonce, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
