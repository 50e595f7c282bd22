import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../../app/AppActorsContext';
import { useServices } from '../../../app/customerServices';
import { useLatest } from '../../../app/useLatest';
import { entrustActors } from '../../../machines/entrust.actors';
import { entrustMachine } from '../../../machines/entrust.machine';

/** The rail commission form's chart with its calls and the "submitted" message; a refused form goes to `onRefused`. */
export function useEntrustScreen(bookingNo: string | undefined, onRefused: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const services = useServices();
  const latest = useLatest({ intl, onRefused });
  return useActorRef(
    entrustMachine.provide({
      actors: entrustActors(services),
      actions: {
        submitted: (_, { commission }) =>
          notifier.notify(latest.current.intl.formatMessage({ id: 'entrust.submitted' }, { commissionNo: commission.commissionNo }), 'success'),
        failed: (_, { error }) => latest.current.onRefused(error),
      },
    }),
    { input: { bookingNo } },
  );
}
