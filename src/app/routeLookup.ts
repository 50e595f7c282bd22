import { normaliseRoutePath } from '../domain/clientRoutes';
import { NOT_FOUND_ROUTE, ROUTES, type AppRoute } from './routes';

const byPath = new Map<string, AppRoute>(ROUTES.map((route) => [normaliseRoutePath(route.path), route]));

/** The route declared for a path, or undefined for an unknown path. */
export function findRoute(path: string): AppRoute | undefined {
  return byPath.get(normaliseRoutePath(path));
}

/**
 * Whether a path opens without logging in. Unknown paths end on the public
 * error page, so they count as public: an anonymous visitor mistyping a URL
 * sees "page not found", not the login form.
 */
export function isPublicPath(path: string): boolean {
  return findRoute(path)?.public ?? true;
}

/** Whether the stored menu list lets this route be registered (public routes always are). */
function isRouteGranted(route: AppRoute, grantedMenus: ReadonlySet<string>): boolean {
  return route.public || route.menu === undefined || grantedMenus.has(route.menu);
}

/** The route the router renders for a path: a dynamic route that is not granted is an unknown path. */
export function resolveRoute(path: string, grantedMenus: ReadonlySet<string>): AppRoute {
  const route = findRoute(path);
  return route && isRouteGranted(route, grantedMenus) ? route : NOT_FOUND_ROUTE;
}

/**
 * Starts loading the chunk of the screen a browser path opens, so it arrives beside the
 * catalogue instead of after the first render has asked for it. Loading it is harmless when
 * the guard then sends the visitor elsewhere; a failure is left to the screen's own loading,
 * which tries again.
 */
export function preloadScreenAt(browserPath: string, base: string): void {
  if (browserPath !== base && !browserPath.toLowerCase().startsWith(`${base.toLowerCase()}/`)) return;
  findRoute(browserPath.slice(base.length) || '/')
    ?.page.preload()
    .catch(() => undefined);
}
