import { yupResolver } from '@hookform/resolvers/yup';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useServices } from '../../app/customerServices';
import { useLatest } from '../../app/useLatest';
import type { EnterpriseResetForm } from '../../domain/identityApi';
import { forgotByLogonIdSchema, resetByLogonIdSchema } from '../../domain/validation/accountSchemas';
import { enterpriseResetActors } from '../../machines/enterpriseReset.actors';
import { enterpriseResetMachine } from '../../machines/enterpriseReset.machine';
import { selectIsBusy, selectLogonId, selectStep } from '../../machines/enterpriseReset.selectors';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';

interface IdentifyForm {
  logonId: string;
  phone: string;
}

/** An enterprise user's forgotten password, in two steps (DOMAIN "Accounts"). */
export function EnterpriseResetForms() {
  const [, navigate] = useLocation();
  const { account } = useServices();
  const identify = useForm<IdentifyForm>({ resolver: yupResolver(forgotByLogonIdSchema), defaultValues: { logonId: '', phone: '' } });
  const reset = useForm<EnterpriseResetForm>({
    resolver: yupResolver(resetByLogonIdSchema),
    defaultValues: { logonId: '', emailCode: '', password: '', confirmPassword: '' },
  });
  const latest = useLatest({ identify, reset, navigate });
  const flow = useActorRef(
    enterpriseResetMachine.provide({
      actors: enterpriseResetActors(account),
      actions: {
        failed: (_, { error }) => {
          const { identify: first, reset: second } = latest.current;
          showServerErrors(error, first.setError as UseFormSetError<IdentifyForm>, ['logonId', 'phone']);
          showServerErrors(error, second.setError, ['emailCode', 'password', 'confirmPassword']);
        },
        passwordReset: () => latest.current.navigate('/login?notice=passwordReset'),
      },
    }),
  );
  const step = useSelector(flow, selectStep);
  const busy = useSelector(flow, selectIsBusy);
  const logonId = useSelector(flow, selectLogonId);

  return step === 'identify' ? (
    <IdentifyStep form={identify} busy={busy} onSubmit={(values) => flow.send({ type: 'reset.requestCode', ...values })} />
  ) : (
    <ResetStep
      form={reset}
      busy={busy}
      logonId={logonId}
      onSubmit={(values) => flow.send({ type: 'reset.submit', values })}
      onBack={() => flow.send({ type: 'reset.back' })}
    />
  );
}

function IdentifyStep({ form, busy, onSubmit }: { form: ReturnType<typeof useForm<IdentifyForm>>; busy: boolean; onSubmit(values: IdentifyForm): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const { errors } = form.formState;
  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <p className="forgot-steps__text">
        <FormattedMessage id="forgot.enterpriseHint" />
      </p>
      <FormField id="fe-logonId" label={<FormattedMessage id="field.loginName" />} error={text(errors.logonId?.message)} required>
        <InputText {...controlProps('fe-logonId', errors.logonId?.message)} autoComplete="username" {...form.register('logonId')} />
      </FormField>
      <FormField id="fe-phone" label={<FormattedMessage id="field.phone" />} error={text(errors.phone?.message)} required>
        <InputText {...controlProps('fe-phone', errors.phone?.message)} type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <Button type="submit" className="auth-form__submit" label={intl.formatMessage({ id: 'forgot.requestCode' })} loading={busy} />
    </form>
  );
}

interface ResetStepProps {
  form: ReturnType<typeof useForm<EnterpriseResetForm>>;
  busy: boolean;
  logonId: string;
  onSubmit(values: Omit<EnterpriseResetForm, 'logonId'>): void;
  onBack(): void;
}

function ResetStep({ form, busy, logonId, onSubmit, onBack }: ResetStepProps) {
  const intl = useIntl();
  const text = useFieldText();
  const { errors } = form.formState;
  // The schema checks the login too: it is the one the code was asked for.
  useEffect(() => form.setValue('logonId', logonId), [form, logonId]);
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit(({ emailCode, password, confirmPassword }) => onSubmit({ emailCode, password, confirmPassword }))}
    >
      {/* The same words whether or not the pair matched: the answer must not tell. */}
      <Message className="auth-card__notice" severity="info" text={intl.formatMessage({ id: 'forgot.codeSentIfMatch' }, { logonId })} />
      <FormField id="fe-emailCode" label={<FormattedMessage id="field.emailCode" />} error={text(errors.emailCode?.message)} required>
        <InputText
          {...controlProps('fe-emailCode', errors.emailCode?.message)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.register('emailCode')}
        />
      </FormField>
      <NewPasswordFields
        form={form}
        password={{ name: 'password', id: 'fe-password', label: 'field.newPassword' }}
        confirm={{ name: 'confirmPassword', id: 'fe-confirmPassword', label: 'field.confirmNewPassword' }}
        hint="hint.registerPassword"
        userInputs={{ logonId: 'logonId' }}
      />
      <div className="form-actions">
        <Button type="button" outlined icon="pi pi-arrow-left" label={intl.formatMessage({ id: 'forgot.back' })} onClick={onBack} disabled={busy} />
        <Button type="submit" className="form-actions__main" label={intl.formatMessage({ id: 'forgot.submit' })} loading={busy} />
      </div>
    </form>
  );
}
