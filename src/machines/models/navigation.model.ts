import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { navigationMachine, type SessionUser } from '../navigation.machine';
import type { PathModel } from './pathModel';

// The guard invokes actors: the paths feed it the events its actors would send,
// and the provided actors never answer on their own.
const machine = navigationMachine.provide({
  actors: {
    loadToken: fromPromise<string | null>(() => new Promise(() => {})),
    loadUserInfo: fromPromise<SessionUser | null, { token: string }>(() => new Promise(() => {})),
  },
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
};
