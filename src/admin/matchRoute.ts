import { matchRoute, useLocation, useRouter } from 'wouter';
import type { AdminRoute } from './adminRoutes';

/** The console route the current location shows, or undefined (matched as the router matches). */
export function useCurrentRoute(routes: readonly AdminRoute[]): AdminRoute | undefined {
  const { parser } = useRouter();
  const [location] = useLocation();
  return routes.find((route) => matchRoute(parser, route.path, location)[0]);
}
