import { assign, fromPromise, setup } from 'xstate';

export interface FormSubmitContext {
  /** what the last submission answered */
  output: unknown;
}

export type FormSubmitEvent =
  /** values the form's schema has already validated */
  | { type: 'form.submit'; values: unknown }
  /** fill the form again (after a success that keeps the screen) */
  | { type: 'form.edit' };

/**
 * One form sent to the server: react-hook-form and the shared schema own the fields;
 * this chart owns the submission (the button's loading state, one call at a time) and
 * hands the outcome to the screen. Used by register, forgot password, password change.
 * The call and the reactions are provided by each screen.
 */
export const formSubmitMachine = setup({
  types: {
    context: {} as FormSubmitContext,
    events: {} as FormSubmitEvent,
  },
  actors: {
    submit: fromPromise<unknown, { values: unknown }>(async () => {
      throw new Error('submit is provided by the screen');
    }),
  },
  actions: {
    succeeded: (_, _params: { output: unknown }) => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'formSubmit',
  context: { output: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': 'submitting' },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => ({ values: event.type === 'form.submit' ? event.values : undefined }),
        onDone: {
          target: 'submitted',
          actions: [assign({ output: ({ event }) => event.output }), { type: 'succeeded', params: ({ event }) => ({ output: event.output as unknown }) }],
        },
        onError: { target: 'editing', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: {
      on: { 'form.edit': 'editing' },
    },
  },
});
