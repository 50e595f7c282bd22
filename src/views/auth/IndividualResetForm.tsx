import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../../domain/validation/accountSchemas';
import { schemaFields } from '../../domain/validation/validate';
import { useServices } from '../../app/customerServices';
import { EmailCodeFields } from '../forms/EmailCodeFields';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';

const FIELDS = schemaFields(forgotPasswordSchema);

/** An individual's forgotten password: the code sent to the registered e-mail, then a new password. */
export function IndividualResetForm() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { account: calls } = useServices();
  const form = useForm<ForgotPasswordForm>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { email: '', emailCode: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, setError } = form;
  const submission = useFormSubmit<ForgotPasswordForm, unknown>(calls.resetIndividualPassword, {
    succeeded: () => navigate('/login?notice=passwordReset'),
    failed: (error) => showServerErrors(error, setError, FIELDS),
  });
  const submitting = useSelector(submission, selectIsSubmitting);

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit((values) => submission.send({ type: 'form.submit', values }))}>
      <p className="forgot-steps__text">
        <FormattedMessage id="forgot.individualHint" />
      </p>
      <EmailCodeFields form={form} idPrefix="fp" purpose="forgot" />
      <NewPasswordFields
        form={form}
        password={{ name: 'password', id: 'fp-password', label: 'field.newPassword' }}
        confirm={{ name: 'confirmPassword', id: 'fp-confirmPassword', label: 'field.confirmNewPassword' }}
        hint="hint.registerPassword"
        userInputs={{ email: 'email' }}
      />
      <Button type="submit" className="auth-form__submit" label={intl.formatMessage({ id: 'forgot.submit' })} loading={submitting} />
    </form>
  );
}
