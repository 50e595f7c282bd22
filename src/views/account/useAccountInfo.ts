import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useAppActors } from '../../app/AppActorsContext';
import { useLatest } from '../../app/useLatest';
import { accountInfoMachine } from '../../machines/accountInfo.machine';
import { getAccountInfo, updateAccountInfo } from '../../services/account';

/** The account chart with its calls and the spec's "Update success". */
export function useAccountInfo(onFailed: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl, onFailed });
  return useActorRef(
    accountInfoMachine.provide({
      actors: {
        loadAccount: fromPromise(() => getAccountInfo()),
        saveAccount: fromPromise(({ input }) => updateAccountInfo(input)),
      },
      actions: {
        saved: () => notifier.notify(latest.current.intl.formatMessage({ id: 'account.updated' }), 'success'),
        failed: (_, { error }) => latest.current.onFailed(error),
      },
    }),
  );
}

type AccountSnapshot = SnapshotFrom<typeof accountInfoMachine>;
export const selectAccount = (snapshot: AccountSnapshot) => snapshot.context.account;
export const selectIsLoading = (snapshot: AccountSnapshot) => snapshot.matches('loading');
export const selectLoadFailed = (snapshot: AccountSnapshot) => snapshot.matches('loadFailed');
export const selectIsSaving = (snapshot: AccountSnapshot) => snapshot.matches('saving');
