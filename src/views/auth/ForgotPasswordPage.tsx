import { TabPanel, TabView } from 'primereact/tabview';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EnterpriseResetForms } from './EnterpriseResetForms';
import { IndividualResetForm } from './IndividualResetForm';
import '../../ui/forms/forms.css';
import './auth.css';

/** Forgotten password (no login needed): an individual by e-mail, an enterprise by logon id and phone. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <div className="auth-page">
      <div className="auth-layout auth-layout--single">
        <section className="auth-card" aria-labelledby="forgot-title">
          <h1 id="forgot-title" className="auth-card__title">
            <FormattedMessage id="forgot.title" />
          </h1>
          <p className="auth-card__subtitle">
            <FormattedMessage id="forgot.subtitle" />
          </p>
          <TabView className="auth-tabs" renderActiveOnly>
            <TabPanel header={intl.formatMessage({ id: 'auth.kind.individual' })} leftIcon="pi pi-user">
              <IndividualResetForm />
            </TabPanel>
            <TabPanel header={intl.formatMessage({ id: 'auth.kind.enterprise' })} leftIcon="pi pi-building">
              <EnterpriseResetForms />
            </TabPanel>
          </TabView>
          <p className="auth-card__links">
            <Link href="/login">
              <i className="pi pi-arrow-left" aria-hidden="true" /> <FormattedMessage id="forgot.toLogin" />
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
