import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { formSubmitMachine } from '../../src/machines/formSubmit.machine';
import type { PathModel } from './pathModel';

const machine = formSubmitMachine.provide({
  actors: { submit: fromPromise<unknown, { values: unknown }>(() => new Promise(() => {})) },
});

/** A password change, as one of the forms this chart sends. */
const VALUES = { oldPassword: 'Demo#2026pass', newPassword: 'Demo#2027pass', confirmPassword: 'Demo#2027pass' };

const SUBMIT = { type: 'form.submit', values: VALUES } as EventObject;
/** What an invoked call was given (its snapshot keeps its input). */
const inputOf = (child: { getSnapshot: () => unknown } | undefined) => (child?.getSnapshot() as { input?: unknown } | undefined)?.input;

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
  invariants: {
    // While the form is editable, no call runs.
    'formSubmit.editing': ({ children }) => expect(children.submit).toBeUndefined(),
    // One call runs, and it sends the values the form submitted.
    'formSubmit.submitting': ({ children }) => expect(inputOf(children.submit)).toEqual({ values: VALUES }),
    // A submitted form keeps what the server answered, for the screen to show.
    'formSubmit.submitted': ({ context, children }) => {
      expect(context.output).toEqual({ ok: true });
      expect(children.submit).toBeUndefined();
    },
  },
  golden: [
    {
      name: 'a refused submission: the form is editable again and nothing was answered',
      events: [SUBMIT, { type: 'xstate.error.actor.submit', error: { kind: 'business', code: 10421, message: '原密码错误' } } as EventObject],
      ends: { value: 'editing', context: { output: null } },
    },
    {
      name: 'refused, then sent again and accepted: the answer is kept',
      events: [
        SUBMIT,
        { type: 'xstate.error.actor.submit', error: { kind: 'business', code: 10421, message: '原密码错误' } } as EventObject,
        SUBMIT,
        { type: 'xstate.done.actor.submit', output: { ok: true } } as EventObject,
      ],
      ends: { value: 'submitted', context: { output: { ok: true } } },
    },
    {
      name: 'a submit while one runs is ignored, and edit only applies once submitted',
      events: [SUBMIT, { type: 'form.edit' }, SUBMIT],
      ends: { value: 'submitting', context: { output: null } },
    },
    {
      name: 'accepted, then filled again: the form is editable',
      events: [SUBMIT, { type: 'xstate.done.actor.submit', output: { ok: true } } as EventObject, { type: 'form.edit' }],
      ends: { value: 'editing' },
    },
  ],
};
