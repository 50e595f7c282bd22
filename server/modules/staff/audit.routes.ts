import type { FastifyInstance } from 'fastify';
import { AUDIT_READER, AUDIT_RECORD_TYPES, type AuditQuery } from '../../../src/domain/staff/audit';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { noPermission } from '../../lib/errors';
import { webTsReply } from '../../lib/responseSchemas';
import { auditOf } from './audit';
import { ANY_STAFF } from '../../lib/auth/routeAccess';

const auditEntrySchema = {
  type: 'object',
  required: ['id', 'staffUserId', 'staffName', 'action', 'recordType', 'recordId', 'before', 'after', 'at'],
  properties: {
    id: { type: 'string' },
    staffUserId: { type: ['string', 'null'] },
    staffName: { type: 'string' },
    action: { type: 'string' },
    recordType: { type: 'string' },
    recordId: { type: 'string' },
    before: {},
    after: {},
    at: { type: 'string', format: 'date-time' },
  },
} as const;

/** The audit entries of one record ("shown on the record it touched"). */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: AuditQuery }>(
    `/api${STAFF_PATHS.audit}`,
    {
      // Any staff role may ask; which record types each may read is the handler's rule (AUDIT_READER).
      config: { access: ANY_STAFF },
      schema: {
        tags: ['staff'],
        summary: 'What staff did to one record, newest first: who (id and name), when, the action, the state before and after',
        description:
          'Read by the role that works on the record type (order, ticket, voyage, fare, fuelSurcharge, setting: btn.staff.ticketing; booking: btn.staff.shipping; enterprise: btn.staff.enterpriseReview; announcement: btn.staff.content) and by btn.staff.admin; anyone else 10403.',
        querystring: {
          type: 'object',
          required: ['recordType', 'recordId'],
          properties: { recordType: { type: 'string', enum: [...AUDIT_RECORD_TYPES] }, recordId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: webTsReply({ type: 'array', items: auditEntrySchema }, 'the entries, newest first'),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { recordType, recordId } = request.query;
      if (!user.buttons.includes(AUDIT_READER[recordType]) && !user.buttons.includes('btn.staff.admin')) throw noPermission();
      return ok(await auditOf(db, recordType, recordId));
    },
  );
}
