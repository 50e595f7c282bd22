import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { navigationMachine, type SessionUser } from '../../src/machines/navigation.machine';
import type { PathModel } from './pathModel';

// The guard invokes actors: the paths feed it the events its actors would send,
// and the provided actors never answer on their own.
const machine = navigationMachine.provide({
  actors: {
    loadToken: fromPromise<string | null>(() => new Promise(() => {})),
    loadUserInfo: fromPromise<SessionUser | null, { token: string }>(() => new Promise(() => {})),
  },
  // the home page is public and /orders needs login, as in the app's route table
  guards: { isPublicRoute: (_, { path }) => path === '/' },
});

const USER: SessionUser = { userId: 'u-1', logonId: 'demo' };

const NAVIGATION_EVENTS: EventObject[] = [
  { type: 'navigation.requested', path: '/', search: '' } as EventObject,
  { type: 'navigation.requested', path: '/orders', search: '' } as EventObject,
  { type: 'session.changed' },
];
const ACTOR_ANSWERS: Record<'loadingToken' | 'loadingUserInfo', EventObject[]> = {
  loadingToken: [
    { type: 'xstate.done.actor.loadToken', output: 'tok' } as EventObject,
    { type: 'xstate.done.actor.loadToken', output: null } as EventObject,
    { type: 'xstate.error.actor.loadToken', error: 'unreadable' } as EventObject,
  ],
  loadingUserInfo: [
    { type: 'xstate.done.actor.loadUserInfo', output: USER } as EventObject,
    { type: 'xstate.done.actor.loadUserInfo', output: null } as EventObject,
    { type: 'xstate.error.actor.loadUserInfo', error: 'failed' } as EventObject,
  ],
};

/**
 * A navigation or a session change can come at any time; an actor's answer only
 * while it runs (an unhandled error event would stop the actor).
 */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const answers = (Object.keys(ACTOR_ANSWERS) as (keyof typeof ACTOR_ANSWERS)[]).flatMap((state) =>
    snapshot.matches({ checking: state }) ? ACTOR_ANSWERS[state] : [],
  );
  return [...NAVIGATION_EVENTS, ...answers];
}

export const navigationModel: PathModel<typeof machine> = {
  name: 'navigation',
  machine,
  walks: [{ name: 'a visitor moving between pages', events: eventsIn }],
  invariants: {
    // Nothing asked for, nothing shown.
    'navigation.idle': ({ context }) => expect({ target: context.target, allowed: context.allowed }).toEqual({ target: null, allowed: null }),
    // A token is read from storage only when none is held.
    'navigation.checking.loadingToken': ({ context }) => expect(context.token).toBeNull(),
    // The user is loaded for a token held, when none is known.
    'navigation.checking.loadingUserInfo': ({ context }) => {
      expect(context.token).toEqual(expect.any(String));
      expect(context.user).toBeNull();
    },
    // The page shown is the page asked for, with the routes in place; only the home page without a token.
    'navigation.allowed': ({ context }) => {
      expect(context.allowed).toEqual(context.target);
      expect(context.routesRegistered).toBe(true);
      if (context.target?.path !== '/') expect(context.token).toEqual(expect.any(String));
    },
    // The login page is for a page that needs login, asked for without a token.
    'navigation.redirectingToLogin': ({ context }) => {
      expect(context.token).toBeNull();
      expect(context.target?.path).not.toBe('/');
      expect(context.routesRegistered).toBe(true);
    },
  },
  golden: [
    {
      name: 'a page needing login, no token stored: to the login page (routes registered, the check run again)',
      events: [
        { type: 'navigation.requested', path: '/orders', search: '?page=2' } as EventObject,
        { type: 'xstate.done.actor.loadToken', output: null } as EventObject,
        { type: 'xstate.done.actor.loadToken', output: null } as EventObject,
      ],
      ends: { value: 'redirectingToLogin', context: { token: null, routesRegistered: true, target: { path: '/orders', search: '?page=2' }, allowed: null } },
    },
    {
      name: 'a stored token and its user: the page is shown',
      events: [
        { type: 'navigation.requested', path: '/orders', search: '' } as EventObject,
        { type: 'xstate.done.actor.loadToken', output: 'tok' } as EventObject,
        { type: 'xstate.done.actor.loadUserInfo', output: USER } as EventObject,
      ],
      ends: { value: 'allowed', context: { token: 'tok', user: { userId: 'u-1' }, routesRegistered: true, allowed: { path: '/orders', search: '' } } },
    },
    {
      name: 'the session changed on a shown page: all is forgotten and checked again',
      events: [
        { type: 'navigation.requested', path: '/orders', search: '' } as EventObject,
        { type: 'xstate.done.actor.loadToken', output: 'tok' } as EventObject,
        { type: 'xstate.done.actor.loadUserInfo', output: USER } as EventObject,
        { type: 'session.changed' },
      ],
      ends: { value: { checking: 'loadingToken' }, context: { token: null, user: null, routesRegistered: false, target: { path: '/orders', search: '' } } },
    },
    {
      name: 'a token whose user cannot be loaded is dropped: the home page is shown to a visitor',
      events: [
        { type: 'navigation.requested', path: '/', search: '' } as EventObject,
        { type: 'xstate.done.actor.loadToken', output: 'tok' } as EventObject,
        { type: 'xstate.error.actor.loadUserInfo', error: 'failed' } as EventObject,
        { type: 'xstate.done.actor.loadToken', output: null } as EventObject,
      ],
      ends: { value: 'allowed', context: { token: null, user: null, allowed: { path: '/', search: '' } } },
    },
  ],
};
