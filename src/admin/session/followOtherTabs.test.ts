// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createStaffSession } from './consoleSession';
import { followOtherTabs } from './followOtherTabs';
import { createStaffStorage, STAFF_STORAGE_KEYS } from './staffStorage';
import { staffUser, tokenFor } from '../testing/renderConsole';
import { decrypt, encrypt } from '../../services/storage';

describe('the console follows a logout in another tab', () => {
  it('signs out when another tab removes the stored token, and not for other keys', () => {
    window.localStorage.clear();
    const storage = createStaffStorage(() => window.localStorage, { encrypt, decrypt });
    const user = staffUser('reviewer');
    storage.write(tokenFor(user.logonId), user);
    const session = createStaffSession(storage, { getUserInfo: vi.fn(), revokeToken: vi.fn() });
    session.start();
    followOtherTabs(window, session);

    window.dispatchEvent(new StorageEvent('storage', { key: 'tokenInfo', newValue: null }));
    expect(session.getSnapshot().value).toBe('signedIn');
    window.dispatchEvent(new StorageEvent('storage', { key: STAFF_STORAGE_KEYS.token, newValue: null }));
    expect(session.getSnapshot().value).toBe('signedOut');
  });
});
