import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { TokenAnswer } from '../../src/domain/identityApi';
import type { SessionStarted } from '../../src/domain/login';
import type { LoginForm } from '../../src/domain/validation/accountSchemas';
import { loginMachine } from '../../src/machines/login.machine';
import type { PathModel } from './pathModel';

const never = () => new Promise<never>(() => {});
const machine = loginMachine.provide({
  actors: {
    requestToken: fromPromise<TokenAnswer, LoginForm & { randomStr: string }>(never),
    startSession: fromPromise<SessionStarted, { answer: TokenAnswer }>(never),
  },
});

const FORM: LoginForm = { username: 'demo.passenger', password: 'Demo#2026pass', code: 'e2e1' };
const ANSWER = { access_token: 'a', refresh_token: 'r', expires_in: 7200 } as TokenAnswer;
const failure = (code: number, message: string, fields?: Record<string, string>) => ({ kind: 'business', code, message, fields });

/**
 * Gestures and the calls' answers while each runs. Each failure and each refresh draws a new
 * captcha: past a few, nothing more is tried, which keeps the graph finite.
 */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  if (snapshot.context.captchaNonce > 3) return [];
  const events: EventObject[] = [{ type: 'login.submit', form: FORM } as EventObject];
  if (snapshot.context.captchaNonce < 2) events.push({ type: 'captcha.refresh' });
  if (snapshot.matches('requestingToken')) {
    events.push(
      { type: 'xstate.done.actor.requestToken', output: ANSWER } as EventObject,
      { type: 'xstate.error.actor.requestToken', error: failure(10420, '验证码错误', { code: '验证码错误或已失效' }) } as EventObject,
    );
  }
  if (snapshot.matches('startingSession')) {
    events.push(
      { type: 'xstate.done.actor.startSession', output: { name: '张三', role: 'individual' } } as EventObject,
      // a staff account: refused on the customer site (sent to the console), taken by the console
      { type: 'xstate.done.actor.startSession', output: { name: '管理员', role: 'admin' } } as EventObject,
      { type: 'xstate.error.actor.startSession', error: failure(1, 'no user') } as EventObject,
    );
  }
  return events;
}

export const loginModel: PathModel<typeof machine> = {
  name: 'login',
  machine,
  walks: [
    { name: 'the login screen', input: { captchaSeed: 'seed-', site: 'customer' }, events: eventsIn },
    { name: 'the console login screen', input: { captchaSeed: 'seed-', site: 'console' }, events: eventsIn },
  ],
  invariants: {
    // The form holds no token answer: it is handed on or dropped.
    'login.editing': ({ context }) => expect(context.answer).toBeNull(),
    // A new attempt shows no earlier failure.
    'login.requestingToken': ({ context }) => expect({ failure: context.failure, answer: context.answer }).toEqual({ failure: null, answer: null }),
    // The session is started with the token the server answered.
    'login.startingSession': ({ context }) => {
      expect(context.answer?.access_token).toEqual(expect.any(String));
      expect(context.failure).toBeNull();
    },
    // Logged in: nothing failed, no token kept on the screen.
    'login.loggedIn': ({ context }) => expect({ failure: context.failure, answer: context.answer }).toEqual({ failure: null, answer: null }),
  },
  golden: [
    {
      name: 'staff on the customer site: refused (sent to the console), a new captcha drawn',
      input: { captchaSeed: 'seed-', site: 'customer' },
      events: [
        { type: 'login.submit', form: FORM } as EventObject,
        { type: 'xstate.done.actor.requestToken', output: ANSWER } as EventObject,
        { type: 'xstate.done.actor.startSession', output: { name: '管理员', role: 'admin' } } as EventObject,
      ],
      ends: { value: 'editing', context: { failure: { message: '', refusal: 'staffToConsole' }, captchaNonce: 1, answer: null } },
    },
    {
      name: 'a customer on the console: refused',
      input: { captchaSeed: 'seed-', site: 'console' },
      events: [
        { type: 'login.submit', form: FORM } as EventObject,
        { type: 'xstate.done.actor.requestToken', output: ANSWER } as EventObject,
        { type: 'xstate.done.actor.startSession', output: { name: '张三', role: 'individual' } } as EventObject,
      ],
      ends: { value: 'editing', context: { failure: { refusal: 'notStaff' }, captchaNonce: 1 } },
    },
    {
      name: 'staff on the console: logged in',
      input: { captchaSeed: 'seed-', site: 'console' },
      events: [
        { type: 'login.submit', form: FORM } as EventObject,
        { type: 'xstate.done.actor.requestToken', output: ANSWER } as EventObject,
        { type: 'xstate.done.actor.startSession', output: { name: '管理员', role: 'admin' } } as EventObject,
      ],
      ends: { value: 'loggedIn', context: { failure: null, answer: null, captchaNonce: 0 } },
    },
    {
      name: 'a wrong captcha: the field says so, a new captcha is drawn, and one more on asking',
      input: { captchaSeed: 'seed-', site: 'customer' },
      events: [
        { type: 'login.submit', form: FORM } as EventObject,
        { type: 'xstate.error.actor.requestToken', error: failure(10420, '验证码错误', { code: '验证码错误或已失效' }) } as EventObject,
        { type: 'captcha.refresh' },
      ],
      ends: { value: 'editing', context: { failure: { code: 10420, message: '验证码错误', fields: { code: '验证码错误或已失效' } }, captchaNonce: 2 } },
    },
  ],
};
