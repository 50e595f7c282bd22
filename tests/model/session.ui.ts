import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { TokenInfo } from '../../src/domain/session';
import { sessionMachine, type LoadedUser } from '../../src/machines/session.machine';
import type { UiPathModel } from './uiModel';

const never = () => new Promise<never>(() => {});
/** The server answers in the UI: the model's actors never do, the walks send their answers. */
const machine = sessionMachine.provide({
  actors: {
    loadUserInfo: fromPromise<LoadedUser, { token: TokenInfo }>(never),
    refreshToken: fromPromise<TokenInfo, { token: TokenInfo }>(never),
    revokeToken: fromPromise<void, { token: TokenInfo | null }>(never),
  },
});

const e = (event: EventObject & Record<string, unknown>) => event;
/** The password grant's answer for the worker's user (a twelve-hour token). */
const ANSWER = { access_token: 'demo-access', refresh_token: 'demo-refresh', expires_in: 43_200, token_type: 'bearer' };
const LOADED = { user: { userId: 'demo-user', logonId: 'demo' }, menus: [], buttons: [] };

function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  if (snapshot.matches('anonymous')) return [e({ type: 'session.tokenReceived', answer: ANSWER, receivedAt: Date.parse('2030-01-01T00:00:00Z') })];
  if (snapshot.matches('loadingUser')) return [e({ type: 'xstate.done.actor.loadUserInfo', output: LOADED })];
  if (snapshot.matches({ active: 'scheduled' })) return [e({ type: 'session.logout' })];
  if (snapshot.matches('loggingOut')) return [e({ type: 'xstate.done.actor.revokeToken', output: undefined })];
  return [];
}

/** Logging in on the login page and out from the header's menu. */
export const sessionUiModel: UiPathModel<typeof machine> = {
  name: 'session',
  machine,
  walks: [{ name: 'a visitor logs in and out', input: { token: null, user: null, buttons: [] }, events: eventsIn }],
  unreachableTransitions: {
    'session --session.loginFailed--> (stay)': "a refused login: identity.spec.ts types a wrong password; the walks log in as the worker's user",
    'session.active --session.loggedOut--> session.anonymous': "another tab's logout (storage event) or a revoked session: the walks use one tab",
    'session.active --session.storageChanged--> session.active.scheduled [isStoredNewerToken]': 'another tab refreshing the token: the walks use one tab',
    'session.active --session.storageChanged--> session.active.scheduled [isStoredOtherUser]': 'another tab logging in as someone else: the walks use one tab',
    'session.active --session.storageChanged--> session.anonymous [isStoredLogout]': 'another tab logging out: the walks use one tab',
    'session.active --session.tokenReceived--> session.loadingUser [isCompleteToken]': 'a second login while signed in (the login page is not offered then)',
    'session.active.refreshing --xstate.done.actor.refreshToken--> session.active.scheduled':
      'session.active.refreshing: the refresh timer (shortly before the access token ends); no gesture, only time',
    'session.active.refreshing --xstate.error.actor.refreshToken--> session.active.retrying [isTransientFailure]': 'a refresh that got no answer (server down)',
    'session.active.refreshing --xstate.error.actor.refreshToken--> session.anonymous': 'a refresh the server refuses (session revoked elsewhere)',
    'session.active.retrying --session.tokenExpired--> session.active.refreshing': 'reached from session.active.retrying: a refresh that got no answer',
    'session.active.retrying --xstate.after.refreshRetryDelay.session.active.retrying--> session.active.refreshing':
      'reached from session.active.retrying: a refresh that got no answer',
    'session.active.scheduled --session.tokenExpired--> session.active.refreshing':
      'a request that finds the access token expired: the walks end long before it does',
    'session.active.scheduled --xstate.after.refreshDelay.session.active.scheduled--> session.active.refreshing':
      'the refresh timer (shortly before the access token ends): the walks end long before it fires',
    'session.anonymous --session.storageChanged--> session.active [isStoredSession]': 'another tab logging in: the walks use one tab',
    'session.loadingUser --session.loggedOut--> session.anonymous': "a logout from another tab while the user's info loads",
    'session.loadingUser --xstate.error.actor.loadUserInfo--> session.anonymous':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'session.loggingOut --xstate.error.actor.revokeToken--> session.loggedOut':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'session.restoring --always--> session.loadingUser [hasToken]': "a stored token without the user's info (a reload between the login's two answers)",
  },
  unreachable: {
    'session.active.refreshing':
      'the refresh timer (shortly before the access token ends) or a request that finds it expired: no gesture, only time, reaches it',
    'session.active.retrying': 'only a refresh that got no answer (server down) reaches it',
  },
};
