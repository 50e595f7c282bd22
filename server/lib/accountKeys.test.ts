import { describe, expect, it } from 'vitest';
import { emailKey, logonIdKey, phoneKey } from './accountKeys';

describe('account keys', () => {
  it('compare login names and e-mails without case or surrounding spaces', () => {
    expect(logonIdKey(' Demo.Passenger ')).toBe('demo.passenger');
    expect(emailKey('Kunde@Example.JP ')).toBe('kunde@example.jp');
  });

  it.each([
    ['13812345678', '13812345678'],
    ['+86 138 1234 5678', '13812345678'],
    ['8613812345678', '13812345678'],
    ['090-1234-5678', '09012345678'],
    ['+81 90 1234 5678', '09012345678'],
    ['', null],
  ])('phone %s → %s', (phone, key) => expect(phoneKey(phone)).toBe(key));
});
