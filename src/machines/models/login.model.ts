import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { TokenAnswer } from '../../domain/identityApi';
import type { LoginForm } from '../../domain/validation/accountSchemas';
import { loginMachine } from '../login.machine';
import type { PathModel } from './pathModel';

const never = () => new Promise<never>(() => {});
const machine = loginMachine.provide({
  actors: {
    requestToken: fromPromise<TokenAnswer, LoginForm & { randomStr: string }>(never),
    startSession: fromPromise<string, { answer: TokenAnswer }>(never),
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
    events.push({ type: 'xstate.done.actor.startSession', output: '张三' } as EventObject, { type: 'xstate.error.actor.startSession', error: failure(1, 'no user') } as EventObject);
  }
  return events;
}

export const loginModel: PathModel<typeof machine> = {
  name: 'login',
  machine,
  walks: [{ name: 'the login screen', input: { captchaSeed: 'seed-' }, events: eventsIn }],
};
