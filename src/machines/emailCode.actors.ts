import { fromPromise } from 'xstate';
import type * as accountCalls from '../services/account';
import type { CodePurpose } from '../domain/identityApi';

/** The code button's call, for the purpose the screen asks the code for (read when sending). */
export function emailCodeActors(calls: Pick<typeof accountCalls, 'sendVerificationCode'>, purposeOf: () => CodePurpose) {
  return {
    sendCode: fromPromise<unknown, { email: string }>(({ input }) => calls.sendVerificationCode({ email: input.email, purpose: purposeOf() })),
  };
}
