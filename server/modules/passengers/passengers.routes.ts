import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/domain/envelope';
import { PASSENGER_PATHS } from '../../../src/domain/passengers';
import { submitPassengerSchema } from '../../../src/domain/validation/passengerSchema';
import { requireUser } from '../../lib/auth/guards';
import { SIGNED_IN } from '../../lib/auth/routeAccess';
import { registerListEditorRoutes } from '../../lib/listEditorRoutes';
import { savedPassengerSchema, submitPassengerBody } from './passengers.schemas';
import type { PassengersService } from './passengers.service';

const NOT_FOUND = '10404 when the passenger is unknown or another user’s';

/** Saved passengers (spec section 7 "Passengers"): the logged-in user's own only, `{ code: 200, data, message }`. */
export async function passengersRoutes(app: FastifyInstance, { service }: { service: PassengersService }): Promise<void> {
  registerListEditorRoutes(app, {
    paths: { page: PASSENGER_PATHS.page, load: PASSENGER_PATHS.load, save: PASSENGER_PATHS.submit, remove: PASSENGER_PATHS.remove },
    tags: ['passengers'],
    access: SIGNED_IN,
    owner: (request) => requireUser(request).userId,
    envelope: 'webTs',
    item: savedPassengerSchema,
    page: {
      summary: 'A page of the logged-in user’s saved passengers, newest first (login required)',
      querystring: {
        type: 'object',
        properties: {
          current: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
          size: { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE },
        },
      },
    },
    load: { summary: `One of the logged-in user’s saved passengers (${NOT_FOUND})` },
    save: {
      summary: 'Save a passenger: a new one, or with uuid the logged-in user’s own one',
      description:
        'The passenger form (spec section 5): 10422 with data.fields in both languages for the form rules ' +
        '(the Japanese mobile and Japanese contact address are always required), and for a code that is no item of its ' +
        'list (nationality: countryList; gender, certificateType, secondCertificateType, career: the GENDER, ' +
        `CERTIFICATE_TYPE and OCCUPATION dictionaries); ${NOT_FOUND}.`,
      body: submitPassengerBody,
      form: submitPassengerSchema,
    },
    remove: { summary: `Delete one of the logged-in user’s saved passengers, uuid in the body or the query (${NOT_FOUND})` },
    service,
  });
}
