import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTAINER_TYPES } from '../../../../src/domain/shipping/enums';
import { RAIL_COMMISSION_PATHS, STAFF_RAIL_COMMISSION_PATHS } from '../../../../src/domain/shipping/entrustPaths';
import { SHIPPING_MESSAGES } from '../../../../src/domain/shipping/messages';
import { RAIL_COMMISSION_STATUSES, railCommissionFormSchema, REASON_MAX, type RailCommissionPageQuery } from '../../../../src/domain/shipping/railCommissions';
import { VALIDATION_MESSAGES } from '../../../../src/domain/validation/messages';
import { requireUser } from '../../../lib/auth/guards';
import { okWeb } from '../../../lib/envelope';
import { invalidField } from '../../../lib/errors';
import { optionalBody } from '../../../lib/optionalBody';
import { pageSchema, webReply } from '../../../lib/responseSchemas';
import { parseWith } from '../../../lib/validateBody';
import type { CommissionsService } from './commissions.service';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE } from '../shipping.guard';
import { uuidOf } from '../../../lib/requestUuid';
import { pageQueryProps, uuidQuery } from '../shipping.schemas';
import { approvedEnterprise, staffOnly } from '../../../lib/auth/routeAccess';

const TAGS = ['container rail commissions'];
const STAFF_TAGS = ['container rail commissions (staff)'];
const STAFF_GUARD = 'Shipping clerks only (btn.staff.shipping; others 10403, HTTP 401 without a token).';
const MOVE =
  'The row is locked and the rail commission statechart decides: 10500 when it refuses the move in the commission’s status (nothing changes, so of two racing moves exactly one wins).';
const str = { type: 'string' } as const;
const inStr = { type: ['string', 'null'] } as const;
const TEXT_FIELDS = [
  'bookingNo',
  'originStation',
  'destinationStation',
  'loadingAddressUuid',
  'readyDate',
  'cargoDescription',
  'contactName',
  'contactPhone',
  'remarks',
] as const;

const lineSchema = {
  type: 'object',
  required: ['containerType', 'quantity'],
  properties: { containerType: { type: 'string', enum: [...CONTAINER_TYPES] }, quantity: { type: 'integer' } },
} as const;
const commissionSchema = {
  type: 'object',
  required: ['uuid', 'commissionNo', 'bookingStatus', 'status', ...TEXT_FIELDS, 'loadingAddressName', 'containers', 'createdAt', 'decidedAt', 'reason'],
  properties: {
    uuid: str,
    commissionNo: { type: 'string', description: 'e.g. RC26000001' },
    bookingStatus: str,
    status: { type: 'string', enum: [...RAIL_COMMISSION_STATUSES] },
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, str])),
    loadingAddressName: { type: 'string', description: '’’ when none was chosen or it was deleted since' },
    containers: { type: 'array', items: lineSchema },
    createdAt: { type: 'string', format: 'date-time' },
    decidedAt: { type: ['string', 'null'], format: 'date-time' },
    reason: { type: 'string', description: 'the clerk’s reason of a rejection' },
  },
};
const staffCommissionSchema = {
  ...commissionSchema,
  required: [...commissionSchema.required, 'enterpriseName'],
  properties: { ...commissionSchema.properties, enterpriseName: str },
};
const formBody = {
  type: 'object',
  properties: {
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, inStr])),
    containers: {
      type: ['array', 'null'],
      maxItems: 20,
      items: { type: 'object', properties: { containerType: inStr, quantity: { type: ['integer', 'string', 'null'] } } },
    },
  },
};
const pageBody = {
  type: 'object',
  properties: {
    ...pageQueryProps,
    status: { type: 'string', enum: [...RAIL_COMMISSION_STATUSES] },
    bookingNo: { type: 'string', maxLength: 32, description: 'part of the booking number, any case' },
  },
};
const uuidMove = { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } };

/** The enterprise's rail commissions (RAIL_COMMISSION_PATHS, menu.booking) and the shipping clerk's decisions (STAFF_RAIL_COMMISSION_PATHS). */
export async function commissionsRoutes(app: FastifyInstance, { service }: { service: CommissionsService }): Promise<void> {
  const owner = (request: FastifyRequest) => enterpriseUser(request, 'menu.booking');

  app.post(
    `/api${RAIL_COMMISSION_PATHS.create}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Commission rail carriage for one of the enterprise’s Submitted or Confirmed bookings',
        description:
          `${GUARD_NOTE} Stations, ready date (not before today in China), containers per type (at most the booking’s), cargo, contact and phone required: ` +
          `10422 with data.fields in both languages; a booking in another status 10500. ${NOT_FOUND_NOTE}`,
        body: formBody,
        response: webReply(commissionSchema, 'the commission, SUBMITTED'),
      },
    },
    async (request) => {
      const user = owner(request);
      return okWeb(await service.create(user, await parseWith(railCommissionFormSchema, request.body)));
    },
  );

  app.post<{ Body: RailCommissionPageQuery }>(
    `/api${RAIL_COMMISSION_PATHS.page}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'A page of the enterprise’s rail commissions, newest first',
        description: GUARD_NOTE,
        body: pageBody,
        response: webReply(pageSchema(commissionSchema), 'the page'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.page(owner(request), request.body)),
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${RAIL_COMMISSION_PATHS.load}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'One of the enterprise’s rail commissions',
        description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}`,
        querystring: uuidQuery,
        response: webReply(commissionSchema, 'the commission'),
      },
    },
    async (request) => okWeb(await service.load(owner(request), request.query.uuid)),
  );

  app.post(
    `/api${RAIL_COMMISSION_PATHS.cancel}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Withdraw one of the enterprise’s rail commissions the clerk has not decided: SUBMITTED -> CANCELLED',
        description: `${GUARD_NOTE} uuid in the body or the query. ${MOVE} ${NOT_FOUND_NOTE}`,
        querystring: uuidMove,
        body: uuidMove,
        response: webReply(commissionSchema, 'the commission as it stands now'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.cancel(owner(request), uuidOf(request))),
  );

  app.post<{ Body: RailCommissionPageQuery }>(
    `/api${STAFF_RAIL_COMMISSION_PATHS.page}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'A page of every enterprise’s rail commissions, newest first, each naming its enterprise',
        description: STAFF_GUARD,
        body: pageBody,
        response: webReply(pageSchema(staffCommissionSchema), 'the page'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      return okWeb(await service.staffPage(request.body));
    },
  );

  app.post(
    `/api${STAFF_RAIL_COMMISSION_PATHS.accept}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Accept a rail commission: SUBMITTED -> ACCEPTED; audited',
        description: `${STAFF_GUARD} uuid in the body or the query. ${MOVE} 10404 when unknown.`,
        querystring: uuidMove,
        body: uuidMove,
        response: webReply(commissionSchema, 'the commission as it stands now'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { userId } = requireUser(request);
      return okWeb(await service.accept(userId, uuidOf(request)));
    },
  );

  app.post<{ Body: { uuid?: string; reason?: string } }>(
    `/api${STAFF_RAIL_COMMISSION_PATHS.reject}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Reject a rail commission with a reason: SUBMITTED -> REJECTED; audited',
        description: `${STAFF_GUARD} A reason is required (10422 at reason). ${MOVE} 10404 when unknown.`,
        body: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 }, reason: { type: ['string', 'null'] } } },
        response: webReply(commissionSchema, 'the commission as it stands now'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const reason = (request.body?.reason ?? '').trim();
      if (!reason) throw invalidField('reason', SHIPPING_MESSAGES.rejectReasonRequired.zh, SHIPPING_MESSAGES.rejectReasonRequired.ja);
      if (reason.length > REASON_MAX) throw invalidField('reason', VALIDATION_MESSAGES.tooLong.zh, VALIDATION_MESSAGES.tooLong.ja);
      return okWeb(await service.reject(userId, uuidOf(request), reason));
    },
  );
}
