import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../app/AppActorsContext';
import { useServices } from '../../app/customerServices';
import { useLatest } from '../../app/useLatest';
import { orderChangeDialogMachine } from '../../machines/orderChangeDialog.machine';
import { orderChangeDialogActors } from '../../machines/orderChangeDialog.actors';

/**
 * The passenger's change-of-sailing dialog chart with its calls (the day's sailings, the quote,
 * the change) and its message. `onChanged` reloads the details: new tickets, a history entry.
 */
export function useOrderChange(onChanged: () => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { orders, voyages } = useServices();
  const latest = useLatest({ intl, onChanged });
  return useActorRef(
    orderChangeDialogMachine.provide({
      actors: orderChangeDialogActors({
        sailings: (route, day, currency, options) => voyages.getWebTsVoyageList(route, day, currency, options),
        quote: (request, options) => orders.quoteChange(request, options),
        change: (body) => orders.changeSailing(body),
      }),
      actions: {
        changed: () => {
          notifier.notify(latest.current.intl.formatMessage({ id: 'orders.change.done' }), 'success');
          latest.current.onChanged();
        },
      },
    }),
  );
}
