import { isTokenInfo, type TokenInfo } from '../../domain/session';
import { isStaffUser, type StaffUser } from './staffUser';

/**
 * The console's session in local storage, under keys of its own: a staff login never
 * makes the customer site logged in, and a customer login never opens the console.
 * Sealed like the customer session: the same cipher (services/storage.ts), given by the console's entry.
 */
export const STAFF_STORAGE_KEYS = { token: 'console.tokenInfo', user: 'console.staffUser' } as const;

export interface StaffStorage {
  read(): { token: TokenInfo; user: StaffUser } | null;
  write(token: TokenInfo, user: StaffUser): void;
  clear(): void;
}

/** The cipher the stored values are sealed with. */
interface StorageSeal {
  encrypt(plain: string): string;
  decrypt(cipherText: string): string;
}

export function createStaffStorage(backing: () => Storage, { encrypt, decrypt }: StorageSeal): StaffStorage {
  function readSealed<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    try {
      const stored = backing().getItem(key);
      if (stored === null) return null;
      const value: unknown = JSON.parse(decrypt(stored));
      return isValid(value) ? value : null;
    } catch {
      // unavailable storage, or a value tampered with or written by another version
      return null;
    }
  }
  function clear(): void {
    try {
      for (const key of Object.values(STAFF_STORAGE_KEYS)) backing().removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  }
  return {
    read() {
      const token = readSealed(STAFF_STORAGE_KEYS.token, isTokenInfo);
      const user = readSealed(STAFF_STORAGE_KEYS.user, isStaffUser);
      return token && user ? { token, user } : null;
    },
    write(token, user) {
      try {
        backing().setItem(STAFF_STORAGE_KEYS.token, encrypt(JSON.stringify(token)));
        backing().setItem(STAFF_STORAGE_KEYS.user, encrypt(JSON.stringify(user)));
      } catch {
        // best effort: the session then lives in memory only
      }
    },
    clear,
  };
}
