import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

export function NotFound() {
  return (
    <section className="admin-page admin-notice" role="alert">
      <i className="pi pi-compass admin-notice__icon" aria-hidden="true" />
      <p>
        <FormattedMessage id="admin.notFound.text" />
      </p>
      <Link href="/" className="p-button p-button-outlined">
        <FormattedMessage id="admin.noPermission.back" />
      </Link>
    </section>
  );
}
