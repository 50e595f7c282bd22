import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { LazyPage } from '../app/LazyPage';
import { ADMIN_ROUTES, isAllowed, PASSWORD_ROUTE, type AdminRoute } from './adminRoutes';
import { AdminLayout } from './AdminLayout';
import { NoPermission } from './common/NoPermission';
import { NotFound } from './common/NotFound';
import { redirectOf } from './login/redirectOf';
import AdminLoginPage from './login/AdminLoginPage';
import { useMaybeStaffUser } from './session/useStaffUser';

/** The console's router: the login page, and every other page inside the signed-in layout. */
export function AdminRoutes() {
  const user = useMaybeStaffUser();
  const [location] = useLocation();
  const search = useSearch();

  if (location === '/login') return user ? <Redirect to={redirectOf(search)} replace /> : <AdminLoginPage search={search} />;
  if (!user) return <Redirect to={location === '/' ? '/login' : `/login?redirect=${encodeURIComponent(location + (search ? `?${search}` : ''))}`} replace />;

  // A password someone else set: nothing but choosing one's own, at whatever page was asked for (shown once it is done).
  if (user.mustChangePassword) {
    return (
      <AdminLayout user={user}>
        <RoutePage route={PASSWORD_ROUTE} params={{}} path={location} search={search} />
      </AdminLayout>
    );
  }

  return (
    <AdminLayout user={user}>
      <Switch>
        {ADMIN_ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            {(params) => (isAllowed(route, user.role) ? <RoutePage route={route} params={params} path={location} search={search} /> : <NoPermission />)}
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </AdminLayout>
  );
}

function RoutePage({ route, params, path, search }: { route: AdminRoute; params: Record<string, string | undefined>; path: string; search: string }) {
  return <LazyPage key={route.path} page={route.page} props={{ route, params, path, search: search ? `?${search}` : '' }} />;
}
