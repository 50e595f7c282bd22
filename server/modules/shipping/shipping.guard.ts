import type { FastifyRequest } from 'fastify';
import type { MenuKey } from '../../../src/domain/roles';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { requireApprovedEnterprise, requireMenu } from '../../lib/auth/guards';
import { invalidField } from '../../lib/errors';
import type { EnterpriseUser } from './bookings.service';

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

/** The record a call names, in the body or the query; 10422 at uuid when neither has it. */
export function uuidOf(request: FastifyRequest): string {
  const body = request.body as { uuid?: unknown } | undefined;
  const query = request.query as { uuid?: unknown } | undefined;
  const given = body?.uuid ?? query?.uuid;
  const uuid = typeof given === 'string' ? given.trim() : '';
  if (!uuid) throw invalidField('uuid', VALIDATION_MESSAGES.required.zh, VALIDATION_MESSAGES.required.ja);
  return uuid;
}

export const GUARD_NOTE = 'Approved enterprise users only: HTTP 401 without a token, 10403 for individuals, enterprises not (or no longer) approved and users without the menu.';
export const NOT_FOUND_NOTE = '10404 when unknown or another enterprise’s (the same answer).';
