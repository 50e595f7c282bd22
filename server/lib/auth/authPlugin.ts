import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionsFor } from '../../../src/domain/roles';
import type { AuthUser } from './authUser';
import type { TokenService } from './tokens';

/**
 * The access token of a request, from either form of spec section 7: `bearer <token>`
 * (web-ts calls; any case) or the raw token (the other calls). Null when absent.
 */
export function tokenOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const match = /^bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : header;
}

/**
 * Resolves the access token of every request into `request.auth` (or `authProblem`)
 * before any handler runs. It never answers by itself: routes decide through the guards
 * (server/lib/auth/guards.ts) whether they need a user. Call it on the root instance
 * before the routes are registered, so that every route has the hook.
 */
export function registerAuth(app: FastifyInstance, { tokens }: { tokens: TokenService }): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    if (!token) {
      request.authProblem = 'missing';
      return;
    }
    const resolution = await tokens.resolve(token);
    if (!resolution.ok) {
      request.authProblem = resolution.problem;
      return;
    }
    const { token: row } = resolution;
    const { menus, buttons } = permissionsFor(row.role, row.enterpriseState);
    const user: AuthUser = {
      userId: row.userId,
      logonId: row.logonId,
      role: row.role,
      enterpriseId: row.enterpriseId,
      enterpriseState: row.enterpriseState,
      menus,
      buttons,
      tokenId: row.id,
      mustChangePassword: row.mustChangePassword === true,
    };
    request.auth = user;
  });
}
