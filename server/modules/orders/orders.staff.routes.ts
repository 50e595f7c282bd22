import { optionalBody } from '../../lib/optionalBody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ORDER_PATHS, type OrderPageQuery, type RefundApprovalBody } from '../../../src/domain/payments';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { pageSchema, webTsReply } from '../../lib/responseSchemas';
import { orderUuidOf } from './orders.routes';
import { moveQuery, orderStatusSchema, orderViewSchema, orderSummarySchema, reasonBody, refundApprovalBody, staffOrderPageQuery } from './orders.schemas';
import type { StaffOrders } from './orders.staff';
import { staffOnly } from '../../lib/auth/routeAccess';

const TAGS = ['orders (staff)'];
const GUARD = 'Ticketing clerks only (btn.staff.ticketing; others 10403).';
const REFUSED = '10500 when the order statechart refuses the move in the order’s state (nothing changes); 10404 when the order is unknown';

type ReasonRequest = FastifyRequest<{ Querystring: { uuid?: string }; Body: { uuid?: string; reason?: string } | undefined }>;

/** Staff calls on every user's orders (STAFF_ORDER_PATHS), recorded in each order's history with the clerk. */
export async function staffOrdersRoutes(app: FastifyInstance, { staff }: { staff: StaffOrders }): Promise<void> {
  app.post<{ Querystring: OrderPageQuery & { current: number; size: number } }>(
    `/api${STAFF_ORDER_PATHS.page}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'A page of every user’s submitted orders, newest first',
        description: `${GUARD} The filters of getTsOrderByPage, and contact (part of its name, phone or e-mail), as query parameters.`,
        querystring: staffOrderPageQuery,
        response: webTsReply(pageSchema(orderSummarySchema), 'the page, newest first'),
      },
    },
    async (request) => {
      return ok(await staff.page(request.query));
    },
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${STAFF_ORDER_PATHS.load}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Any user’s submitted order with legs, passengers, tickets, payments, refund and history (staff moves with the clerk’s name)',
        description: `${GUARD} 10404 when unknown or a draft.`,
        querystring: { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', minLength: 1, maxLength: 64 } } },
        response: webTsReply(orderViewSchema, 'the order'),
      },
    },
    async (request) => {
      return ok(await staff.load(request.query.uuid));
    },
  );

  const move = (path: string, summary: string, run: (staffId: string, uuid: string, reason: string | undefined) => Promise<unknown>) =>
    app.post<{ Querystring: { uuid?: string }; Body: { uuid?: string; reason?: string } | undefined }>(
      `/api${path}`,
      {
        config: { access: staffOnly('ticketingClerk') },
        schema: {
          tags: TAGS,
          summary,
          description: `${GUARD} uuid in the body or the query; ${REFUSED}. Answers where the order stands now.`,
          querystring: moveQuery,
          body: reasonBody,
          response: webTsReply(orderStatusSchema, 'the order’s status after the move'),
        },
        preValidation: optionalBody,
      },
      async (request: ReasonRequest) => {
        const { userId } = requireUser(request);
        const reason = request.body?.reason?.trim() || undefined;
        return ok(await run(userId, orderUuidOf(request), reason));
      },
    );

  move(STAFF_ORDER_PATHS.confirmOffline, 'Confirm a bank transfer: DUE_PAY -> PAID, recorded as a bank-transfer payment', (staffId, uuid) =>
    staff.confirmOffline(staffId, uuid),
  );
  move(STAFF_ORDER_PATHS.rejectOffline, 'Reject a claimed bank transfer: back to waiting for payment, the window restarts', (staffId, uuid, reason) =>
    staff.rejectOffline(staffId, uuid, reason),
  );
  app.post<{ Querystring: { uuid?: string }; Body: RefundApprovalBody | undefined }>(
    `/api${STAFF_ORDER_PATHS.approveRefund}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary:
          'Approve a refund: BEING_REFUNDED -> REFUND, berths released, the refund sent back through the payment provider (10500 and no change when the provider refuses)',
        description: `${GUARD} uuid in the body or the query; ${REFUSED}. amount (major units) replaces the fee table's: 10422 at reason when it differs without one, at amount above what was paid.`,
        querystring: moveQuery,
        body: refundApprovalBody,
        response: webTsReply(orderStatusSchema, 'the order’s status after the move'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const { userId } = requireUser(request);
      const reason = request.body?.reason?.trim() || undefined;
      const amount = request.body?.amount;
      return ok(
        await staff.approveRefund(userId, orderUuidOf(request as ReasonRequest), {
          ...(amount !== undefined ? { amount } : {}),
          ...(reason ? { reason } : {}),
        }),
      );
    },
  );
  move(STAFF_ORDER_PATHS.rejectRefund, 'Reject a refund: BEING_REFUNDED -> PAID, the tickets valid again', (staffId, uuid, reason) =>
    staff.rejectRefund(staffId, uuid, reason),
  );
}
