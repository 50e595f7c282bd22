import type { Clock } from '../../../lib/clock';
import { authorization, checkPlatformSignature, type HeaderBag } from './signing';
import { wechatBadSignature, wechatRefused, wechatTimeout, wechatUnreachable } from './wechatpay.errors';
import type { WechatPaySettings } from './wechatpay.settings';

export interface WechatAnswer {
  status: number;
  /** the JSON body; null for 204 */
  body: Record<string, unknown> | null;
}

type Fetch = typeof fetch;

/**
 * Signed calls to WeChat Pay API v3: each request carries the merchant's Authorization, each
 * answer's Wechatpay-Signature is checked with the platform key before its body is read as
 * a fact, and each call gives up after `timeoutMs`. A 4xx/5xx answer throws WeChat's
 * { code, message } as a WechatPayError; `accept` lists the statuses the caller handles itself.
 */
export function createWechatPayClient(settings: WechatPaySettings, clock: Clock, fetchImpl: Fetch = fetch) {
  const merchant = { mchId: settings.mchId, serialNo: settings.serialNo, privateKey: settings.privateKey };
  const platform = { key: settings.platformPublicKey, keyId: settings.platformPublicKeyId };

  return async function call(method: 'GET' | 'POST', pathAndQuery: string, payload?: object, accept: number[] = []): Promise<WechatAnswer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'eastsea-ferry-portal',
      authorization: authorization(merchant, { method, pathAndQuery, body }, Math.floor(clock().getTime() / 1000)),
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${settings.baseUrl}${pathAndQuery}`, {
        method,
        headers,
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if ((error as Error)?.name === 'TimeoutError') throw wechatTimeout(pathAndQuery, settings.timeoutMs);
      throw wechatUnreachable(pathAndQuery, error);
    }
    const ok = response.status >= 200 && response.status < 300;
    // WeChat signs its answers; an error answer without a signature is still an error, but a success must be signed.
    const signed = Object.fromEntries(response.headers.entries()) as HeaderBag;
    if (ok || signed['wechatpay-signature'] !== undefined) {
      const check = checkPlatformSignature(platform, signed, text, clock());
      if (!check.ok) throw wechatBadSignature(pathAndQuery, check.reason);
    }
    let parsed: Record<string, unknown> | null = null;
    if (text !== '') {
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw wechatRefused(pathAndQuery, response.status, 'INVALID_BODY', 'answer is not JSON');
      }
    }
    if (!ok && !accept.includes(response.status)) {
      throw wechatRefused(pathAndQuery, response.status, String(parsed?.code ?? 'HTTP_ERROR'), String(parsed?.message ?? ''));
    }
    return { status: response.status, body: parsed };
  };
}
export type WechatPayCall = ReturnType<typeof createWechatPayClient>;
