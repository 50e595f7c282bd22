import { yupResolver } from '@hookform/resolvers/yup';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppActors } from '../../../app/AppActorsContext';
import { useLoaded, useServices } from '../../../app/customerServices';
import { useLatest } from '../../../app/useLatest';
import { formatDateTime } from '../../../domain/format';
import type { EnterpriseReviewItem } from '../../../domain/identityApi';
import { accountSchema, type AccountForm } from '../../../domain/validation/accountSchemas';
import { schemaFields } from '../../../domain/validation/validate';
import { accountInfoMachine } from '../../../machines/accountInfo.machine';
import { enterpriseAccountActors } from '../../../machines/enterpriseAccount.actors';
import { selectSessionUser } from '../../../machines/session.selectors';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { MessagePreferencesSection } from '../../account/MessagePreferencesSection';
import { showServerErrors } from '../../../ui/forms/serverErrors';
import { useFieldText } from '../../forms/useFieldText';
import { ChangeEmailForm } from '../../account/ChangeEmailForm';
import { ChangePhoneForm } from '../../account/ChangePhoneForm';
import { selectAccount, selectIsLoading, selectIsSaving, selectLoadFailed } from '../../../machines/accountInfo.selectors';
import '../../../ui/forms/forms.css';
import '../../account/account.css';
import '../shippingScreens.css';
import './accountMgt.css';

const FIELDS = schemaFields(accountSchema);

/** The account chart over the enterprise calls (selectUserById, updateUserById) for the logged-in user. */
function useEnterpriseAccount(userId: string, onFailed: (error: unknown) => void) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { enterpriseAccount } = useServices();
  const latest = useLatest({ intl, onFailed, userId });
  return useActorRef(
    accountInfoMachine.provide({
      actors: enterpriseAccountActors(enterpriseAccount, () => latest.current.userId),
      actions: {
        saved: () => notifier.notify(latest.current.intl.formatMessage({ id: 'accountMgt.updated' }), 'success'),
        failed: (_, { error }) => latest.current.onFailed(error),
      },
    }),
  );
}

/**
 * Account information on the container side (/accountMgt): the company as registered and
 * reviewed (read only: the review stands for it), and the user's own contact details: the
 * nickname saved with the account schema's rules, the e-mail and the mobile each changed with
 * its proof (the current password, and for the e-mail a code sent to the new address).
 */
export default function AccountMgtPage() {
  const intl = useIntl();
  const text = useFieldText();
  const { session } = useAppActors();
  const userId = useSelector(session, selectSessionUser)?.userId ?? '';
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AccountForm>({ resolver: yupResolver(accountSchema), defaultValues: { nickname: '', email: '', phone: '' } });
  const info = useEnterpriseAccount(userId, (error) => showServerErrors(error, setError, FIELDS));
  const account = useSelector(info, selectAccount);
  const loading = useSelector(info, selectIsLoading);
  const loadFailed = useSelector(info, selectLoadFailed);
  const saving = useSelector(info, selectIsSaving);
  const [company, reloadCompany] = useLoaded(({ enterpriseAccount }) => enterpriseAccount.getEnterpriseCustomer(userId), `customer-${userId}`);

  // What the server holds (after loading or saving) is what the form shows.
  useEffect(() => {
    if (account) reset({ nickname: account.nickname, email: account.email, phone: account.phone });
  }, [account, reset]);

  const error = (name: (typeof FIELDS)[number]) => text(errors[name]?.message);
  const locked = !account;

  return (
    <section className="shipping-screen account-mgt" aria-labelledby="account-mgt-title" aria-busy={loading || company.status === 'loading'}>
      <header className="shipping-screen__head">
        <h1 id="account-mgt-title" className="shipping-screen__title">
          <FormattedMessage id="accountMgt.title" />
        </h1>
      </header>
      <div className="account-mgt__grid">
        <section className="account-card" aria-labelledby="account-mgt-company">
          <h2 id="account-mgt-company" className="account-card__title">
            <i className="pi pi-building" aria-hidden="true" /> <FormattedMessage id="accountMgt.company" />
          </h2>
          {company.status === 'failed' ? (
            <div className="shipping-screen__failed" role="alert">
              <FormattedMessage id="accountMgt.companyFailed" />
              <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'accountMgt.retry' })} onClick={reloadCompany} />
            </div>
          ) : (
            <CompanyDetails company={company.status === 'ready' ? company.data : null} />
          )}
          <p className="account-mgt__hint">
            <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="accountMgt.companyHint" />
          </p>
        </section>

        <div className="account-mgt__side">
          <section className="account-card" aria-labelledby="account-mgt-user">
            <h2 id="account-mgt-user" className="account-card__title">
              <i className="pi pi-user" aria-hidden="true" /> <FormattedMessage id="accountMgt.user" />
            </h2>
            {loadFailed && (
              <div className="shipping-screen__failed" role="alert">
                <FormattedMessage id="accountMgt.loadFailed" />
                <Button
                  type="button"
                  text
                  icon="pi pi-refresh"
                  label={intl.formatMessage({ id: 'accountMgt.retry' })}
                  onClick={() => info.send({ type: 'account.retry' })}
                />
              </div>
            )}
            <dl className="account-mgt__facts">
              <div>
                <dt>
                  <FormattedMessage id="accountMgt.logonId" />
                </dt>
                <dd className="account-mgt__logon">{account?.logonId ?? '—'}</dd>
              </div>
            </dl>
            <form className="account-form account-form__readonly" noValidate onSubmit={handleSubmit((values) => info.send({ type: 'account.save', values }))}>
              <FormField id="acm-nickname" label={<FormattedMessage id="field.nickname" />} error={error('nickname')} required>
                <InputText {...controlProps('acm-nickname', error('nickname'))} disabled={locked || saving} autoComplete="nickname" {...register('nickname')} />
              </FormField>
              {/* Read only: each changes below with its proof; the spec's body still carries them. */}
              <FormField
                id="acm-email"
                label={<FormattedMessage id="field.email" />}
                hint={<FormattedMessage id="account.contactHint" />}
                error={error('email')}
              >
                <InputText {...controlProps('acm-email', error('email'))} disabled={locked || saving} readOnly type="email" {...register('email')} />
              </FormField>
              <FormField id="acm-phone" label={<FormattedMessage id="field.phone" />} error={error('phone')}>
                <InputText {...controlProps('acm-phone', error('phone'))} disabled={locked || saving} readOnly type="tel" {...register('phone')} />
              </FormField>
              <div className="form-actions">
                <Button type="submit" icon="pi pi-check" label={intl.formatMessage({ id: 'accountMgt.save' })} loading={saving} disabled={locked} />
              </div>
            </form>
          </section>
          <section className="account-card" aria-labelledby="account-mgt-email">
            <h2 id="account-mgt-email" className="account-card__title">
              <i className="pi pi-envelope" aria-hidden="true" /> <FormattedMessage id="account.emailSection" />
            </h2>
            <p className="account-card__intro">
              <FormattedMessage id="account.emailIntro" />
            </p>
            <ChangeEmailForm idPrefix="acm-new-email" disabled={locked} onChanged={(changed) => info.send({ type: 'account.changed', account: changed })} />
          </section>
          <section className="account-card" aria-labelledby="account-mgt-phone">
            <h2 id="account-mgt-phone" className="account-card__title">
              <i className="pi pi-mobile" aria-hidden="true" /> <FormattedMessage id="account.phoneSection" />
            </h2>
            <ChangePhoneForm idPrefix="acm-new-phone" disabled={locked} onChanged={(changed) => info.send({ type: 'account.changed', account: changed })} />
          </section>
          <section className="account-card" aria-labelledby="account-mgt-password">
            <h2 id="account-mgt-password" className="account-card__title">
              <i className="pi pi-lock" aria-hidden="true" /> <FormattedMessage id="accountMgt.password" />
            </h2>
            <p className="account-card__intro">
              <FormattedMessage id="accountMgt.passwordHint" />
            </p>
            <Link href="/passwordMgt" className="p-button p-component p-button-outlined account-mgt__password">
              <i className="pi pi-key" aria-hidden="true" />
              <span>
                <FormattedMessage id="accountMgt.toPassword" />
              </span>
            </Link>
          </section>
          <MessagePreferencesSection audience="shipper" />
        </div>
      </div>
    </section>
  );
}

/** The company's registered and reviewed details; dashes keep each line's height while they load. */
function CompanyDetails({ company }: { company: EnterpriseReviewItem | null }) {
  const value = (text: string | null | undefined) => (text ? text : '—');
  return (
    <dl className="account-mgt__facts">
      <div>
        <dt>
          <FormattedMessage id="accountMgt.companyName" />
        </dt>
        <dd className="account-mgt__company">{value(company?.companyName)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="accountMgt.creditCode" />
        </dt>
        <dd>{value(company?.creditCode)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="accountMgt.contactName" />
        </dt>
        <dd>{value(company?.contactName)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="accountMgt.reviewState" />
        </dt>
        <dd>
          {company ? (
            <span className={`state-tag state-tag--${company.state.toLowerCase()}`}>
              <FormattedMessage id={`enterpriseState.${company.state}`} />
            </span>
          ) : (
            '—'
          )}
        </dd>
      </div>
      {company?.reviewReason && (
        <div>
          <dt>
            <FormattedMessage id="accountMgt.reviewReason" />
          </dt>
          <dd>{company.reviewReason}</dd>
        </div>
      )}
      <div>
        <dt>
          <FormattedMessage id="accountMgt.registeredAt" />
        </dt>
        <dd>{company ? value(formatDateTime(company.createdAt)) : '—'}</dd>
      </div>
    </dl>
  );
}
