import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { PARTY_FLAGS } from '../../../domain/shipping/enums';
import type { partiesMachine, PartyValues } from '../../../machines/parties.machine';
import { selectEditorFailed, selectEditorLoading, selectEditorOpen, selectEditorReady, selectIsSaving, selectSelected } from '../../../machines/parties.selectors';
import type { MessageId } from '../../../i18n/catalogues';
import { controlProps, FormField, messageIdOf } from '../../forms/FormField';
import { useReturnFocus } from '../../passengers/useReturnFocus';
import { useFieldText } from '../../forms/useFieldText';
import { FLAG_ORDER } from './partyForm';

const FORM_ID = 'party-form';
type TextField = 'name' | 'address' | 'contact' | 'phone' | 'email' | 'countryCode';

const LABEL: Record<TextField, MessageId> = {
  name: 'parties.field.name',
  address: 'parties.field.address',
  contact: 'parties.field.contact',
  phone: 'parties.field.phone',
  email: 'parties.field.email',
  countryCode: 'parties.field.countryCode',
};

/** The add / edit dialog of one party: its details and the roles it can take (at least one). */
export function PartyEditor({ screen }: { screen: ActorRefFrom<typeof partiesMachine> }) {
  const intl = useIntl();
  const text = useFieldText();
  const { register, control, handleSubmit, formState } = useFormContext<PartyValues>();
  const open = useSelector(screen, selectEditorOpen);
  const loading = useSelector(screen, selectEditorLoading);
  const failed = useSelector(screen, selectEditorFailed);
  const ready = useSelector(screen, selectEditorReady);
  const saving = useSelector(screen, selectIsSaving);
  const isNew = useSelector(screen, selectSelected) === null;
  const close = () => screen.send({ type: 'editor.close' });
  useReturnFocus(open);

  const errors = formState.errors as Record<string, FieldError | undefined>;
  const errorOf = (name: string) => text(errors[name]?.message);

  const textField = (field: TextField, options: { type?: string; wide?: boolean; required?: boolean; hint?: MessageId; maxLength?: number } = {}) => {
    const id = `party-${field}`;
    const error = errorOf(field);
    return (
      <div className={options.wide ? 'form-field--wide' : undefined} key={field}>
        <FormField id={id} label={<FormattedMessage id={LABEL[field]} />} error={error} required={options.required} hint={options.hint && <FormattedMessage id={options.hint} />}>
          <InputText {...controlProps(id, error, options.required ?? false)} type={options.type ?? 'text'} autoComplete="off" maxLength={options.maxLength} disabled={saving} {...register(field)} />
        </FormField>
      </div>
    );
  };

  const rolesError = errorOf('roles');
  const footer = (
    <div className="party-editor__actions">
      <Button type="button" text label={intl.formatMessage({ id: 'parties.cancel' })} disabled={saving} onClick={close} />
      <Button type="submit" form={FORM_ID} icon="pi pi-check" label={intl.formatMessage({ id: 'parties.save' })} loading={saving} disabled={!ready} />
    </div>
  );

  return (
    <Dialog
      header={intl.formatMessage({ id: isNew ? 'parties.addTitle' : 'parties.editTitle' })}
      visible={open}
      onHide={close}
      footer={footer}
      className="party-editor"
      style={{ width: 'min(760px, 96vw)' }}
      closable={!saving}
      closeOnEscape={!saving}
      draggable={false}
      blockScroll
    >
      {loading && (
        <p className="party-editor__state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="app.loading" />
        </p>
      )}
      {failed && (
        <div className="party-editor__state" role="alert">
          <FormattedMessage id="parties.loadOneFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'parties.retry' })} onClick={() => screen.send({ type: 'editor.retry' })} />
        </div>
      )}
      {ready && (
        <form id={FORM_ID} noValidate className="form-grid party-editor__form" onSubmit={handleSubmit((values) => screen.send({ type: 'party.save', values: withoutUuid(values) }))}>
          {textField('name', { wide: true, required: true })}
          {textField('address', { wide: true })}
          {textField('contact')}
          {textField('phone', { type: 'tel' })}
          {textField('email', { type: 'email' })}
          {textField('countryCode', { hint: 'parties.field.countryHint', maxLength: 2 })}
          <fieldset className="form-field--wide party-editor__roles" aria-describedby={messageIdOf('party-roles')} aria-invalid={rolesError ? true : undefined}>
            <legend className="form-field__label">
              <FormattedMessage id="parties.field.roles" />
              <span className="form-field__required" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="party-editor__role-list">
              {FLAG_ORDER.map((flag) => (
                <Controller
                  key={flag}
                  name={flag}
                  control={control}
                  render={({ field }) => (
                    <label className="party-editor__role" htmlFor={`party-flag-${flag}`}>
                      <Checkbox inputId={`party-flag-${flag}`} inputRef={field.ref} checked={field.value === true} onChange={(e) => field.onChange(e.checked === true)} onBlur={field.onBlur} disabled={saving} invalid={Boolean(rolesError)} />
                      <span>
                        <FormattedMessage id={`parties.role.${PARTY_FLAGS[flag]}`} />
                        <span className="party-editor__code"> {PARTY_FLAGS[flag]}</span>
                      </span>
                    </label>
                  )}
                />
              ))}
            </div>
            <small id={messageIdOf('party-roles')} className={rolesError ? 'form-field__message form-field__message--error' : 'form-field__message'} role={rolesError ? 'alert' : undefined}>
              {rolesError}
            </small>
          </fieldset>
          <FocusFirstField />
        </form>
      )}
    </Dialog>
  );
}

const withoutUuid = (values: PartyValues & { uuid?: string }): PartyValues => {
  const { uuid: _uuid, ...rest } = values;
  return rest;
};

/** The form starts at its first field (rather than the dialog's close button); mounted with the form. */
function FocusFirstField() {
  const { setFocus } = useFormContext<PartyValues>();
  useEffect(() => setFocus('name'), [setFocus]);
  return null;
}
