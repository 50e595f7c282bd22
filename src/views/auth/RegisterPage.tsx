import { useSelector } from '@xstate/react';
import { TabPanel, TabView } from 'primereact/tabview';
import { useRef } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PageProps } from '../../app/routes';
import type { RegisteredAnswer } from '../../domain/identityApi';
import type { RegisterEnterpriseForm } from '../../domain/validation/accountSchemas';
import { useServices } from '../../app/customerServices';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { selectIsSubmitted, selectOutput, useFormSubmit } from '../../app/useFormSubmit';
import { AuthAside } from './AuthAside';
import { ENTERPRISE_FIELDS, EnterpriseRegisterForm } from './EnterpriseRegisterForm';
import { IndividualRegisterForm } from './IndividualRegisterForm';
import { ReviewPending } from './ReviewPending';
import '../../ui/forms/forms.css';
import './auth.css';

/** Register (spec 5 "Register"): individual and enterprise tabs; `?type=enterprise` opens the second. */
export default function RegisterPage({ search }: PageProps) {
  const intl = useIntl();
  const { account: calls } = useServices();
  const enterpriseErrors = useRef<UseFormSetError<RegisterEnterpriseForm> | null>(null);
  const enterprise = useFormSubmit<RegisterEnterpriseForm, RegisteredAnswer>(calls.registerEnterprise, {
    failed: (error) => enterpriseErrors.current && showServerErrors(error, enterpriseErrors.current, ENTERPRISE_FIELDS),
  });
  const registered = useSelector(enterprise, selectIsSubmitted);
  const answer = useSelector(enterprise, selectOutput) as RegisteredAnswer | null;
  const startTab = new URLSearchParams(search).get('type') === 'enterprise' ? 1 : 0;

  return (
    <div className="auth-page">
      <div className="auth-layout">
        <AuthAside />
        <section className="auth-card auth-card--register" aria-labelledby="register-title">
          {registered && answer ? (
            <ReviewPending logonId={answer.logonId} />
          ) : (
            <>
              <h1 id="register-title" className="auth-card__title">
                <FormattedMessage id="register.title" />
              </h1>
              <p className="auth-card__subtitle">
                <FormattedMessage id="register.subtitle" />
              </p>
              {/* Without onTabChange, activeIndex is only where the tabs start. */}
              <TabView className="auth-tabs" activeIndex={startTab} renderActiveOnly>
                <TabPanel header={intl.formatMessage({ id: 'auth.kind.individual' })} leftIcon="pi pi-user">
                  <IndividualRegisterForm />
                </TabPanel>
                <TabPanel header={intl.formatMessage({ id: 'auth.kind.enterprise' })} leftIcon="pi pi-building">
                  <EnterpriseRegisterForm submission={enterprise} errorsTo={enterpriseErrors} />
                </TabPanel>
              </TabView>
              <p className="auth-card__links">
                <span>
                  <FormattedMessage id="register.haveAccount" />{' '}
                  <Link href="/login">
                    <FormattedMessage id="register.toLogin" />
                  </Link>
                </span>
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
