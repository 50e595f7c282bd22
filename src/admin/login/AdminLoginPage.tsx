import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { loginSchema, type LoginForm } from '../../domain/validation/accountSchemas';
import { selectCaptchaKey, selectFailure, selectIsSubmitting } from '../../machines/login.selectors';
import { captchaUrl } from '../../services/auth';
import { controlProps, FormField } from '../../views/forms/FormField';
import { PasswordInput } from '../../views/forms/PasswordInput';
import { showServerErrors } from '../../views/forms/serverErrors';
import { useFieldText } from '../common/useFieldText';
import { LanguageSwitch } from '../LanguageSwitch';
import { usePageTitle } from '../usePageTitle';
import { useStaffLoginActor } from './useStaffLoginActor';
import '../../views/forms/forms.css';
import './adminLogin.css';

/** Staff log in with the customer site's token call and captcha; the session is the console's own. */
export default function AdminLoginPage({ search }: { search: string }) {
  const intl = useIntl();
  const text = useFieldText();
  usePageTitle('admin.login.title');
  const login = useStaffLoginActor(search);
  const captchaKey = useSelector(login, selectCaptchaKey);
  const failure = useSelector(login, selectFailure);
  const submitting = useSelector(login, selectIsSubmitting);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: yupResolver(loginSchema), defaultValues: { username: '', password: '', code: '' } });

  // Each captcha works once: after a failure the code typed is of no use any more.
  useEffect(() => {
    if (!failure) return;
    resetField('code');
    showServerErrors(failure, setError, ['username', 'password', 'code']);
  }, [failure, resetField, setError]);

  const failureText = failure && !failure.fields ? failure.message || intl.formatMessage({ id: 'login.failed' }) : '';

  return (
    <div className="admin-login">
      <div className="admin-login__language">
        <LanguageSwitch />
      </div>
      <section className="admin-login__card" aria-labelledby="admin-login-title">
        <p className="admin-login__product">
          <FormattedMessage id="app.productName" />
        </p>
        <h1 id="admin-login-title" className="admin-login__title">
          <FormattedMessage id="admin.login.title" />
        </h1>
        <p className="admin-login__subtitle">
          <FormattedMessage id="admin.login.subtitle" />
        </p>
        {new URLSearchParams(search).get('from') === 'customer' && (
          <Message className="admin-login__notice" severity="info" text={intl.formatMessage({ id: 'admin.login.fromCustomer' })} />
        )}
        <form className="auth-form" noValidate onSubmit={handleSubmit((form) => login.send({ type: 'login.submit', form }))}>
          <FormField id="admin-login-username" label={<FormattedMessage id="field.loginName" />} error={text(errors.username?.message)} required>
            <InputText {...controlProps('admin-login-username', errors.username?.message)} autoComplete="username" autoFocus {...register('username')} />
          </FormField>
          <FormField id="admin-login-password" label={<FormattedMessage id="field.password" />} error={text(errors.password?.message)} required>
            <PasswordInput {...controlProps('admin-login-password', errors.password?.message)} autoComplete="current-password" {...register('password')} />
          </FormField>
          <FormField id="admin-login-code" label={<FormattedMessage id="field.captcha" />} error={text(errors.code?.message)} required>
            <div className="input-with-action">
              <InputText {...controlProps('admin-login-code', errors.code?.message)} autoComplete="off" maxLength={10} {...register('code')} />
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
          <Button type="submit" className="admin-login__submit" label={intl.formatMessage({ id: 'admin.login.submit' })} loading={submitting} />
        </form>
      </section>
    </div>
  );
}
