import { FormattedMessage } from 'react-intl';
import { ChangePasswordForm } from './ChangePasswordForm';
import '../../ui/forms/forms.css';
import './account.css';

/** Password management on the container side (menu.passwordMgt). */
export default function PasswordMgtPage() {
  return (
    <section className="page account-page" aria-labelledby="password-title">
      <h1 id="password-title" className="account-page__title">
        <FormattedMessage id="password.title" />
      </h1>
      <div className="account-card account-card--narrow">
        <p className="account-card__intro">
          <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="password.subtitle" />
        </p>
        <ChangePasswordForm idPrefix="pwd" />
      </div>
    </section>
  );
}
