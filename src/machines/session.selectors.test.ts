import { describe, expect, it } from 'vitest';
import type { TokenInfo } from '../domain/session';
import { sessionMachine, type SessionContext, type SessionUserInfo } from './session.machine';
import { selectAccessToken, selectButtons, selectIsRefreshing, selectIsSettled, selectLogonId, selectRole, selectSessionUser } from './session.selectors';

const TOKEN = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 7200, activeTime: 0, version: 1 } as TokenInfo;
const USER: SessionUserInfo = {
  logonId: 'demo.passenger',
  userId: 'u-1',
  usernme: 'demo.passenger',
  userCnnme: '张三',
  enterpriseCnnme: '',
  enterpriseId: '',
  menuAll: ['/scheduleMgt'],
  menuLeft: [],
  role: 'individual',
  enterpriseState: null,
};

const snapshotIn = (value: Parameters<typeof sessionMachine.resolveState>[0]['value'], overrides: Partial<SessionContext> = {}) =>
  sessionMachine.resolveState({ value, context: { token: TOKEN, user: USER, buttons: ['btn.dnd.query'], afterLogout: null, ...overrides } });

describe('session selectors', () => {
  it('shows the user, role and logon id only while logged in', () => {
    const active = snapshotIn({ active: 'scheduled' });
    expect(selectSessionUser(active)?.userCnnme).toBe('张三');
    expect(selectRole(active)).toBe('individual');
    expect(selectLogonId(active)).toBe('demo.passenger');
    // The user being loaded (or logging out) is not yet (no longer) the header's.
    for (const pending of [snapshotIn('loadingUser'), snapshotIn('loggingOut')]) {
      expect(selectSessionUser(pending)).toBeNull();
      expect(selectRole(pending)).toBeNull();
      expect(selectLogonId(pending)).toBeNull();
    }
  });

  it('knows no role for a user loaded without one', () => {
    const { role: _role, ...withoutRole } = USER;
    expect(selectRole(snapshotIn({ active: 'scheduled' }, { user: withoutRole }))).toBeNull();
    expect(selectRole(snapshotIn({ active: 'scheduled' }, { user: null }))).toBeNull();
    expect(selectLogonId(snapshotIn({ active: 'scheduled' }, { user: null }))).toBeNull();
  });

  it('reads the access token, and none without a token', () => {
    expect(selectAccessToken(snapshotIn({ active: 'scheduled' }))).toBe('access-1');
    expect(selectAccessToken(snapshotIn('anonymous', { token: null, user: null }))).toBeUndefined();
  });

  it('is refreshing only while the refresh call runs', () => {
    expect(selectIsRefreshing(snapshotIn({ active: 'refreshing' }))).toBe(true);
    expect(selectIsRefreshing(snapshotIn({ active: 'scheduled' }))).toBe(false);
    expect(selectIsRefreshing(snapshotIn({ active: 'retrying' }))).toBe(false);
  });

  it('is settled logged in or as a visitor, not while loading the user or ending', () => {
    expect(selectIsSettled(snapshotIn({ active: 'scheduled' }))).toBe(true);
    expect(selectIsSettled(snapshotIn('anonymous', { token: null, user: null }))).toBe(true);
    expect(selectIsSettled(snapshotIn('loadingUser'))).toBe(false);
    expect(selectIsSettled(snapshotIn('loggingOut'))).toBe(false);
  });

  it('reads the button permissions', () => {
    expect(selectButtons(snapshotIn({ active: 'scheduled' }))).toEqual(['btn.dnd.query']);
  });
});
