import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type ButtonKey } from '../../../src/domain/roles';
import { requireButton, requireRole, type AuthUser } from '../../lib/auth/guards';

/** The staff permissions of the operator console (src/domain/roles.ts). */
export const STAFF_BUTTON = {
  ticketing: 'btn.staff.ticketing',
  content: 'btn.staff.content',
  admin: 'btn.staff.admin',
} as const satisfies Record<string, ButtonKey>;

/** A staff member with `button`, else 10403 (HTTP 200: a customer stays logged in); no login is HTTP 401. */
export const requireStaff = (request: FastifyRequest, button: ButtonKey): AuthUser => requireButton(request, button);

/** Any staff member, whatever the role, else 10403 (a customer stays logged in); no login is HTTP 401. */
export const requireAnyStaff = (request: FastifyRequest): AuthUser => requireRole(request, ...STAFF_ROLES);

export const guardText = (button: ButtonKey) => `Staff with ${button} only; a customer or another staff role is answered 10403 (HTTP 200), no login HTTP 401.`;
