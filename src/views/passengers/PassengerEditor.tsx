import type { ActorRefFrom } from 'xstate';
import type { passengersMachine } from '../../machines/passengers.machine';
import { ListEditorDialog } from '../listEditor/ListEditorDialog';
import { PassengerFields } from './PassengerFields';

/** The add / edit dialog: the passenger form inside the screen's FormProvider. */
export function PassengerEditor({ screen }: { screen: ActorRefFrom<typeof passengersMachine> }) {
  return (
    <ListEditorDialog
      screen={screen}
      prefix="passenger"
      formId="passenger-form"
      className="passenger-editor"
      stateClassName="passenger-picker__state"
      actionsClassName="passenger-editor__actions"
      width="min(960px, 96vw)"
      firstField="cnSurname"
    >
      {(saving) => <PassengerFields prefix="" disabled={saving} />}
    </ListEditorDialog>
  );
}
