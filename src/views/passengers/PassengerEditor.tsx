import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { PassengerForm } from '../../domain/validation/passengerSchema';
import type { passengersMachine } from '../../machines/passengers.machine';
import {
  selectEditorFailed,
  selectEditorLoading,
  selectEditorOpen,
  selectEditorReady,
  selectIsSaving,
  selectSelected,
} from '../../machines/passengers.selectors';
import { PassengerFields } from './PassengerFields';
import { useReturnFocus } from './useReturnFocus';

const FORM_ID = 'passenger-form';

/** The add / edit dialog: the passenger form inside the screen's FormProvider. */
export function PassengerEditor({ screen }: { screen: ActorRefFrom<typeof passengersMachine> }) {
  const intl = useIntl();
  const { handleSubmit } = useFormContext<PassengerForm>();
  const open = useSelector(screen, selectEditorOpen);
  const loading = useSelector(screen, selectEditorLoading);
  const failed = useSelector(screen, selectEditorFailed);
  const ready = useSelector(screen, selectEditorReady);
  const saving = useSelector(screen, selectIsSaving);
  const isNew = useSelector(screen, selectSelected) === null;
  const close = () => screen.send({ type: 'editor.close' });
  useReturnFocus(open);

  const footer = (
    <div className="passenger-editor__actions">
      <Button type="button" text label={intl.formatMessage({ id: 'passenger.cancel' })} disabled={saving} onClick={close} />
      <Button type="submit" form={FORM_ID} icon="pi pi-check" label={intl.formatMessage({ id: 'passenger.save' })} loading={saving} disabled={!ready} />
    </div>
  );

  return (
    <Dialog
      header={intl.formatMessage({ id: isNew ? 'passenger.addTitle' : 'passenger.editTitle' })}
      visible={open}
      onHide={close}
      footer={footer}
      className="passenger-editor"
      style={{ width: 'min(960px, 96vw)' }}
      closable={!saving}
      closeOnEscape={!saving}
      draggable={false}
      blockScroll
    >
      {loading && (
        <p className="passenger-picker__state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="app.loading" />
        </p>
      )}
      {failed && (
        <div className="passenger-picker__state" role="alert">
          <FormattedMessage id="passenger.loadOneFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'passenger.retry' })} onClick={() => screen.send({ type: 'editor.retry' })} />
        </div>
      )}
      {ready && (
        <form id={FORM_ID} noValidate onSubmit={handleSubmit((values) => screen.send({ type: 'passenger.save', values }))}>
          <PassengerFields prefix="" disabled={saving} />
          <FocusFirstField />
        </form>
      )}
    </Dialog>
  );
}

/** The form starts at its first field (rather than the dialog's close button); mounted with the form. */
function FocusFirstField() {
  const { setFocus } = useFormContext<PassengerForm>();
  useEffect(() => setFocus('cnSurname'), [setFocus]);
  return null;
}
