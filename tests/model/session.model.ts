import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { toTokenInfo, type TokenInfo } from '../../src/domain/session';
import { sessionMachine, type LoadedUser, type SessionUserInfo, type StoredSession } from '../../src/machines/session.machine';
import type { PathModel } from './pathModel';
// The session invokes actors and waits on delays: the paths feed it the events its actors
// and timers would send, and the provided actors never answer on their own.
const never = () => new Promise<never>(() => {});
const machine = sessionMachine.provide({
  actors: {
    loadUserInfo: fromPromise<LoadedUser, { token: TokenInfo }>(never),
    refreshToken: fromPromise<TokenInfo, { token: TokenInfo }>(never),
    revokeToken: fromPromise<void, { token: TokenInfo | null }>(never),
  },
});

const T0 = Date.UTC(2026, 0, 15, 8, 0, 0);
// A `version` in the answer keeps the token's version fixed, so the graph stays finite.
const ANSWER = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 7200, logon_id: 'demo', user_id: 'u-1', version: 1 };
const token = (overrides: Record<string, unknown> = {}) => toTokenInfo({ ...ANSWER, ...overrides }, T0)!;
const TOKEN = token();
const REFRESHED = token({ access_token: 'access-2', refresh_token: 'refresh-2' });
const OTHER_TOKEN = token({ access_token: 'access-b', refresh_token: 'refresh-b', logon_id: 'other' });
const USER: SessionUserInfo = {
  logonId: 'demo',
  userId: 'u-1',
  usernme: 'demo',
  userCnnme: '',
  enterpriseCnnme: '',
  enterpriseId: '',
  menuAll: [],
  menuLeft: [],
};
const OTHER_USER: SessionUserInfo = { ...USER, logonId: 'other', userId: 'u-2' };
const LOADED: LoadedUser = { user: USER, menus: [], buttons: ['btn.dnd.query'] };

const stored = (t: TokenInfo | null, user: SessionUserInfo | null) => ({ type: 'session.storageChanged', token: t, user, buttons: [] }) as EventObject;

const ANY_TIME: EventObject[] = [
  { type: 'session.tokenReceived', answer: ANSWER, receivedAt: T0 } as EventObject,
  { type: 'session.tokenReceived', answer: { ...ANSWER, refresh_token: undefined }, receivedAt: T0 } as EventObject,
  { type: 'session.tokenExpired' },
  { type: 'session.logout' },
  { type: 'session.logout', redirect: '/login' } as EventObject,
  { type: 'session.loggedOut' },
  { type: 'session.loginFailed' },
  stored(TOKEN, USER),
  stored(REFRESHED, USER),
  stored(OTHER_TOKEN, OTHER_USER),
  stored(TOKEN, null),
  stored(null, null),
];

const afterEvent = (state: 'scheduled' | 'retrying') => {
  const node = machine.root.states.active!.states[state]!;
  return { type: node.after[0]!.eventType } as EventObject;
};

/** Actor answers and timers only where they run (an unhandled error event would stop the actor). */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events = [...ANY_TIME];
  if (snapshot.matches('loadingUser')) {
    events.push(
      { type: 'xstate.done.actor.loadUserInfo', output: LOADED } as EventObject,
      { type: 'xstate.error.actor.loadUserInfo', error: { kind: 'session' } } as EventObject,
    );
  }
  if (snapshot.matches({ active: 'refreshing' })) {
    events.push(
      { type: 'xstate.done.actor.refreshToken', output: REFRESHED } as EventObject,
      { type: 'xstate.error.actor.refreshToken', error: { kind: 'network' } } as EventObject,
      { type: 'xstate.error.actor.refreshToken', error: { kind: 'session', code: 100004 } } as EventObject,
    );
  }
  if (snapshot.matches('loggingOut')) {
    events.push(
      { type: 'xstate.done.actor.revokeToken' } as EventObject,
      { type: 'xstate.error.actor.revokeToken', error: { kind: 'network' } } as EventObject,
    );
  }
  if (snapshot.matches({ active: 'scheduled' })) events.push(afterEvent('scheduled'));
  if (snapshot.matches({ active: 'retrying' })) events.push(afterEvent('retrying'));
  return events;
}

// Each start from storage takes a different first step: nothing stored, a token alone, a whole session.
const INPUTS: Record<string, StoredSession> = {
  'nothing stored': { token: null, user: null, buttons: [] },
  'a token alone': { token: TOKEN, user: null, buttons: [] },
  'a whole session': { token: TOKEN, user: USER, buttons: [] },
};

export const sessionModel: PathModel<typeof machine> = {
  name: 'session',
  machine,
  walks: Object.entries(INPUTS).map(([name, input]) => ({ name: `from ${name}`, input, events: eventsIn })),
  invariants: {
    // Signed out: no token and no user is kept.
    'session.anonymous': ({ context }) => {
      expect(context.token).toBeNull();
      expect(context.user).toBeNull();
    },
    // Loading the user of a token: the token is there, its user not yet.
    'session.loadingUser': ({ context }) => {
      expect(context.token?.access_token).toEqual(expect.any(String));
      expect(context.user).toBeNull();
    },
    // Signed in: a whole token and the user it belongs to.
    'session.active': ({ context }) => {
      expect(context.token?.access_token).toEqual(expect.any(String));
      expect(context.token?.refresh_token).toEqual(expect.any(String));
      expect(context.user?.userId).toEqual(expect.any(String));
    },
    // Logged out: everything forgotten, buttons too.
    'session.loggedOut': ({ context }) =>
      expect({ token: context.token, user: context.user, buttons: context.buttons }).toEqual({ token: null, user: null, buttons: [] }),
  },
  golden: [
    {
      name: 'an incomplete token is refused; a whole one loads the user and signs in',
      input: { token: null, user: null, buttons: [] },
      events: [
        { type: 'session.tokenReceived', answer: { ...ANSWER, refresh_token: undefined }, receivedAt: T0 } as EventObject,
        { type: 'session.tokenReceived', answer: ANSWER, receivedAt: T0 } as EventObject,
        { type: 'xstate.done.actor.loadUserInfo', output: LOADED } as EventObject,
      ],
      ends: { value: { active: 'scheduled' }, context: { token: { access_token: 'access-1' }, user: { userId: 'u-1' }, buttons: ['btn.dnd.query'] } },
    },
    {
      name: 'a refresh with no answer is tried again later, then takes the new token',
      input: { token: TOKEN, user: USER, buttons: [] },
      events: [
        { type: 'session.tokenExpired' },
        { type: 'xstate.error.actor.refreshToken', error: { kind: 'network' } } as EventObject,
        { type: 'xstate.after.refreshRetryDelay.session.active.retrying' },
        { type: 'xstate.done.actor.refreshToken', output: REFRESHED } as EventObject,
      ],
      ends: { value: { active: 'scheduled' }, context: { token: { access_token: 'access-2', refresh_token: 'refresh-2' }, user: { userId: 'u-1' } } },
    },
    {
      name: 'a refresh the server refuses ends the session',
      input: { token: TOKEN, user: USER, buttons: ['btn.dnd.query'] },
      events: [{ type: 'session.tokenExpired' }, { type: 'xstate.error.actor.refreshToken', error: { kind: 'session', code: 100004 } } as EventObject],
      ends: { value: 'anonymous', context: { token: null, user: null, buttons: [] } },
    },
    {
      name: 'a logout whose revoke failed still logs out, to the page asked for',
      input: { token: TOKEN, user: USER, buttons: [] },
      events: [
        { type: 'session.logout', redirect: '/login' } as EventObject,
        { type: 'xstate.error.actor.revokeToken', error: { kind: 'network' } } as EventObject,
      ],
      ends: { value: 'loggedOut', context: { token: null, user: null, afterLogout: '/login' } },
    },
  ],
};
