import { FormattedMessage } from 'react-intl';
import { BrandMark } from '../../app/header/BrandMark';

const POINTS = [
  { icon: 'pi-ticket', id: 'auth.aside.tickets' },
  { icon: 'pi-box', id: 'auth.aside.cargo' },
  { icon: 'pi-map-marker', id: 'auth.aside.tracking' },
] as const;

/** The panel beside the login and register forms: what an account is good for. */
export function AuthAside() {
  return (
    <aside className="auth-aside">
      <div className="auth-aside__brand">
        <BrandMark />
        <FormattedMessage id="app.productName" />
      </div>
      <p className="auth-aside__title">
        <FormattedMessage id="auth.aside.title" />
      </p>
      <ul className="auth-aside__points">
        {POINTS.map((point) => (
          <li key={point.id}>
            <i className={`pi ${point.icon}`} aria-hidden="true" />
            <FormattedMessage id={point.id} />
          </li>
        ))}
      </ul>
      <svg className="auth-aside__waves" viewBox="0 0 400 80" aria-hidden="true" focusable="false">
        <path d="M0 40 Q50 20 100 40 T200 40 T300 40 T400 40 V80 H0Z" fill="rgba(255,255,255,0.08)" />
        <path d="M0 55 Q50 35 100 55 T200 55 T300 55 T400 55 V80 H0Z" fill="rgba(255,255,255,0.12)" />
      </svg>
    </aside>
  );
}
