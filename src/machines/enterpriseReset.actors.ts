import { fromPromise } from 'xstate';
import type * as accountCalls from '../services/account';
import type { EnterpriseResetForm } from '../domain/identityApi';

/** The two calls of an enterprise user's password reset. */
export function enterpriseResetActors(calls: Pick<typeof accountCalls, 'requestEnterpriseResetCode' | 'resetEnterprisePassword'>) {
  return {
    requestCode: fromPromise<unknown, { logonId: string; phone: string }>(({ input }) => calls.requestEnterpriseResetCode(input)),
    resetPassword: fromPromise<unknown, EnterpriseResetForm>(({ input }) => calls.resetEnterprisePassword(input)),
  };
}
