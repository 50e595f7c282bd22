import { assign, fromPromise, setup } from 'xstate';
import type { TokenInfo } from '../../domain/session';
import { NotStaffError, type StaffUser } from './staffUser';

export interface StaffSessionContext {
  token: TokenInfo | null;
  user: StaffUser | null;
  /** why the last token did not become a console session */
  failure: 'notStaff' | 'failed' | null;
}

export type StaffSessionEvent =
  /** the login's token answer, already turned into token info */
  | { type: 'staff.tokenReceived'; token: TokenInfo }
  /** a refresh replaced the access token */
  | { type: 'staff.tokenRenewed'; token: TokenInfo }
  /** the staff member chose their own password (a required change is done) */
  | { type: 'staff.passwordChanged' }
  /** logout, a refused token or an expired login */
  | { type: 'staff.signedOut' };

/**
 * The console's session: signed out, loading who the token belongs to, signed in.
 * Only a staff account gets in: `loadUser` answers the staff user or fails (a customer's
 * token is revoked there and the login told why). Storage writes are provided from outside.
 */
export const staffSessionMachine = setup({
  types: {
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
    input: {} as { token: TokenInfo; user: StaffUser } | null,
  },
  actors: {
    loadUser: fromPromise<StaffUser, { token: TokenInfo }>(async () => {
      throw new Error('loadUser is provided by the console');
    }),
  },
  actions: {
    persist: (_, _params: { token: TokenInfo; user: StaffUser }) => {},
    forget: () => {},
  },
  guards: {
    isRestored: ({ context }) => context.token !== null && context.user !== null,
  },
}).createMachine({
  id: 'staffSession',
  context: ({ input }) => ({ token: input?.token ?? null, user: input?.user ?? null, failure: null }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'isRestored', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      entry: [assign({ token: null, user: null }), 'forget'],
      on: {
        'staff.tokenReceived': { target: 'loadingUser', actions: assign({ token: ({ event }) => event.token, failure: null }) },
      },
    },
    loadingUser: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token! }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'persist', params: ({ context, event }) => ({ token: context.token!, user: event.output }) },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({ failure: ({ event }) => (event.error instanceof NotStaffError ? 'notStaff' : 'failed') }),
        },
      },
      on: { 'staff.signedOut': { target: 'signedOut' } },
    },
    signedIn: {
      on: {
        'staff.tokenRenewed': {
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'persist', params: ({ context, event }) => ({ token: event.token, user: context.user! }) },
          ],
        },
        'staff.passwordChanged': {
          actions: [
            assign({ user: ({ context }) => ({ ...context.user!, mustChangePassword: false }) }),
            { type: 'persist', params: ({ context }) => ({ token: context.token!, user: context.user! }) },
          ],
        },
        'staff.signedOut': { target: 'signedOut' },
      },
    },
  },
});
