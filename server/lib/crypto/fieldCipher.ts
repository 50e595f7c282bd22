import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealing a field at rest (a passenger's bank account) with AES-256-GCM: a fresh 12-byte IV per
 * value, the 16-byte tag checked on opening, so a changed or swapped value is refused rather
 * than read wrong. The key is derived from DATA_ENCRYPTION_KEY with HKDF-SHA256; `purpose` binds
 * a sealed value to what it is (an account sealed for refunds does not open as anything else).
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export interface FieldCipher {
  seal(plaintext: string, purpose: string): string;
  open(sealed: string, purpose: string): string;
}

const VERSION = 'v1';

export function createFieldCipher(secret: string): FieldCipher {
  if (secret.length < 16) throw new Error('the data encryption key is too short');
  const key = Buffer.from(hkdfSync('sha256', secret, 'portal-field-cipher', 'aes-256-gcm v1', 32));
  return {
    seal(plaintext, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, purpose) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed field');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
