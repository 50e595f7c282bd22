import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOADING_ADDRESS_PATHS } from '../../../src/domain/shipping/entrustPaths';
import { loadingAddressFormSchema } from '../../../src/domain/shipping/loadingAddresses';
import { okWeb } from '../../lib/envelope';
import { optionalBody } from '../../lib/optionalBody';
import { pageSchema, webReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import type { AddressesService } from './addresses.service';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE, uuidOf } from './shipping.guard';
import { nullData, pageQueryProps, uuidBody, uuidQuery } from './shipping.schemas';

const TAGS = ['container loading addresses'];
const str = { type: 'string' } as const;
const inStr = { type: ['string', 'null'] } as const;
const FIELDS = ['name', 'contact', 'phone', 'countryCode', 'city', 'address', 'postcode', 'remarks'] as const;

const addressSchema = {
  type: 'object',
  required: ['uuid', ...FIELDS, 'createdAt', 'updatedAt'],
  properties: { uuid: str, ...Object.fromEntries(FIELDS.map((f) => [f, str])), createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' } },
};
const addressFormBody = {
  type: 'object',
  properties: { uuid: { type: ['string', 'null'], description: 'the caller’s address to update; absent: a new one' }, ...Object.fromEntries(FIELDS.map((f) => [f, inStr])) },
};
const addressPageBody = {
  type: 'object',
  properties: { ...pageQueryProps, keyword: { type: 'string', maxLength: 100, description: 'found in the name, city, address or contact (contains, any case)' } },
};

/** The enterprise's loading addresses (LOADING_ADDRESS_PATHS, menu.booking). */
export async function addressesRoutes(app: FastifyInstance, { service }: { service: AddressesService }): Promise<void> {
  const owner = (request: FastifyRequest) => enterpriseUser(request, 'menu.booking');

  app.post<{ Body: { current: number; size: number; keyword?: string } }>(
    `/api${LOADING_ADDRESS_PATHS.page}`,
    {
      schema: { tags: TAGS, summary: 'A page of the enterprise’s loading addresses, by name', description: GUARD_NOTE, body: addressPageBody, response: webReply(pageSchema(addressSchema), 'the page, by name') },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.page(owner(request), request.body)),
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${LOADING_ADDRESS_PATHS.load}`,
    { schema: { tags: TAGS, summary: 'One of the enterprise’s loading addresses', description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}`, querystring: uuidQuery, response: webReply(addressSchema, 'the address') } },
    async (request) => okWeb(await service.load(owner(request), request.query.uuid)),
  );

  app.post(
    `/api${LOADING_ADDRESS_PATHS.save}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Save a loading address: a new one, or with uuid the enterprise’s own one',
        description: `${GUARD_NOTE} Name, country code, city and address required; phone and postcode checked: 10422 with data.fields in both languages. ${NOT_FOUND_NOTE}`,
        body: addressFormBody,
        response: webReply(addressSchema, 'the address as saved'),
      },
    },
    async (request) => {
      const user = owner(request);
      return okWeb(await service.save(user, await parseWith(loadingAddressFormSchema, request.body)));
    },
  );

  app.post(
    `/api${LOADING_ADDRESS_PATHS.remove}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one of the enterprise’s loading addresses',
        description: `${GUARD_NOTE} uuid in the body or the query. ${NOT_FOUND_NOTE}`,
        querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        body: uuidBody,
        response: webReply(nullData, 'deleted'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      await service.remove(owner(request), uuidOf(request));
      return okWeb(null);
    },
  );
}
