import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Metrics } from '../../lib/metrics/metrics';
import { createFieldCipher } from '../../lib/crypto/fieldCipher';
import { createPayoutAccounts } from './payoutAccounts';
import { createPayouts, type PayoutNotifier } from './payouts';
import { createRefundAccounts } from './refundAccounts';
import { createRefundDetails } from './refundDetails';
import { createRefundsRepository } from './refunds.repository';

/**
 * Money going back by other means than a provider's refund of a ticket: refund accounts (sealed
 * with DATA_ENCRYPTION_KEY), payouts of bank-transfer refunds (and the accounts passengers give for them later), and what the order details show
 * of them. Payment returns are made by the payments module, which owns the provider.
 */
export function createRefunds({
  db,
  clock,
  dataEncryptionKey,
  metrics,
  notifyPaidOut,
}: {
  db: Db;
  clock: Clock;
  dataEncryptionKey: string;
  metrics?: Pick<Metrics, 'refundCompleted'>;
  /** the passenger's notification of a payout made, written in its transaction */
  notifyPaidOut?: PayoutNotifier;
}) {
  const repositoryFor = (on: Db) => createRefundsRepository({ db: on });
  const accounts = createRefundAccounts({ repositoryFor, cipher: createFieldCipher(dataEncryptionKey) });
  const payouts = createPayouts({ db, repositoryFor, accounts, clock, metrics, notifyPaidOut });
  const payoutAccounts = createPayoutAccounts({ db, repositoryFor, accounts, clock });
  return { repositoryFor, accounts, payouts, payoutAccounts, details: createRefundDetails({ db, repositoryFor, accounts }) };
}
