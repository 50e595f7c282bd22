import type { FastifyInstance } from 'fastify';
import { LOADING_ADDRESS_PATHS } from '../../../../src/domain/shipping/entrustPaths';
import { loadingAddressFormSchema } from '../../../../src/domain/shipping/loadingAddresses';
import { approvedEnterprise } from '../../../lib/auth/routeAccess';
import { registerListEditorRoutes } from '../../../lib/listEditorRoutes';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE } from '../shipping.guard';
import { pageQueryProps } from '../shipping.schemas';
import type { AddressesService } from './addresses.service';

const str = { type: 'string' } as const;
const inStr = { type: ['string', 'null'] } as const;
const FIELDS = ['name', 'contact', 'phone', 'countryCode', 'city', 'address', 'postcode', 'remarks'] as const;

const addressSchema = {
  type: 'object',
  required: ['uuid', ...FIELDS, 'createdAt', 'updatedAt'],
  properties: {
    uuid: str,
    ...Object.fromEntries(FIELDS.map((f) => [f, str])),
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

/** The enterprise's loading addresses (LOADING_ADDRESS_PATHS, menu.booking). */
export async function addressesRoutes(app: FastifyInstance, { service }: { service: AddressesService }): Promise<void> {
  registerListEditorRoutes(app, {
    paths: LOADING_ADDRESS_PATHS,
    tags: ['container loading addresses'],
    access: approvedEnterprise('menu.booking'),
    owner: (request) => enterpriseUser(request, 'menu.booking'),
    envelope: 'web',
    item: addressSchema,
    page: {
      summary: 'A page of the enterprise’s loading addresses, by name',
      description: GUARD_NOTE,
      body: {
        type: 'object',
        properties: {
          ...pageQueryProps,
          keyword: { type: 'string', maxLength: 100, description: 'found in the name, city, address or contact (contains, any case)' },
        },
      },
    },
    load: { summary: 'One of the enterprise’s loading addresses', description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}` },
    save: {
      summary: 'Save a loading address: a new one, or with uuid the enterprise’s own one',
      description: `${GUARD_NOTE} Name, country code, city and address required; phone and postcode checked: 10422 with data.fields in both languages. ${NOT_FOUND_NOTE}`,
      body: {
        type: 'object',
        properties: {
          uuid: { type: ['string', 'null'], description: 'the caller’s address to update; absent: a new one' },
          ...Object.fromEntries(FIELDS.map((f) => [f, inStr])),
        },
      },
      form: loadingAddressFormSchema,
    },
    remove: { summary: 'Delete one of the enterprise’s loading addresses', description: `${GUARD_NOTE} uuid in the body or the query. ${NOT_FOUND_NOTE}` },
    service,
  });
}
