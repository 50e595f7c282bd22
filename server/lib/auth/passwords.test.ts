import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash with scrypt and record the parameters in the string', async () => {
    const hash = await hashPassword('Demo#2026pass');
    expect(hash).toMatch(/^scrypt\$N=16384,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('Demo#2026pass');
  });

  it('salt every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('Demo#2026pass');
    expect(await verifyPassword('Demo#2026pass', hash)).toBe(true);
    expect(await verifyPassword('demo#2026pass', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('verify with the parameters recorded in the hash', async () => {
    const cheap = await hashPassword('secret', { N: 1024, r: 8, p: 1 });
    expect(cheap).toContain('$N=1024,r=8,p=1$');
    expect(await verifyPassword('secret', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(await hashPassword('secret'))).toBe(false);
  });

  it('never match a malformed or hostile hash', async () => {
    const good = await hashPassword('secret');
    const [, , salt, key] = good.split('$');
    for (const bad of [
      '',
      'plain',
      'scrypt$N=16384,r=8,p=1$only',
      `bcrypt$N=16384,r=8,p=1$${salt}$${key}`,
      `scrypt$N=1000,r=8,p=1$${salt}$${key}`,
      `scrypt$N=1073741824,r=8,p=1$${salt}$${key}`,
    ]) {
      expect(await verifyPassword('secret', bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });

  it('offer a dummy hash that no password matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('Demo#2026pass', dummy)).toBe(false);
  });
});
