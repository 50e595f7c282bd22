import type { FastifySchema, RouteOptions } from 'fastify';
import { API_PREFIXES, type RouteAccess } from '../lib/auth/routeAccess';

/** One method and URL of the real app, with the Fastify schema and the access it was registered with. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** the route's own `config.access` (server/lib/auth/routeAccess.ts); undefined when it declares none */
  access: RouteAccess | undefined;
}

/** "METHOD url", the key the recipes and the reports use. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

/**
 * A route table filled as the app registers its routes: pass `onRoute` to buildApp (its
 * `onRoute` dependency), since routes registered before a hook is added never reach it.
 * HEAD routes Fastify adds for each GET are left out (they answer as the GET does).
 */
export function routeCollector(): { routes: RouteEntry[]; onRoute: (route: RouteOptions) => void } {
  const routes: RouteEntry[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema, access: route.config?.access });
    }
  };
  return { routes, onRoute };
}

/** The routes under the API prefixes, sorted. */
export function apiRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return routes
    .filter((route) => API_PREFIXES.some((prefix) => route.url.startsWith(prefix)))
    .sort((a, b) => routeKey(a.method, a.url).localeCompare(routeKey(b.method, b.url)));
}
