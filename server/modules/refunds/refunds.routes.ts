import type { FastifyInstance } from 'fastify';
import { ORDER_PATHS } from '../../../src/domain/ticketing/order';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { moveQuery } from '../orders/orders.schemas';
import { orderUuidOf } from '../orders/orders.routes';
import type { PayoutAccounts } from './payoutAccounts';
import { maskedAccount, payoutAccountBody } from './refunds.schemas';
import { SIGNED_IN } from '../../lib/auth/routeAccess';

/** The passenger's side of money going back that the order moves do not cover. */
export async function refundsRoutes(app: FastifyInstance, { payoutAccounts }: { payoutAccounts: PayoutAccounts }): Promise<void> {
  app.post<{ Querystring: { uuid?: string }; Body: { uuid?: string; account?: unknown } | undefined }>(
    `/api${ORDER_PATHS.refundAccount}`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['orders'],
        summary:
          'Give the receiving account of a refund to be paid by bank transfer that no application asked for (login required; uuid in the body or the query)',
        description:
          'For a payout from a cancelled sailing, or from a refund the payment provider could not pay back: the account ' +
          '(JPY: a Japanese one, RMB: a Chinese one) is stored sealed, as with a refund application. 10422 at account.<field> ' +
          'when it is missing or wrong (nothing stored); 10404 when the order is unknown or another user’s; 10500 when the ' +
          'payout is paid already, the account was given already, or no payout waits.',
        querystring: moveQuery,
        body: payoutAccountBody,
        response: webTsReply(maskedAccount, 'the account as given, the number masked'),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await payoutAccounts.give(userId, orderUuidOf(request), request.body));
    },
  );
}
