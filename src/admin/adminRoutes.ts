import { lazyRoute, type LazyRoute } from '../app/lazyRoute';
import type { StaffRole } from '../domain/roles';
import type { AdminMessageId } from './i18n/adminCatalogues';

/** What every console page receives from the router. */
export interface AdminPageProps {
  route: AdminRoute;
  /** the path inside the console's base (/tickets/admin) */
  path: string;
  /** the query string, with its leading `?` or empty */
  search: string;
  /** route parameters (`/enterprises/:id`) */
  params: Record<string, string | undefined>;
}

export interface AdminRoute {
  /** wouter pattern inside /tickets/admin */
  path: string;
  /** the page title and, unless `hidden`, the navigation label */
  titleId: AdminMessageId;
  /** who may open it; the server checks every call again */
  roles: readonly StaffRole[] | 'all';
  /** PrimeIcons class of the navigation entry */
  icon: string;
  /** a page reached from another (details), not listed in the navigation */
  hidden?: true;
  page: LazyRoute<AdminPageProps>;
}

const page = (loader: () => Promise<{ default: React.ComponentType<AdminPageProps> }>) => lazyRoute<AdminPageProps>(loader);

/**
 * The console's route table: each area adds its entries here (one targeted edit), in the
 * order the navigation lists them. The navigation shows a staff member the entries of
 * their role; a page of another role answers "no permission".
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: '/', titleId: 'admin.dashboard.title', roles: 'all', icon: 'pi pi-home', page: page(() => import('./dashboard/DashboardPage')) },
  {
    path: '/enterprises',
    titleId: 'admin.enterprises.title',
    roles: ['reviewer'],
    icon: 'pi pi-building',
    page: page(() => import('./enterprises/EnterprisesPage')),
  },
  {
    path: '/enterprises/:userId',
    titleId: 'admin.enterprises.details',
    roles: ['reviewer'],
    icon: 'pi pi-building',
    hidden: true,
    page: page(() => import('./enterprises/EnterpriseDetailsPage')),
  },
  { path: '/staff/accounts', titleId: 'admin.accounts.title', roles: ['admin'], icon: 'pi pi-users', page: page(() => import('./accounts/StaffAccountsPage')) },
  {
    path: '/shipping/bookings',
    titleId: 'admin.shipping.bookings.title',
    roles: ['shippingClerk'],
    icon: 'pi pi-box',
    page: page(() => import('./shipping/StaffBookingsPage')),
  },
  {
    path: '/shipping/bookings/:uuid',
    titleId: 'admin.shipping.bookings.title',
    roles: ['shippingClerk'],
    icon: 'pi pi-box',
    hidden: true,
    page: page(() => import('./shipping/StaffBookingPage')),
  },
  {
    path: '/shipping/commissions',
    titleId: 'admin.shipping.commissions.title',
    roles: ['shippingClerk'],
    icon: 'pi pi-truck',
    page: page(() => import('./shipping/CommissionsPage')),
  },
  {
    path: '/shipping/tariffs',
    titleId: 'admin.shipping.tariffs.title',
    roles: ['shippingClerk'],
    icon: 'pi pi-calculator',
    page: page(() => import('./shipping/TariffsPage')),
  },
  {
    path: '/content/announcements',
    titleId: 'admin.content.announcements.title',
    roles: ['editor'],
    icon: 'pi pi-megaphone',
    page: page(() => import('./content/AnnouncementsPage')),
  },
  {
    path: '/content/announcements/:uuid',
    titleId: 'admin.content.announcements.title',
    roles: ['editor'],
    icon: 'pi pi-megaphone',
    hidden: true,
    page: page(() => import('./content/AnnouncementEditPage')),
  },
  {
    path: '/content/notice',
    titleId: 'admin.content.notice.title',
    roles: ['editor'],
    icon: 'pi pi-info-circle',
    page: page(() => import('./content/NoticeTextsPage')),
  },
  {
    path: '/content/about',
    titleId: 'admin.content.about.title',
    roles: ['editor'],
    icon: 'pi pi-building',
    page: page(() => import('./content/CompanyProfilePage')),
  },
  {
    path: '/ticketing/orders',
    titleId: 'admin.ticketing.nav.orders',
    roles: ['ticketingClerk'],
    icon: 'pi pi-list',
    page: page(() => import('./ticketing/StaffOrdersPage')),
  },
  {
    path: '/ticketing/orders/:uuid',
    titleId: 'admin.ticketing.nav.order',
    roles: ['ticketingClerk'],
    icon: 'pi pi-list',
    hidden: true,
    page: page(() => import('./ticketing/StaffOrderPage')),
  },
  {
    path: '/ticketing/money-back',
    titleId: 'admin.moneyBack.title',
    roles: ['ticketingClerk'],
    icon: 'pi pi-replay',
    page: page(() => import('./ticketing/MoneyBackPage')),
  },
  {
    path: '/ticketing/notifications',
    titleId: 'admin.notifications.title',
    roles: ['ticketingClerk', 'admin'],
    icon: 'pi pi-envelope',
    page: page(() => import('./ticketing/NotificationsPage')),
  },
  {
    path: '/ticketing/voyages',
    titleId: 'admin.ticketing.nav.voyages',
    roles: ['ticketingClerk'],
    icon: 'pi pi-calendar',
    page: page(() => import('./ticketing/VoyagesPage')),
  },
  {
    path: '/ticketing/check-in',
    titleId: 'admin.ticketing.nav.checkIn',
    roles: ['ticketingClerk'],
    icon: 'pi pi-qrcode',
    page: page(() => import('./ticketing/CheckInPage')),
  },
  {
    path: '/ticketing/rates',
    titleId: 'admin.ticketing.nav.rates',
    roles: ['ticketingClerk'],
    icon: 'pi pi-money-bill',
    page: page(() => import('./ticketing/RatesPage')),
  },
  // Also the only page of an account that must change its password first (AdminRoutes).
  { path: '/password', titleId: 'admin.password.title', roles: 'all', icon: 'pi pi-key', page: page(() => import('./password/ChangePasswordPage')) },
];

/** One's own password: the page an account whose password someone else set is held to. */
export const PASSWORD_ROUTE = ADMIN_ROUTES.find((route) => route.path === '/password')!;

/** The routes a role may open. */
export function routesFor(role: StaffRole): AdminRoute[] {
  return ADMIN_ROUTES.filter((route) => isAllowed(route, role));
}

export function isAllowed(route: AdminRoute, role: StaffRole): boolean {
  return route.roles === 'all' || route.roles.includes(role);
}
