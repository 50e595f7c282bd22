import type { SavedPassenger } from '../domain/passengers';
import type { PassengerForm } from '../domain/validation/passengerSchema';
import type * as passengersCalls from '../services/passengers';
import { listEditorActors } from './listEditor.actors';

/** The saved-passengers chart's calls (services/passengers.ts in the app). */
export function passengersActors(calls: Pick<typeof passengersCalls, 'getPassengerPage' | 'loadPassenger' | 'submitPassenger' | 'deletePassenger'>) {
  return listEditorActors<SavedPassenger, PassengerForm, undefined>({
    loadPage: ({ current, size }, options) => calls.getPassengerPage({ current, size }, options),
    loadItem: (uuid, options) => calls.loadPassenger(uuid, options),
    saveItem: (values, uuid) => calls.submitPassenger(values, uuid),
    removeItem: (uuid) => calls.deletePassenger(uuid),
  });
}
