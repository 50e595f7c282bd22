import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { readWechatPaySettings } from './wechatpay.settings';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = platform.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const ENV = {
  PAYMENT_PROVIDER: 'wechatpay',
  PUBLIC_BASE_URL: 'https://tickets.example.com',
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY: privatePem,
  WECHATPAY_APIV3_KEY: 'abcdefghijklmnopqrstuvwxyz012345',
  WECHATPAY_PLATFORM_PUBLIC_KEY: publicPem,
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000',
};

describe('PAYMENT_PROVIDER=wechatpay settings', () => {
  it('starts with every setting, the base URL defaulting to WeChat’s', () => {
    const config = loadConfig(ENV);
    expect(config.payments.provider).toBe('wechatpay');
    expect(config.payments.wechatpay).toMatchObject({
      mchId: '1900000109',
      baseUrl: 'https://api.mch.weixin.qq.com',
      timeoutMs: 10_000,
      platformPublicKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
    });
    expect(config.payments.wechatpay!.apiV3Key.symmetricKeySize).toBe(32);
    // a dump of the configuration shows no secret
    expect(JSON.stringify(config)).not.toContain('abcdefghijklmnopqrstuvwxyz012345');
  });

  it('names every missing setting at once, and PUBLIC_BASE_URL with them', () => {
    let message = '';
    try {
      loadConfig({ PAYMENT_PROVIDER: 'wechatpay', WECHATPAY_MCHID: '1900000109' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(
      'PAYMENT_PROVIDER=wechatpay needs WECHATPAY_APPID, WECHATPAY_SERIAL_NO, WECHATPAY_PRIVATE_KEY, WECHATPAY_APIV3_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
    );
    expect(message).toContain('PUBLIC_BASE_URL');
  });

  it('reads the keys from files, and PEM with \\n written out as in a .env file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wechatpay-keys-'));
    writeFileSync(path.join(dir, 'apiclient_key.pem'), privatePem);
    const fromFile = readWechatPaySettings({ ...ENV, WECHATPAY_PRIVATE_KEY: path.join(dir, 'apiclient_key.pem') });
    expect(fromFile.problems).toEqual([]);
    const escaped = readWechatPaySettings({ ...ENV, WECHATPAY_PLATFORM_PUBLIC_KEY: publicPem.replace(/\n/g, '\\n') });
    expect(escaped.problems).toEqual([]);
  });

  it('refuses a key that is not one, a missing key file, an APIv3 key that is not 32 bytes, a bad base URL and timeout, without echoing secrets', () => {
    const { problems } = readWechatPaySettings({
      ...ENV,
      WECHATPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
      WECHATPAY_PLATFORM_PUBLIC_KEY: '/nonexistent/pub_key.pem',
      WECHATPAY_APIV3_KEY: 'short-secret',
      WECHATPAY_BASE_URL: 'api.mch.weixin.qq.com',
      WECHATPAY_TIMEOUT_MS: '0',
    });
    expect(problems).toEqual([
      'WECHATPAY_PRIVATE_KEY is neither a PEM key nor the path of one (not a PEM key)',
      'WECHATPAY_PLATFORM_PUBLIC_KEY is neither a PEM key nor the path of one (no such file)',
      'WECHATPAY_APIV3_KEY must be the 32-character APIv3 key set in the merchant platform, got 12 bytes',
      'WECHATPAY_BASE_URL must be an origin such as https://api.mch.weixin.qq.com, got "api.mch.weixin.qq.com"',
      'WECHATPAY_TIMEOUT_MS must be a positive whole number of milliseconds, got "0"',
    ]);
    expect(problems.join('\n')).not.toContain('short-secret');
  });

  it('satisfies production’s refusal of the sandbox', () => {
    const production = {
      ...ENV,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal@db/portal',
      SMTP_URL: 'smtp://mail.example:25',
      OAUTH_CLIENT_ID: 'web',
      OAUTH_CLIENT_SECRET: 'o'.repeat(32),
      DATA_ENCRYPTION_KEY: 'k'.repeat(32),
      REDIS_URL: 'redis://cache:6379',
      ALLOW_DEMO_PAYEES: '1',
    };
    expect(loadConfig(production).payments.provider).toBe('wechatpay');
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_PROVIDER is the sandbox/);
  });
});
