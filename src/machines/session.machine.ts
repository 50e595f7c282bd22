import { assign, fromPromise, setup } from 'xstate';
import type { UserInfoAnswer } from '../domain/identityApi';
import { toTokenInfo, type TokenInfo, type UserInfo } from '../domain/session';

/** The user as the session keeps it: the spec's user info, with the role and enterprise state when known. */
export type SessionUserInfo = UserInfo & Partial<Pick<UserInfoAnswer, 'role' | 'enterpriseState'>>;

/** What a successful user-info load brings (getUserInfo and getUserAuthentication together). */
export interface LoadedUser {
  user: SessionUserInfo;
  menus: string[];
  buttons: string[];
}

/** What local storage holds of a session, as read at start or after another tab wrote it. */
export interface StoredSession {
  token: TokenInfo | null;
  user: SessionUserInfo | null;
  buttons: string[];
}

export interface SessionContext {
  token: TokenInfo | null;
  user: SessionUserInfo | null;
  /** the decrypted button permission list (spec 6) */
  buttons: string[];
  /** where the page reloads to after a logout; null reloads the current page */
  afterLogout: string | null;
}

export type SessionEvent =
  /** the password grant answered; the token is taken only when it is complete (spec 4) */
  | { type: 'session.tokenReceived'; answer: unknown; receivedAt: number }
  /** a request found the access token expired: refresh now */
  | { type: 'session.tokenExpired' }
  /** the user logs out; `redirect` is a path inside the base to reload at */
  | { type: 'session.logout'; redirect?: string }
  /** the server ended the session (HTTP 401/403, expired login): forget it without a call */
  | { type: 'session.loggedOut' }
  /** another tab wrote the stored token (login, refresh or logout there) */
  | ({ type: 'session.storageChanged' } & StoredSession)
  /** a login attempt failed: one more in the failed-login time (spec 9), which a loaded user resets */
  | { type: 'session.loginFailed' };

/** Refresh this long before the access token's activeTime. */
export const REFRESH_LEAD_MS = 5 * 60 * 1000;
/** A refresh that failed for want of an answer (offline, server down) is tried again after this. */
export const REFRESH_RETRY_MS = 30 * 1000;
// setTimeout fires at once beyond 2^31 - 1 ms; no token lives that long, but a wrong one must not spin.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Failures with no answer from the server: the session may still be good, so try again later. */
const TRANSIENT_KINDS = ['network', 'timeout', 'transport'];
function isTransient(error: unknown): boolean {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && TRANSIENT_KINDS.includes(kind);
}

/**
 * The login session (spec sections 3, 4 and 9; DOMAIN "Refreshing a token").
 * - At start the stored token and user come in as input: both → logged in at once
 *   (the header shows the user on the first paint); a token alone → load the user info.
 * - A token is taken only when access_token, refresh_token and expires_in are all there.
 * - The user info (with menus and buttons) is stored together with the token, token last,
 *   so another tab reading the token finds the user it belongs to. Success resets the
 *   failed-login time (spec 9).
 * - Logged in, the token is refreshed `refreshDelay` before it expires, and at once when a
 *   request finds it expired. Requests wait while `active.refreshing` (the HTTP hook).
 * - Logout revokes the token, then clears storage and reloads, whether the call worked or not.
 * - Another tab's login, refresh or logout arrives as `session.storageChanged`.
 * Every effect (calls, storage, reload, telling the navigation guard) is provided from outside.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as StoredSession,
  },
  actors: {
    loadUserInfo: fromPromise<LoadedUser, { token: TokenInfo }>(async () => {
      throw new Error('loadUserInfo is provided by the application');
    }),
    refreshToken: fromPromise<TokenInfo, { token: TokenInfo }>(async () => {
      throw new Error('refreshToken is provided by the application');
    }),
    revokeToken: fromPromise<void, { token: TokenInfo | null }>(async () => {}),
  },
  actions: {
    storeSession: (_, _params: LoadedUser & { token: TokenInfo }) => {},
    countFailedLogin: () => {},
    resetFailedLogins: () => {},
    clearStoredSession: () => {},
    /** the navigation guard checks the current page again */
    announceChanged: () => {},
    reloadPage: (_, _params: { redirect: string | null }) => {},
    assignReceivedToken: assign({
      token: ({ event, context }) => (event.type === 'session.tokenReceived' ? toTokenInfo(event.answer, event.receivedAt, context.token) : context.token),
      user: null,
    }),
    adoptStoredSession: assign(({ event, context }) =>
      event.type === 'session.storageChanged' ? { token: event.token, user: event.user, buttons: event.buttons } : context,
    ),
    forgetSession: assign({ token: null, user: null, buttons: [] }),
  },
  guards: {
    hasTokenAndUser: ({ context }) => context.token !== null && context.user !== null,
    hasToken: ({ context }) => context.token !== null,
    isCompleteToken: ({ event, context }) => event.type === 'session.tokenReceived' && toTokenInfo(event.answer, event.receivedAt, context.token) !== null,
    /** another tab holds a whole session: token and the user it belongs to */
    isStoredSession: ({ event }) => event.type === 'session.storageChanged' && event.token !== null && event.user !== null,
    isStoredLogout: ({ event }) => event.type === 'session.storageChanged' && event.token === null,
    isStoredOtherUser: ({ event, context }) => event.type === 'session.storageChanged' && event.user !== null && event.user.userId !== context.user?.userId,
    isStoredNewerToken: ({ event, context }) =>
      event.type === 'session.storageChanged' && event.token !== null && event.user !== null && event.token.access_token !== context.token?.access_token,
    isTransientFailure: ({ event }) => 'error' in event && isTransient(event.error),
  },
  delays: {
    refreshDelay: ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, (context.token?.activeTime ?? 0) - REFRESH_LEAD_MS - Date.now())),
    refreshRetryDelay: REFRESH_RETRY_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: input.user, buttons: input.buttons, afterLogout: null }),
  initial: 'restoring',
  on: { 'session.loginFailed': { actions: 'countFailedLogin' } },
  states: {
    restoring: {
      always: [
        { guard: 'hasTokenAndUser', target: 'active' },
        // spec 2, rule 2: a token but no user id
        { guard: 'hasToken', target: 'loadingUser' },
        { target: 'anonymous' },
      ],
    },
    anonymous: {
      on: {
        'session.tokenReceived': { guard: 'isCompleteToken', target: 'loadingUser', actions: 'assignReceivedToken' },
        'session.storageChanged': { guard: 'isStoredSession', target: 'active', actions: ['adoptStoredSession', 'announceChanged'] },
      },
    },
    loadingUser: {
      invoke: {
        id: 'loadUserInfo',
        src: 'loadUserInfo',
        input: ({ context }) => ({ token: context.token! }),
        onDone: {
          target: 'active',
          actions: [
            assign({ user: ({ event }) => event.output.user, buttons: ({ event }) => event.output.buttons }),
            { type: 'storeSession', params: ({ context, event }) => ({ ...event.output, token: context.token! }) },
            'resetFailedLogins',
            'announceChanged',
          ],
        },
        // A token whose user cannot be loaded is of no use.
        onError: { target: 'anonymous', actions: ['forgetSession', 'clearStoredSession', 'announceChanged'] },
      },
      on: {
        'session.loggedOut': { target: 'anonymous', actions: ['forgetSession', 'clearStoredSession', 'announceChanged'] },
      },
    },
    active: {
      initial: 'scheduled',
      states: {
        scheduled: {
          after: { refreshDelay: 'refreshing' },
          on: { 'session.tokenExpired': 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ token: context.token! }),
            onDone: { target: 'scheduled', actions: assign({ token: ({ event }) => event.output }) },
            onError: [
              { guard: 'isTransientFailure', target: 'retrying' },
              // The server refused the refresh token: the session is over.
              { target: '#session.anonymous', actions: ['forgetSession', 'clearStoredSession', 'announceChanged'] },
            ],
          },
        },
        retrying: {
          after: { refreshRetryDelay: 'refreshing' },
          on: { 'session.tokenExpired': 'refreshing' },
        },
      },
      on: {
        'session.tokenReceived': { guard: 'isCompleteToken', target: 'loadingUser', actions: 'assignReceivedToken' },
        'session.logout': {
          target: 'loggingOut',
          actions: assign({ afterLogout: ({ event }) => event.redirect ?? null }),
        },
        'session.loggedOut': { target: 'anonymous', actions: ['forgetSession', 'clearStoredSession', 'announceChanged'] },
        'session.storageChanged': [
          // Storage is already empty: the other tab cleared it.
          { guard: 'isStoredLogout', target: 'anonymous', actions: ['forgetSession', 'announceChanged'] },
          { guard: 'isStoredOtherUser', target: '.scheduled', actions: ['adoptStoredSession', 'announceChanged'] },
          // The other tab refreshed (or logged in again): same user, newer token, new schedule.
          { guard: 'isStoredNewerToken', target: '.scheduled', actions: 'adoptStoredSession' },
        ],
      },
    },
    loggingOut: {
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.token }),
        // spec 4: whether the call succeeds or fails
        onDone: { target: 'loggedOut' },
        onError: { target: 'loggedOut' },
      },
    },
    loggedOut: {
      type: 'final',
      entry: ['forgetSession', 'clearStoredSession', { type: 'reloadPage', params: ({ context }) => ({ redirect: context.afterLogout }) }],
    },
  },
});
