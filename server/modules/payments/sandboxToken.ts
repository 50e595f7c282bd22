import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox page's token: the payment's out_trade_no with a MAC of the server's secret,
 * so a payer can open the page of the QR code they were shown and no other (guessing or
 * changing the number breaks the MAC).
 */
const mac = (secret: string, outTradeNo: string): Buffer => createHmac('sha256', secret).update(`sandbox-page\n${outTradeNo}`).digest();

export function sandboxToken(secret: string, outTradeNo: string): string {
  return `${Buffer.from(outTradeNo).toString('base64url')}.${mac(secret, outTradeNo).toString('base64url')}`;
}

/** The out_trade_no a token stands for, or null when it is not one of ours. */
export function outTradeNoOfToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [encoded, given, extra] = token.split('.');
  if (!encoded || !given || extra !== undefined) return null;
  const outTradeNo = Buffer.from(encoded, 'base64url').toString();
  const expected = mac(secret, outTradeNo);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? outTradeNo : null;
}
