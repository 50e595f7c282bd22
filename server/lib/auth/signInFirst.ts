import type { FastifyInstance } from 'fastify';
import { ACCESS_MATRIX } from '../../security/accessMatrix';
import { requireUser } from './guards';

/**
 * Asks a caller who is not signed in to sign in before their input is read: without it the
 * schema's verdict (10422, naming the fields) came first, and an anonymous caller learnt the
 * shape of a protected call. Which routes need a session is the access matrix's answer, the one
 * the access tests hold against the route table; routes whose anonymous answer the spec fixes
 * otherwise (getUserInfo) and the signed provider call keep their own.
 */
export function registerSignInFirst(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.auth) return;
    const entry = ACCESS_MATRIX[`${request.routeOptions.method} ${request.routeOptions.url}`];
    if (!entry || entry.anonymous || entry.access.kind === 'public' || entry.access.kind === 'signed') return;
    requireUser(request);
  });
}
