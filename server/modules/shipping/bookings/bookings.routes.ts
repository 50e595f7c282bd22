import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOKING_PATHS } from '../../../../src/domain/shipping/paths';
import { bookingDraftSchema, bookingSubmitSchema, templateRenameSchema, templateSaveSchema } from '../../../../src/domain/shipping/schemas';
import type { BookingPageQuery } from '../../../../src/domain/shipping/types';
import { okWeb } from '../../../lib/envelope';
import { optionalBody } from '../../../lib/optionalBody';
import { pageSchema, webReply } from '../../../lib/responseSchemas';
import { parseWith } from '../../../lib/validateBody';
import type { BookingsService } from './bookings.service';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE } from '../shipping.guard';
import { uuidOf } from '../../../lib/requestUuid';
import {
  bookingFormBody,
  bookingPageBody,
  bookingRefQuery,
  bookingSummarySchema,
  bookingViewSchema,
  nullData,
  statusAnswerSchema,
  templatePageBody,
  templateRenameBody,
  templateSaveBody,
  templateSchema,
  templateSummarySchema,
  uuidBody,
  uuidQuery,
} from '../shipping.schemas';
import { approvedEnterprise } from '../../../lib/auth/routeAccess';

const TAGS = ['container bookings'];
const REFUSED = '10500 "订舱当前状态不允许此操作" when the booking statechart refuses the move in the booking’s state (nothing changes).';
const FORM_RULES =
  '10422 with data.fields in both languages for the form’s rules (src/domain/shipping/schemas.ts), and for ports the company does not serve; ' +
  'a partyUuid that is not the caller’s address-book entry is 10404.';

/** The enterprise's bookings and templates (BOOKING_PATHS), `{ code: 0, msg, data }`. */
export async function bookingsRoutes(app: FastifyInstance, { service }: { service: BookingsService }): Promise<void> {
  const booker = (request: FastifyRequest) => enterpriseUser(request, 'menu.booking');
  const reader = (request: FastifyRequest) => enterpriseUser(request, 'menu.myBooking');

  app.post(
    `/api${BOOKING_PATHS.saveDraft}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Save a booking Draft: a new one (numbered at once), or with uuid the caller’s Draft updated',
        description: `${GUARD_NOTE} Shapes only: lengths, UN/LOCODE format, container lines, one party per role. ${FORM_RULES} A sailing given must exist. Saving over a booking that is no longer a Draft is 10500; ${NOT_FOUND_NOTE}`,
        body: bookingFormBody,
        response: webReply(bookingViewSchema, 'the booking as stored'),
      },
    },
    async (request) => okWeb(await service.saveDraft(booker(request), await parseWith(bookingDraftSchema, request.body))),
  );

  app.post(
    `/api${BOOKING_PATHS.submit}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Submit a booking to the operator: saved (new, or over the caller’s Draft) and moved Draft -> Submitted in one transaction',
        description:
          `${GUARD_NOTE} Required: ports of loading and discharge (different, served), a scheduled sailing still to depart that calls at ` +
          'the port of loading then the port of discharge, commodity, cargo description, at least one container line, a shipper and a ' +
          `consignee with name and address. ${FORM_RULES} Nothing is written when a rule fails. ${NOT_FOUND_NOTE}`,
        body: bookingFormBody,
        response: webReply(bookingViewSchema, 'the submitted booking'),
      },
    },
    async (request) => okWeb(await service.submit(booker(request), await parseWith(bookingSubmitSchema, request.body))),
  );

  app.post<{ Body: BookingPageQuery & { current: number; size: number } }>(
    `/api${BOOKING_PATHS.page}`,
    {
      config: { access: approvedEnterprise('menu.myBooking') },
      schema: {
        tags: TAGS,
        summary: 'A page of the enterprise’s bookings, newest first (drafts included)',
        description: `${GUARD_NOTE} Filters: status, bookingNo (or its beginning), createdFrom/createdTo (creation days in China time, both inclusive). size 10, 20 or 50.`,
        body: bookingPageBody,
        response: webReply(pageSchema(bookingSummarySchema), 'the page'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.page(reader(request), request.body)),
  );

  app.get<{ Querystring: { uuid?: string; bookingNo?: string } }>(
    `/api${BOOKING_PATHS.load}`,
    {
      config: { access: approvedEnterprise('menu.myBooking') },
      schema: {
        tags: TAGS,
        summary: 'One of the enterprise’s bookings with its containers, parties, history and bill of lading, by uuid or bookingNo',
        description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}`,
        querystring: bookingRefQuery,
        response: webReply(bookingViewSchema, 'the booking'),
      },
    },
    async (request) => okWeb(await service.load(reader(request), request.query)),
  );

  app.post(
    `/api${BOOKING_PATHS.cancel}`,
    {
      config: { access: approvedEnterprise('menu.myBooking') },
      schema: {
        tags: TAGS,
        summary: 'Cancel a Draft or Submitted booking (a Confirmed one is cancelled by the operator on request)',
        description: `${GUARD_NOTE} uuid in the body or the query. ${REFUSED} ${NOT_FOUND_NOTE}`,
        querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        body: uuidBody,
        response: webReply(statusAnswerSchema, 'where the booking stands now'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.cancel(reader(request), uuidOf(request))),
  );

  app.post(
    `/api${BOOKING_PATHS.copy}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'A new Draft with the content of one of the enterprise’s bookings (any status): ports, cargo, containers, parties — not the sailing',
        description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}`,
        querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        body: uuidBody,
        response: webReply(bookingViewSchema, 'the new Draft'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.copy(booker(request), uuidOf(request))),
  );

  // Templates: named copies of a booking's content.
  app.post(
    `/api${BOOKING_PATHS.saveTemplate}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Save a template: a name and either one of the enterprise’s bookings (bookingUuid) or the booking form (content); the sailing is not kept',
        description: `${GUARD_NOTE} 10422 for a missing name or not exactly one source; 10409 when the enterprise has a template of that name; ${NOT_FOUND_NOTE}`,
        body: templateSaveBody,
        response: webReply(templateSchema, 'the template'),
      },
    },
    async (request) => okWeb(await service.saveTemplate(booker(request), await parseWith(templateSaveSchema, request.body))),
  );

  app.post<{ Body: { current: number; size: number; name?: string } }>(
    `/api${BOOKING_PATHS.templatePage}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'A page of the enterprise’s templates, last changed first (name: contains)',
        description: GUARD_NOTE,
        body: templatePageBody,
        response: webReply(pageSchema(templateSummarySchema), 'the page'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.templatePage(booker(request), request.body)),
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${BOOKING_PATHS.loadTemplate}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'One of the enterprise’s templates with its content',
        description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}`,
        querystring: uuidQuery,
        response: webReply(templateSchema, 'the template'),
      },
    },
    async (request) => okWeb(await service.loadTemplate(booker(request), request.query.uuid)),
  );

  app.post(
    `/api${BOOKING_PATHS.renameTemplate}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Rename one of the enterprise’s templates',
        description: `${GUARD_NOTE} 10409 when another template has the name; ${NOT_FOUND_NOTE}`,
        body: templateRenameBody,
        response: webReply(templateSchema, 'the template'),
      },
    },
    async (request) => {
      const user = booker(request);
      const { uuid, name } = await parseWith(templateRenameSchema, request.body);
      return okWeb(await service.renameTemplate(user, uuid, name));
    },
  );

  app.post(
    `/api${BOOKING_PATHS.deleteTemplate}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Delete one of the enterprise’s templates',
        description: `${GUARD_NOTE} uuid in the body or the query. ${NOT_FOUND_NOTE}`,
        querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        body: uuidBody,
        response: webReply(nullData, 'deleted'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      await service.deleteTemplate(booker(request), uuidOf(request));
      return okWeb(null);
    },
  );

  app.post(
    `/api${BOOKING_PATHS.useTemplate}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'A new Draft with a template’s content (then saveDraft or submit it with a sailing)',
        description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}`,
        querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        body: uuidBody,
        response: webReply(bookingViewSchema, 'the new Draft'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.useTemplate(booker(request), uuidOf(request))),
  );
}
