import { createPrivateKey, createPublicKey, createSecretKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The merchant's WeChat Pay API v3 settings, read once at start (server/config.ts). */
export interface WechatPaySettings {
  /** 商户号 */
  mchId: string;
  /** the AppID bound to the merchant (公众号/小程序/移动应用) */
  appId: string;
  /** serial number of the merchant's API certificate, named in every request's Authorization */
  serialNo: string;
  /** the merchant's API private key (apiclient_key.pem) that signs every request */
  privateKey: KeyObject;
  /** APIv3 key: 32 bytes, decrypts the resource of notifications (AEAD_AES_256_GCM); a KeyObject, so that no dump of the configuration prints it */
  apiV3Key: KeyObject;
  /** WeChat Pay's platform public key (or the platform certificate's key) that signs answers and notifications */
  platformPublicKey: KeyObject;
  /** its id (PUB_KEY_ID_…) or the platform certificate's serial: the Wechatpay-Serial WeChat sends with it */
  platformPublicKeyId: string;
  /** https://api.mch.weixin.qq.com, or the local fake in tests */
  baseUrl: string;
  /** every call to WeChat gives up after this long */
  timeoutMs: number;
}

const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';

/** The settings PAYMENT_PROVIDER=wechatpay cannot start without. */
const WECHATPAY_REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
] as const;

/**
 * A key setting holds the PEM itself (newlines may be written as \n, as in a .env file) or the
 * path of a PEM file: mounting the key as a file keeps it out of the process listing and
 * the environment dumps of orchestrators.
 */
function pem(raw: string, readFile: (path: string) => string): string {
  if (raw.includes('-----BEGIN')) return raw.replace(/\\n/g, '\n');
  return readFile(raw);
}

/**
 * WeChat Pay's settings from the environment, or every problem at once (missing settings
 * named together, so the operator fixes them in one go). Nothing here echoes a secret.
 */
export function readWechatPaySettings(
  env: Record<string, string | undefined>,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): { settings: WechatPaySettings | undefined; problems: string[] } {
  const missing = WECHATPAY_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) {
    return { settings: undefined, problems: [`PAYMENT_PROVIDER=wechatpay needs ${missing.join(', ')} (see README, "WeChat Pay")`] };
  }
  const problems: string[] = [];
  const key = <T>(name: string, make: (text: string) => T): T | undefined => {
    try {
      return make(pem(env[name]!, readFile));
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'not a PEM key';
      problems.push(`${name} is neither a PEM key nor the path of one (${reason})`);
      return undefined;
    }
  };
  const privateKey = key('WECHATPAY_PRIVATE_KEY', (text) => createPrivateKey(text));
  const platformPublicKey = key('WECHATPAY_PLATFORM_PUBLIC_KEY', (text) => createPublicKey(text));
  const apiV3Key = Buffer.from(env.WECHATPAY_APIV3_KEY!, 'utf8');
  if (apiV3Key.length !== 32)
    problems.push(`WECHATPAY_APIV3_KEY must be the 32-character APIv3 key set in the merchant platform, got ${apiV3Key.length} bytes`);
  const baseUrl = (env.WECHATPAY_BASE_URL || WECHATPAY_DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#]+$/.test(baseUrl)) problems.push(`WECHATPAY_BASE_URL must be an origin such as ${WECHATPAY_DEFAULT_BASE_URL}, got "${baseUrl}"`);
  const timeoutRaw = env.WECHATPAY_TIMEOUT_MS || '10000';
  const timeoutMs = Number(timeoutRaw);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    problems.push(`WECHATPAY_TIMEOUT_MS must be a positive whole number of milliseconds, got "${timeoutRaw}"`);
  if (problems.length > 0 || !privateKey || !platformPublicKey) return { settings: undefined, problems };
  return {
    settings: {
      mchId: env.WECHATPAY_MCHID!,
      appId: env.WECHATPAY_APPID!,
      serialNo: env.WECHATPAY_SERIAL_NO!,
      privateKey,
      apiV3Key: createSecretKey(apiV3Key),
      platformPublicKey,
      platformPublicKeyId: env.WECHATPAY_PLATFORM_PUBLIC_KEY_ID!,
      baseUrl,
      timeoutMs,
    },
    problems: [],
  };
}
