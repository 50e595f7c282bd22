import type { FastifyInstance } from 'fastify';
import { CHANGE_FEE_PERCENT } from '../../../src/domain/ticketing/changeFee';
import { ORDER_PATHS } from '../../../src/domain/ticketing/order';
import { STAFF_ORDER_CHANGE_PATHS, type OrderChangeConfirm, type OrderChangeRequest } from '../../../src/domain/ticketing/orderChange';
import { requireUser } from '../../lib/auth/guards';
import { SIGNED_IN, staffOnly } from '../../lib/auth/routeAccess';
import { ok } from '../../lib/envelope';
import type { JsonSchema } from '../../lib/responseSchemas';
import { webTsReply } from '../../lib/responseSchemas';
import type { OrderChanges } from './orders.change';
import { orderViewSchema } from './orders.schemas';
import type { OrdersService } from './orders.service';
import type { StaffOrders } from './orders.staff';

/**
 * Changing a sailing (issue 25; not in the spec, so each call says so in its description): the
 * passenger's quote and change of their own PAID order, and the clerk's change of a passenger's.
 */

const TAGS = ['orders'];
const DEPARTURE = 'Not in the spec (issue 25 “Change sailing”).';
const TABLE =
  `The published change-fee table, by the time left before the departure of the sailing given up: more than 7 days ` +
  `${CHANGE_FEE_PERCENT.MORE_THAN_7_DAYS} %, 1 to 7 days ${CHANGE_FEE_PERCENT.ONE_TO_7_DAYS} % of what was paid for that leg, less than 24 hours no ` +
  'change (10500 order.change_cut_off); no fee for a sailing the company rescheduled. The new leg is priced at today’s fares; the ' +
  'balance is the difference (new − old) plus the fee: negative comes back through the payment’s provider (a bank transfer, or a ' +
  'refund the provider refuses, by the clerk’s payout), zero settles nothing, positive is refused (10500 order.change_payment_due: a second payment is not taken yet).';
const REFUSALS =
  '10404 when the order is unknown or another user’s; 10500 order.move_refused unless the order is PAID; 10500 ' +
  'order.change_other_route for a sailing of another route or direction; 10500 order.change_same_sailing; 10422 at voyageUuid for a ' +
  'sailing not on sale, at legIndex for a leg the order does not have, or at the field of an order rule the new leg breaks (ages on ' +
  'its day, room capacity, a round trip’s order and one class); 10409 at cabinClass when no units are left.';

const STAFF_REFUSALS = REFUSALS.replace('unknown or another user’s', 'unknown or a draft');

const changeRequestProperties = {
  uuid: { type: 'string', maxLength: 64, description: 'the order' },
  legIndex: { type: 'integer', minimum: 0, maximum: 1, description: '0 outbound, 1 return' },
  voyageUuid: { type: 'string', maxLength: 64, description: 'another sailing of the same route and direction (getWebTsVoyageList)' },
  cabinClass: { type: 'string', minLength: 1, maxLength: 40, description: 'SHIPPING_CLASS_TYPE code; absent: the leg’s own class' },
} as const;

const changeRequestBody: JsonSchema = { type: 'object', required: ['uuid', 'legIndex', 'voyageUuid'], properties: changeRequestProperties };
const changeConfirmBody: JsonSchema = {
  type: 'object',
  required: ['uuid', 'legIndex', 'voyageUuid', 'balance'],
  properties: {
    ...changeRequestProperties,
    balance: { type: 'number', minimum: -100_000_000, maximum: 100_000_000, description: 'the quote’s balance (major units) as shown' },
  },
};

const changeSailing = {
  type: 'object',
  required: ['voyageUuid', 'voyageCode', 'departureTime', 'cabinClass', 'amount'],
  properties: {
    voyageUuid: { type: 'string' },
    voyageCode: { type: 'string' },
    departureTime: { type: 'string', format: 'date-time' },
    cabinClass: { type: 'string' },
    amount: { type: 'number', description: 'major units: paid for the leg (from), or its price now (to)' },
  },
} as const;

const changeQuoteSchema: JsonSchema = {
  type: 'object',
  required: ['uuid', 'legIndex', 'currency', 'from', 'to', 'band', 'feePercent', 'fee', 'difference', 'balance', 'due', 'back', 'changeable'],
  properties: {
    uuid: { type: 'string' },
    legIndex: { type: 'integer' },
    currency: { type: 'string' },
    from: changeSailing,
    to: changeSailing,
    band: { type: 'string', enum: ['MORE_THAN_7_DAYS', 'ONE_TO_7_DAYS', 'UNDER_24_HOURS'] },
    feePercent: { type: 'integer' },
    fee: { type: 'number' },
    difference: { type: 'number', description: 'new − old, major units' },
    balance: { type: 'number', description: 'difference + fee: positive is due, negative comes back' },
    due: { type: 'number' },
    back: { type: 'number' },
    changeable: { type: 'boolean', description: 'false when something is left to pay (refused for now)' },
  },
};

export async function orderChangeRoutes(
  app: FastifyInstance,
  { changes, service, staff }: { changes: OrderChanges; service: Pick<OrdersService, 'load'>; staff: Pick<StaffOrders, 'load'> },
): Promise<void> {
  app.post<{ Body: OrderChangeRequest }>(
    `/api${ORDER_PATHS.changeQuote}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'What changing a leg of a paid order to another sailing costs now (login required)',
        description: `${DEPARTURE} Changes nothing. ${TABLE} Refused as the change would be: ${REFUSALS}`,
        body: changeRequestBody,
        response: webTsReply(changeQuoteSchema, 'the quote, in the order’s currency'),
      },
    },
    async (request) => ok(await changes.quote({ actor: 'user', userUuid: requireUser(request).userId }, request.body)),
  );

  app.post<{ Body: OrderChangeConfirm }>(
    `/api${ORDER_PATHS.changeSailing}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: TAGS,
        summary: 'Change a leg of a paid order to another sailing (login required)',
        description:
          `${DEPARTURE} In one transaction: the new sailing’s rooms/berths taken, the old ones given back, the leg moved, its ` +
          'tickets VOID and new ones VALID, the order’s total the new fares, an order.changeSailing row in its history and, when ' +
          'money comes back, an APPROVED refund of it (sent after the commit), and the passenger’s order.changed notification (the new ' +
          'e-ticket attached). The order stays PAID. ' +
          `${TABLE} balance must be the quote’s: 10409 order.change_price_changed when the change costs otherwise now, 10409 ` +
          `order.change_conflict when the order changed meanwhile. ${REFUSALS} Answers the order as it stands.`,
        body: changeConfirmBody,
        response: webTsReply(orderViewSchema, 'the order after the change'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await changes.change({ actor: 'user', userUuid: userId }, request.body);
      return ok(await service.load(userId, request.body.uuid));
    },
  );

  app.post<{ Body: OrderChangeRequest }>(
    `/api${STAFF_ORDER_CHANGE_PATHS.quote}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: ['orders (staff)'],
        summary: 'What changing a leg of a passenger’s paid order to another sailing costs now',
        description: `${DEPARTURE} Ticketing clerks only (others 10403). As quoteTsOrderChange, on any user’s submitted order. ${TABLE} ${STAFF_REFUSALS}`,
        body: changeRequestBody,
        response: webTsReply(changeQuoteSchema, 'the quote, in the order’s currency'),
      },
    },
    async (request) => ok(await changes.quote({ actor: 'staff', userUuid: requireUser(request).userId }, request.body)),
  );

  app.post<{ Body: OrderChangeConfirm }>(
    `/api${STAFF_ORDER_CHANGE_PATHS.change}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: ['orders (staff)'],
        summary: 'Change a leg of a passenger’s paid order to another sailing, for the passenger',
        description:
          `${DEPARTURE} Ticketing clerks only (others 10403). As changeTsOrderSailing, on any user’s submitted order; recorded ` +
          'in the order’s history with the clerk and in the audit log (order.changeSailing). Quote first with the passenger’s ' +
          `${TABLE} ${STAFF_REFUSALS}`,
        body: changeConfirmBody,
        response: webTsReply(orderViewSchema, 'the order after the change'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await changes.change({ actor: 'staff', userUuid: userId }, request.body);
      return ok(await staff.load(request.body.uuid));
    },
  );
}
