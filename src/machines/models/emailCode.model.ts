import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { emailCodeMachine } from '../emailCode.machine';
import type { PathModel } from './pathModel';

const machine = emailCodeMachine.provide({
  actors: { sendCode: fromPromise<unknown, { email: string }>(() => new Promise(() => {})) },
});

/** The countdown's tick as the timer would send it. */
const TICK = { type: machine.root.states.coolingDown!.after[0]!.eventType } as EventObject;

/** A send at any time, the call's answers while it runs, the timer while cooling down. A two-second wait keeps the countdown short. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [{ type: 'code.send', email: 'zhang@example.com' } as EventObject];
  if (snapshot.matches('sending')) {
    events.push(
      { type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 2 } } as EventObject,
      { type: 'xstate.error.actor.sendCode', error: { kind: 'business', code: 10422, message: '邮箱无法接收邮件' } } as EventObject,
    );
  }
  if (snapshot.matches('coolingDown')) events.push(TICK);
  return events;
}

export const emailCodeModel: PathModel<typeof machine> = {
  name: 'emailCode',
  machine,
  walks: [{ name: 'the register screen’s code button', events: eventsIn }],
};
