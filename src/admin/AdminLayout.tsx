import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { usePageTitle } from './usePageTitle';
import { routesFor, ADMIN_ROUTES } from './adminRoutes';
import { LanguageSwitch } from './LanguageSwitch';
import { useConsoleServices } from './consoleServices';
import { useConsole } from './ConsoleContext';
import { endStaffSession } from './session/consoleSession';
import type { StaffUser } from './session/staffUser';
import { useCurrentRoute } from './matchRoute';
import './adminLayout.css';

/** The console's frame: header (product, console, staff member, role, language, logout) and the role's navigation. */
export function AdminLayout({ user, children }: { user: StaffUser; children: ReactNode }) {
  const intl = useIntl();
  const { session } = useConsole();
  const { auth } = useConsoleServices();
  const [location, navigate] = useLocation();
  const current = useCurrentRoute(ADMIN_ROUTES);
  usePageTitle(user.mustChangePassword ? 'admin.password.requiredTitle' : current?.titleId);
  // Held to a password change: no way to any other page until it is done.
  const entries = user.mustChangePassword ? [] : routesFor(user.role).filter((route) => !route.hidden);

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        <FormattedMessage id="admin.layout.skipToContent" />
      </a>
      <header className="admin-header">
        <Link href="/" className="admin-header__brand">
          <span className="admin-header__product">
            <FormattedMessage id="app.productName" />
          </span>
          <span className="admin-header__console">
            <FormattedMessage id="admin.header.consoleName" />
          </span>
        </Link>
        <div className="admin-header__user">
          <span className="admin-header__name" data-testid="admin-staff-name">
            <i className="pi pi-user" aria-hidden="true" /> {user.name}
          </span>
          <span className="admin-header__role">
            <FormattedMessage id="admin.header.role" values={{ role: intl.formatMessage({ id: `admin.role.${user.role}` }) }} />
          </span>
          <LanguageSwitch />
          <button
            type="button"
            className="admin-header__logout"
            onClick={() => {
              void endStaffSession(session, auth).then(() => navigate('/login', { replace: true }));
            }}
          >
            <i className="pi pi-sign-out" aria-hidden="true" /> <FormattedMessage id="admin.header.logout" />
          </button>
        </div>
      </header>
      <div className="admin-body">
        {entries.length > 0 && (
          <nav className="admin-nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
            <ul>
              {entries.map((route) => {
                const active = current?.path === route.path || (route.path !== '/' && location.startsWith(`${route.path}/`));
                return (
                  <li key={route.path}>
                    <Link
                      href={route.path}
                      className={active ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link'}
                      aria-current={active ? 'page' : undefined}
                    >
                      <i className={route.icon} aria-hidden="true" />
                      <span>
                        <FormattedMessage id={route.titleId} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
