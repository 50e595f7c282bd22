import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { selectAllowedLocation } from '../machines/navigation.selectors';
import { AppShell } from './AppShell';
import { useAppActors, useGrantedMenus } from './AppActorsContext';
import { PageLoading } from './PageLoading';
import { resolveRoute } from './routeLookup';
import { RouteView } from './RouteView';

/**
 * The router: every location change goes through the navigation guard, and a
 * screen is rendered only for a location the guard has allowed. While the next
 * location is checked the previous screen stays.
 */
export function AppRoutes() {
  const [path] = useLocation();
  const rawSearch = useSearch();
  const search = rawSearch ? `?${rawSearch}` : '';
  const { navigation } = useAppActors();
  const allowed = useSelector(navigation, selectAllowedLocation);
  const granted = useGrantedMenus();

  useEffect(() => {
    navigation.send({ type: 'navigation.requested', path, search });
  }, [navigation, path, search]);

  useMoveToTopOnNewScreen(allowed?.path);

  if (!allowed) {
    return (
      <AppShell layout="ticketing" routeName="" path="">
        <PageLoading />
      </AppShell>
    );
  }
  const route = resolveRoute(allowed.path, granted);
  return (
    <AppShell layout={route.layout} routeName={route.name} path={route.path === '*' ? allowed.path : route.path}>
      <RouteView key={route.path === '*' ? `*${allowed.path}` : route.path} route={route} path={allowed.path} search={allowed.search} />
    </AppShell>
  );
}

/**
 * A new screen starts at the top, and keyboard and screen-reader users start in
 * its main content rather than wherever the old screen left focus.
 */
function useMoveToTopOnNewScreen(path: string | undefined) {
  const previous = useRef(path);
  useEffect(() => {
    if (path === undefined || previous.current === undefined || previous.current === path) {
      previous.current = path;
      return;
    }
    previous.current = path;
    document.documentElement.scrollTop = 0;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [path]);
}
