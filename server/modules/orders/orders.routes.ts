import { optionalBody } from '../../lib/optionalBody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderPageQuery } from '../../../src/domain/payments';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { invalidField } from '../../lib/errors';
import { pageSchema } from '../../lib/responseSchemas';
import type { OrderMoves } from './orders.moves';
import { ORDER_PATHS } from '../../../src/domain/ticketing/order';
import { orderDraftSchema, orderSubmitSchema } from '../../../src/domain/ticketing/orderSchema';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import { moveBody, moveQuery, orderPageQuery, orderRequestBody, orderStatusSchema, orderSummarySchema, orderViewSchema, uuidQuery } from './orders.schemas';
import type { OrdersService } from './orders.service';
import { IDEMPOTENCY_KEY_PATTERN } from './orders.idempotency';
import { refundApplicationBody } from '../refunds/refunds.schemas';
import { SIGNED_IN } from '../../lib/auth/routeAccess';

const TAGS = ['orders'];
const NOT_FOUND = '10404 when the order is unknown or another user’s';
const REFUSED = '10500 "订单当前状态不允许此操作" when the order statechart refuses the move in the order’s state (nothing changes)';

type MoveRequest = FastifyRequest<{ Querystring: { uuid?: string }; Body: { uuid?: string } | undefined }>;

/** The order a move names, in the body or the query; 10422 at uuid when neither has it. */
export function orderUuidOf(request: MoveRequest): string {
  const uuid = (request.body?.uuid ?? request.query.uuid ?? '').trim();
  if (!uuid) throw invalidField('uuid', VALIDATION_MESSAGES.required.zh, VALIDATION_MESSAGES.required.ja);
  return uuid;
}

/** Orders (spec section 7 "Orders"): the logged-in user's own only, `{ code: 200, data, message }`. */
export async function ordersRoutes(app: FastifyInstance, { service, moves }: { service: OrdersService; moves: OrderMoves }): Promise<void> {
  app.post<{ Body: { submit?: unknown } | undefined; Headers: { 'idempotency-key'?: string } }>(
    `/api${ORDER_PATHS.save}`,
    {
      config: { access: SIGNED_IN },
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
          `returnLeg.cabinClass, and nothing is written. A submitted order cannot be saved again (10500); ${NOT_FOUND}. ` +
          'A room class (suite, first-class rooms) takes one room per leg whatever the party; a berth class one berth per ' +
          'paying passenger. Limits on holding: 10430 when the account already has MAX_UNPAID_ORDERS (default 3) orders ' +
          'waiting for payment; 10431 at the leg’s cabinClass when the order would take the account past the cabin class’s ' +
          'cap of rooms/berths held unpaid on that sailing; 10429 past ORDER_SUBMITS_PER_MINUTE submits a minute. ' +
          'Idempotency-Key (submit only): one per submit attempt, sent again on its retries; the same key from the same user ' +
          'answers the order it made (also when the two requests race), 10432 when it comes with another body; keys of ' +
          'other users are independent.',
        headers: {
          type: 'object',
          properties: {
            'idempotency-key': {
              type: 'string',
              pattern: IDEMPOTENCY_KEY_PATTERN,
              description: 'submit only: the client’s key of this submit attempt (8–128 printable ASCII characters, e.g. a UUID), kept across its retries',
            },
          },
        },
        body: orderRequestBody,
        response: webTsReply(orderViewSchema, 'the order as stored'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      if (request.body?.submit === true) {
        const idempotencyKey = request.headers['idempotency-key'];
        return ok(await service.submit(userId, await parseWith(orderSubmitSchema, request.body), idempotencyKey === undefined ? {} : { idempotencyKey }));
      }
      return ok(await service.saveDraft(userId, await parseWith(orderDraftSchema, request.body)));
    },
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${ORDER_PATHS.load}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: `One of the logged-in user’s orders with its legs, passengers, tickets, price breakdown, payment deadline, history, payments and refund (${NOT_FOUND})`,
        querystring: uuidQuery,
        response: webTsReply(orderViewSchema, 'the order'),
      },
    },
    async (request) => ok(await service.load(requireUser(request).userId, request.query.uuid)),
  );

  app.post<{ Querystring: OrderPageQuery & { current: number; size: number } }>(
    `/api${ORDER_PATHS.page}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'A page of the logged-in user’s orders, newest first, drafts included (login required)',
        description:
          'Filters are query parameters (no body): status, orderType, orderNo (the number or its beginning), createdFrom and ' +
          'createdTo (creation days YYYY-MM-DD in China time, both inclusive). size is 10, 20 or 50. Records are orders ' +
          'without history, payments or refund (loadTsOrder has those).',
        querystring: orderPageQuery,
        response: webTsReply(pageSchema(orderSummarySchema), 'the page, newest first'),
      },
    },
    async (request) => ok(await service.page(requireUser(request).userId, request.query)),
  );

  const move = (
    path: string,
    summary: string,
    description: string,
    run: (userId: string, uuid: string, body: Record<string, unknown> | undefined) => Promise<unknown>,
    body = moveBody,
  ) =>
    app.post<{ Querystring: { uuid?: string }; Body: { uuid?: string } | undefined }>(
      `/api${path}`,
      {
        config: { access: SIGNED_IN },
        schema: {
          tags: TAGS,
          summary: `${summary} (login required; uuid in the body or the query)`,
          description: `${description} ${REFUSED}; ${NOT_FOUND}. Answers where the order stands now.`,
          querystring: moveQuery,
          body,
          response: webTsReply(orderStatusSchema, 'the order’s status after the move'),
        },
        preValidation: optionalBody,
      },
      async (request) => {
        const { userId } = requireUser(request);
        return ok(await run(userId, orderUuidOf(request), request.body as Record<string, unknown> | undefined));
      },
    );

  app.post<{ Querystring: { uuid?: string }; Body: { uuid?: string } | undefined }>(
    `/api${ORDER_PATHS.deleteDraft}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Delete one of the logged-in user’s DRAFT orders (login required; uuid in the body or the query; not in the spec)',
        description:
          'The saved CreateOrder form goes, with its legs; a DRAFT holds no berths, so nothing goes back on sale. A submitted ' +
          `order is refused with 10500 "订单已提交，不能删除" and nothing changes (cancel or refund it instead); ${NOT_FOUND}; ` +
          '10422 at uuid without one.',
        querystring: moveQuery,
        body: moveBody,
        response: webTsReply({ type: 'null' }, 'deleted'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      await service.deleteDraft(requireUser(request).userId, orderUuidOf(request));
      return ok(null);
    },
  );

  move(ORDER_PATHS.cancel, 'Cancel an unpaid order', 'DUE_PAY (waiting for payment) -> CANCEL; its berths go back on sale, once.', (userId, uuid) =>
    moves.cancel(userId, uuid),
  );
  move(
    ORDER_PATHS.refund,
    'Apply for the refund of a paid order',
    'PAID -> BEING_REFUNDED while more than 24 hours are left before the first departure, with a refund application of ' +
      'what the published fee table gives back now; past the cut-off 10500 with the refund cut-off message. An order paid ' +
      'by bank transfer needs `account`, the receiving account (JPY: a Japanese one, RMB: a Chinese one), stored sealed; ' +
      '10422 at account.<field> when it is missing or wrong.',
    (userId, uuid, body) => moves.applyRefund(userId, uuid, body?.account),
    refundApplicationBody,
  );
  move(
    ORDER_PATHS.offlinePayment,
    'Mark an unpaid order as paid by bank transfer',
    'Stays DUE_PAY (offline claimed): the payment window stops until staff confirm or reject the transfer.',
    (userId, uuid) => moves.claimOffline(userId, uuid),
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${ORDER_PATHS.status}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: `Where one of the logged-in user’s orders stands: status, state value, payment deadline (${NOT_FOUND})`,
        querystring: uuidQuery,
        response: webTsReply(orderStatusSchema, 'the order’s status'),
      },
    },
    async (request) => ok(await moves.status(requireUser(request).userId, request.query.uuid)),
  );
}
