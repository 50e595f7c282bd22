import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { enterpriseResetMachine } from '../enterpriseReset.machine';
import type { PathModel } from './pathModel';

const never = () => new Promise<unknown>(() => {});
const machine = enterpriseResetMachine.provide({
  actors: {
    requestCode: fromPromise<unknown, { logonId: string; phone: string }>(never),
    resetPassword: fromPromise<unknown, { logonId: string; emailCode: string; password: string; confirmPassword: string }>(never),
  },
});

const NEW_PASSWORD = { emailCode: '123456', password: 'Demo#2027pass', confirmPassword: 'Demo#2027pass' };

/** Gestures in every state (the chart ignores what it does not expect) and each call's answers while it runs. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'reset.requestCode', logonId: 'demo.enterprise', phone: '13800000000' } as EventObject,
    { type: 'reset.submit', values: NEW_PASSWORD } as EventObject,
    { type: 'reset.back' },
  ];
  if (snapshot.matches('requestingCode')) {
    events.push({ type: 'xstate.done.actor.requestCode', output: null } as EventObject, { type: 'xstate.error.actor.requestCode', error: { kind: 'network' } } as EventObject);
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
};
