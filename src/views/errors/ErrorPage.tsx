import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PageProps } from '../../app/routes';
import { errorPageReason } from './errorPageReason';
import './errorPage.css';

/**
 * The error page: /errorPageJump (where the HTTP layer sends unexpected answers)
 * and every unknown path. It says what happened and offers ways back.
 */
export default function ErrorPage({ route, path, search }: PageProps) {
  const intl = useIntl();
  const notFound = route.name === 'NotFound';
  const reason = notFound ? null : errorPageReason(search);
  return (
    <section className="page error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {notFound ? '404' : '!'}
      </p>
      <h1 id="error-title" className="error-page__title">
        <FormattedMessage id={notFound ? 'route.notFound' : 'route.error'} />
      </h1>
      <p className="error-page__message">
        <FormattedMessage id={notFound ? 'error.notFound.message' : 'error.general.message'} />
      </p>
      {notFound && (
        <p className="error-page__detail">
          <FormattedMessage id="error.requestedPath" values={{ path: <code>{path}</code> }} />
        </p>
      )}
      {reason && (
        <p className="error-page__detail">
          <FormattedMessage id="error.reason" values={{ reason }} />
        </p>
      )}
      <div className="error-page__actions">
        {/* Links look like buttons but stay links: they navigate, and open in a new tab if asked. */}
        <Link href="/" className="p-button p-component">
          <i className="pi pi-home" aria-hidden="true" />
          <span>
            <FormattedMessage id="error.backHome" />
          </span>
        </Link>
        <Button type="button" outlined icon="pi pi-arrow-left" label={intl.formatMessage({ id: 'error.goBack' })} onClick={() => window.history.back()} />
        <Link href="/information" className="error-page__link">
          <FormattedMessage id="error.information" />
        </Link>
      </div>
    </section>
  );
}
