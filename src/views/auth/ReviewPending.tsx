import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/** After an enterprise registration: the account exists and waits for a reviewer. */
export function ReviewPending({ logonId }: { logonId: string }) {
  return (
    <div className="review-pending" role="status">
      <i className="pi pi-hourglass review-pending__icon" aria-hidden="true" />
      <h1 id="register-title" className="auth-card__title">
        <FormattedMessage id="register.pending.title" />
      </h1>
      <p className="review-pending__text">
        <FormattedMessage id="register.pending.text" values={{ logonId: <strong>{logonId}</strong> }} />
      </p>
      <Link href={`/login?username=${encodeURIComponent(logonId)}`} className="p-button p-component review-pending__login">
        <i className="pi pi-sign-in" aria-hidden="true" />
        <span>
          <FormattedMessage id="register.pending.login" />
        </span>
      </Link>
    </div>
  );
}
