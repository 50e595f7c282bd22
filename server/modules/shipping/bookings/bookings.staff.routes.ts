import type { FastifyInstance } from 'fastify';
import { STAFF_BOOKING_PATHS } from '../../../../src/domain/shipping/paths';
import type { StaffBookingPageQuery } from '../../../../src/domain/shipping/types';
import { requireUser } from '../../../lib/auth/guards';
import { okWeb } from '../../../lib/envelope';
import { optionalBody } from '../../../lib/optionalBody';
import { pageSchema, webReply } from '../../../lib/responseSchemas';
import type { StaffBookings } from './bookings.staff';
import { uuidOf } from '../../../lib/requestUuid';
import { bookingPageBody, bookingRefQuery, bookingSummarySchema, bookingViewSchema, noteBody, statusAnswerSchema } from '../shipping.schemas';
import { staffOnly } from '../../../lib/auth/routeAccess';

const staffBookingPageBody = {
  ...bookingPageBody,
  properties: {
    ...(bookingPageBody.properties as object),
    enterprise: { type: 'string', maxLength: 100, description: 'part of the enterprise’s name, any case' },
  },
};
const staffBookingSummarySchema = {
  ...bookingSummarySchema,
  properties: { ...(bookingSummarySchema.properties as object), enterpriseName: { type: 'string' } },
};

const TAGS = ['container bookings (staff)'];
const GUARD = 'Shipping clerks only (btn.staff.shipping; others 10403, HTTP 401 without a token).';
const MOVE =
  'uuid in the body or the query; the row is locked and the booking statechart decides: 10500 when it refuses the move in the booking’s ' +
  'state (nothing changes, so of two clerks deciding at once exactly one wins); 10404 when the booking is unknown. The move, its history ' +
  'row (with the note) and the enterprise’s message are written in one transaction. Answers where the booking stands now.';

/** The shipping clerk's calls on every enterprise's bookings (STAFF_BOOKING_PATHS). */
export async function staffBookingsRoutes(app: FastifyInstance, { staff }: { staff: StaffBookings }): Promise<void> {
  app.post<{ Body: StaffBookingPageQuery & { current: number; size: number } }>(
    `/api${STAFF_BOOKING_PATHS.page}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: TAGS,
        summary: 'A page of every enterprise’s submitted bookings, newest first',
        description: `${GUARD} The filters of ebBooking/page and \`enterprise\` (part of its name, any case); drafts never appear. Each line names its enterprise.`,
        body: staffBookingPageBody,
        response: webReply(pageSchema(staffBookingSummarySchema), 'the page'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      return okWeb(await staff.page(request.body));
    },
  );

  app.get<{ Querystring: { uuid?: string; bookingNo?: string } }>(
    `/api${STAFF_BOOKING_PATHS.load}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Any booking with everything in it, by uuid or bookingNo',
        description: `${GUARD} 10404 when unknown.`,
        querystring: bookingRefQuery,
        response: webReply(bookingViewSchema, 'the booking'),
      },
    },
    async (request) => {
      return okWeb(await staff.load(request.query));
    },
  );

  const move = (path: string, summary: string, run: (staffId: string, uuid: string, note?: string) => Promise<unknown>) =>
    app.post(
      `/api${path}`,
      {
        config: { access: staffOnly('shippingClerk') },
        schema: {
          tags: TAGS,
          summary,
          description: `${GUARD} ${MOVE}`,
          querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
          body: noteBody,
          response: webReply(statusAnswerSchema, 'where the booking stands now'),
        },
        preValidation: optionalBody,
      },
      async (request) => {
        const { userId } = requireUser(request);
        const note = (request.body as { note?: string } | undefined)?.note?.trim() || undefined;
        return okWeb(await run(userId, uuidOf(request), note));
      },
    );

  move(STAFF_BOOKING_PATHS.confirm, 'Confirm a submitted booking: Submitted -> Confirmed; the enterprise is told', (id, uuid, note) =>
    staff.confirm(id, uuid, note),
  );
  move(STAFF_BOOKING_PATHS.shutout, 'Shut out a submitted booking (no space): Submitted -> Shutout; the enterprise is told', (id, uuid, note) =>
    staff.shutout(id, uuid, note),
  );
  move(
    STAFF_BOOKING_PATHS.cancel,
    'Cancel a confirmed booking at the customer’s request, before its bill is issued: Confirmed -> Canceled; the enterprise is told',
    (id, uuid, note) => staff.cancelOnRequest(id, uuid, note),
  );
  move(
    STAFF_BOOKING_PATHS.issueBl,
    'Issue the bill of lading of a confirmed booking (its number from a sequence): Confirmed.blPending -> blIssued',
    (id, uuid, note) => staff.issueBl(id, uuid, note),
  );
  move(
    STAFF_BOOKING_PATHS.telexRelease,
    'Release the bill by telex: Confirmed.blIssued -> telexReleased; the enterprise may download the PDF and is told',
    (id, uuid, note) => staff.telexRelease(id, uuid, note),
  );
}
