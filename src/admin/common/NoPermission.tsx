import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/** A page of another role: the server would refuse its calls anyway (10403). */
export function NoPermission() {
  return (
    <section className="admin-page admin-notice" aria-labelledby="no-permission-title">
      <i className="pi pi-lock admin-notice__icon" aria-hidden="true" />
      <h1 id="no-permission-title" className="admin-page__title">
        <FormattedMessage id="admin.noPermission.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.noPermission.text" />
      </p>
      <Link href="/" className="p-button p-button-outlined">
        <FormattedMessage id="admin.noPermission.back" />
      </Link>
    </section>
  );
}
