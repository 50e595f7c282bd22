import { assign, fromPromise, setup } from 'xstate';

/** A location inside the base path: `/orders` and `?page=2`. */
interface NavigationTarget {
  path: string;
  search: string;
}

/** What the header needs to know about the logged-in user (spec: userId, logonId). */
export interface SessionUser {
  userId: string;
  logonId: string;
}

export interface NavigationContext {
  /** the access token held in memory (spec: "held in memory") */
  token: string | null;
  user: SessionUser | null;
  /** the dynamic routes have been registered from the stored menu list */
  routesRegistered: boolean;
  /** where the user wants to go */
  target: NavigationTarget | null;
  /** the last location the guard let through: the one the router renders */
  allowed: NavigationTarget | null;
}

export type NavigationEvent =
  | ({ type: 'navigation.requested' } & NavigationTarget)
  /** login, logout or an ended session: forget what is held and check the current location again */
  | { type: 'session.changed' };

/** The wanted location as the login page gets it back: `/orders?page=2`. */
function locationOf(target: NavigationTarget): string {
  return `${target.path}${target.search}`;
}

/**
 * The navigation guard of spec section 2, run before every route change:
 * 1. no token in memory: load it from local storage;
 * 2. a token but no user id: load the user info;
 * 3. register the dynamic routes once from the stored menu list, then navigate again;
 * 4. a route that needs login and no token: go to /login (keeping the wanted
 *    location); otherwise proceed.
 *
 * Deliberate improvement over the original: it registered the dynamic routes
 * only when landing on an exempt route (home, login, ...), so reloading the
 * browser on a permission route (/booking) hit the error page. Here they are
 * registered once on the first navigation of any kind, whatever the route.
 *
 * Loading the token and the user and registering routes are effects provided
 * from outside (`machine.provide`); the defaults here do nothing. Which paths are
 * public is the route table's knowledge, so the app provides `isPublicRoute` too;
 * the default treats every path as needing login, the safe answer.
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
  },
  actors: {
    loadToken: fromPromise<string | null>(async () => null),
    loadUserInfo: fromPromise<SessionUser | null, { token: string }>(async () => null),
  },
  actions: {
    registerDynamicRoutes: () => {},
    redirectToLogin: (_, _params: { wanted: string }) => {},
    assignTarget: assign({
      target: ({ event }) => (event.type === 'navigation.requested' ? { path: event.path, search: event.search } : null),
    }),
    forgetSession: assign({ token: null, user: null, routesRegistered: false }),
    forgetToken: assign({ token: null }),
    markRoutesRegistered: assign({ routesRegistered: true }),
    assignAllowed: assign({ allowed: ({ context }) => context.target }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasUserId: ({ context }) => context.user !== null,
    areRoutesRegistered: ({ context }) => context.routesRegistered,
    isPublicRoute: (_, _params: { path: string }) => false,
  },
}).createMachine({
  id: 'navigation',
  context: { token: null, user: null, routesRegistered: false, target: null, allowed: null },
  initial: 'idle',
  on: {
    'navigation.requested': { target: '.checking', reenter: true, actions: 'assignTarget' },
    'session.changed': { target: '.checking', reenter: true, actions: 'forgetSession' },
  },
  states: {
    idle: {
      on: {
        // Nothing has been asked for yet, so there is nothing to check again.
        'session.changed': { actions: 'forgetSession' },
      },
    },
    checking: {
      initial: 'resolvingToken',
      states: {
        resolvingToken: {
          always: [{ guard: 'hasToken', target: 'resolvingUser' }, { target: 'loadingToken' }],
        },
        loadingToken: {
          invoke: {
            id: 'loadToken',
            src: 'loadToken',
            onDone: { target: 'resolvingUser', actions: assign({ token: ({ event }) => event.output }) },
            // Unreadable storage is the same as no stored token.
            onError: { target: 'resolvingUser' },
          },
        },
        resolvingUser: {
          always: [
            { guard: 'hasUserId', target: 'resolvingRoutes' },
            // rule 2: a token but no user id
            { guard: 'hasToken', target: 'loadingUserInfo' },
            { target: 'resolvingRoutes' },
          ],
        },
        loadingUserInfo: {
          invoke: {
            id: 'loadUserInfo',
            src: 'loadUserInfo',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'resolvingRoutes', actions: assign({ user: ({ event }) => event.output }) },
            // A token whose user cannot be loaded is of no use: continue as a visitor.
            onError: { target: 'resolvingRoutes', actions: 'forgetToken' },
          },
        },
        resolvingRoutes: {
          always: [
            { guard: 'areRoutesRegistered', target: 'checkingAccess' },
            // "then navigate again": the whole check runs once more with the routes in place.
            { target: 'resolvingToken', actions: ['registerDynamicRoutes', 'markRoutesRegistered'] },
          ],
        },
        checkingAccess: {
          always: [
            {
              guard: { type: 'isPublicRoute', params: ({ context }) => ({ path: context.target?.path ?? '' }) },
              target: '#navigation.allowed',
            },
            { guard: 'hasToken', target: '#navigation.allowed' },
            { target: '#navigation.redirectingToLogin' },
          ],
        },
      },
    },
    allowed: {
      entry: 'assignAllowed',
    },
    redirectingToLogin: {
      entry: {
        type: 'redirectToLogin',
        params: ({ context }) => ({ wanted: context.target ? locationOf(context.target) : '/' }),
      },
    },
  },
});
