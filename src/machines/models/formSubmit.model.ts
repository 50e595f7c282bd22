import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { formSubmitMachine } from '../formSubmit.machine';
import type { PathModel } from './pathModel';

const machine = formSubmitMachine.provide({
  actors: { submit: fromPromise<unknown, { values: unknown }>(() => new Promise(() => {})) },
});

/** A password change, as one of the forms this chart sends. */
const VALUES = { oldPassword: 'Demo#2026pass', newPassword: 'Demo#2027pass', confirmPassword: 'Demo#2027pass' };

/** Gestures in every state (the chart ignores what it does not expect) and the call's answers while it runs. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [{ type: 'form.submit', values: VALUES } as EventObject, { type: 'form.edit' }];
  if (snapshot.matches('submitting')) {
    events.push(
      { type: 'xstate.done.actor.submit', output: { ok: true } } as EventObject,
      { type: 'xstate.error.actor.submit', error: { kind: 'business', code: 10421, message: '原密码错误' } } as EventObject,
    );
  }
  return events;
}

export const formSubmitModel: PathModel<typeof machine> = {
  name: 'formSubmit',
  machine,
  walks: [{ name: 'a form sent', events: eventsIn }],
};
