import type { FastifyInstance } from 'fastify';
import { payoutPaidSchema, returnedByHandSchema } from '../../../src/domain/refunds/payoutSchema';
import { REFUND_STAFF_PATHS } from '../../../src/domain/refunds/refundViews';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { parseWith } from '../../lib/validateBody';
import type { PaymentReturns } from './paymentReturns';
import type { Payouts } from './payouts';
import { paymentReturnItem, payoutItem } from './refunds.schemas';
import { staffOnly } from '../../lib/auth/routeAccess';

const TAGS = ['refunds (staff)'];
const GUARD = 'Ticketing clerks only (btn.staff.ticketing; others 10403).';
const uuidBody = { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } };

/** The clerk's money going back: payments to return (sent again, or recorded as returned by hand) and payouts of bank-transfer refunds. */
export async function refundsStaffRoutes(app: FastifyInstance, { returns, payouts }: { returns: PaymentReturns; payouts: Payouts }): Promise<void> {
  app.get(
    `/api${REFUND_STAFF_PATHS.returnQueue}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Payments to return: money that came for orders that could not take it and that the provider has not taken back yet, oldest first',
        description: GUARD,
        response: webTsReply({ type: 'array', items: paymentReturnItem }, 'the queue'),
      },
    },
    async () => ok(await returns.queue()),
  );

  app.post<{ Body: { uuid?: string } }>(
    `/api${REFUND_STAFF_PATHS.returnRetry}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Send a payment to return again through its provider (the same refund number: never returned twice); FAILED again stays on the queue',
        description: `${GUARD} 10404 unknown; 10500 when it was returned already. Audited.`,
        body: uuidBody,
        response: webTsReply(paymentReturnItem, 'the return after the attempt'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await returns.retry(userId, String(request.body?.uuid ?? '')));
    },
  );

  app.post(
    `/api${REFUND_STAFF_PATHS.returnByHand}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Record a payment to return as given back by hand (outside the provider), with the bank’s reference',
        description: `${GUARD} 10422 at reference when missing; 10404 unknown; 10500 when it was returned already. Audited.`,
        response: webTsReply(paymentReturnItem, 'the return, RETURNED_BY_HAND'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const body = await parseWith(returnedByHandSchema, request.body);
      return ok(await returns.returnedByHand(userId, body.uuid, body.reference));
    },
  );

  app.get(
    `/api${REFUND_STAFF_PATHS.payoutQueue}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Payouts to make: approved refunds of bank-transfer payments, with the account to pay into, oldest first',
        description: GUARD,
        response: webTsReply({ type: 'array', items: payoutItem }, 'the queue'),
      },
    },
    async () => ok(await payouts.queue()),
  );

  app.post(
    `/api${REFUND_STAFF_PATHS.payoutPaid}`,
    {
      config: { access: staffOnly('ticketingClerk') },
      schema: {
        tags: TAGS,
        summary: 'Record a payout as made: the bank’s transfer reference and the day; the refund becomes SUCCEEDED',
        description: `${GUARD} 10422 at transferReference or transferredOn (not after today); 10404 unknown; 10500 when recorded already, or while the passenger has not given the account. Audited, and in the order's history.`,
        response: webTsReply(payoutItem, 'the payout, PAID'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await payouts.markPaid(userId, await parseWith(payoutPaidSchema, request.body)));
    },
  );
}
