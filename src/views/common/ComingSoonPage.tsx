import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { PageProps } from '../../app/routes';
import './comingSoon.css';

/** A real, titled page for screens that later work will build: what it is, and a way home. */
export default function ComingSoonPage({ route }: PageProps) {
  return (
    <section className="page coming-soon" aria-labelledby="coming-soon-title">
      <ComingSoonPicture />
      <p className="coming-soon__badge">
        <FormattedMessage id="comingSoon.badge" />
      </p>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {route.titleId ? <FormattedMessage id={route.titleId} /> : <FormattedMessage id="app.productName" />}
      </h1>
      <p className="coming-soon__message">
        <FormattedMessage id="comingSoon.message" />
      </p>
      <p className="coming-soon__hint">
        <FormattedMessage id="comingSoon.hint" />
      </p>
      <Link href="/" className="p-button p-component coming-soon__home">
        <i className="pi pi-home" aria-hidden="true" />
        <span>
          <FormattedMessage id="comingSoon.backHome" />
        </span>
      </Link>
    </section>
  );
}

/** A ship in the making: a hull on the slipway, for the eye only. */
function ComingSoonPicture() {
  return (
    <svg className="coming-soon__picture" viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <path d="M8 80h144" stroke="#b0cfe6" strokeWidth="3" strokeLinecap="round" />
      <path d="M30 58h100l-12 18H42z" fill="#2C79B4" />
      <path d="M52 40h46v18H52z" fill="#d6e6f2" />
      <path d="M62 28h14v12H62z" fill="#EE7F12" />
      <path d="M118 20v38M118 20l18 10" stroke="#56657a" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M136 30v10" stroke="#56657a" strokeWidth="2" />
      <rect x="130" y="40" width="12" height="8" rx="1" fill="#EE7F12" />
    </svg>
  );
}
