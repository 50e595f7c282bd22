import { createCipheriv, createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptResource } from './aead';
import { authorization, checkPlatformSignature, parseAuthorization } from './signing';

/**
 * Vectors made here with node's crypto directly (createSign/createVerify/createCipheriv), as
 * WeChat's documentation describes them, never with the code under test.
 */
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY_ID = 'PUB_KEY_ID_0000000000000001';

describe('request signing', () => {
  it('signs "METHOD\\npath?query\\ntimestamp\\nnonce\\nbody\\n" with the merchant key, in the documented header', () => {
    const header = authorization(
      { mchId: '1900000109', serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', privateKey: merchant.privateKey },
      { method: 'get', pathAndQuery: '/v3/pay/transactions/out-trade-no/T1-abc?mchid=1900000109', body: '' },
      1554208460,
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    );
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/=]+",timestamp="1554208460",serial_no="5157F09EFDC096DE15EBE81A47057A7232F1B8E1"$/,
    );
    const signature = /signature="([^"]+)"/.exec(header)![1]!;
    const message = 'GET\n/v3/pay/transactions/out-trade-no/T1-abc?mchid=1900000109\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n';
    expect(createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, signature, 'base64')).toBe(true);
    expect(createVerify('RSA-SHA256').update(message.replace('GET', 'POST')).verify(merchant.publicKey, signature, 'base64')).toBe(false);
    expect(parseAuthorization(header)).toMatchObject({ mchid: '1900000109', timestamp: '1554208460', serial_no: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1' });
  });

  it('signs the body as sent', () => {
    const body = '{"mchid":"1900000109"}';
    const header = authorization(
      { mchId: 'm', serialNo: 's', privateKey: merchant.privateKey },
      { method: 'POST', pathAndQuery: '/v3/x/close', body },
      100,
      'N',
    );
    const signature = /signature="([^"]+)"/.exec(header)![1]!;
    expect(createVerify('RSA-SHA256').update(`POST\n/v3/x/close\n100\nN\n${body}\n`).verify(merchant.publicKey, signature, 'base64')).toBe(true);
  });
});

describe('answer and notification signatures', () => {
  const now = new Date('2026-11-26T08:00:00Z');
  const timestamp = String(now.getTime() / 1000);
  const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=p4lpSuKzz"}';
  const signed = (text: string, key = platform.privateKey, at = timestamp) => ({
    'wechatpay-timestamp': at,
    'wechatpay-nonce': 'c5ac7061fccab6bf3e254dcf98995b8c',
    'wechatpay-signature': createSign('RSA-SHA256').update(`${at}\nc5ac7061fccab6bf3e254dcf98995b8c\n${text}\n`).sign(key, 'base64'),
    'wechatpay-serial': KEY_ID,
  });
  const check = (headers: Record<string, string>, text = body, at = now) =>
    checkPlatformSignature({ key: platform.publicKey, keyId: KEY_ID }, headers, text, at);

  it('accepts the platform key’s signature over "timestamp\\nnonce\\nbody\\n"', () => {
    expect(check(signed(body))).toEqual({ ok: true });
  });

  it('refuses another key, another body, another serial, missing headers, and a timestamp more than five minutes off', () => {
    expect(check(signed(body, merchant.privateKey))).toEqual({ ok: false, reason: 'bad signature' });
    expect(check(signed(body), body.replace('p4l', 'x4l'))).toEqual({ ok: false, reason: 'bad signature' });
    expect(check({ ...signed(body), 'wechatpay-serial': 'PUB_KEY_ID_OTHER' })).toEqual({ ok: false, reason: 'unknown serial' });
    expect(check({ ...signed(body), 'wechatpay-nonce': '' })).toEqual({ ok: false, reason: 'missing headers' });
    expect(check(signed(body, platform.privateKey, String(now.getTime() / 1000 - 301)))).toEqual({ ok: false, reason: 'stale timestamp' });
    expect(check(signed(body, platform.privateKey, String(now.getTime() / 1000 + 301)))).toEqual({ ok: false, reason: 'stale timestamp' });
    expect(check(signed(body, platform.privateKey, String(now.getTime() / 1000 - 299)))).toEqual({ ok: true });
  });
});

describe('AEAD_AES_256_GCM resources', () => {
  const apiV3Key = Buffer.from('0123456789abcdef0123456789ABCDEF', 'utf8');
  const plaintext = '{"out_trade_no":"T2611260001-0a1b2c3d4e","trade_state":"SUCCESS"}';
  function encrypt(key: Buffer, nonce: string, aad: string) {
    const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(nonce));
    cipher.setAAD(Buffer.from(aad));
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]).toString('base64');
  }
  const resource = {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: encrypt(apiV3Key, 'fdasflkja484', 'transaction'),
    associated_data: 'transaction',
    nonce: 'fdasflkja484',
  };

  it('decrypts with the APIv3 key, the nonce and the associated data', () => {
    expect(decryptResource(apiV3Key, resource)).toBe(plaintext);
  });

  it('refuses another key, another associated data, another nonce, a changed ciphertext and another algorithm', () => {
    expect(() => decryptResource(Buffer.from('x'.repeat(32)), resource)).toThrow();
    expect(() => decryptResource(apiV3Key, { ...resource, associated_data: 'refund' })).toThrow();
    expect(() => decryptResource(apiV3Key, { ...resource, nonce: 'fdasflkja485' })).toThrow();
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[3] = bytes[3]! ^ 1;
    expect(() => decryptResource(apiV3Key, { ...resource, ciphertext: bytes.toString('base64') })).toThrow();
    expect(() => decryptResource(apiV3Key, { ...resource, algorithm: 'AEAD_SM4_GCM' })).toThrow();
  });
});
