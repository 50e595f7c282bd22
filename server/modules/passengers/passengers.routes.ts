import { optionalBody } from '../../lib/optionalBody';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { PASSENGER_PATHS } from '../../../src/domain/passengers';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { submitPassengerSchema } from '../../../src/domain/validation/passengerSchema';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { invalidField } from '../../lib/errors';
import { pageSchema, webTsReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import { nullData, savedPassengerSchema, submitPassengerBody, uuidBody, uuidQuery } from './passengers.schemas';
import type { PassengersService } from './passengers.service';

const TAGS = ['passengers'];
const NOT_FOUND = '10404 when the passenger is unknown or another user’s';

/** Saved passengers (spec section 7 "Passengers"): the logged-in user's own only, `{ code: 200, data, message }`. */
export async function passengersRoutes(app: FastifyInstance, { service }: { service: PassengersService }): Promise<void> {
  app.get<{ Querystring: { current: number; size: number } }>(
    `/api${PASSENGER_PATHS.page}`,
    {
      schema: {
        tags: TAGS,
        summary: 'A page of the logged-in user’s saved passengers, newest first (login required)',
        querystring: {
          type: 'object',
          properties: {
            current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
          },
        },
        response: webTsReply(pageSchema(savedPassengerSchema), 'the page, newest first'),
      },
    },
    async (request) => ok(await service.page(requireUser(request).userId, request.query)),
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${PASSENGER_PATHS.load}`,
    {
      schema: {
        tags: TAGS,
        summary: `One of the logged-in user’s saved passengers (${NOT_FOUND})`,
        querystring: { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', maxLength: 64 } } },
        response: webTsReply(savedPassengerSchema, 'the passenger'),
      },
    },
    async (request) => ok(await service.load(requireUser(request).userId, request.query.uuid)),
  );

  app.post(
    `/api${PASSENGER_PATHS.submit}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Save a passenger: a new one, or with uuid the logged-in user’s own one',
        description:
          'The passenger form (spec section 5): 10422 with data.fields in both languages for the form rules ' +
          '(the Japanese mobile and Japanese contact address are always required), and for a code that is no item of its ' +
          'list (nationality: countryList; gender, certificateType, secondCertificateType, career: the GENDER, ' +
          `CERTIFICATE_TYPE and OCCUPATION dictionaries); ${NOT_FOUND}.`,
        body: submitPassengerBody,
        response: webTsReply(savedPassengerSchema, 'the passenger as saved'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await service.submit(userId, await parseWith(submitPassengerSchema, request.body)));
    },
  );

  app.post<{ Querystring: { uuid?: string }; Body: { uuid?: string } | undefined }>(
    `/api${PASSENGER_PATHS.remove}`,
    {
      schema: {
        tags: TAGS,
        summary: `Delete one of the logged-in user’s saved passengers, uuid in the body or the query (${NOT_FOUND})`,
        querystring: uuidQuery,
        body: uuidBody,
        response: webTsReply(nullData, 'the passenger is deleted'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { userId } = requireUser(request);
      const uuid = (request.body?.uuid ?? request.query.uuid ?? '').trim();
      if (!uuid) throw invalidField('uuid', VALIDATION_MESSAGES.required.zh, VALIDATION_MESSAGES.required.ja);
      await service.remove(userId, uuid);
      return ok(null);
    },
  );
}
