import type { StateValue } from 'xstate';
import type { PayoutItem, PayoutRecord } from '../../../src/domain/refunds/refundViews';
import type { PayoutPaidInput } from '../../../src/domain/refunds/payoutSchema';
import { fromMinor } from '../../../src/domain/ticketing/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../../src/domain/ids';
import { recordStaffAction } from '../staff/audit';
import { noMetrics, type Metrics } from '../../lib/metrics/metrics';
import { OFFLINE_PROVIDER } from '../payments/refundThroughProvider';
import type { RefundAccounts } from './refundAccounts';
import { payoutAccountMissing, payoutAlreadyPaid } from './refunds.errors';
import type { PayoutRow, RefundsRepository } from './refunds.repository';

/** The history event of a payout made: the order stays REFUND, the money has now moved. */
const PAYOUT_PAID_EVENT = 'refund.paidOut';

export function payoutRecord(row: PayoutRow): PayoutRecord {
  return {
    uuid: row.uuid,
    status: row.status,
    amount: fromMinor(row.amountMinor, row.currency),
    currency: row.currency,
    transferReference: row.transferReference,
    transferredOn: row.transferredOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Refunds of bank-transfer payments: no provider gives them back, a clerk does. Approving one
 * creates its payout (PENDING); so does a provider's refund that failed. The clerk transfers the
 * money to the account the passenger gave (with the application, or later when none was asked
 * for) and records the bank's reference and the day; only that record makes the refund SUCCEEDED.
 */
export type PayoutNotifier = (tx: Db, event: { orderUuid: string; transferredOn: string; at: Date }) => Promise<void>;

export function createPayouts({
  db,
  repositoryFor,
  accounts,
  clock,
  metrics = noMetrics,
  notifyPaidOut,
}: {
  db: Db;
  repositoryFor: (db: Db) => RefundsRepository;
  accounts: RefundAccounts;
  clock: Clock;
  /** counts each payout recorded as made: a bank-transfer refund completed */
  metrics?: Pick<Metrics, 'refundCompleted'>;
  /** writes, in the payout's transaction, the passenger's notification that the money was sent */
  notifyPaidOut?: PayoutNotifier;
}) {
  const repository = repositoryFor(db);
  type Joined = NonNullable<Awaited<ReturnType<RefundsRepository['payoutByUuid']>>>;
  const item = (row: Joined): PayoutItem => ({
    ...payoutRecord(row.payout),
    orderUuid: row.payout.orderUuid,
    orderNo: row.orderNo,
    refundNo: row.refundNo,
    account: row.account ? accounts.view(row.account, true) : null,
    providerOutcome: row.payout.providerOutcome,
  });

  return {
    /**
     * The payout of an approved refund, made once (by its refund number); in `on` when given. None for an unknown refund number.
     * `providerOutcome`: the provider took the payment but could not pay it back (its refund outcome, for the clerk).
     */
    async ensureFor(refundNo: string, on: Db = db, providerOutcome?: string): Promise<PayoutRow | undefined> {
      const store = repositoryFor(on);
      const refund = await store.refundByNo(refundNo);
      // A payment return has no refund row: it waits on the returns queue instead.
      if (!refund) return undefined;
      return store.insertPayout({
        refundUuid: refund.uuid,
        orderUuid: refund.orderUuid,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        status: 'PENDING',
        providerOutcome: providerOutcome ?? null,
        createdAt: clock(),
      });
    },

    async queue(): Promise<PayoutItem[]> {
      return (await repository.pendingPayouts()).map(item);
    },

    /** The clerk made the transfer: PAID with the reference and day, the refund SUCCEEDED, a history row and the audit. */
    async markPaid(staffId: string, body: PayoutPaidInput): Promise<PayoutItem> {
      if (!isUuid(body.uuid)) throw notFound();
      await db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const found = await store.payoutByUuid(body.uuid);
        if (!found) throw notFound();
        // Lock order (server/db/transaction.ts): the order row, then its refund's payout.
        const order = await store.lockOrderState(found.payout.orderUuid);
        const row = (await store.payoutByUuid(body.uuid, true))!;
        if (row.payout.status === 'PAID') throw payoutAlreadyPaid();
        // No transfer without somewhere to send it: the passenger gives the account first (payoutAccounts.ts).
        if (!row.account) throw payoutAccountMissing();
        const now = clock();
        await store.updatePayout(row.payout.uuid, {
          status: 'PAID',
          transferReference: body.transferReference,
          transferredOn: body.transferredOn,
          paidBy: staffId,
          paidAt: now,
        });
        await store.markRefundSucceeded(row.payout.refundUuid);
        if (order) {
          await store.insertOrderNote({
            orderUuid: row.payout.orderUuid,
            event: PAYOUT_PAID_EVENT,
            fromState: order.stateValue as StateValue,
            toState: order.stateValue as StateValue,
            fromStatus: order.status,
            toStatus: order.status,
            actor: 'staff',
            actorUserUuid: staffId,
            note: `${row.refundNo} ${body.transferredOn}`,
            createdAt: now,
          });
        }
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'refund.payoutPaid',
          recordType: 'order',
          recordId: row.payout.orderUuid,
          before: { refundNo: row.refundNo, payout: 'PENDING' },
          after: { refundNo: row.refundNo, payout: 'PAID', transferReference: body.transferReference, transferredOn: body.transferredOn },
          at: now,
        });
        await notifyPaidOut?.(tx, { orderUuid: row.payout.orderUuid, transferredOn: body.transferredOn, at: now });
      });
      metrics.refundCompleted(OFFLINE_PROVIDER, 'BANK_TRANSFER');
      return item((await repository.payoutByUuid(body.uuid))!);
    },
  };
}
export type Payouts = ReturnType<typeof createPayouts>;
