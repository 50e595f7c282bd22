import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { CodePurpose } from '../domain/identityApi';
import { emailCodeActors } from './emailCode.actors';

describe('e-mail code actors', () => {
  it('sends the code for the purpose the screen has when sending', async () => {
    const calls = { sendVerificationCode: vi.fn(async () => ({ resendAfterSeconds: 60 })) };
    let purpose: CodePurpose = 'register';
    const { sendCode } = emailCodeActors(calls, () => purpose);
    purpose = 'forgot';
    await expect(toPromise(createActor(sendCode, { input: { email: 'zs@example.com' } }).start())).resolves.toEqual({ resendAfterSeconds: 60 });
    expect(calls.sendVerificationCode).toHaveBeenCalledWith({ email: 'zs@example.com', purpose: 'forgot' });
  });
});
