import type { FastifyInstance } from 'fastify';
import { STAFF_TRACKING_PATHS, TRACKING_PATHS } from '../../../../src/domain/shipping/cargoPaths';
import { containerAssignSchema, trackingEventSchema as trackingEventRules } from '../../../../src/domain/shipping/cargoSchemas';
import { requireUser } from '../../../lib/auth/guards';
import { okWeb } from '../../../lib/envelope';
import { optionalBody } from '../../../lib/optionalBody';
import { webReply, type JsonSchema } from '../../../lib/responseSchemas';
import { parseWith } from '../../../lib/validateBody';
import { assignContainersBody, bookingContainersSchema, recordEventBody, trackingAnswerSchema, trackingBody, trackingEventSchema } from '../cargo.schemas';
import type { TrackingService } from './tracking.service';
import { customerMenu, staffOnly } from '../../../lib/auth/routeAccess';

const TAGS = ['cargo tracking'];
const STAFF_TAGS = ['cargo tracking (staff)'];
const STAFF_GUARD = 'Shipping clerks only (btn.staff.shipping; others 10403, HTTP 401 without a token).';

/** Cargo tracking (TRACKING_PATHS) and the clerk's containers and events (STAFF_TRACKING_PATHS). */
export async function trackingRoutes(app: FastifyInstance, { service }: { service: TrackingService }): Promise<void> {
  app.post(
    `/api${TRACKING_PATHS.track}`,
    {
      config: { access: customerMenu('menu.cargoTracking') },
      schema: {
        tags: TAGS,
        summary: 'Track containers by booking, bill of lading or container numbers: each container’s DCSA event timeline and current status',
        description:
          'Login required (HTTP 401 without a token); users with menu.cargoTracking: individuals and enterprises. Only the caller’s enterprise’s ' +
          'containers are ever found (an approved enterprise; an individual has no cargo): when no number finds anything the answer is 10404, ' +
          'the same for an unknown number and another enterprise’s; otherwise the containers found and the numbers that found nothing. ' +
          '10422 at `numbers` (both languages, naming the numbers) when none is given, more than 20, a container number’s ISO 6346 check ' +
          'digit is wrong, or a number is none the portal issues. A booking before its containers are numbered finds nothing.',
        body: trackingBody,
        response: webReply(trackingAnswerSchema, 'the containers found'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const user = requireUser(request);
      const enterpriseId = user.role === 'enterprise' && user.enterpriseState === 'APPROVED' ? user.enterpriseId : null;
      return okWeb(await service.track({ enterpriseId }, (request.body as { numbers?: unknown }).numbers));
    },
  );

  app.post(
    `/api${STAFF_TRACKING_PATHS.track}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Track any enterprise’s containers by booking, bill of lading or container numbers (the clerk’s view before recording events)',
        description: `${STAFF_GUARD} The answer and the 10422 and 10404 rules of ebCargoTracking/track, over every enterprise’s containers.`,
        body: trackingBody,
        response: webReply(trackingAnswerSchema, 'the containers found'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      return okWeb(await service.trackAny((request.body as { numbers?: unknown }).numbers));
    },
  );

  app.post(
    `/api${STAFF_TRACKING_PATHS.bookingContainers}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'A booking’s numbered containers with their timelines, for the clerk’s booking page',
        description: `${STAFF_GUARD} An empty list while none is numbered (or for an unknown booking number), never 10404.`,
        body: { type: 'object', properties: { bookingNo: { type: 'string', maxLength: 20 } } },
        response: webReply((trackingAnswerSchema.properties as Record<string, JsonSchema>).containers!, 'the containers, by number'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const bookingNo = ((request.body as { bookingNo?: string } | undefined)?.bookingNo ?? '').trim().toUpperCase();
      return okWeb(await service.bookingContainers(bookingNo));
    },
  );

  app.post(
    `/api${STAFF_TRACKING_PATHS.assignContainers}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Number the containers of a confirmed booking (ISO 6346, check digit checked)',
        description:
          `${STAFF_GUARD} 10422 with data.fields for malformed numbers (containers.<i>.containerNo), repeats, unknown types, and more numbers of ` +
          'a type than the booking has boxes of it (containers); 10404 unknown booking; 10500 when the booking is not Confirmed; 10409 when a ' +
          'number is already on the booking. Answers every numbered container of the booking.',
        body: assignContainersBody,
        response: webReply(bookingContainersSchema, 'the booking’s numbered containers'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { userId } = requireUser(request);
      return okWeb(await service.assignContainers(userId, await parseWith(containerAssignSchema, request.body)));
    },
  );

  app.post(
    `/api${STAFF_TRACKING_PATHS.recordEvent}`,
    {
      config: { access: staffOnly('shippingClerk') },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Record a tracking event of a container: DCSA code, planned or actual, port, time',
        description:
          `${STAFF_GUARD} 10422 with data.fields for a malformed container number, an unknown event code or classifier, an unknown port ` +
          '(locationCode), a time that is not ISO 8601, an actual event in the future, an unknown sailing; 10404 when no booking has the ' +
          'container. LOAD, DISC, DEPA and ARRI without a sailing get the booking’s.',
        body: recordEventBody,
        response: webReply(trackingEventSchema, 'the event as recorded'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { userId } = requireUser(request);
      return okWeb(await service.recordEvent(userId, await parseWith(trackingEventRules, request.body)));
    },
  );
}
