import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, type RefObject } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { formSubmitMachine } from '../../machines/formSubmit.machine';
import { registerEnterpriseSchema, type RegisterEnterpriseForm } from '../../domain/validation/accountSchemas';
import { schemaFields } from '../../domain/validation/validate';
import { useServices } from '../../app/customerServices';
import { EmailCodeFields } from '../forms/EmailCodeFields';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { useFieldText } from '../forms/useFieldText';
import { selectIsSubmitting } from '../../app/useFormSubmit';
import { ConsentField } from './ConsentField';
import { LicenceUploadField } from './LicenceUploadField';
import { useTakenCheck } from './useTakenCheck';

export const ENTERPRISE_FIELDS = schemaFields(registerEnterpriseSchema);

interface EnterpriseRegisterFormProps {
  /** the page's submission chart: the page shows the review notice once it has succeeded */
  submission: ActorRefFrom<typeof formSubmitMachine>;
  /** where the page finds this form's setError, to show the server's field messages */
  errorsTo: RefObject<UseFormSetError<RegisterEnterpriseForm> | null>;
}

/** An enterprise account: company, contact, e-mail code, phone, business licence, password. */
export function EnterpriseRegisterForm({ submission, errorsTo }: EnterpriseRegisterFormProps) {
  const intl = useIntl();
  const { account: calls } = useServices();
  const text = useFieldText();
  const form = useForm<RegisterEnterpriseForm>({
    resolver: yupResolver(registerEnterpriseSchema),
    defaultValues: {
      logonId: '',
      companyName: '',
      creditCode: '',
      contactName: '',
      email: '',
      emailCode: '',
      phone: '',
      licenseFileId: '',
      password: '',
      confirmPassword: '',
      consentVersion: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    trigger,
    formState: { errors },
  } = form;
  useEffect(() => {
    errorsTo.current = setError;
    return () => {
      errorsTo.current = null;
    };
  }, [errorsTo, setError]);
  const submitting = useSelector(submission, selectIsSubmitting);
  const checkEmail = useTakenCheck('email', calls.validateEmail, 'register.emailTaken', { setError, trigger });
  const checkPhone = useTakenCheck('phone', calls.validatePhoneNum, 'register.phoneTaken', { setError, trigger });
  const error = (name: (typeof ENTERPRISE_FIELDS)[number]) => text(errors[name]?.message);

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit((values) => submission.send({ type: 'form.submit', values }))}>
      <div className="form-grid">
        <FormField
          id="ent-logonId"
          label={<FormattedMessage id="field.loginName" />}
          hint={<FormattedMessage id="hint.loginName" />}
          error={error('logonId')}
          required
        >
          <InputText {...controlProps('ent-logonId', error('logonId'))} autoComplete="username" {...register('logonId')} />
        </FormField>
        <FormField id="ent-companyName" label={<FormattedMessage id="field.companyName" />} error={error('companyName')} required>
          <InputText {...controlProps('ent-companyName', error('companyName'))} autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField
          id="ent-creditCode"
          label={<FormattedMessage id="field.creditCode" />}
          hint={<FormattedMessage id="hint.creditCode" />}
          error={error('creditCode')}
          required
        >
          <InputText {...controlProps('ent-creditCode', error('creditCode'))} autoComplete="off" maxLength={18} {...register('creditCode')} />
        </FormField>
        <FormField id="ent-contactName" label={<FormattedMessage id="field.contactName" />} error={error('contactName')} required>
          <InputText {...controlProps('ent-contactName', error('contactName'))} autoComplete="name" {...register('contactName')} />
        </FormField>
        <EmailCodeFields form={form} idPrefix="ent" purpose="register" wide onEmailBlur={checkEmail} />
        <FormField id="ent-phone" label={<FormattedMessage id="field.phone" />} hint={<FormattedMessage id="hint.phone" />} error={error('phone')} required>
          <InputText
            {...controlProps('ent-phone', error('phone'))}
            type="tel"
            autoComplete="tel"
            {...register('phone', { onBlur: (event: { target: HTMLInputElement }) => checkPhone(event.target.value) })}
          />
        </FormField>
        <div className="form-field--wide">
          <FormField id="ent-license" label={<FormattedMessage id="field.license" />} error={error('licenseFileId')} required>
            <input type="hidden" {...register('licenseFileId')} />
            <LicenceUploadField
              id="ent-license"
              error={error('licenseFileId')}
              onLicenceId={(fileId) => setValue('licenseFileId', fileId, { shouldValidate: fileId !== '' })}
              onProblem={(key) =>
                key ? setError('licenseFileId', { type: 'client', message: intl.formatMessage({ id: key }) }) : clearErrors('licenseFileId')
              }
            />
          </FormField>
        </div>
        <NewPasswordFields
          form={form}
          password={{ name: 'password', id: 'ent-password', label: 'field.password' }}
          confirm={{ name: 'confirmPassword', id: 'ent-confirmPassword', label: 'field.confirmPassword' }}
          hint="hint.registerPassword"
          userInputs={{ logonId: 'logonId', email: 'email' }}
        />
      </div>
      <ConsentField form={form} id="ent-consent" />
      <Button type="submit" className="auth-form__submit" label={intl.formatMessage({ id: 'register.submit' })} loading={submitting} />
    </form>
  );
}
