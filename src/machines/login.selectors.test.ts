import { describe, expect, it } from 'vitest';
import { loginMachine, type LoginContext } from './login.machine';
import { selectCaptchaKey, selectFailure, selectIsSubmitting } from './login.selectors';

const CONTEXT: LoginContext = { site: 'customer', captchaSeed: 'k9x', captchaNonce: 3, failure: { message: '验证码错误', code: 10401 }, answer: null };
const snapshotIn = (value: 'editing' | 'requestingToken' | 'startingSession' | 'loggedIn') => loginMachine.resolveState({ value, context: CONTEXT });

describe('login selectors', () => {
  it.each([
    ['editing', false],
    ['requestingToken', true],
    ['startingSession', true],
    ['loggedIn', true],
  ] as const)('in %s, submitting is %s', (state, submitting) => {
    expect(selectIsSubmitting(snapshotIn(state))).toBe(submitting);
  });

  it('keys the captcha by the seed and the image drawn', () => {
    expect(selectCaptchaKey(snapshotIn('editing'))).toBe('k9x3');
  });

  it('reads why the last attempt failed', () => {
    expect(selectFailure(snapshotIn('editing'))).toEqual({ message: '验证码错误', code: 10401 });
  });
});
