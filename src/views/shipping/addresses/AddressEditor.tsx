import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { MessageId } from '../../../i18n/catalogues';
import type { AddressValues, addressesMachine } from '../../../machines/addresses.machine';
import { selectEditorFailed, selectEditorLoading, selectEditorOpen, selectEditorReady, selectIsSaving, selectSelected } from '../../../machines/addresses.selectors';
import { controlProps, FormField } from '../../forms/FormField';
import { useFieldText } from '../../forms/useFieldText';
import { useReturnFocus } from '../../passengers/useReturnFocus';

const FORM_ID = 'address-form';
type Field = keyof AddressValues;

/** The add / edit dialog of one loading address. */
export function AddressEditor({ screen }: { screen: ActorRefFrom<typeof addressesMachine> }) {
  const intl = useIntl();
  const text = useFieldText();
  const { register, handleSubmit, formState } = useFormContext<AddressValues>();
  const open = useSelector(screen, selectEditorOpen);
  const loading = useSelector(screen, selectEditorLoading);
  const failed = useSelector(screen, selectEditorFailed);
  const ready = useSelector(screen, selectEditorReady);
  const saving = useSelector(screen, selectIsSaving);
  const isNew = useSelector(screen, selectSelected) === null;
  const close = () => screen.send({ type: 'editor.close' });
  useReturnFocus(open);

  const errors = formState.errors as Record<string, FieldError | undefined>;
  const field = (name: Field, options: { wide?: boolean; required?: boolean; type?: string; maxLength: number; hint?: MessageId; area?: boolean }) => {
    const id = `address-${name}`;
    const error = text(errors[name]?.message);
    const props = { ...controlProps(id, error, options.required ?? false), autoComplete: 'off', maxLength: options.maxLength, disabled: saving, ...register(name) };
    return (
      <div className={options.wide ? 'form-field--wide' : undefined}>
        <FormField id={id} label={<FormattedMessage id={`addresses.field.${name}`} />} error={error} required={options.required} hint={options.hint && <FormattedMessage id={options.hint} />}>
          {options.area ? <InputTextarea {...props} rows={2} autoResize /> : <InputText {...props} type={options.type ?? 'text'} />}
        </FormField>
      </div>
    );
  };

  const footer = (
    <div className="address-editor__actions">
      <Button type="button" text label={intl.formatMessage({ id: 'addresses.cancel' })} disabled={saving} onClick={close} />
      <Button type="submit" form={FORM_ID} icon="pi pi-check" label={intl.formatMessage({ id: 'addresses.save' })} loading={saving} disabled={!ready} />
    </div>
  );

  return (
    <Dialog
      header={intl.formatMessage({ id: isNew ? 'addresses.addTitle' : 'addresses.editTitle' })}
      visible={open}
      onHide={close}
      footer={footer}
      style={{ width: 'min(760px, 96vw)' }}
      closable={!saving}
      closeOnEscape={!saving}
      draggable={false}
      blockScroll
    >
      {loading && (
        <p className="address-editor__state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="app.loading" />
        </p>
      )}
      {failed && (
        <div className="address-editor__state" role="alert">
          <FormattedMessage id="addresses.loadOneFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'addresses.retry' })} onClick={() => screen.send({ type: 'editor.retry' })} />
        </div>
      )}
      {ready && (
        <form id={FORM_ID} noValidate className="form-grid" onSubmit={handleSubmit((values) => screen.send({ type: 'address.save', values: withoutUuid(values) }))}>
          {field('name', { wide: true, required: true, maxLength: 100 })}
          {field('countryCode', { required: true, maxLength: 2, hint: 'addresses.field.countryHint' })}
          {field('city', { required: true, maxLength: 100 })}
          {field('address', { wide: true, required: true, maxLength: 300 })}
          {field('postcode', { maxLength: 12 })}
          {field('contact', { maxLength: 100 })}
          {field('phone', { type: 'tel', maxLength: 40 })}
          {field('remarks', { wide: true, maxLength: 300, area: true })}
          <FocusFirstField />
        </form>
      )}
    </Dialog>
  );
}

const withoutUuid = (values: AddressValues & { uuid?: string }): AddressValues => {
  const { uuid: _uuid, ...rest } = values;
  return rest;
};

/** The form starts at its first field (rather than the dialog's close button); mounted with the form. */
function FocusFirstField() {
  const { setFocus } = useFormContext<AddressValues>();
  useEffect(() => setFocus('name'), [setFocus]);
  return null;
}
