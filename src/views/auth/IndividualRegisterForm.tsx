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
import { schemaFields } from '../../domain/validation/validate';
import { useServices } from '../../app/customerServices';
import { EmailCodeFields } from '../forms/EmailCodeFields';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import { ConsentField } from './ConsentField';

const FIELDS = schemaFields(registerIndividualSchema);

/** An individual account: active at once, so success goes to the login with the name filled in. */
export function IndividualRegisterForm() {
  const intl = useIntl();
  const text = useFieldText();
  const { notifier } = useAppActors();
  const { account: calls } = useServices();
  const [, navigate] = useLocation();
  const form = useForm<RegisterIndividualForm>({
    resolver: yupResolver(registerIndividualSchema),
    defaultValues: { logonId: '', nickname: '', email: '', emailCode: '', phone: '', password: '', confirmPassword: '', consentVersion: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const submission = useFormSubmit<RegisterIndividualForm, RegisteredAnswer>(calls.registerIndividual, {
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
        <FormField
          id="ind-logonId"
          label={<FormattedMessage id="field.loginName" />}
          hint={<FormattedMessage id="hint.loginName" />}
          error={error('logonId')}
          required
        >
          <InputText {...controlProps('ind-logonId', error('logonId'))} autoComplete="username" {...register('logonId')} />
        </FormField>
        <FormField id="ind-nickname" label={<FormattedMessage id="field.nickname" />} error={error('nickname')} required>
          <InputText {...controlProps('ind-nickname', error('nickname'))} autoComplete="nickname" {...register('nickname')} />
        </FormField>
        <EmailCodeFields form={form} idPrefix="ind" purpose="register" wide />
        <FormField id="ind-phone" label={<FormattedMessage id="field.phone" />} hint={<FormattedMessage id="hint.phone" />} error={error('phone')} required>
          <InputText {...controlProps('ind-phone', error('phone'))} type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <NewPasswordFields
          form={form}
          password={{ name: 'password', id: 'ind-password', label: 'field.password' }}
          confirm={{ name: 'confirmPassword', id: 'ind-confirmPassword', label: 'field.confirmPassword' }}
          hint="hint.registerPassword"
          userInputs={{ logonId: 'logonId', email: 'email' }}
        />
      </div>
      <ConsentField form={form} id="ind-consent" />
      <Button type="submit" className="auth-form__submit" label={intl.formatMessage({ id: 'register.submit' })} loading={submitting} />
    </form>
  );
}
