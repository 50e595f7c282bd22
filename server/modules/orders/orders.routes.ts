import type { FastifyInstance } from 'fastify';
import { ORDER_PATHS } from '../../../src/domain/ticketing/order';
import { orderDraftSchema, orderSubmitSchema } from '../../../src/domain/ticketing/orderSchema';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import { orderRequestBody, orderViewSchema, uuidQuery } from './orders.schemas';
import type { OrdersService } from './orders.service';

const TAGS = ['orders'];
const NOT_FOUND = '10404 when the order is unknown or another user’s';

/** Orders (spec section 7 "Orders"): the logged-in user's own only, `{ code: 200, data, message }`. */
export async function ordersRoutes(app: FastifyInstance, { service }: { service: OrdersService }): Promise<void> {
  app.post<{ Body: { submit?: unknown } | undefined }>(
    `/api${ORDER_PATHS.save}`,
    {
      schema: {
        tags: TAGS,
        summary: 'Save a DRAFT order, or submit one: reserve the berths and store it as DUE_PAY (login required)',
        description:
          'submit false: the CreateOrder form as typed so far (lengths checked, the sailings must exist), saved as a new ' +
          'DRAFT or, with uuid, over the caller’s DRAFT; no berths are held. submit true: every rule checked again ' +
          '(contact, passengers, ticket type by age at each departure, free passengers per adult, room capacity and ' +
          'adults per room, extra bed, round trip not earlier and with the outbound’s cabin and ticket types, the ' +
          'passenger notice agreed): 10422 with data.fields in both languages, the message being the first rule’s. Then, ' +
          'in one transaction, each leg’s berths are taken with a conditional update that never goes below zero and the ' +
          'order is stored as DUE_PAY with one ticket per passenger per leg and its price breakdown in the first ' +
          'departure port’s currency. No berths left: 10409 "not enough tickets left" at outbound.cabinClass or ' +
          `returnLeg.cabinClass, and nothing is written. A submitted order cannot be saved again (10500); ${NOT_FOUND}.`,
        body: orderRequestBody,
        response: webTsReply(orderViewSchema, 'the order as stored'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      if (request.body?.submit === true) return ok(await service.submit(userId, await parseWith(orderSubmitSchema, request.body)));
      return ok(await service.saveDraft(userId, await parseWith(orderDraftSchema, request.body)));
    },
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${ORDER_PATHS.load}`,
    {
      schema: {
        tags: TAGS,
        summary: `One of the logged-in user’s orders with its legs, passengers, tickets and price breakdown (${NOT_FOUND})`,
        querystring: uuidQuery,
        response: webTsReply(orderViewSchema, 'the order'),
      },
    },
    async (request) => ok(await service.load(requireUser(request).userId, request.query.uuid)),
  );
}
