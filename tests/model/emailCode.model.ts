import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { emailCodeMachine } from '../../src/machines/emailCode.machine';
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
  invariants: {
    // The button may send: no countdown is shown.
    'emailCode.ready': ({ context }) => expect(context.secondsLeft).toBe(0),
    // The code is being sent to the address typed, and no countdown runs yet.
    'emailCode.sending': ({ context, children }) => {
      expect(context.secondsLeft).toBe(0);
      expect((children.sendCode?.getSnapshot() as { input?: { email?: string } } | undefined)?.input?.email).toBe('zhang@example.com');
    },
    // While cooling down, a whole number of seconds, at least one, is left to wait.
    'emailCode.coolingDown': ({ context }) => {
      expect(Number.isInteger(context.secondsLeft)).toBe(true);
      expect(context.secondsLeft).toBeGreaterThanOrEqual(1);
    },
  },
  golden: [
    {
      name: 'a code sent with no wait answered: the rule’s minute is counted',
      events: [{ type: 'code.send', email: 'zhang@example.com' } as EventObject, { type: 'xstate.done.actor.sendCode', output: {} } as EventObject],
      ends: { value: 'coolingDown', context: { secondsLeft: 60 } },
    },
    {
      name: 'a wait of 2.5 s answered: 3 s counted, a send meanwhile ignored, one tick leaves 2',
      events: [
        { type: 'code.send', email: 'zhang@example.com' } as EventObject,
        { type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 2.5 } } as EventObject,
        { type: 'code.send', email: 'zhang@example.com' } as EventObject,
        TICK,
      ],
      ends: { value: 'coolingDown', context: { secondsLeft: 2 } },
    },
    {
      name: 'a two-second wait counted down: the button may send again',
      events: [
        { type: 'code.send', email: 'zhang@example.com' } as EventObject,
        { type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 2 } } as EventObject,
        TICK,
        TICK,
      ],
      ends: { value: 'ready', context: { secondsLeft: 0 } },
    },
    {
      name: 'an address the mail server refused: no countdown, the button may send again',
      events: [
        { type: 'code.send', email: 'zhang@example.com' } as EventObject,
        { type: 'xstate.error.actor.sendCode', error: { kind: 'business', code: 10422, message: '邮箱无法接收邮件' } } as EventObject,
      ],
      ends: { value: 'ready', context: { secondsLeft: 0 } },
    },
  ],
};
