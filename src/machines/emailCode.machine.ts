import { assertEvent, assign, fromPromise, setup } from 'xstate';

export interface EmailCodeContext {
  /** seconds until another code may be asked for */
  secondsLeft: number;
}

export type EmailCodeEvent = { type: 'code.send'; email: string };

/** The server allows one code a minute per address. */
export const RESEND_SECONDS = 60;

/** The answer of sendVerificationCode may say how long to wait; else the rule's minute. */
function waitOf(output: unknown): number {
  const wait = typeof output === 'object' && output !== null ? (output as { resendAfterSeconds?: unknown }).resendAfterSeconds : undefined;
  return typeof wait === 'number' && wait > 0 ? Math.ceil(wait) : RESEND_SECONDS;
}

/**
 * The "send e-mail code" button (spec 5 "Register"): sends, then counts down before it
 * may send again. A refused address (the mail server will not take it) comes back to
 * the screen through `failed`, which shows it at the e-mail field.
 */
export const emailCodeMachine = setup({
  types: {
    context: {} as EmailCodeContext,
    events: {} as EmailCodeEvent,
  },
  actors: {
    sendCode: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('sendCode is provided by the screen');
    }),
  },
  actions: {
    sent: () => {},
    failed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isCountingDown: ({ context }) => context.secondsLeft > 1,
  },
  delays: {
    tick: 1000,
  },
}).createMachine({
  id: 'emailCode',
  context: { secondsLeft: 0 },
  initial: 'ready',
  states: {
    ready: {
      on: { 'code.send': 'sending' },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ event }) => {
          assertEvent(event, 'code.send');
          return { email: event.email };
        },
        onDone: { target: 'coolingDown', actions: [assign({ secondsLeft: ({ event }) => waitOf(event.output) }), 'sent'] },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    coolingDown: {
      after: {
        tick: [
          { guard: 'isCountingDown', target: 'coolingDown', reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
          { target: 'ready', actions: assign({ secondsLeft: 0 }) },
        ],
      },
    },
  },
});
