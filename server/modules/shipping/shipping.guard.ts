import type { FastifyRequest } from 'fastify';
import type { MenuKey } from '../../../src/domain/roles';
import { requireApprovedEnterprise, requireMenu } from '../../lib/auth/guards';
import type { EnterpriseUser } from './bookings/bookings.service';

/**
 * The caller of a container-shipping call: a user of an APPROVED enterprise whose permissions
 * include `menu` (DOMAIN "Permission lists are active"). No token: HTTP 401; an individual, a
 * pending or rejected enterprise, or a missing menu: HTTP 200 with 10403.
 */
export function enterpriseUser(request: FastifyRequest, menu: MenuKey): EnterpriseUser {
  requireMenu(request, menu);
  const { userId, enterpriseId } = requireApprovedEnterprise(request);
  return { userId, enterpriseId };
}

export const GUARD_NOTE =
  'Approved enterprise users only: HTTP 401 without a token, 10403 for individuals, enterprises not (or no longer) approved and users without the menu.';
export const NOT_FOUND_NOTE = '10404 when unknown or another enterprise’s (the same answer).';
