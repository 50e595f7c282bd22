import type { RouteEntry } from './routeTable';

/** The fuzzers' three parts of the route table, each run in its own file (and Vitest worker); together they cover it. */
export const isStaffRoute = (route: RouteEntry) => route.url.includes('/staff/');
export const isContainerRoute = (route: RouteEntry) => !isStaffRoute(route) && route.url.startsWith('/api/web/');
export const isTicketingOrPlatformRoute = (route: RouteEntry) => !isStaffRoute(route) && !isContainerRoute(route);
