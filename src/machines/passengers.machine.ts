import type { SavedPassenger } from '../domain/passengers';
import type { PassengerForm } from '../domain/validation/passengerSchema';
import { createListEditorMachine, type ListSaveInput } from './listEditor.machine';

export type SaveInput = ListSaveInput<PassengerForm>;

/**
 * The saved-passengers screen (spec 2 "/passengers", 8 "Are you sure to delete the current
 * passenger?"): a paged list, newest first, without a search; an editor for a new or a loaded
 * passenger; deleting after a confirmation.
 */
export const passengersMachine = createListEditorMachine<SavedPassenger, PassengerForm>({ id: 'passengers', filter: null, newestFirst: true });
