import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../../domain/validation/accountSchemas';
import { resetIndividualPassword } from '../../services/account';
import { controlProps, FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { showServerErrors } from '../forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { selectIsSubmitting, useFormSubmit } from '../forms/useFormSubmit';
import { EmailCodeButton } from './EmailCodeButton';

const FIELDS = ['email', 'emailCode', 'password', 'confirmPassword'] as const;

/** An individual's forgotten password: the code sent to the registered e-mail, then a new password. */
export function IndividualResetForm() {
  const intl = useIntl();
  const text = useFieldText();
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { email: '', emailCode: '', password: '', confirmPassword: '' },
  });
  const submission = useFormSubmit<ForgotPasswordForm, unknown>(resetIndividualPassword, {
    succeeded: () => navigate('/login?notice=passwordReset'),
    failed: (error) => showServerErrors(error, setError, FIELDS),
  });
  const submitting = useSelector(submission, selectIsSubmitting);
  const error = (name: (typeof FIELDS)[number]) => text(errors[name]?.message);

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit((values) => submission.send({ type: 'form.submit', values }))}>
      <p className="forgot-steps__text">
        <FormattedMessage id="forgot.individualHint" />
      </p>
      <FormField id="fp-email" label={<FormattedMessage id="field.email" />} error={error('email')} required>
        <div className="input-with-action">
          <InputText {...controlProps('fp-email', error('email'))} type="email" autoComplete="email" {...register('email')} />
          <EmailCodeButton
            purpose="forgot"
            validEmail={async () => ((await trigger('email')) ? getValues('email') : null)}
            onRefused={(refusal) => showServerErrors(refusal, setError, ['email'])}
          />
        </div>
      </FormField>
      <FormField id="fp-emailCode" label={<FormattedMessage id="field.emailCode" />} error={error('emailCode')} required>
        <InputText {...controlProps('fp-emailCode', error('emailCode'))} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('emailCode')} />
      </FormField>
      <FormField id="fp-password" label={<FormattedMessage id="field.newPassword" />} hint={<FormattedMessage id="hint.registerPassword" />} error={error('password')} required>
        <PasswordInput {...controlProps('fp-password', error('password'))} autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField id="fp-confirmPassword" label={<FormattedMessage id="field.confirmNewPassword" />} error={error('confirmPassword')} required>
        <PasswordInput {...controlProps('fp-confirmPassword', error('confirmPassword'))} autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="auth-form__submit" label={intl.formatMessage({ id: 'forgot.submit' })} loading={submitting} />
    </form>
  );
}
