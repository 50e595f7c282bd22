import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { fieldMessage } from '../../ui/forms/serverErrors';
import { useFieldText } from './useFieldText';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** the new password: its field name, control id and label */
  password: { name: Path<T>; id: string; label: MessageId };
  /** the same password again */
  confirm: { name: Path<T>; id: string; label: MessageId };
  /** the password rule, shown under the new password */
  hint: MessageId;
}

/** A new password and its confirmation, both filed by password managers as new. */
export function NewPasswordFields<T extends FieldValues>({ form, password, confirm, hint }: NewPasswordFieldsProps<T>) {
  const text = useFieldText();
  const passwordError = text(fieldMessage(form.formState.errors, password.name));
  const confirmError = text(fieldMessage(form.formState.errors, confirm.name));
  return (
    <>
      <FormField id={password.id} label={<FormattedMessage id={password.label} />} hint={<FormattedMessage id={hint} />} error={passwordError} required>
        <PasswordInput {...controlProps(password.id, passwordError)} autoComplete="new-password" {...form.register(password.name)} />
      </FormField>
      <FormField id={confirm.id} label={<FormattedMessage id={confirm.label} />} error={confirmError} required>
        <PasswordInput {...controlProps(confirm.id, confirmError)} autoComplete="new-password" {...form.register(confirm.name)} />
      </FormField>
    </>
  );
}
