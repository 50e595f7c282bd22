import { cbc } from '@noble/ciphers/aes.js';
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js';
import { LANGS, type Lang } from '../domain/lang';
import { isTokenInfo, isUserInfo, type TokenInfo, type UserInfo } from '../domain/session';

/**
 * Local storage of the session (spec sections 3 and 9). Everything but `lang` is
 * AES-CBC encrypted with a fixed built-in key and IV, as the spec says. That keeps the
 * values from being read or edited at a glance; it is no secret from anyone holding
 * the bundle, so nothing here may be trusted by the server.
 */
const KEY = utf8ToBytes('EastSeaFerry#Key');
const IV = utf8ToBytes('Portal@Store#IV!');

export const STORAGE_KEYS = {
  token: 'tokenInfo',
  userInfo: 'userInfo',
  buttons: 'btnPermissions',
  menus: 'menuPermissions',
  /** plain, the spec's key and values */
  lang: 'lang',
  failedLoginTime: 'failedLoginTime',
} as const;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // chunks, so long lists never exceed the argument limit of fromCharCode
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encrypt(plain: string): string {
  return bytesToBase64(cbc(KEY, IV).encrypt(utf8ToBytes(plain)));
}

/** Throws on anything that is not our ciphertext (bad base64, length or padding). */
export function decrypt(cipherText: string): string {
  return bytesToUtf8(cbc(KEY, IV).decrypt(base64ToBytes(cipherText)));
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isLang(value: unknown): value is Lang {
  return LANGS.includes(value as Lang);
}

export interface SessionStorage {
  getToken(): TokenInfo | null;
  /** spec 4: kept only when access_token, refresh_token and expires_in are all present */
  setToken(token: TokenInfo): void;
  removeToken(): void;
  getUserInfo(): UserInfo | null;
  setUserInfo(info: UserInfo): void;
  removeUserInfo(): void;
  getMenus(): string[];
  setMenus(list: readonly string[]): void;
  getButtons(): string[];
  setButtons(list: readonly string[]): void;
  getLang(): Lang | null;
  setLang(lang: Lang): void;
  getFailedLoginTime(): number;
  setFailedLoginTime(count: number): void;
  /**
   * Removes the session: everything but the language choice and the failed-login time
   * (spec 9 resets that only on a successful user info, so a logout keeps it).
   */
  clearSession(): void;
}

/** Storage over any Web Storage (window.localStorage in the app). */
export function createStorage(backing: () => Storage): SessionStorage {
  // Storage may be unavailable (privacy modes throw on access) or full: the session
  // then lives in memory only, which is what a failed write or read amounts to.
  function read(key: string): string | null {
    try {
      return backing().getItem(key);
    } catch {
      return null;
    }
  }
  function write(key: string, value: string): void {
    try {
      backing().setItem(key, value);
    } catch {
      // best effort, see above
    }
  }
  function remove(key: string): void {
    try {
      backing().removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  }

  /** A value that fails to decrypt, parse or match its shape reads as absent and is removed. */
  function readSealed<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    const stored = read(key);
    if (stored === null) return null;
    try {
      const value: unknown = JSON.parse(decrypt(stored));
      if (isValid(value)) return value;
    } catch {
      // fall through: tampered or written by another version
    }
    remove(key);
    return null;
  }
  function writeSealed(key: string, value: unknown): void {
    write(key, encrypt(JSON.stringify(value)));
  }

  return {
    getToken: () => readSealed(STORAGE_KEYS.token, isTokenInfo),
    setToken: (token) => {
      if (isTokenInfo(token)) writeSealed(STORAGE_KEYS.token, token);
    },
    removeToken: () => remove(STORAGE_KEYS.token),
    getUserInfo: () => readSealed(STORAGE_KEYS.userInfo, isUserInfo),
    setUserInfo: (info) => writeSealed(STORAGE_KEYS.userInfo, info),
    removeUserInfo: () => remove(STORAGE_KEYS.userInfo),
    getMenus: () => readSealed(STORAGE_KEYS.menus, isStringList) ?? [],
    setMenus: (list) => writeSealed(STORAGE_KEYS.menus, list),
    getButtons: () => readSealed(STORAGE_KEYS.buttons, isStringList) ?? [],
    setButtons: (list) => writeSealed(STORAGE_KEYS.buttons, list),
    getLang: () => {
      const stored = read(STORAGE_KEYS.lang);
      return isLang(stored) ? stored : null;
    },
    setLang: (lang) => write(STORAGE_KEYS.lang, lang),
    getFailedLoginTime: () => readSealed(STORAGE_KEYS.failedLoginTime, isCount) ?? 0,
    setFailedLoginTime: (count) => writeSealed(STORAGE_KEYS.failedLoginTime, count),
    clearSession: () => {
      for (const key of Object.values(STORAGE_KEYS)) {
        if (key !== STORAGE_KEYS.lang && key !== STORAGE_KEYS.failedLoginTime) remove(key);
      }
    },
  };
}

export const storage: SessionStorage = createStorage(() => window.localStorage);
