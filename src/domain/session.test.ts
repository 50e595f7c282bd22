import { describe, expect, it } from 'vitest';
import { isTokenExpired, isTokenInfo, isUserInfo, toTokenInfo } from './session';

const NOW = 1_752_643_818_000;

describe('toTokenInfo (spec 3 and 4)', () => {
  it('fills the defaults and computes activeTime as now plus expires_in', () => {
    const token = toTokenInfo({ access_token: 'a', refresh_token: 'r', expires_in: 7200, logon_id: 'demo' }, NOW);
    expect(token).toMatchObject({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 7200,
      token_type: 'bearer',
      scope: 'server',
      member_level: 1,
      activeTime: NOW + 7_200_000,
      logon_id: 'demo',
      enterprise_id: '',
      version: 1,
    });
  });

  it('keeps what the answer gives, and accepts username for user_name', () => {
    const token = toTokenInfo(
      {
        access_token: 'a',
        refresh_token: 'r',
        expires_in: '60',
        token_type: 'mac',
        scope: 'read',
        member_level: 3,
        user_id: 42,
        username: 'demo',
        version: 9,
      },
      NOW,
    );
    expect(token).toMatchObject({ expires_in: 60, token_type: 'mac', scope: 'read', member_level: 3, user_id: '42', user_name: 'demo', version: 9 });
  });

  it('counts the version up from the previous token', () => {
    const token = toTokenInfo({ access_token: 'a', refresh_token: 'r', expires_in: 1 }, NOW, { version: 4 });
    expect(token?.version).toBe(5);
  });

  it.each([
    ['no access_token', { refresh_token: 'r', expires_in: 1 }],
    ['no refresh_token', { access_token: 'a', expires_in: 1 }],
    ['no expires_in', { access_token: 'a', refresh_token: 'r' }],
    ['a non-numeric expires_in', { access_token: 'a', refresh_token: 'r', expires_in: 'soon' }],
    // Number('') and Number('  ') are 0: a blank expires_in is missing, not an expiry now
    ['an empty expires_in', { access_token: 'a', refresh_token: 'r', expires_in: '' }],
    ['a blank expires_in', { access_token: 'a', refresh_token: 'r', expires_in: '  ' }],
    ['not an object', 'token'],
    ['null', null],
  ])('is null with %s', (_, answer) => {
    expect(toTokenInfo(answer, NOW)).toBeNull();
  });
});

describe('guards', () => {
  it('isTokenExpired compares activeTime with now', () => {
    expect(isTokenExpired({ activeTime: NOW }, NOW - 1)).toBe(false);
    expect(isTokenExpired({ activeTime: NOW }, NOW)).toBe(true);
  });

  it('isTokenInfo and isUserInfo check the parts the session needs', () => {
    const token = toTokenInfo({ access_token: 'a', refresh_token: 'r', expires_in: 1 }, NOW);
    expect(isTokenInfo(token)).toBe(true);
    expect(isTokenInfo({ access_token: 'a' })).toBe(false);
    expect(isUserInfo({ userId: 'u', logonId: 'l' })).toBe(true);
    expect(isUserInfo({ userId: 1, logonId: 'l' })).toBe(false);
  });

  // a stored value read back from localStorage: each required part on its own
  const STORED = { access_token: 'a', refresh_token: 'r', expires_in: 7200, activeTime: NOW };
  it.each([
    ['an empty access_token', { ...STORED, access_token: '' }],
    ['a numeric access_token', { ...STORED, access_token: 1 }],
    ['no refresh_token', { ...STORED, refresh_token: undefined }],
    ['expires_in as text', { ...STORED, expires_in: '7200' }],
    ['no activeTime', { ...STORED, activeTime: undefined }],
    ['null', null],
    ['a string', 'token'],
  ])('isTokenInfo refuses %s', (_, value) => {
    expect(isTokenInfo(value)).toBe(false);
  });

  it.each([
    ['null', null],
    ['a string', 'u'],
    ['no logonId', { userId: 'u' }],
    ['a numeric logonId', { userId: 'u', logonId: 7 }],
  ])('isUserInfo refuses %s', (_, value) => {
    expect(isUserInfo(value)).toBe(false);
  });

  it('isTokenInfo accepts the stored parts alone', () => {
    expect(isTokenInfo(STORED)).toBe(true);
  });
});
