import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { TokenAnswer } from '../domain/identityApi';
import { refusalOf, type LoginRefusal, type LoginSite, type SessionStarted } from '../domain/login';
import type { LoginForm } from '../domain/validation/accountSchemas';

/** Why the last attempt failed: the server's text, and its field messages for the form; or this site's refusal. */
export interface LoginFailure {
  message: string;
  code?: number;
  fields?: Record<string, string>;
  refusal?: LoginRefusal;
}

export interface LoginContext {
  /** the customer site or the console: which accounts this login takes */
  site: LoginSite;
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
export const captchaKeyOf = (context: Pick<LoginContext, 'captchaSeed' | 'captchaNonce'>) => `${context.captchaSeed}${context.captchaNonce}`;

const REFUSALS: readonly LoginRefusal[] = ['staffToConsole', 'notStaff'];

function failureOf(error: unknown): LoginFailure {
  if (typeof error !== 'object' || error === null) return { message: '' };
  const { message, code, fields, refusal } = error as { message?: unknown; code?: unknown; fields?: unknown; refusal?: unknown };
  const failure: LoginFailure = {
    message: typeof message === 'string' ? message : '',
    code: typeof code === 'number' ? code : undefined,
    fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
  };
  return REFUSALS.includes(refusal as LoginRefusal) ? { ...failure, refusal: refusal as LoginRefusal } : failure;
}

/**
 * The login screen of both sites (spec 5 "Login", 8): the form (validated by its schema) is
 * sent with the key of the captcha on screen. A token answer is handed to the session, which
 * loads the user; an account this site does not take is refused (staff on the customer site
 * are sent to the console); else the user is welcomed and taken where they wanted to go. A
 * failed attempt counts in the failed-login time and draws a new captcha (each one works once).
 * Calls, the session, the welcome, the refusal's effect and the navigation are provided by the site.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { captchaSeed: string; site: LoginSite },
  },
  actors: {
    requestToken: fromPromise<TokenAnswer, LoginForm & { randomStr: string }>(async () => {
      throw new Error('requestToken is provided by the site');
    }),
    /** hands the answer to the session and resolves, once the user is loaded, with the name to welcome and the role */
    startSession: fromPromise<SessionStarted, { answer: TokenAnswer }>(async () => {
      throw new Error('startSession is provided by the site');
    }),
  },
  actions: {
    countFailedLogin: () => {},
    welcome: (_, _params: { name: string }) => {},
    /** the site's answer to an account it does not take (the customer site sends staff to the console) */
    refused: (_, _params: { refusal: LoginRefusal }) => {},
    leave: () => {},
    drawNewCaptcha: assign({ captchaNonce: ({ context }) => context.captchaNonce + 1 }),
    assignFailure: assign({ failure: ({ event }) => ('error' in event ? failureOf(event.error) : null) }),
    assignRefusal: assign({ failure: (_, params: { refusal: LoginRefusal }) => ({ message: '', refusal: params.refusal }) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isRefused: (_, params: { refusal: LoginRefusal | null }) => params.refusal !== null,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ site: input.site, captchaSeed: input.captchaSeed, captchaNonce: 0, failure: null, answer: null }),
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
          assertEvent(event, 'login.submit');
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
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ context, event }) => ({ refusal: refusalOf(context.site, event.output.role) }) },
            // The captcha was used by the token call: a new one for the next attempt.
            target: 'editing',
            actions: [
              assign({ answer: null }),
              { type: 'assignRefusal', params: ({ context, event }) => ({ refusal: refusalOf(context.site, event.output.role)! }) },
              { type: 'refused', params: ({ context, event }) => ({ refusal: refusalOf(context.site, event.output.role)! }) },
              'drawNewCaptcha',
            ],
          },
          {
            target: 'loggedIn',
            actions: [assign({ answer: null }), { type: 'welcome', params: ({ event }) => ({ name: event.output.name }) }, 'leave'],
          },
        ],
        onError: { target: 'editing', actions: [assign({ answer: null }), 'assignFailure', 'drawNewCaptcha'] },
      },
    },
    loggedIn: { type: 'final' },
  },
});
