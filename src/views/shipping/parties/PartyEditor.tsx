import { Checkbox } from 'primereact/checkbox';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { PARTY_FLAGS } from '../../../domain/shipping/enums';
import type { partiesMachine, PartyValues } from '../../../machines/parties.machine';
import type { MessageId } from '../../../i18n/catalogues';
import { messageIdOf } from '../../../ui/forms/FormField';
import { TextInputField } from '../../../ui/forms/TextInputField';
import { ListEditorDialog } from '../../listEditor/ListEditorDialog';
import { useFieldText } from '../../forms/useFieldText';
import { FLAG_ORDER } from './partyForm';

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
  return (
    <ListEditorDialog
      screen={screen}
      prefix="parties"
      formId="party-form"
      className="party-editor"
      formClassName="form-grid party-editor__form"
      stateClassName="party-editor__state"
      actionsClassName="party-editor__actions"
      width="min(760px, 96vw)"
      firstField="name"
    >
      {(saving) => <PartyFields saving={saving} />}
    </ListEditorDialog>
  );
}

function PartyFields({ saving }: { saving: boolean }) {
  const text = useFieldText();
  const { register, control, formState } = useFormContext<PartyValues>();
  const errors = formState.errors as Record<string, FieldError | undefined>;
  const errorOf = (name: string) => text(errors[name]?.message);
  const textField = (field: TextField, options: { type?: string; wide?: boolean; required?: boolean; hint?: MessageId; maxLength?: number } = {}) => (
    <TextInputField
      id={`party-${field}`}
      label={<FormattedMessage id={LABEL[field]} />}
      registration={register(field)}
      error={errorOf(field)}
      hint={options.hint && <FormattedMessage id={options.hint} />}
      required={options.required}
      wide={options.wide}
      type={options.type}
      maxLength={options.maxLength}
      disabled={saving}
    />
  );

  const rolesError = errorOf('roles');
  return (
    <>
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
                  <Checkbox
                    inputId={`party-flag-${flag}`}
                    inputRef={field.ref}
                    checked={field.value === true}
                    onChange={(e) => field.onChange(e.checked === true)}
                    onBlur={field.onBlur}
                    disabled={saving}
                    invalid={Boolean(rolesError)}
                  />
                  <span>
                    <FormattedMessage id={`parties.role.${PARTY_FLAGS[flag]}`} />
                    <span className="party-editor__code"> {PARTY_FLAGS[flag]}</span>
                  </span>
                </label>
              )}
            />
          ))}
        </div>
        <small
          id={messageIdOf('party-roles')}
          className={rolesError ? 'form-field__message form-field__message--error' : 'form-field__message'}
          role={rolesError ? 'alert' : undefined}
        >
          {rolesError}
        </small>
      </fieldset>
    </>
  );
}
