import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { TokenAnswer } from '../domain/identityApi';
import type { SessionStarted } from '../domain/login';
import { loginActors } from './login.actors';

const ANSWER = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 7200, token_type: 'bearer', scope: 'server' } as TokenAnswer;
const STARTED: SessionStarted = { name: '张三', role: null };

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

describe('login actors', () => {
  it('asks the token with the form and the captcha key', async () => {
    const calls = { requestToken: vi.fn(async () => ANSWER) };
    const form = { username: 'zhangsan', password: 'Secret#2026', code: 'ab12', randomStr: 'k9x3' };
    await expect(run(loginActors(calls, vi.fn()).requestToken, form)).resolves.toEqual(ANSWER);
    expect(calls.requestToken).toHaveBeenCalledWith({ username: 'zhangsan', password: 'Secret#2026', code: 'ab12', randomStr: 'k9x3' });
  });

  it("hands the token answer to the site's session", async () => {
    const startSession = vi.fn(async () => STARTED);
    await expect(run(loginActors({ requestToken: vi.fn() }, startSession).startSession, { answer: ANSWER })).resolves.toEqual({ name: '张三', role: null });
    expect(startSession).toHaveBeenCalledWith(ANSWER);
  });
});
