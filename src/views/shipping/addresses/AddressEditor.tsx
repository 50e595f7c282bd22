import { useFormContext, type FieldError } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { MessageId } from '../../../i18n/catalogues';
import type { AddressValues, addressesMachine } from '../../../machines/addresses.machine';
import { TextInputField } from '../../../ui/forms/TextInputField';
import { useFieldText } from '../../forms/useFieldText';
import { ListEditorDialog } from '../../listEditor/ListEditorDialog';

type Field = keyof AddressValues;

/** The add / edit dialog of one loading address. */
export function AddressEditor({ screen }: { screen: ActorRefFrom<typeof addressesMachine> }) {
  return (
    <ListEditorDialog
      screen={screen}
      prefix="addresses"
      formId="address-form"
      formClassName="form-grid"
      stateClassName="address-editor__state"
      actionsClassName="address-editor__actions"
      width="min(760px, 96vw)"
      firstField="name"
    >
      {(saving) => <AddressFields saving={saving} />}
    </ListEditorDialog>
  );
}

function AddressFields({ saving }: { saving: boolean }) {
  const text = useFieldText();
  const { register, formState } = useFormContext<AddressValues>();
  const errors = formState.errors as Record<string, FieldError | undefined>;
  const field = (name: Field, options: { wide?: boolean; required?: boolean; type?: string; maxLength: number; hint?: MessageId; area?: boolean }) => (
    <TextInputField
      id={`address-${name}`}
      label={<FormattedMessage id={`addresses.field.${name}`} />}
      registration={register(name)}
      error={text(errors[name]?.message)}
      hint={options.hint && <FormattedMessage id={options.hint} />}
      required={options.required}
      wide={options.wide}
      type={options.type}
      maxLength={options.maxLength}
      disabled={saving}
      multiline={options.area}
    />
  );

  return (
    <>
      {field('name', { wide: true, required: true, maxLength: 100 })}
      {field('countryCode', { required: true, maxLength: 2, hint: 'addresses.field.countryHint' })}
      {field('city', { required: true, maxLength: 100 })}
      {field('address', { wide: true, required: true, maxLength: 300 })}
      {field('postcode', { maxLength: 12 })}
      {field('contact', { maxLength: 100 })}
      {field('phone', { type: 'tel', maxLength: 40 })}
      {field('remarks', { wide: true, maxLength: 300, area: true })}
    </>
  );
}
