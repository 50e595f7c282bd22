import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AccountInfo } from '../domain/identityApi';
import type { AccountForm } from '../domain/validation/accountSchemas';

export interface AccountInfoContext {
  account: AccountInfo | null;
}

export type AccountInfoEvent =
  | { type: 'account.retry' }
  /** values the account schema has already validated */
  | { type: 'account.save'; values: AccountForm }
  /** the e-mail or mobile changed through its own proven call, which answered the account */
  | { type: 'account.changed'; account: AccountInfo };

/**
 * The account screen's personal information (spec 5 "Account"): loaded on opening,
 * saved with the spec's "Update success". The calls and the messages are provided.
 */
export const accountInfoMachine = setup({
  types: {
    context: {} as AccountInfoContext,
    events: {} as AccountInfoEvent,
  },
  actors: {
    loadAccount: fromPromise<AccountInfo>(async () => {
      throw new Error('loadAccount is provided by the screen');
    }),
    saveAccount: fromPromise<AccountInfo, AccountForm>(async () => {
      throw new Error('saveAccount is provided by the screen');
    }),
  },
  actions: {
    saved: () => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'accountInfo',
  context: { account: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: { target: 'ready', actions: assign({ account: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'account.retry': 'loading' },
    },
    ready: {
      on: {
        'account.save': 'saving',
        'account.changed': { actions: assign({ account: ({ event }) => event.account }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveAccount',
        src: 'saveAccount',
        input: ({ event }) => {
          assertEvent(event, 'account.save');
          return event.values;
        },
        onDone: { target: 'ready', actions: [assign({ account: ({ event }) => event.output }), 'saved'] },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
