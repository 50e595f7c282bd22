import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject, type SnapshotFrom } from 'xstate';
import type { TokenAnswer } from '../domain/identityApi';
import type { LoginSite, SessionStarted } from '../domain/login';
import type { LoginForm } from '../domain/validation/accountSchemas';
import { captchaKeyOf, loginMachine } from './login.machine';
import { measureGraphCoverage } from '../../tests/model/testing/graphCoverage';

const FORM: LoginForm = { username: 'demo.passenger', password: 'Demo#2026pass', code: 'e2e1' };
const ANSWER = { access_token: 'a', refresh_token: 'r', expires_in: 7200 } as TokenAnswer;
const failure = (code: number, message: string, fields?: Record<string, string>) => Object.assign(new Error(message), { kind: 'business', code, fields });

function start(
  answers: { token?: (input: unknown) => Promise<TokenAnswer>; session?: (input: unknown) => Promise<SessionStarted> } = {},
  site: LoginSite = 'customer',
) {
  const effects = {
    requestToken: vi.fn(answers.token ?? (async () => ANSWER)),
    startSession: vi.fn(answers.session ?? (async (): Promise<SessionStarted> => ({ name: '张三', role: 'individual' }))),
    countFailedLogin: vi.fn(),
    welcome: vi.fn(),
    refused: vi.fn(),
    leave: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: {
      requestToken: fromPromise(({ input }) => effects.requestToken(input)),
      startSession: fromPromise(({ input }) => effects.startSession(input)),
    },
    actions: {
      countFailedLogin: effects.countFailedLogin,
      welcome: (_, { name }) => effects.welcome(name),
      refused: (_, { refusal }) => effects.refused(refusal),
      leave: effects.leave,
    },
  });
  const actor = createActor(machine, { input: { captchaSeed: 'seed-', site } }).start();
  return { actor, effects };
}

describe('login', () => {
  it('sends the form with the key of the captcha on screen, hands the answer to the session, welcomes and leaves', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'captcha.refresh' });
    actor.send({ type: 'login.submit', form: FORM });
    expect(actor.getSnapshot().value).toBe('requestingToken');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(effects.requestToken).toHaveBeenCalledWith({ ...FORM, randomStr: 'seed-1' });
    expect(effects.startSession).toHaveBeenCalledWith({ answer: ANSWER });
    expect(effects.welcome).toHaveBeenCalledWith('张三');
    expect(effects.leave).toHaveBeenCalledTimes(1);
    expect(done.context.answer).toBeNull();
    expect(effects.countFailedLogin).not.toHaveBeenCalled();
  });

  it('draws a new captcha on each refresh', () => {
    const { actor } = start();
    const keys = [captchaKeyOf(actor.getSnapshot().context)];
    actor.send({ type: 'captcha.refresh' });
    keys.push(captchaKeyOf(actor.getSnapshot().context));
    expect(keys).toEqual(['seed-0', 'seed-1']);
  });

  it('a failed login: back to the form with the server’s message, one more failed login, a new captcha', async () => {
    const { actor, effects } = start({ token: async () => Promise.reject(failure(10421, '登录失败，请检查登录名或密码')) });
    actor.send({ type: 'login.submit', form: FORM });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.failure).toEqual({ message: '登录失败，请检查登录名或密码', code: 10421, fields: undefined });
    expect(captchaKeyOf(snapshot.context)).toBe('seed-1');
    expect(effects.countFailedLogin).toHaveBeenCalledTimes(1);
    expect(effects.startSession).not.toHaveBeenCalled();
  });

  it('a wrong captcha comes back with the field to show it at', async () => {
    const { actor } = start({ token: async () => Promise.reject(failure(10420, '验证码错误', { code: '验证码错误或已失效' })) });
    actor.send({ type: 'login.submit', form: FORM });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.failure?.fields).toEqual({ code: '验证码错误或已失效' });
  });

  it('a new attempt clears the last failure', async () => {
    const { actor, effects } = start({ token: async () => Promise.reject(failure(10421, 'x')) });
    actor.send({ type: 'login.submit', form: FORM });
    await waitFor(actor, (s) => s.matches('editing'));
    effects.requestToken.mockImplementation(() => new Promise(() => {}));
    actor.send({ type: 'login.submit', form: FORM });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a session that cannot load the user sends the user back to the form', async () => {
    const { actor, effects } = start({ session: async () => Promise.reject(new Error('no user')) });
    actor.send({ type: 'login.submit', form: FORM });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.failure?.message).toBe('no user');
    expect(effects.welcome).not.toHaveBeenCalled();
    expect(captchaKeyOf(snapshot.context)).toBe('seed-1');
  });

  it('a staff account on the customer site is refused and sent to the console: no welcome, not a failed login, a new captcha', async () => {
    const { actor, effects } = start({ session: async () => ({ name: '管理员', role: 'admin' }) });
    actor.send({ type: 'login.submit', form: FORM });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(snapshot.context.failure).toEqual({ message: '', refusal: 'staffToConsole' });
    expect(effects.refused).toHaveBeenCalledWith('staffToConsole');
    expect(effects.welcome).not.toHaveBeenCalled();
    expect(effects.leave).not.toHaveBeenCalled();
    expect(effects.countFailedLogin).not.toHaveBeenCalled();
    expect(captchaKeyOf(snapshot.context)).toBe('seed-1');
  });

  it('the console takes a staff account, and tells a customer why not when its session refuses one', async () => {
    const staff = start({ session: async () => ({ name: '管理员', role: 'admin' }) }, 'console');
    staff.actor.send({ type: 'login.submit', form: FORM });
    await waitFor(staff.actor, (s) => s.status === 'done');
    expect(staff.effects.welcome).toHaveBeenCalledWith('管理员');

    const customer = start({ session: async () => Promise.reject(Object.assign(new Error(''), { refusal: 'notStaff' })) }, 'console');
    customer.actor.send({ type: 'login.submit', form: FORM });
    const snapshot = await waitFor(customer.actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(snapshot.context.failure?.refusal).toBe('notStaff');
    expect(customer.effects.welcome).not.toHaveBeenCalled();
  });
});

describe('login: generated paths', () => {
  const never = () => new Promise<never>(() => {});
  const machine = loginMachine.provide({
    actors: {
      requestToken: fromPromise<TokenAnswer, LoginForm & { randomStr: string }>(never),
      startSession: fromPromise<SessionStarted, { answer: TokenAnswer }>(never),
    },
  });
  const eventsIn = (snapshot: SnapshotFrom<typeof machine>): EventObject[] => [
    { type: 'login.submit', form: FORM } as EventObject,
    ...(snapshot.context.captchaNonce < 2 ? [{ type: 'captcha.refresh' }] : []),
    ...(snapshot.matches('requestingToken')
      ? [
          { type: 'xstate.done.actor.requestToken', output: ANSWER } as EventObject,
          { type: 'xstate.error.actor.requestToken', error: failure(10421, 'x') } as EventObject,
        ]
      : []),
    ...(snapshot.matches('startingSession')
      ? [
          { type: 'xstate.done.actor.startSession', output: { name: 'n', role: 'individual' } } as EventObject,
          { type: 'xstate.done.actor.startSession', output: { name: 'n', role: 'admin' } } as EventObject,
          { type: 'xstate.error.actor.startSession', error: failure(1, 'y') } as EventObject,
        ]
      : []),
  ];
  const coverage = measureGraphCoverage(machine, (s) => (s.context.captchaNonce > 3 ? [] : eventsIn(s)), { captchaSeed: 's', site: 'customer' });

  it('reach every state and take every transition', () => {
    expect(coverage.unvisitedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
