import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppActors } from '../../app/AppActorsContext';
import { changePasswordSchema, type ChangePasswordForm as ChangePasswordValues } from '../../domain/validation/accountSchemas';
import { schemaFields } from '../../domain/validation/validate';
import { selectLogonId, selectRole } from '../../machines/session.selectors';
import { useServices } from '../../app/customerServices';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';

const FIELDS = schemaFields(changePasswordSchema);

/**
 * Old, new and confirmed password with the strong rule (spec 5 "Account"). A changed
 * password ends the session: the user is told, logged out and asked to log in again.
 */
export function ChangePasswordForm({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const text = useFieldText();
  const { session, notifier } = useAppActors();
  const { account: calls } = useServices();
  const role = useSelector(session, selectRole);
  const logonId = useSelector(session, selectLogonId);
  const form = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const submission = useFormSubmit<ChangePasswordValues, unknown>((values) => calls.changePassword(role, values), {
    succeeded: () => {
      notifier.notify(intl.formatMessage({ id: 'password.changed' }), 'success');
      session.send({ type: 'session.logout', redirect: '/login?notice=passwordChanged' });
    },
    failed: (error) => showServerErrors(error, setError, FIELDS),
  });
  const submitting = useSelector(submission, selectIsSubmitting);
  const error = (name: (typeof FIELDS)[number]) => text(errors[name]?.message);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form className="account-form" noValidate onSubmit={handleSubmit((values) => submission.send({ type: 'form.submit', values }))}>
      {/* A hidden user name lets password managers file the new password under the right login. */}
      <input type="text" className="visually-hidden" autoComplete="username" value={logonId ?? ''} readOnly tabIndex={-1} aria-hidden="true" />
      <FormField id={id('old')} label={<FormattedMessage id="field.oldPassword" />} error={error('oldPassword')} required>
        <PasswordInput {...controlProps(id('old'), error('oldPassword'))} autoComplete="current-password" {...register('oldPassword')} />
      </FormField>
      <NewPasswordFields
        form={form}
        password={{ name: 'newPassword', id: id('new'), label: 'field.newPassword' }}
        confirm={{ name: 'confirmPassword', id: id('confirm'), label: 'field.confirmNewPassword' }}
        hint="hint.strongPassword"
      />
      <div className="form-actions">
        <Button type="submit" label={intl.formatMessage({ id: 'password.submit' })} loading={submitting} />
      </div>
    </form>
  );
}
