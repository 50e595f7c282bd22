import { fromPromise } from 'xstate';
import type * as enterpriseAccountCalls from '../services/shipping/enterpriseAccount';
import type { AccountInfo } from '../domain/identityApi';
import type { AccountForm } from '../domain/validation/accountSchemas';

/** The account chart (accountInfo.machine) over the enterprise calls (selectUserById, updateUserById) for one user. */
export function enterpriseAccountActors(
  enterpriseAccount: Pick<typeof enterpriseAccountCalls, 'getEnterpriseUser' | 'updateEnterpriseUser'>,
  userId: () => string,
) {
  return {
    loadAccount: fromPromise<AccountInfo>(({ signal }) => enterpriseAccount.getEnterpriseUser(userId(), { signal })),
    saveAccount: fromPromise<AccountInfo, AccountForm>(({ input }) => enterpriseAccount.updateEnterpriseUser(userId(), input)),
  };
}
