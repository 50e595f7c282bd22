import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PageProps } from '../../app/routes';
import { loginSchema, type LoginForm } from '../../domain/validation/accountSchemas';
import { selectCaptchaKey, selectFailure, selectIsSubmitting } from '../../machines/login.selectors';
import { captchaUrl } from '../../services/auth';
import { controlProps, FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { showServerErrors } from '../forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { AuthAside } from './AuthAside';
import { useLoginActor } from './useLoginActor';
import '../forms/forms.css';
import './auth.css';

/** Notices another screen leaves for the login page (`?notice=`). */
const NOTICES = {
  passwordChanged: 'login.notice.passwordChanged',
  registered: 'login.notice.registered',
  passwordReset: 'login.notice.passwordReset',
} as const;
type NoticeKey = keyof typeof NOTICES;
const isNotice = (value: string | null): value is NoticeKey => value !== null && Object.hasOwn(NOTICES, value);

/** Login (spec 5 "Login"): login name, password, captcha; the welcome and the way on are the chart's. */
export default function LoginPage({ search }: PageProps) {
  const intl = useIntl();
  const text = useFieldText();
  const query = new URLSearchParams(search);
  const notice = query.get('notice');
  const login = useLoginActor(search);
  const captchaKey = useSelector(login, selectCaptchaKey);
  const failure = useSelector(login, selectFailure);
  const submitting = useSelector(login, selectIsSubmitting);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: yupResolver(loginSchema),
    defaultValues: { username: query.get('username') ?? '', password: '', code: '' },
  });

  // Each captcha works once: after a failure the code typed is of no use any more.
  useEffect(() => {
    if (!failure) return;
    resetField('code');
    showServerErrors(failure, setError, ['username', 'password', 'code']);
  }, [failure, resetField, setError]);

  const failureText = failure && !failure.fields ? failure.message || intl.formatMessage({ id: 'login.failed' }) : '';

  return (
    <div className="auth-page">
      <div className="auth-layout">
        <AuthAside />
        <section className="auth-card auth-card--login" aria-labelledby="login-title">
          <h1 id="login-title" className="auth-card__title">
            <FormattedMessage id="login.title" />
          </h1>
          <p className="auth-card__subtitle">
            <FormattedMessage id="login.subtitle" />
          </p>
          {isNotice(notice) && (
            <Message className="auth-card__notice" severity="success" text={intl.formatMessage({ id: NOTICES[notice] })} />
          )}
          <form className="auth-form" noValidate onSubmit={handleSubmit((form) => login.send({ type: 'login.submit', form }))}>
            <FormField id="login-username" label={<FormattedMessage id="field.loginName" />} error={text(errors.username?.message)} required>
              <InputText {...controlProps('login-username', errors.username?.message)} autoComplete="username" autoFocus {...register('username')} />
            </FormField>
            <FormField id="login-password" label={<FormattedMessage id="field.password" />} error={text(errors.password?.message)} required>
              <PasswordInput {...controlProps('login-password', errors.password?.message)} autoComplete="current-password" {...register('password')} />
            </FormField>
            <FormField id="login-code" label={<FormattedMessage id="field.captcha" />} error={text(errors.code?.message)} required>
              <div className="input-with-action">
                <InputText {...controlProps('login-code', errors.code?.message)} autoComplete="off" inputMode="text" maxLength={10} {...register('code')} />
                <button
                  type="button"
                  className="captcha-button"
                  title={intl.formatMessage({ id: 'login.captchaRefresh' })}
                  aria-label={intl.formatMessage({ id: 'login.captchaRefresh' })}
                  onClick={() => login.send({ type: 'captcha.refresh' })}
                >
                  <img src={captchaUrl(captchaKey)} alt={intl.formatMessage({ id: 'login.captchaAlt' })} width={120} height={40} />
                </button>
              </div>
            </FormField>
            <p className="form-status" role="alert">
              {failureText}
            </p>
            <Button type="submit" className="auth-form__submit" label={intl.formatMessage({ id: 'login.submit' })} loading={submitting} />
          </form>
          <div className="auth-card__links">
            <Link href="/forgetPassword">
              <FormattedMessage id="login.forgot" />
            </Link>
            <span>
              <FormattedMessage id="login.noAccount" />{' '}
              <Link href="/register">
                <FormattedMessage id="login.toRegister" />
              </Link>
            </span>
          </div>
        </section>
      </div>
    </div>
  );
}
