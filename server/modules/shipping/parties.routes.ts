import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PartyRole } from '../../../src/domain/shipping/enums';
import { PARTY_PATHS } from '../../../src/domain/shipping/paths';
import { partyFormSchema } from '../../../src/domain/shipping/schemas';
import { okWeb } from '../../lib/envelope';
import { optionalBody } from '../../lib/optionalBody';
import { pageSchema, webReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import type { PartiesService } from './parties.service';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE, uuidOf } from './shipping.guard';
import { nullData, partyFormBody, partyPageBody, partySchema, uuidBody, uuidQuery } from './shipping.schemas';

const TAGS = ['container parties'];

/** The enterprise's address book of shippers, consignees and notify parties (PARTY_PATHS, menu.partyMgt). */
export async function partiesRoutes(app: FastifyInstance, { service }: { service: PartiesService }): Promise<void> {
  const manager = (request: FastifyRequest) => enterpriseUser(request, 'menu.partyMgt');

  app.post<{ Body: { current: number; size: number; name?: string; role?: PartyRole } }>(
    `/api${PARTY_PATHS.page}`,
    {
      schema: {
        tags: TAGS,
        summary: 'A page of the enterprise’s parties by name; search by name (contains, any case) and by the role they can take',
        description: `${GUARD_NOTE} The booking form asks with role (SH for its shipper field, NF2 for the loading-place contact, …).`,
        body: partyPageBody,
        response: webReply(pageSchema(partySchema), 'the page, by name'),
      },
      preValidation: optionalBody,
    },
    async (request) => okWeb(await service.page(manager(request), request.body)),
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${PARTY_PATHS.load}`,
    { schema: { tags: TAGS, summary: 'One of the enterprise’s parties', description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}`, querystring: uuidQuery, response: webReply(partySchema, 'the party') } },
    async (request) => okWeb(await service.load(manager(request), request.query.uuid)),
  );

  app.post(
    `/api${PARTY_PATHS.save}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Save a party: a new one, or with uuid the enterprise’s own one',
        description:
          `${GUARD_NOTE} Name required, at least one role flag; e-mail, phone and country code checked: 10422 with data.fields in both languages. ` +
          `The spec’s other spellings are accepted: forwarder for forwarderInd, loadingPlaceContact for secondNotifyPartyInd (NF2). ${NOT_FOUND_NOTE}`,
        body: partyFormBody,
        response: webReply(partySchema, 'the party as saved'),
      },
    },
    async (request) => {
      const user = manager(request);
      return okWeb(await service.save(user, await parseWith(partyFormSchema, request.body)));
    },
  );

  app.post(
    `/api${PARTY_PATHS.remove}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one of the enterprise’s parties; bookings keep their copy of its fields',
        description: `${GUARD_NOTE} uuid in the body or the query. ${NOT_FOUND_NOTE}`,
        querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        body: uuidBody,
        response: webReply(nullData, 'deleted'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      await service.remove(manager(request), uuidOf(request));
      return okWeb(null);
    },
  );
}
