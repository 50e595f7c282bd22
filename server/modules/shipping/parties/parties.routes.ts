import type { FastifyInstance } from 'fastify';
import { PARTY_PATHS } from '../../../../src/domain/shipping/paths';
import { partyFormSchema } from '../../../../src/domain/shipping/schemas';
import { approvedEnterprise } from '../../../lib/auth/routeAccess';
import { registerListEditorRoutes } from '../../../lib/listEditorRoutes';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE } from '../shipping.guard';
import { partyFormBody, partyPageBody, partySchema } from '../shipping.schemas';
import type { PartiesService } from './parties.service';

/** The enterprise's address book of shippers, consignees and notify parties (PARTY_PATHS, menu.partyMgt). */
export async function partiesRoutes(app: FastifyInstance, { service }: { service: PartiesService }): Promise<void> {
  registerListEditorRoutes(app, {
    paths: PARTY_PATHS,
    tags: ['container parties'],
    access: approvedEnterprise('menu.partyMgt'),
    owner: (request) => enterpriseUser(request, 'menu.partyMgt'),
    envelope: 'web',
    item: partySchema,
    page: {
      summary: 'A page of the enterprise’s parties by name; search by name (contains, any case) and by the role they can take',
      description: `${GUARD_NOTE} The booking form asks with role (SH for its shipper field, NF2 for the loading-place contact, …).`,
      body: partyPageBody,
    },
    load: { summary: 'One of the enterprise’s parties', description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}` },
    save: {
      summary: 'Save a party: a new one, or with uuid the enterprise’s own one',
      description:
        `${GUARD_NOTE} Name required, at least one role flag; e-mail, phone and country code checked: 10422 with data.fields in both languages. ` +
        `The spec’s other spellings are accepted: forwarder for forwarderInd, loadingPlaceContact for secondNotifyPartyInd (NF2). ${NOT_FOUND_NOTE}`,
      body: partyFormBody,
      form: partyFormSchema,
    },
    remove: {
      summary: 'Delete one of the enterprise’s parties; bookings keep their copy of its fields',
      description: `${GUARD_NOTE} uuid in the body or the query. ${NOT_FOUND_NOTE}`,
    },
    service,
  });
}
