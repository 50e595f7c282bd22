import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../../app/AppActorsContext';
import { useLatest } from '../../../app/useLatest';
import { commissionsMachine } from '../../../machines/commissions.machine';
import { cancelCommission, getCommissionPage } from '../../../services/shipping/commissions';

/** The my-commissions chart with its calls and the "cancelled" message. */
export function useCommissionsScreen() {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl });
  return useActorRef(
    commissionsMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) =>
          getCommissionPage({
            current: input.current,
            size: input.size,
            ...(input.filter.status ? { status: input.filter.status } : {}),
            ...(input.filter.bookingNo ? { bookingNo: input.filter.bookingNo } : {}),
          }),
        ),
        cancelCommission: fromPromise(({ input }) => cancelCommission(input.uuid)),
      },
      actions: {
        cancelled: (_, { commission }) => notifier.notify(latest.current.intl.formatMessage({ id: 'commissions.cancelled' }, { commissionNo: commission.commissionNo }), 'success'),
      },
    }),
  );
}
