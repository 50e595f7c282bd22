import type { OrderView } from '../../../src/domain/ticketing/order';
import type { Db } from '../../db/client';
import { returnRecord } from './paymentReturns';
import { payoutRecord } from './payouts';
import type { RefundAccounts } from './refundAccounts';
import type { RefundsRepository } from './refunds.repository';

type RefundView = NonNullable<OrderView['refund']>;

/**
 * What the order details add about money going back: the payments returned automatically,
 * and for the refund applied for, the account given (masked) and its payout.
 */
export function createRefundDetails({ db, repositoryFor, accounts }: { db: Db; repositoryFor: (db: Db) => RefundsRepository; accounts: RefundAccounts }) {
  const repository = repositoryFor(db);
  return async function refundDetails(
    orderUuid: string,
    refund: { uuid: string } | undefined,
  ): Promise<{ paymentReturns: NonNullable<OrderView['paymentReturns']>; refundExtras: Pick<RefundView, 'account' | 'payout'> }> {
    const [returns, account, payout] = await Promise.all([
      repository.returnsOf(orderUuid),
      refund ? repository.accountOf(refund.uuid) : undefined,
      refund ? repository.payoutOfRefund(refund.uuid) : undefined,
    ]);
    return {
      paymentReturns: returns.map(returnRecord),
      refundExtras: { account: account ? accounts.view(account, false) : null, payout: payout ? payoutRecord(payout) : null },
    };
  };
}
export type RefundDetails = ReturnType<typeof createRefundDetails>;
