import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../../app/AppActorsContext';
import { useLatest } from '../../../app/useLatest';
import { addressesMachine } from '../../../machines/addresses.machine';
import { deleteAddress, getAddressPage, loadAddress, saveAddress } from '../../../services/shipping/addresses';

/** The loading-addresses chart with its calls and the "saved" / "deleted" messages. */
export function useAddressesScreen(onSaveRefused: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl, onSaveRefused });
  const say = (id: 'addresses.saved' | 'addresses.deleted') => notifier.notify(latest.current.intl.formatMessage({ id }), 'success');
  return useActorRef(
    addressesMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => getAddressPage({ current: input.current, size: input.size, ...(input.filter.keyword ? { keyword: input.filter.keyword } : {}) })),
        loadAddress: fromPromise(({ input }) => loadAddress(input.uuid)),
        saveAddress: fromPromise(({ input }) => saveAddress(input.values, input.uuid)),
        removeAddress: fromPromise(({ input }) => deleteAddress(input.uuid)),
      },
      actions: {
        saved: () => say('addresses.saved'),
        deleted: () => say('addresses.deleted'),
        // A refused delete was told by the HTTP client already; a refused save may name fields.
        failed: (_, { error }) => latest.current.onSaveRefused(error),
      },
    }),
  );
}
