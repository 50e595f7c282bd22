import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../app/AppActorsContext';
import { useServices } from '../../app/customerServices';
import { useLatest } from '../../app/useLatest';
import { accountInfoActors } from '../../machines/accountInfo.actors';
import { accountInfoMachine } from '../../machines/accountInfo.machine';

/** The account chart with its calls and the spec's "Update success". */
export function useAccountInfo(onFailed: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { account } = useServices();
  const latest = useLatest({ intl, onFailed });
  return useActorRef(
    accountInfoMachine.provide({
      actors: accountInfoActors(account),
      actions: {
        saved: () => notifier.notify(latest.current.intl.formatMessage({ id: 'account.updated' }), 'success'),
        failed: (_, { error }) => latest.current.onFailed(error),
      },
    }),
  );
}
