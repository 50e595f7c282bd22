import { fromPromise } from 'xstate';
import type * as accountCalls from '../services/account';
import type { AccountInfo } from '../domain/identityApi';
import type { AccountForm } from '../domain/validation/accountSchemas';

/** The account chart's calls: the read is aborted when the screen leaves. */
export function accountInfoActors(calls: Pick<typeof accountCalls, 'getAccountInfo' | 'updateAccountInfo'>) {
  return {
    loadAccount: fromPromise<AccountInfo>(({ signal }) => calls.getAccountInfo({ signal })),
    saveAccount: fromPromise<AccountInfo, AccountForm>(({ input }) => calls.updateAccountInfo(input)),
  };
}
