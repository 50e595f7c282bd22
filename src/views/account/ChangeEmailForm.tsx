import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppActors } from '../../app/AppActorsContext';
import type { AccountInfo } from '../../domain/identityApi';
import { changeEmailSchema, type ChangeEmailForm as ChangeEmailValues } from '../../domain/validation/accountSchemas';
import { schemaFields } from '../../domain/validation/validate';
import { useServices } from '../../app/customerServices';
import { EmailCodeFields } from '../forms/EmailCodeFields';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';

const FIELDS = schemaFields(changeEmailSchema);

/**
 * A new account e-mail: the code goes to the new address (with the resend countdown of every
 * code button), and the current password proves the owner. What was typed stays on a refusal.
 */
export function ChangeEmailForm({ idPrefix, disabled, onChanged }: { idPrefix: string; disabled?: boolean; onChanged(account: AccountInfo): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const { notifier } = useAppActors();
  const { account: calls } = useServices();
  const form = useForm<ChangeEmailValues>({ resolver: yupResolver(changeEmailSchema), defaultValues: { email: '', emailCode: '', password: '' } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const submission = useFormSubmit<ChangeEmailValues, AccountInfo>(calls.changeAccountEmail, {
    succeeded: (account) => {
      notifier.notify(intl.formatMessage({ id: 'account.emailChanged' }), 'success');
      reset();
      submission.send({ type: 'form.edit' });
      onChanged(account);
    },
    failed: (error) => showServerErrors(error, setError, FIELDS),
  });
  const submitting = useSelector(submission, selectIsSubmitting);
  const id = (name: string) => `${idPrefix}-${name}`;
  const passwordError = text(errors.password?.message);

  return (
    <form
      className="account-form"
      noValidate
      aria-label={intl.formatMessage({ id: 'account.emailSection' })}
      onSubmit={handleSubmit((values) => submission.send({ type: 'form.submit', values }))}
    >
      <fieldset className="account-form__fieldset" disabled={disabled}>
        <EmailCodeFields form={form} idPrefix={idPrefix} purpose="changeEmail" emailLabel="field.newEmail" />
        <FormField id={id('password')} label={<FormattedMessage id="field.currentPassword" />} error={passwordError} required>
          <PasswordInput {...controlProps(id('password'), passwordError)} autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="form-actions">
          <Button type="submit" label={intl.formatMessage({ id: 'account.changeEmail' })} loading={submitting} />
        </div>
      </fieldset>
    </form>
  );
}
