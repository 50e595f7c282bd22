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
  unreachable: {
    'session.active.refreshing':
      'the refresh timer (shortly before the access token ends) or a request that finds it expired: no gesture, only time, reaches it',
    'session.active.retrying': 'only a refresh that got no answer (server down) reaches it',
  },
};
