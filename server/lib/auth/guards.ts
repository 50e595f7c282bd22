import type { FastifyRequest } from 'fastify';
import type { ButtonKey, MenuKey, Role } from '../../../src/domain/roles';
import { noPermission } from '../errors';
import { loginExpired, tokenInvalid, tokenMissing } from './authErrors';
import type { AuthUser } from './authUser';

export type { AuthUser } from './authUser';

/**
 * Guards for route handlers: each returns the user or throws the envelope's error.
 * A refused permission is business code 10403 with HTTP 200: the user stays logged in.
 */

/** The logged-in user. No token: HTTP 401; unknown or revoked token: HTTP 401; expired session: 100004. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.auth) return request.auth;
  if (request.authProblem === 'expired') throw loginExpired();
  if (request.authProblem === 'invalid') throw tokenInvalid();
  throw tokenMissing();
}

/** A user with one of `roles`, else 10403. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw noPermission();
  return user;
}

/** A user whose permissions include the menu key, else 10403. Hiding a menu is not security. */
export function requireMenu(request: FastifyRequest, menu: MenuKey): AuthUser {
  const user = requireUser(request);
  if (!user.menus.includes(menu)) throw noPermission();
  return user;
}

/** A user whose permissions include the button key, else 10403. */
export function requireButton(request: FastifyRequest, button: ButtonKey): AuthUser {
  const user = requireUser(request);
  if (!user.buttons.includes(button)) throw noPermission();
  return user;
}

/** A user of an APPROVED enterprise (the container tools), else 10403. */
export function requireApprovedEnterprise(request: FastifyRequest): AuthUser & { enterpriseId: string } {
  const user = requireUser(request);
  if (user.role !== 'enterprise' || user.enterpriseState !== 'APPROVED' || !user.enterpriseId) throw noPermission();
  return user as AuthUser & { enterpriseId: string };
}
