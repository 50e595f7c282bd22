import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { toTokenInfo, type TokenInfo } from '../../domain/session';
import { sessionMachine, type LoadedUser, type SessionUserInfo, type StoredSession } from '../session.machine';
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
  logonId: 'demo', userId: 'u-1', usernme: 'demo', userCnnme: '', enterpriseCnnme: '', enterpriseId: '', menuAll: [], menuLeft: [],
};
const OTHER_USER: SessionUserInfo = { ...USER, logonId: 'other', userId: 'u-2' };
const LOADED: LoadedUser = { user: USER, menus: [], buttons: ['btn.dnd.query'] };

const stored = (t: TokenInfo | null, user: SessionUserInfo | null) =>
  ({ type: 'session.storageChanged', token: t, user, buttons: [] }) as EventObject;

const ANY_TIME: EventObject[] = [
  { type: 'session.tokenReceived', answer: ANSWER, receivedAt: T0 } as EventObject,
  { type: 'session.tokenReceived', answer: { ...ANSWER, refresh_token: undefined }, receivedAt: T0 } as EventObject,
  { type: 'session.tokenExpired' },
  { type: 'session.logout' },
  { type: 'session.logout', redirect: '/login' } as EventObject,
  { type: 'session.loggedOut' },
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
};
