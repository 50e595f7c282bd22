import type { ButtonKey, EnterpriseState, MenuKey, Role } from '../../../src/domain/roles';

/** The logged-in user of a request, resolved from its access token by the auth plugin. */
export interface AuthUser {
  userId: string;
  /** as the user typed it at registration */
  logonId: string;
  role: Role;
  /** null for individual and staff users */
  enterpriseId: string | null;
  enterpriseState: EnterpriseState | null;
  /** from `permissionsFor(role, enterpriseState)`, resolved on every request */
  menus: MenuKey[];
  buttons: ButtonKey[];
  /** the auth_tokens row the access token belongs to */
  tokenId: string;
  /** a password someone else chose: only changing it is allowed (server/lib/auth/routeAccess.ts) */
  mustChangePassword: boolean;
}

/**
 * Why a request has no user: no Authorization header, a token the server does not
 * know (or revoked, or of a disabled account), or a session that has expired.
 */
type AuthProblem = 'missing' | 'invalid' | 'expired';

declare module 'fastify' {
  interface FastifyRequest {
    /** the user of the presented access token; null when there is none or it does not work */
    auth: AuthUser | null;
    /** why `auth` is null; null when it is not */
    authProblem: AuthProblem | null;
  }
}
