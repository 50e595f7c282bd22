import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { changePasswordSchema, type ChangePasswordForm } from '../../domain/validation/accountSchemas';
import { schemaFields } from '../../domain/validation/validate';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import { useConsoleServices } from '../consoleServices';
import { useConsole } from '../ConsoleContext';
import { useFieldText } from '../common/useFieldText';
import { useStaffUser } from '../session/useStaffUser';
import '../../ui/forms/forms.css';
import './password.css';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = schemaFields(changePasswordSchema);

/**
 * One's own password: the current one, then a new one twice by the strong rule (the shared schema,
 * also the server's). Every staff member opens it from the navigation; an account whose password
 * someone else set (the first administrator, a reset) sees only this page until it is changed,
 * and then the console it asked for.
 */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const text = useFieldText();
  const { session, notifier } = useConsole();
  const me = useStaffUser();
  const required = me.mustChangePassword;
  const { staffAccounts } = useConsoleServices();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: yupResolver(changePasswordSchema), defaultValues: EMPTY });

  const submission = useFormSubmit<ChangePasswordForm, unknown>(staffAccounts.changeOwnPassword, {
    succeeded: () => {
      reset(EMPTY);
      submission.send({ type: 'form.edit' });
      notifier.notify(intl.formatMessage({ id: 'admin.password.changed' }), 'success');
      // A required change done: the console opens at the page that was asked for.
      session.send({ type: 'staff.passwordChanged' });
    },
    failed: (error) => showServerErrors(error, setError, FIELDS),
  });
  const saving = useSelector(submission, selectIsSubmitting);
  const submit = handleSubmit((values) => submission.send({ type: 'form.submit', values }));
  const error = (name: (typeof FIELDS)[number]) => text(errors[name]?.message);

  return (
    <section className="admin-page password-page" aria-labelledby="password-title" aria-describedby="password-intro">
      <h1 id="password-title" className="admin-page__title">
        <FormattedMessage id={required ? 'admin.password.requiredTitle' : 'admin.password.title'} />
      </h1>
      <p id="password-intro" className={required ? 'password-page__intro password-page__intro--required' : 'password-page__intro'}>
        {required && <i className="pi pi-lock" aria-hidden="true" />}{' '}
        <FormattedMessage id={required ? 'admin.password.requiredIntro' : 'admin.password.intro'} />
      </p>
      <form noValidate onSubmit={submit} className="admin-panel password-form">
        {/* The login name lets a password manager file the new password under the right account. */}
        <input type="text" className="visually-hidden" autoComplete="username" value={me.logonId} readOnly tabIndex={-1} aria-hidden="true" />
        <FormField id="password-old" label={<FormattedMessage id="admin.password.current" />} error={error('oldPassword')} required>
          <PasswordInput {...controlProps('password-old', error('oldPassword'))} autoComplete="current-password" autoFocus {...register('oldPassword')} />
        </FormField>
        <FormField
          id="password-new"
          label={<FormattedMessage id="field.newPassword" />}
          hint={<FormattedMessage id="hint.strongPassword" />}
          error={error('newPassword')}
          required
        >
          <PasswordInput {...controlProps('password-new', error('newPassword'))} autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField id="password-confirm" label={<FormattedMessage id="field.confirmNewPassword" />} error={error('confirmPassword')} required>
          <PasswordInput {...controlProps('password-confirm', error('confirmPassword'))} autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <div className="password-form__actions">
          <Button type="submit" label={intl.formatMessage({ id: 'admin.password.submit' })} loading={saving} />
        </div>
      </form>
    </section>
  );
}
