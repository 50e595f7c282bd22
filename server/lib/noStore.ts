import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH } from '../../src/domain/identityApi';
import { accessOf, API_PREFIXES, needsSession } from './auth/routeAccess';

/** Answers that hand out a token: open to anyone, yet nothing any cache may keep. */
const TOKEN_ROUTES: ReadonlySet<string> = new Set([`POST ${AUTH.token}`, `POST ${AUTH.refresh}/:logonId`]);

/**
 * Whether the answer to this request is the caller's own: a token, or anything of a route
 * that needs a session (the route's declared access, the same one the access hook reads).
 * Public data (base data, sailings, announcements) and the provider's signed call are not.
 */
export function isPersonal(request: Pick<FastifyRequest, 'routeOptions'>): boolean {
  if (TOKEN_ROUTES.has(`${request.routeOptions.method} ${request.routeOptions.url}`)) return true;
  const access = accessOf(request);
  // An API route that declares no access is treated as personal until it says otherwise.
  if (!access) return API_PREFIXES.some((prefix) => request.routeOptions.url?.startsWith(prefix) === true);
  return needsSession(access);
}

/**
 * `Cache-Control: no-store` (and HTTP/1.0's `Pragma: no-cache`) on every personal answer,
 * refusals included, so that no browser or shared cache keeps a token or a user's data.
 * One hook for every route, so a route added later cannot forget it; a personal download
 * that already says `private, no-store` keeps its own header.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPersonal(request)) return payload;
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !current.includes('no-store')) reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
    return payload;
  });
}
