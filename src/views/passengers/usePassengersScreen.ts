import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../app/AppActorsContext';
import { useLatest } from '../../app/useLatest';
import { passengersMachine } from '../../machines/passengers.machine';
import { deletePassenger, getPassengerPage, loadPassenger, submitPassenger } from '../../services/passengers';

/** The passengers chart with its calls and the spec's "Save successful" / "Delete successful". */
export function usePassengersScreen(onSaveRefused: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl, onSaveRefused });
  const say = (id: 'passenger.saved' | 'passenger.deleted') => notifier.notify(latest.current.intl.formatMessage({ id }), 'success');
  return useActorRef(
    passengersMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => getPassengerPage(input)),
        loadPassenger: fromPromise(({ input }) => loadPassenger(input.uuid)),
        savePassenger: fromPromise(({ input }) => submitPassenger(input.values, input.uuid)),
        removePassenger: fromPromise(({ input }) => deletePassenger(input.uuid)),
      },
      actions: {
        saved: () => say('passenger.saved'),
        deleted: () => say('passenger.deleted'),
        // A refused delete was told by the HTTP client already; a refused save may name fields.
        failed: (_, { error }) => latest.current.onSaveRefused(error),
      },
    }),
  );
}
