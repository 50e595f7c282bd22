import { assertEvent, assign, fromPromise, setup } from 'xstate';

export interface EnterpriseResetContext {
  /** the login the code was asked for; the second step resets that login's password */
  logonId: string;
}

export type EnterpriseResetEvent =
  | { type: 'reset.requestCode'; logonId: string; phone: string }
  | { type: 'reset.submit'; values: { emailCode: string; password: string; confirmPassword: string } }
  | { type: 'reset.back' };

/**
 * An enterprise user's forgotten password (DOMAIN "Accounts"): logon id and phone first,
 * and the code goes to the account's registered e-mail; then the code and a new
 * password. The first answer is the same whether or not the pair matched, so the
 * screen always moves on and says where a code would have gone.
 */
export const enterpriseResetMachine = setup({
  types: {
    context: {} as EnterpriseResetContext,
    events: {} as EnterpriseResetEvent,
  },
  actors: {
    requestCode: fromPromise<unknown, { logonId: string; phone: string }>(async () => {
      throw new Error('requestCode is provided by the screen');
    }),
    resetPassword: fromPromise<unknown, { logonId: string; emailCode: string; password: string; confirmPassword: string }>(async () => {
      throw new Error('resetPassword is provided by the screen');
    }),
  },
  actions: {
    failed: (_, _params: { error: unknown }) => {},
    assignLogonId: assign({
      logonId: ({ event }) => {
        assertEvent(event, 'reset.requestCode');
        return event.logonId;
      },
    }),
    codeRequested: () => {},
    passwordReset: () => {},
  },
}).createMachine({
  id: 'enterpriseReset',
  context: { logonId: '' },
  initial: 'identifying',
  states: {
    identifying: {
      on: {
        'reset.requestCode': { target: 'requestingCode', actions: 'assignLogonId' },
      },
    },
    requestingCode: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ event }) => {
          assertEvent(event, 'reset.requestCode');
          return { logonId: event.logonId, phone: event.phone };
        },
        onDone: { target: 'resetting', actions: 'codeRequested' },
        onError: { target: 'identifying', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    resetting: {
      on: {
        'reset.submit': 'saving',
        'reset.back': 'identifying',
      },
    },
    saving: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'reset.submit');
          return { logonId: context.logonId, ...event.values };
        },
        onDone: { target: 'done', actions: 'passwordReset' },
        onError: { target: 'resetting', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});
