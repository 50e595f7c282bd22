import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginRefusal } from '../../domain/login';
import { loginSchema, type LoginForm as LoginValues } from '../../domain/validation/accountSchemas';
import { controlProps, FormField } from './FormField';
import { PasswordInput } from './PasswordInput';
import { showServerErrors } from './serverErrors';

/** What each site's refusal says (a site only ever refuses in its own words). */
const REFUSAL_TEXT = { staffToConsole: 'login.staffToConsole', notStaff: 'admin.login.notStaff' } as const satisfies Record<LoginRefusal, string>;

interface LoginFormProps {
  /** prefix of the fields' ids, one per site */
  idPrefix: string;
  defaultUsername?: string;
  /** the captcha image of the key on screen */
  captchaSrc: string;
  /** why the last attempt failed: the server's text and field messages, or the site's refusal */
  failure: { message: string; fields?: Record<string, string>; refusal?: LoginRefusal } | null;
  submitting: boolean;
  submitLabel: string;
  submitClassName: string;
  /** a field's error as the user reads it (schema message keys in the site's language) */
  text(message: string | undefined): string | undefined;
  onSubmit(values: LoginValues): void;
  onRefreshCaptcha(): void;
}

/** The login form of both sites: login name, password, captcha; the attempt and its outcome are the login chart's. */
export function LoginForm({
  idPrefix,
  defaultUsername = '',
  captchaSrc,
  failure,
  submitting,
  submitLabel,
  submitClassName,
  text,
  onSubmit,
  onRefreshCaptcha,
}: LoginFormProps) {
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: yupResolver(loginSchema), defaultValues: { username: defaultUsername, password: '', code: '' } });
  const id = (name: string) => `${idPrefix}-${name}`;

  // Each captcha works once: after a failure the code typed is of no use any more.
  useEffect(() => {
    if (!failure) return;
    resetField('code');
    showServerErrors(failure, setError, ['username', 'password', 'code']);
  }, [failure, resetField, setError]);

  const failureText =
    failure && !failure.fields
      ? failure.refusal
        ? intl.formatMessage({ id: REFUSAL_TEXT[failure.refusal] })
        : failure.message || intl.formatMessage({ id: 'login.failed' })
      : '';

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField id={id('username')} label={<FormattedMessage id="field.loginName" />} error={text(errors.username?.message)} required>
        <InputText {...controlProps(id('username'), errors.username?.message)} autoComplete="username" autoFocus {...register('username')} />
      </FormField>
      <FormField id={id('password')} label={<FormattedMessage id="field.password" />} error={text(errors.password?.message)} required>
        <PasswordInput {...controlProps(id('password'), errors.password?.message)} autoComplete="current-password" {...register('password')} />
      </FormField>
      <FormField id={id('code')} label={<FormattedMessage id="field.captcha" />} error={text(errors.code?.message)} required>
        <div className="input-with-action">
          <InputText {...controlProps(id('code'), errors.code?.message)} autoComplete="off" inputMode="text" maxLength={10} {...register('code')} />
          <button
            type="button"
            className="captcha-button"
            title={intl.formatMessage({ id: 'login.captchaRefresh' })}
            aria-label={intl.formatMessage({ id: 'login.captchaRefresh' })}
            onClick={onRefreshCaptcha}
          >
            <img src={captchaSrc} alt={intl.formatMessage({ id: 'login.captchaAlt' })} width={120} height={40} />
          </button>
        </div>
      </FormField>
      <p className="form-status" role="alert">
        {failureText}
      </p>
      <Button type="submit" className={submitClassName} label={submitLabel} loading={submitting} />
    </form>
  );
}
