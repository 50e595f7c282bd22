import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppActors } from '../../app/AppActorsContext';
import type { AccountInfo } from '../../domain/identityApi';
import { changePhoneSchema, type ChangePhoneForm as ChangePhoneValues } from '../../domain/validation/accountSchemas';
import { schemaFields } from '../../domain/validation/validate';
import { useServices } from '../../app/customerServices';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';

const FIELDS = schemaFields(changePhoneSchema);

/** A new mobile with the current password. What was typed stays on a refusal. */
export function ChangePhoneForm({ idPrefix, disabled, onChanged }: { idPrefix: string; disabled?: boolean; onChanged(account: AccountInfo): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const { notifier } = useAppActors();
  const { account: calls } = useServices();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePhoneValues>({ resolver: yupResolver(changePhoneSchema), defaultValues: { phone: '', password: '' } });
  const submission = useFormSubmit<ChangePhoneValues, AccountInfo>(calls.changeAccountPhone, {
    succeeded: (account) => {
      notifier.notify(intl.formatMessage({ id: 'account.phoneChanged' }), 'success');
      reset();
      submission.send({ type: 'form.edit' });
      onChanged(account);
    },
    failed: (error) => showServerErrors(error, setError, FIELDS),
  });
  const submitting = useSelector(submission, selectIsSubmitting);
  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (name: (typeof FIELDS)[number]) => text(errors[name]?.message);

  return (
    <form
      className="account-form"
      noValidate
      aria-label={intl.formatMessage({ id: 'account.phoneSection' })}
      onSubmit={handleSubmit((values) => submission.send({ type: 'form.submit', values }))}
    >
      <fieldset className="account-form__fieldset" disabled={disabled}>
        <FormField
          id={id('phone')}
          label={<FormattedMessage id="field.newPhone" />}
          hint={<FormattedMessage id="hint.phone" />}
          error={error('phone')}
          required
        >
          <InputText {...controlProps(id('phone'), error('phone'))} type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField id={id('password')} label={<FormattedMessage id="field.currentPassword" />} error={error('password')} required>
          <PasswordInput {...controlProps(id('password'), error('password'))} autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="form-actions">
          <Button type="submit" label={intl.formatMessage({ id: 'account.changePhone' })} loading={submitting} />
        </div>
      </fieldset>
    </form>
  );
}
