import { fromPromise } from 'xstate';
import type { TokenAnswer, UserAuthentication, UserInfoAnswer } from '../domain/identityApi';
import { toTokenInfo, type TokenInfo } from '../domain/session';
import type { LoadedUser, SessionUserInfo } from './session.machine';

/** The identity calls the session makes (services/auth.ts in the app). */
export interface SessionServices {
  getUserInfo(): Promise<UserInfoAnswer>;
  getUserAuthentication(): Promise<UserAuthentication>;
  refreshToken(logonId: string, refreshToken: string): Promise<TokenAnswer>;
  revokeToken(): Promise<unknown>;
}

/** The stored token, read and written inside the cross-tab lock. */
interface TokenStore {
  getToken(): TokenInfo | null;
  setToken(token: TokenInfo): void;
}

/** The part of the Web Locks API the refresh uses; absent in old browsers. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK = 'portal-token-refresh';

/** Raised when the refresh cannot go on: the answer lacked a part, or another tab logged out. */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
  readonly kind = 'session';
}

export interface SessionActorDeps {
  services: SessionServices;
  storage: TokenStore;
  /** navigator.locks; without it each tab refreshes on its own */
  locks?: LockManagerLike;
  now(): number;
}

/** DOMAIN "Names the spec spells two ways": `username` or `usernme`. */
export function toSessionUser(answer: UserInfoAnswer): SessionUserInfo {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  return {
    logonId: answer.logonId,
    userId: answer.userId,
    usernme: answer.usernme ?? answer.username ?? '',
    userCnnme: answer.userCnnme ?? '',
    enterpriseCnnme: answer.enterpriseCnnme ?? '',
    enterpriseId: answer.enterpriseId ?? '',
    menuAll: list(answer.menuAll),
    menuLeft: list(answer.menuLeft),
    role: answer.role,
    enterpriseState: answer.enterpriseState ?? null,
  };
}

/**
 * A refresh that two tabs start at the same moment must not present the same refresh
 * token twice: the server rotates it on every use and treats a second use of an old one
 * as theft (every token of the login is revoked). So the refresh runs inside a lock
 * shared by the tabs, and inside it reads storage again: when another tab has already
 * rotated the token, this tab adopts that one instead of refreshing.
 */
export async function refreshInLock(current: TokenInfo, deps: SessionActorDeps): Promise<TokenInfo> {
  const refresh = async (): Promise<TokenInfo> => {
    const stored = deps.storage.getToken();
    if (!stored) throw new SessionEndedError('another tab ended the session');
    if (stored.refresh_token !== current.refresh_token) return stored;
    const answer = await deps.services.refreshToken(current.logon_id, current.refresh_token);
    const token = toTokenInfo(answer, deps.now(), current);
    if (!token) throw new SessionEndedError('the refresh answer lacked a part of the token');
    // Stored before the lock is released, so the next tab in line finds it.
    deps.storage.setToken(token);
    return token;
  };
  return deps.locks ? deps.locks.request(REFRESH_LOCK, refresh) : refresh();
}

/** The session's calls over the given services, storage and locks. */
export function createSessionActors(deps: SessionActorDeps) {
  return {
    loadUserInfo: fromPromise<LoadedUser, { token: TokenInfo }>(async () => {
      const [info, authentication] = await Promise.all([deps.services.getUserInfo(), deps.services.getUserAuthentication()]);
      return { user: toSessionUser(info), menus: authentication.menus ?? [], buttons: authentication.buttons ?? [] };
    }),
    refreshToken: fromPromise<TokenInfo, { token: TokenInfo }>(({ input }) => refreshInLock(input.token, deps)),
    revokeToken: fromPromise<void, { token: TokenInfo | null }>(async () => {
      await deps.services.revokeToken();
    }),
  };
}
