import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { DashboardCounts } from '../../domain/staff/dashboard';
import { ADMIN_ROUTES, isAllowed } from '../adminRoutes';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { useConsoleLoaded } from '../consoleServices';
import { useStaffUser } from '../session/useStaffUser';
import './dashboard.css';

/** Each count: its label and the console page where the work is done (when that page exists). */
const TILES: { name: keyof DashboardCounts; label: AdminMessageId; href: string }[] = [
  { name: 'pendingReviews', label: 'admin.dashboard.pendingReviews', href: '/enterprises?state=PENDING_REVIEW' },
  { name: 'offlinePayments', label: 'admin.dashboard.offlinePayments', href: '/ticketing/orders?view=offline' },
  { name: 'refundRequests', label: 'admin.dashboard.refundRequests', href: '/ticketing/orders?view=refunds' },
  { name: 'paymentsToReturn', label: 'admin.dashboard.paymentsToReturn', href: '/ticketing/money-back' },
  { name: 'payoutsToMake', label: 'admin.dashboard.payoutsToMake', href: '/ticketing/money-back' },
  { name: 'submittedBookings', label: 'admin.dashboard.submittedBookings', href: '/shipping/bookings' },
];

/** The console's home: who is signed in, the work waiting for their role, and their pages. */
export default function DashboardPage() {
  const intl = useIntl();
  const user = useStaffUser();
  const [counts, reload] = useConsoleLoaded((services, signal) => services.dashboard.dashboardCounts({ signal }), user.userId);
  const pages = ADMIN_ROUTES.filter((route) => route.path !== '/' && !route.hidden && isAllowed(route, user.role));
  const knownPath = (href: string) => ADMIN_ROUTES.some((route) => route.path === href.split('?')[0]);

  return (
    <section className="admin-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="admin-page__title">
        <FormattedMessage id="admin.dashboard.welcome" values={{ name: user.name }} />
      </h1>
      {counts.status === 'loading' && <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {counts.status === 'failed' && (
        <p className="admin-error" role="alert">
          <FormattedMessage id="admin.dashboard.failed" />{' '}
          <button type="button" className="p-button p-button-link" onClick={reload}>
            <FormattedMessage id="admin.audit.retry" />
          </button>
        </p>
      )}
      {counts.status === 'ready' && (
        <ul className="dashboard-tiles" aria-label={intl.formatMessage({ id: 'admin.dashboard.waiting' })}>
          {TILES.filter((tile) => counts.data[tile.name] !== undefined).map((tile) => {
            const body = (
              <>
                <span className="dashboard-tile__count">{counts.data[tile.name]}</span>
                <span className="dashboard-tile__label">{intl.formatMessage({ id: tile.label })}</span>
              </>
            );
            return (
              <li key={tile.name} className="dashboard-tile" data-testid={`dashboard-${tile.name}`}>
                {knownPath(tile.href) ? (
                  <Link href={tile.href} className="dashboard-tile__link">
                    {body}
                  </Link>
                ) : (
                  <div className="dashboard-tile__link">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pages.length > 0 && (
        <nav className="admin-panel dashboard-pages" aria-labelledby="dashboard-pages-title">
          <h2 id="dashboard-pages-title" className="admin-panel__title">
            <FormattedMessage id="admin.dashboard.pages" />
          </h2>
          <ul>
            {pages.map((route) => (
              <li key={route.path}>
                <Link href={route.path}>
                  <i className={route.icon} aria-hidden="true" /> <FormattedMessage id={route.titleId} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
