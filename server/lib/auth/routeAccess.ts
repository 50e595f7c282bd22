import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { STAFF_ROLES, type MenuKey, type StaffRole } from '../../../src/domain/roles';
import { AppError, noPermission } from '../errors';
import type { AuthUser } from './authUser';
import { requireUser } from './guards';

/**
 * Who may call a route (DOMAIN "Permission lists are active", "Accounts"), declared once, in the
 * route's own `config.access`, and enforced for every route by the one hook below. The access
 * tests (server/security/accessMatrix.test.ts) read these declarations from the registered routes.
 */
export type Access =
  /** anyone, logged in or not */
  | { kind: 'public' }
  /** any logged-in user (anonymous: HTTP 401) */
  | { kind: 'user' }
  /** a customer whose permission list has the menu (individuals and enterprises alike) */
  | { kind: 'menu'; menu: MenuKey }
  /** a user of an APPROVED enterprise whose permission list has the menu */
  | { kind: 'enterprise'; menu: MenuKey | null }
  /** staff of these roles */
  | { kind: 'staff'; roles: readonly StaffRole[] }
  /** the payment provider: its signature, not a session, lets it in; unsigned calls are HTTP 401 for everyone */
  | { kind: 'signed' };

export type RouteAccess = Access & {
  /**
   * the route answers an anonymous caller itself, with this HTTP status and business code, where
   * the spec's client expects another shape than HTTP 401 (getUserInfo: `{ code: 1, data: 10040 }`)
   */
  anonymous?: { status: number; code: number };
  /**
   * open to an account that must change its password first (who it is, its own password change);
   * every other route that needs a session refuses it with 10428
   */
  duringPasswordChange?: true;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route; every route under API_PREFIXES declares it */
    access?: RouteAccess;
  }
}

/** Prefixes whose routes are the API: each declares its access. The SPA and static files are not. */
export const API_PREFIXES = ['/api/', '/auth-ts/'] as const;

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'user' };
export const PROVIDER_SIGNED: RouteAccess = { kind: 'signed' };
export const staffOnly = (...roles: StaffRole[]): RouteAccess => ({ kind: 'staff', roles });
export const ANY_STAFF: RouteAccess = staffOnly(...STAFF_ROLES);
export const customerMenu = (menu: MenuKey): RouteAccess => ({ kind: 'menu', menu });
export const approvedEnterprise = (menu: MenuKey | null): RouteAccess => ({ kind: 'enterprise', menu });

/** The access a request's route declares; undefined for the not-found handler and routes outside the API. */
export const accessOf = (request: Pick<FastifyRequest, 'routeOptions'>): RouteAccess | undefined => request.routeOptions.config?.access;

/** Whether the route needs a session: everything but public routes and the provider's signed call. */
export const needsSession = (access: Access): boolean => access.kind !== 'public' && access.kind !== 'signed';

/** Whether a logged-in user is inside the access (a refused one gets 10403). */
function admits(access: Access, user: AuthUser): boolean {
  switch (access.kind) {
    case 'public':
    case 'signed':
    case 'user':
      return true;
    case 'menu':
      return user.menus.includes(access.menu);
    case 'enterprise':
      return (
        user.role === 'enterprise' &&
        user.enterpriseState === 'APPROVED' &&
        user.enterpriseId !== null &&
        (access.menu === null || user.menus.includes(access.menu))
      );
    case 'staff':
      return (access.roles as readonly string[]).includes(user.role);
  }
}

/** The answer to every call of an account that must change its password first, but the few that let it do so. */
const passwordChangeRequired = (): AppError =>
  new AppError(
    ErrorCode.PASSWORD_CHANGE_REQUIRED,
    '请先修改密码：该账号的密码由他人设置，修改后才能继续操作',
    'まずパスワードを変更してください。このアカウントのパスワードは他の人が設定したため、変更するまで操作できません',
    undefined,
    200,
    'auth.password_change_required',
  );

/**
 * The one access hook, before the input is read (preValidation), in this order:
 * 1. sign in first: a caller without a session is asked to sign in (HTTP 401, or 100004 for an
 *    expired session) before the schema's verdict, so an anonymous caller never learns the shape of a
 *    protected call; a route that answers anonymous callers itself (`anonymous`) is let through;
 * 2. password change first: an account whose password someone else chose (the first administrator,
 *    a reset, the operators' CLI) gets 10428 (HTTP 200, still logged in) everywhere but the routes
 *    marked `duringPasswordChange`;
 * 3. the route's access: a logged-in caller outside it gets 10403 (HTTP 200: the user stays logged in).
 * Public routes and the provider's signed call are left to themselves. One hook for every route, so
 * a route added later is held too.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const access = accessOf(request);
    if (!access || !needsSession(access)) return;
    if (!request.auth && access.anonymous) return;
    const user = requireUser(request);
    if (user.mustChangePassword && !access.duringPasswordChange) throw passwordChangeRequired();
    if (!admits(access, user)) throw noPermission();
  });
}
