import { InputText } from 'primereact/inputtext';
import type { Path, UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { CodePurpose } from '../../domain/identityApi';
import type { MessageId } from '../../i18n/catalogues';
import { EmailCodeButton } from './EmailCodeButton';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { fieldMessage, showServerErrors } from '../../ui/forms/serverErrors';
import { useFieldText } from './useFieldText';

interface EmailCodeValues {
  email: string;
  emailCode: string;
}

interface EmailCodeFieldsProps<T extends EmailCodeValues> {
  form: UseFormReturn<T>;
  /** the form's id prefix: the fields are `${idPrefix}-email` and `${idPrefix}-emailCode` */
  idPrefix: string;
  purpose: CodePurpose;
  /** the e-mail field spans the whole grid row (the register forms) */
  wide?: boolean;
  /** the e-mail field's label, `field.email` unless said (a new account e-mail) */
  emailLabel?: MessageId;
  /** called with the e-mail when its field loses the focus (the enterprise availability check) */
  onEmailBlur?(email: string): void;
}

/** The e-mail with its "Get code" button, then the 6-digit code sent to it. */
export function EmailCodeFields<T extends EmailCodeValues>({
  form,
  idPrefix,
  purpose,
  wide,
  emailLabel = 'field.email',
  onEmailBlur,
}: EmailCodeFieldsProps<T>) {
  const text = useFieldText();
  const { register, trigger, getValues, setError } = form;
  // T has both fields (the constraint above); TypeScript cannot see that through Path<T>.
  const EMAIL = 'email' as Path<T>;
  const EMAIL_CODE = 'emailCode' as Path<T>;
  const emailId = `${idPrefix}-email`;
  const codeId = `${idPrefix}-emailCode`;
  const emailError = text(fieldMessage(form.formState.errors, EMAIL));
  const codeError = text(fieldMessage(form.formState.errors, EMAIL_CODE));

  const emailField = (
    <FormField id={emailId} label={<FormattedMessage id={emailLabel} />} error={emailError} required>
      <div className="input-with-action">
        <InputText
          {...controlProps(emailId, emailError)}
          type="email"
          autoComplete="email"
          {...register(EMAIL, onEmailBlur && { onBlur: (event: { target: HTMLInputElement }) => onEmailBlur(event.target.value) })}
        />
        <EmailCodeButton
          purpose={purpose}
          validEmail={async () => ((await trigger(EMAIL)) ? (getValues(EMAIL) as string) : null)}
          onRefused={(refusal) => showServerErrors(refusal, setError, ['email'])}
        />
      </div>
    </FormField>
  );
  return (
    <>
      {wide ? <div className="form-field--wide">{emailField}</div> : emailField}
      <FormField id={codeId} label={<FormattedMessage id="field.emailCode" />} error={codeError} required>
        <InputText {...controlProps(codeId, codeError)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register(EMAIL_CODE)} />
      </FormField>
    </>
  );
}
