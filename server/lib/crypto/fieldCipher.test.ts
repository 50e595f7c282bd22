import { describe, expect, it } from 'vitest';
import { createFieldCipher } from './fieldCipher';

const cipher = createFieldCipher('a-test-key-of-more-than-thirty-two-characters');

describe('fieldCipher', () => {
  it('opens what it sealed; the sealed text holds nothing of the plaintext and differs each time', () => {
    const a = cipher.seal('三菱UFJ銀行 1234567', 'refund-account');
    const b = cipher.seal('三菱UFJ銀行 1234567', 'refund-account');
    expect(a).not.toBe(b);
    expect(a).not.toContain('1234567');
    expect(cipher.open(a, 'refund-account')).toBe('三菱UFJ銀行 1234567');
  });

  it('refuses a changed value, another purpose or another key', () => {
    const sealed = cipher.seal('6222020200112233445', 'refund-account');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => cipher.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'), 'refund-account')).toThrow();
    expect(() => cipher.open(sealed, 'something-else')).toThrow();
    expect(() => createFieldCipher('another-key-of-more-than-thirty-two-chars').open(sealed, 'refund-account')).toThrow();
  });
});
