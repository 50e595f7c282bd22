import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountSchema, type AccountForm } from '../../domain/validation/accountSchemas';
import { schemaFields } from '../../domain/validation/validate';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { AccountSummary } from './AccountSummary';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { MessagePreferencesSection } from './MessagePreferencesSection';
import { selectAccount, selectIsLoading, selectIsSaving, selectLoadFailed } from '../../machines/accountInfo.selectors';
import { useAccountInfo } from './useAccountInfo';
import '../../ui/forms/forms.css';
import './account.css';

const FIELDS = schemaFields(accountSchema);

/** Personal information (spec 5 "Account"): who the account is, its details, its password. */
export default function AccountPage() {
  const intl = useIntl();
  const text = useFieldText();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AccountForm>({ resolver: yupResolver(accountSchema), defaultValues: { nickname: '', email: '', phone: '' } });
  const info = useAccountInfo((error) => showServerErrors(error, setError, FIELDS));
  const account = useSelector(info, selectAccount);
  const loading = useSelector(info, selectIsLoading);
  const loadFailed = useSelector(info, selectLoadFailed);
  const saving = useSelector(info, selectIsSaving);

  // What the server holds (after loading or saving) is what the form shows.
  useEffect(() => {
    if (account) reset({ nickname: account.nickname, email: account.email, phone: account.phone });
  }, [account, reset]);

  const error = (name: (typeof FIELDS)[number]) => text(errors[name]?.message);
  const locked = !account;

  return (
    <section className="page account-page" aria-labelledby="account-title" aria-busy={loading}>
      <h1 id="account-title" className="account-page__title">
        <FormattedMessage id="account.title" />
      </h1>
      {loadFailed && (
        <div className="account-page__failed" role="alert">
          <FormattedMessage id="account.loadFailed" />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'account.retry' })}
            onClick={() => info.send({ type: 'account.retry' })}
          />
        </div>
      )}
      <div className="account-page__grid">
        <section className="account-card" aria-labelledby="account-summary-title">
          <h2 id="account-summary-title" className="account-card__title">
            <FormattedMessage id="account.summary" />
          </h2>
          <AccountSummary account={account} />
        </section>
        <div className="account-page__forms">
          <section className="account-card" aria-labelledby="account-profile-title">
            <h2 id="account-profile-title" className="account-card__title">
              <FormattedMessage id="account.profile" />
            </h2>
            <form className="account-form account-form__readonly" noValidate onSubmit={handleSubmit((values) => info.send({ type: 'account.save', values }))}>
              <FormField id="acc-nickname" label={<FormattedMessage id="field.nickname" />} error={error('nickname')} required>
                <InputText {...controlProps('acc-nickname', error('nickname'))} disabled={locked} autoComplete="nickname" {...register('nickname')} />
              </FormField>
              {/* Read only: each changes below with its proof; the spec's body still carries them. */}
              <FormField
                id="acc-email"
                label={<FormattedMessage id="field.email" />}
                hint={<FormattedMessage id="account.contactHint" />}
                error={error('email')}
              >
                <InputText {...controlProps('acc-email', error('email'))} disabled={locked} readOnly type="email" {...register('email')} />
              </FormField>
              <FormField id="acc-phone" label={<FormattedMessage id="field.phone" />} error={error('phone')}>
                <InputText {...controlProps('acc-phone', error('phone'))} disabled={locked} readOnly type="tel" {...register('phone')} />
              </FormField>
              <div className="form-actions">
                <Button type="submit" label={intl.formatMessage({ id: 'account.save' })} loading={saving} disabled={locked} />
              </div>
            </form>
          </section>
          <section className="account-card" aria-labelledby="account-email-title">
            <h2 id="account-email-title" className="account-card__title">
              <FormattedMessage id="account.emailSection" />
            </h2>
            <p className="account-card__intro">
              <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="account.emailIntro" />
            </p>
            <ChangeEmailForm idPrefix="acc-new-email" disabled={locked} onChanged={(changed) => info.send({ type: 'account.changed', account: changed })} />
          </section>
          <section className="account-card" aria-labelledby="account-phone-title">
            <h2 id="account-phone-title" className="account-card__title">
              <FormattedMessage id="account.phoneSection" />
            </h2>
            <ChangePhoneForm idPrefix="acc-new-phone" disabled={locked} onChanged={(changed) => info.send({ type: 'account.changed', account: changed })} />
          </section>
          <section className="account-card" aria-labelledby="account-password-title">
            <h2 id="account-password-title" className="account-card__title">
              <FormattedMessage id="account.passwordSection" />
            </h2>
            <p className="account-card__intro">
              <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="password.subtitle" />
            </p>
            <ChangePasswordForm idPrefix="acc-pwd" />
          </section>
          <MessagePreferencesSection />
        </div>
      </div>
    </section>
  );
}
