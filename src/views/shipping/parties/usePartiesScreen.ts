import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../../app/AppActorsContext';
import { useLatest } from '../../../app/useLatest';
import { partiesMachine } from '../../../machines/parties.machine';
import { deleteParty, getPartyPage, loadParty, saveParty } from '../../../services/shipping/parties';

/** The address-book chart with its calls and the "saved" / "deleted" messages. */
export function usePartiesScreen(onSaveRefused: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl, onSaveRefused });
  const say = (id: 'parties.saved' | 'parties.deleted') => notifier.notify(latest.current.intl.formatMessage({ id }), 'success');
  return useActorRef(
    partiesMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) =>
          getPartyPage({ current: input.current, size: input.size, ...(input.filter.name ? { name: input.filter.name } : {}), ...(input.filter.role ? { role: input.filter.role } : {}) }),
        ),
        loadParty: fromPromise(({ input }) => loadParty(input.uuid)),
        saveParty: fromPromise(({ input }) => saveParty(input.values, input.uuid)),
        removeParty: fromPromise(({ input }) => deleteParty(input.uuid)),
      },
      actions: {
        saved: () => say('parties.saved'),
        deleted: () => say('parties.deleted'),
        // A refused delete was told by the HTTP client already; a refused save may name fields.
        failed: (_, { error }) => latest.current.onSaveRefused(error),
      },
    }),
  );
}
