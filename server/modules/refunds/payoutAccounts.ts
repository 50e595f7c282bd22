import type { MaskedAccount } from '../../../src/domain/refunds/refundViews';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../../src/domain/ids';
import type { RefundAccounts } from './refundAccounts';
import { payoutAccountNotWanted, payoutAlreadyPaid } from './refunds.errors';
import type { RefundsRepository } from './refunds.repository';

/**
 * The account of a payout no application asked for: a cancelled sailing's refund of a bank
 * transfer, or a refund the provider could not pay back. The passenger gives it from the order
 * details, checked and sealed exactly as with a refund application (refundAccounts.ts); until
 * then the clerk cannot record the payout as paid.
 */
export function createPayoutAccounts({
  db,
  repositoryFor,
  accounts,
  clock,
}: {
  db: Db;
  repositoryFor: (db: Db) => RefundsRepository;
  accounts: RefundAccounts;
  clock: Clock;
}) {
  return {
    /** The caller's order's waiting payout gets `body.account`: 10404 for another's order, 10422 at account.<field>, 10500 when none waits. */
    async give(userId: string, orderUuid: string, body: unknown): Promise<MaskedAccount> {
      if (!isUuid(orderUuid)) throw notFound();
      return db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const order = await store.lockOwnOrder(userId, orderUuid);
        if (!order) throw notFound();
        const [latest] = await store.payoutsOfOrder(orderUuid);
        if (latest?.payout.status === 'PAID') throw payoutAlreadyPaid();
        if (!latest || latest.account) throw payoutAccountNotWanted();
        const given = body && typeof body === 'object' ? (body as { account?: unknown }).account : undefined;
        const account = await accounts.parse(given, order.currency);
        await accounts.store(tx, latest.payout.refundUuid, account, clock());
        return accounts.view((await store.accountOf(latest.payout.refundUuid))!, false);
      });
    },
  };
}
export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
