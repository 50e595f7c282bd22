import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppActors } from '../../app/AppActorsContext';
import type { RegisteredAnswer } from '../../domain/identityApi';
import { registerIndividualSchema, type RegisterIndividualForm } from '../../domain/validation/accountSchemas';
import { registerIndividual } from '../../services/account';
import { controlProps, FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { showServerErrors } from '../forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { selectIsSubmitting, useFormSubmit } from '../forms/useFormSubmit';
import { EmailCodeButton } from './EmailCodeButton';

const FIELDS = ['logonId', 'nickname', 'email', 'emailCode', 'phone', 'password', 'confirmPassword'] as const;

/** An individual account: active at once, so success goes to the login with the name filled in. */
export function IndividualRegisterForm() {
  const intl = useIntl();
  const text = useFieldText();
  const { notifier } = useAppActors();
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<RegisterIndividualForm>({
    resolver: yupResolver(registerIndividualSchema),
    defaultValues: { logonId: '', nickname: '', email: '', emailCode: '', phone: '', password: '', confirmPassword: '' },
  });
  const submission = useFormSubmit<RegisterIndividualForm, RegisteredAnswer>(registerIndividual, {
    succeeded: (answer) => {
      notifier.notify(intl.formatMessage({ id: 'register.success' }), 'success');
      navigate(`/login?username=${encodeURIComponent(answer.logonId)}&notice=registered`);
    },
    failed: (error) => showServerErrors(error, setError, FIELDS),
  });
  const submitting = useSelector(submission, selectIsSubmitting);
  const error = (name: (typeof FIELDS)[number]) => text(errors[name]?.message);

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit((values) => submission.send({ type: 'form.submit', values }))}>
      <div className="form-grid">
        <FormField id="ind-logonId" label={<FormattedMessage id="field.loginName" />} hint={<FormattedMessage id="hint.loginName" />} error={error('logonId')} required>
          <InputText {...controlProps('ind-logonId', error('logonId'))} autoComplete="username" {...register('logonId')} />
        </FormField>
        <FormField id="ind-nickname" label={<FormattedMessage id="field.nickname" />} error={error('nickname')} required>
          <InputText {...controlProps('ind-nickname', error('nickname'))} autoComplete="nickname" {...register('nickname')} />
        </FormField>
        <div className="form-field--wide">
          <FormField id="ind-email" label={<FormattedMessage id="field.email" />} error={error('email')} required>
            <div className="input-with-action">
              <InputText {...controlProps('ind-email', error('email'))} type="email" autoComplete="email" {...register('email')} />
              <EmailCodeButton
                purpose="register"
                validEmail={async () => ((await trigger('email')) ? getValues('email') : null)}
                onRefused={(refusal) => showServerErrors(refusal, setError, ['email'])}
              />
            </div>
          </FormField>
        </div>
        <FormField id="ind-emailCode" label={<FormattedMessage id="field.emailCode" />} error={error('emailCode')} required>
          <InputText {...controlProps('ind-emailCode', error('emailCode'))} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('emailCode')} />
        </FormField>
        <FormField id="ind-phone" label={<FormattedMessage id="field.phone" />} hint={<FormattedMessage id="hint.phone" />} error={error('phone')} required>
          <InputText {...controlProps('ind-phone', error('phone'))} type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField id="ind-password" label={<FormattedMessage id="field.password" />} hint={<FormattedMessage id="hint.registerPassword" />} error={error('password')} required>
          <PasswordInput {...controlProps('ind-password', error('password'))} autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField id="ind-confirmPassword" label={<FormattedMessage id="field.confirmPassword" />} error={error('confirmPassword')} required>
          <PasswordInput {...controlProps('ind-confirmPassword', error('confirmPassword'))} autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </div>
      <Button type="submit" className="auth-form__submit" label={intl.formatMessage({ id: 'register.submit' })} loading={submitting} />
    </form>
  );
}
