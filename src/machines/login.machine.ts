import { assign, fromPromise, setup } from 'xstate';
import type { TokenAnswer } from '../domain/identityApi';
import type { LoginForm } from '../domain/validation/accountSchemas';

/** Why the last attempt failed: the server's text, and its field messages for the form. */
export interface LoginFailure {
  message: string;
  code?: number;
  fields?: Record<string, string>;
}

export interface LoginContext {
  /** drawn once per screen; with `captchaNonce` it makes each captcha's key */
  captchaSeed: string;
  captchaNonce: number;
  failure: LoginFailure | null;
  /** the token answer, on its way to the session */
  answer: TokenAnswer | null;
}

export type LoginEvent =
  | { type: 'login.submit'; form: LoginForm }
  /** the user asks for another image */
  | { type: 'captcha.refresh' };

/** The captcha key of the image on screen (the `randomStr` the token call sends with its answer). */
export const captchaKeyOf = (context: Pick<LoginContext, 'captchaSeed' | 'captchaNonce'>) =>
  `${context.captchaSeed}${context.captchaNonce}`;

function failureOf(error: unknown): LoginFailure {
  if (typeof error !== 'object' || error === null) return { message: '' };
  const { message, code, fields } = error as { message?: unknown; code?: unknown; fields?: unknown };
  return {
    message: typeof message === 'string' ? message : '',
    code: typeof code === 'number' ? code : undefined,
    fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
  };
}

/**
 * The login screen (spec 5 "Login", 8): the form (validated by its schema) is sent with
 * the key of the captcha on screen. A token answer is handed to the session, which
 * loads the user; then the user is welcomed and taken where they wanted to go. A failed
 * attempt counts in the failed-login time and draws a new captcha (each one works once).
 * Calls, the session, the welcome and the navigation are provided from outside.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { captchaSeed: string },
  },
  actors: {
    requestToken: fromPromise<TokenAnswer, LoginForm & { randomStr: string }>(async () => {
      throw new Error('requestToken is provided by the application');
    }),
    /** hands the answer to the session and resolves with the name to welcome, once the user is loaded */
    startSession: fromPromise<string, { answer: TokenAnswer }>(async () => {
      throw new Error('startSession is provided by the application');
    }),
  },
  actions: {
    countFailedLogin: () => {},
    welcome: (_, _params: { name: string }) => {},
    leave: () => {},
    drawNewCaptcha: assign({ captchaNonce: ({ context }) => context.captchaNonce + 1 }),
    assignFailure: assign({ failure: ({ event }) => ('error' in event ? failureOf(event.error) : null) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ captchaSeed: input.captchaSeed, captchaNonce: 0, failure: null, answer: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.submit': { target: 'requestingToken', actions: 'clearFailure' },
        'captcha.refresh': { actions: 'drawNewCaptcha' },
      },
    },
    requestingToken: {
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ context, event }) => {
          if (event.type !== 'login.submit') throw new Error('a token is requested on submit only');
          return { ...event.form, randomStr: captchaKeyOf(context) };
        },
        onDone: { target: 'startingSession', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: ['assignFailure', 'countFailedLogin', 'drawNewCaptcha'] },
      },
    },
    startingSession: {
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ context }) => ({ answer: context.answer! }),
        onDone: {
          target: 'loggedIn',
          actions: [assign({ answer: null }), { type: 'welcome', params: ({ event }) => ({ name: event.output }) }, 'leave'],
        },
        // The captcha was used by the token call: a new one for the next attempt.
        onError: { target: 'editing', actions: [assign({ answer: null }), 'assignFailure', 'drawNewCaptcha'] },
      },
    },
    loggedIn: { type: 'final' },
  },
});
