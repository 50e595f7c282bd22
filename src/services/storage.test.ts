// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage, decrypt, encrypt, storage, STORAGE_KEYS } from './storage';
import type { TokenInfo, UserInfo } from '../domain/session';

const token: TokenInfo = {
  access_token: 'access-123',
  refresh_token: 'refresh-456',
  expires_in: 7200,
  token_type: 'bearer',
  scope: 'server',
  activeTime: 1_752_650_000_000,
  logon_id: 'demo.passenger',
  user_id: 'u-1',
  user_name: 'demo',
  user_cnnme: '演示乘客',
  enterprise_id: '',
  enterprise_cnnme: '',
  tenant_id: '',
  sap_id: '',
  license: '',
  member_level: 1,
  phone: '13800000000',
  wximgurl: '',
  version: 1,
};

const user: UserInfo = {
  logonId: 'demo.shipper',
  userId: 'u-2',
  usernme: 'shipper',
  userCnnme: '演示货主',
  enterpriseCnnme: '东海物流',
  enterpriseId: 'e-1',
  menuAll: ['/booking', '/myBooking'],
  menuLeft: ['/booking'],
};

const raw = (key: string) => window.localStorage.getItem(key);

/** Garbles the first plaintext block, as an edit of the stored text would. */
function flipFirstByte(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  bytes[0] = bytes[0]! ^ 0xff;
  return btoa(String.fromCharCode(...bytes));
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('encrypted local storage (spec 3 and 9)', () => {
  it('round-trips token info, encrypted', () => {
    storage.setToken(token);
    expect(storage.getToken()).toEqual(token);
    const stored = raw(STORAGE_KEYS.token)!;
    expect(stored).not.toContain('access-123');
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(decrypt(stored))).toEqual(token);
  });

  it('does not keep a token without its refresh token or lifetime', () => {
    storage.setToken({ ...token, refresh_token: undefined } as unknown as TokenInfo);
    expect(raw(STORAGE_KEYS.token)).toBeNull();
  });

  it('round-trips user info, encrypted, with Chinese text', () => {
    storage.setUserInfo(user);
    expect(storage.getUserInfo()).toEqual(user);
    expect(raw(STORAGE_KEYS.userInfo)).not.toContain('demo.shipper');
  });

  it('round-trips the menu and button lists, encrypted; empty when absent', () => {
    expect(storage.getMenus()).toEqual([]);
    expect(storage.getButtons()).toEqual([]);
    storage.setMenus(['menu.booking', 'menu.myBooking']);
    storage.setButtons(['btn.booking.submit']);
    expect(storage.getMenus()).toEqual(['menu.booking', 'menu.myBooking']);
    expect(storage.getButtons()).toEqual(['btn.booking.submit']);
    expect(raw(STORAGE_KEYS.menus)).not.toContain('menu.');
    expect(raw(STORAGE_KEYS.buttons)).not.toContain('btn.');
  });

  it('keeps lang in plain text under the key lang, and only zh or jp', () => {
    expect(storage.getLang()).toBeNull();
    storage.setLang('jp');
    expect(raw('lang')).toBe('jp');
    expect(storage.getLang()).toBe('jp');
    window.localStorage.setItem('lang', 'en');
    expect(storage.getLang()).toBeNull();
  });

  it('round-trips the failed-login count, 0 when absent', () => {
    expect(storage.getFailedLoginTime()).toBe(0);
    storage.setFailedLoginTime(3);
    expect(storage.getFailedLoginTime()).toBe(3);
    expect(raw(STORAGE_KEYS.failedLoginTime)).not.toBe('3');
  });

  it.each([
    ['not base64', '%%%'],
    ['plain JSON', JSON.stringify(token)],
    ['wrong length', btoa('short')],
    ['flipped bytes', null],
  ])('a tampered value (%s) reads as absent and is removed', (_, value) => {
    storage.setToken(token);
    const stored = raw(STORAGE_KEYS.token)!;
    const tampered = value ?? flipFirstByte(stored);
    window.localStorage.setItem(STORAGE_KEYS.token, tampered);
    expect(storage.getToken()).toBeNull();
    expect(raw(STORAGE_KEYS.token)).toBeNull();
  });

  it('a value of the wrong shape reads as absent', () => {
    window.localStorage.setItem(STORAGE_KEYS.menus, encrypt(JSON.stringify([1, 2])));
    window.localStorage.setItem(STORAGE_KEYS.userInfo, encrypt(JSON.stringify({ name: 'x' })));
    window.localStorage.setItem(STORAGE_KEYS.failedLoginTime, encrypt('"many"'));
    expect(storage.getMenus()).toEqual([]);
    expect(storage.getUserInfo()).toBeNull();
    expect(storage.getFailedLoginTime()).toBe(0);
    expect(raw(STORAGE_KEYS.menus)).toBeNull();
  });

  it('clearSession removes everything but the language and the failed-login time', () => {
    storage.setToken(token);
    storage.setUserInfo(user);
    storage.setMenus(['menu.booking']);
    storage.setButtons(['btn.x']);
    storage.setFailedLoginTime(2);
    storage.setLang('jp');
    window.localStorage.setItem('unrelated', 'kept');
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(storage.getMenus()).toEqual([]);
    expect(storage.getButtons()).toEqual([]);
    expect(storage.getFailedLoginTime()).toBe(2);
    expect(storage.getLang()).toBe('jp');
    expect(raw('unrelated')).toBe('kept');
  });

  it('removeToken and removeUserInfo remove one value each', () => {
    storage.setToken(token);
    storage.setUserInfo(user);
    storage.removeToken();
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toEqual(user);
    storage.removeUserInfo();
    expect(storage.getUserInfo()).toBeNull();
  });

  it('works as memory-less storage when the browser refuses local storage', () => {
    const refusing = createStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => refusing.setToken(token)).not.toThrow();
    expect(refusing.getToken()).toBeNull();
    expect(refusing.getMenus()).toEqual([]);
    expect(() => refusing.clearSession()).not.toThrow();
  });

  it('uses a fixed key and IV: the same value always encrypts the same way', () => {
    expect(encrypt('["menu.booking"]')).toBe(encrypt('["menu.booking"]'));
    expect(decrypt(encrypt('上海 → 大阪'))).toBe('上海 → 大阪');
  });
});
