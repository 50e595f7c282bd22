import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { enterpriseResetMachine } from '../../src/machines/enterpriseReset.machine';
import type { PathModel } from './pathModel';

const never = () => new Promise<unknown>(() => {});
const machine = enterpriseResetMachine.provide({
  actors: {
    requestCode: fromPromise<unknown, { logonId: string; phone: string }>(never),
    resetPassword: fromPromise<unknown, { logonId: string; emailCode: string; password: string; confirmPassword: string }>(never),
  },
});

const NEW_PASSWORD = { emailCode: '123456', password: 'Demo#2027pass', confirmPassword: 'Demo#2027pass' };

const REQUEST = (logonId: string) => ({ type: 'reset.requestCode', logonId, phone: '13800000000' }) as EventObject;
/** What an invoked call was given (its snapshot keeps its input). */
const inputOf = (child: { getSnapshot: () => unknown } | undefined) => (child?.getSnapshot() as { input?: unknown } | undefined)?.input;

/** Gestures in every state (the chart ignores what it does not expect) and each call's answers while it runs. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'reset.requestCode', logonId: 'demo.enterprise', phone: '13800000000' } as EventObject,
    { type: 'reset.submit', values: NEW_PASSWORD } as EventObject,
    { type: 'reset.back' },
  ];
  if (snapshot.matches('requestingCode')) {
    events.push(
      { type: 'xstate.done.actor.requestCode', output: null } as EventObject,
      { type: 'xstate.error.actor.requestCode', error: { kind: 'network' } } as EventObject,
    );
  }
  if (snapshot.matches('saving')) {
    events.push(
      { type: 'xstate.done.actor.resetPassword', output: null } as EventObject,
      { type: 'xstate.error.actor.resetPassword', error: { kind: 'business', code: 10420, message: '验证码错误' } } as EventObject,
    );
  }
  return events;
}

export const enterpriseResetModel: PathModel<typeof machine> = {
  name: 'enterpriseReset',
  machine,
  walks: [{ name: 'an enterprise user’s forgotten password', events: eventsIn }],
  invariants: {
    // The code is asked for the logon id and phone typed, and that login is remembered for the second step.
    'enterpriseReset.requestingCode': ({ context, children }) => {
      expect(context.logonId).toBe('demo.enterprise');
      expect(inputOf(children.requestCode)).toEqual({ logonId: 'demo.enterprise', phone: '13800000000' });
    },
    // The second step resets the password of the login the code was asked for.
    'enterpriseReset.resetting': ({ context }) => expect(context.logonId).toBe('demo.enterprise'),
    'enterpriseReset.saving': ({ children }) => expect(inputOf(children.resetPassword)).toEqual({ logonId: 'demo.enterprise', ...NEW_PASSWORD }),
    // A reset password ends the flow.
    'enterpriseReset.done': ({ status }) => expect(status).toBe('done'),
  },
  golden: [
    {
      name: 'a code the server could not send: back to the first step',
      events: [REQUEST('demo.enterprise'), { type: 'xstate.error.actor.requestCode', error: { kind: 'network' } } as EventObject],
      ends: { value: 'identifying' },
    },
    {
      name: 'a wrong code: the second step stays, for the same login',
      events: [
        REQUEST('demo.enterprise'),
        { type: 'xstate.done.actor.requestCode', output: null } as EventObject,
        { type: 'reset.submit', values: NEW_PASSWORD } as EventObject,
        { type: 'xstate.error.actor.resetPassword', error: { kind: 'business', code: 10420, message: '验证码错误' } } as EventObject,
      ],
      ends: { value: 'resetting', context: { logonId: 'demo.enterprise' } },
    },
    {
      name: 'back from the second step and a code asked for another login: that login is the one reset',
      events: [
        REQUEST('demo.enterprise'),
        { type: 'xstate.done.actor.requestCode', output: null } as EventObject,
        { type: 'reset.back' },
        REQUEST('other.enterprise'),
        { type: 'xstate.done.actor.requestCode', output: null } as EventObject,
      ],
      ends: { value: 'resetting', context: { logonId: 'other.enterprise' } },
    },
    {
      name: 'the code and a new password accepted: the flow is done',
      events: [
        REQUEST('demo.enterprise'),
        { type: 'xstate.done.actor.requestCode', output: null } as EventObject,
        { type: 'reset.submit', values: NEW_PASSWORD } as EventObject,
        { type: 'xstate.done.actor.resetPassword', output: null } as EventObject,
      ],
      ends: { value: 'done', context: { logonId: 'demo.enterprise' } },
    },
  ],
};
