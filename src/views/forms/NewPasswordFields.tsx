import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { fieldMessage } from '../../ui/forms/serverErrors';
import { passwordUserInputs } from '../../domain/validation/passwordStrength';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useFieldText } from './useFieldText';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** the new password: its field name, control id and label */
  password: { name: Path<T>; id: string; label: MessageId };
  /** the same password again */
  confirm: { name: Path<T>; id: string; label: MessageId };
  /** the password rule, shown under the new password */
  hint: MessageId;
  /** the form's login name and e-mail fields, if it has them: the password may not contain them */
  userInputs?: { logonId?: Path<T>; email?: Path<T> };
}

/** A new password with its strength meter, and its confirmation, both filed by password managers as new. */
export function NewPasswordFields<T extends FieldValues>({ form, password, confirm, hint, userInputs }: NewPasswordFieldsProps<T>) {
  const text = useFieldText();
  const watched: unknown[] = useWatch({
    control: form.control,
    name: [password.name, userInputs?.logonId ?? password.name, userInputs?.email ?? password.name],
  });
  const [typed, logonId, email] = watched.map((value) => (typeof value === 'string' ? value : ''));
  const personal = passwordUserInputs({ logonId: userInputs?.logonId ? logonId : '', email: userInputs?.email ? email : '' });
  const passwordError = text(fieldMessage(form.formState.errors, password.name));
  const confirmError = text(fieldMessage(form.formState.errors, confirm.name));
  return (
    <>
      <FormField id={password.id} label={<FormattedMessage id={password.label} />} hint={<FormattedMessage id={hint} />} error={passwordError} required>
        <PasswordInput {...controlProps(password.id, passwordError)} autoComplete="new-password" {...form.register(password.name)} />
        <PasswordStrengthMeter id={password.id} password={typed ?? ''} userInputs={personal} />
      </FormField>
      <FormField id={confirm.id} label={<FormattedMessage id={confirm.label} />} error={confirmError} required>
        <PasswordInput {...controlProps(confirm.id, confirmError)} autoComplete="new-password" {...form.register(confirm.name)} />
      </FormField>
    </>
  );
}
