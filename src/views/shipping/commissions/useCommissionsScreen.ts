import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../../app/AppActorsContext';
import { useServices } from '../../../app/customerServices';
import { useLatest } from '../../../app/useLatest';
import { commissionsActors } from '../../../machines/commissions.actors';
import { commissionsMachine } from '../../../machines/commissions.machine';

/** The my-commissions chart with its calls and the "cancelled" message; `bookingNo` filters the first list. */
export function useCommissionsScreen(bookingNo = '') {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { commissions } = useServices();
  const latest = useLatest({ intl });
  return useActorRef(
    commissionsMachine.provide({
      actors: commissionsActors(commissions),
      actions: {
        cancelled: (_, { commission }) =>
          notifier.notify(latest.current.intl.formatMessage({ id: 'commissions.cancelled' }, { commissionNo: commission.commissionNo }), 'success'),
      },
    }),
    { input: { bookingNo } },
  );
}
