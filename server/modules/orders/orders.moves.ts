import type { OrderStatusAnswer } from '../../../src/domain/payments';
import { refundQuote } from '../../../src/domain/ticketing/refundFee';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { refundCutOffPassed } from './orders.errors';
import type { MovedBy, OrderLifecycle } from './orders.lifecycle';
import type { OrdersRepository } from './orders.repository';
import { statusAnswer } from './orders.view';
import type { RefundAccounts } from '../refunds/refundAccounts';
import { isUuid } from '../../../src/domain/ids';

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => OrdersRepository;
  lifecycle: Pick<OrderLifecycle, 'move' | 'transaction'>;
  clock: Clock;
  /** the receiving account of a bank-transfer order's refund: checked and sealed (server/modules/refunds) */
  accounts?: Pick<RefundAccounts, 'parse' | 'store'>;
}

/** The refund number sent to the provider: the order's number and the application's, so a retry sends the same one. */
export const refundNoOf = (orderNo: string, application: number): string => `${orderNo}-R${application}`;

/**
 * The user's own moves on a submitted order (cancel, offline claim, refund application) and
 * the status the payment screen polls. Each move is the lifecycle's: another user's order is
 * 10404, a move the order chart refuses is 10500 and changes nothing.
 */
export function createOrderMoves({ db, repositoryFor, lifecycle, clock, accounts }: Deps) {
  const repository = repositoryFor(db);
  const own = (userId: string): MovedBy => ({ actor: 'user', userUuid: userId, ownerUuid: userId });

  async function answer(userId: string, uuid: string): Promise<OrderStatusAnswer> {
    const row = isUuid(uuid) ? await repository.find(userId, uuid) : undefined;
    if (!row) throw notFound();
    return statusAnswer(row);
  }

  return {
    status: answer,

    /** DUE_PAY (waiting for payment) -> CANCEL: the berths go back on sale. */
    async cancel(userId: string, uuid: string): Promise<OrderStatusAnswer> {
      await lifecycle.move(uuid, { type: 'order.cancel' }, own(userId));
      return answer(userId, uuid);
    },

    /** The user says the bank transfer is done: DUE_PAY waits for staff, the payment window stops. */
    async claimOffline(userId: string, uuid: string): Promise<OrderStatusAnswer> {
      await lifecycle.move(uuid, { type: 'order.claimOffline' }, own(userId));
      return answer(userId, uuid);
    },

    /**
     * PAID -> BEING_REFUNDED before the cut-off, with a refund application (REQUESTED) for what
     * the published fee table gives back now, counted to the first departure. A bank-transfer
     * payment goes back by the clerk's transfer: the application needs the receiving account.
     */
    async applyRefund(userId: string, uuid: string, account?: unknown): Promise<OrderStatusAnswer> {
      await lifecycle.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const row = isUuid(uuid) ? await store.find(userId, uuid) : undefined;
        if (!row) throw notFound();
        const [first] = await store.legs(uuid);
        if (!first) throw notFound();
        const now = clock();
        try {
          await lifecycle.move(uuid, { type: 'order.applyRefund', departureTime: first.departureTime, now }, own(userId), tx);
        } catch (error) {
          // The chart refuses both a wrong state and the cut-off: say which, when it is the cut-off.
          if (
            error instanceof AppError &&
            error.code === ErrorCode.BUSINESS &&
            row.status === 'PAID' &&
            !refundQuote(row.totalMinor, first.departureTime, now, row.refundFeeWaivedAt !== null)
          ) {
            throw refundCutOffPassed();
          }
          throw error;
        }
        // The move succeeded, so the cut-off is still ahead and there is a quote.
        const quote = refundQuote(row.totalMinor, first.departureTime, now, row.refundFeeWaivedAt !== null);
        if (!quote) throw new Error('the order chart accepted a refund past the cut-off');
        const payment = await store.succeededPayment(uuid);
        const receiving = payment?.method === 'BANK_TRANSFER' && accounts ? await accounts.parse(account, row.currency) : undefined;
        const refund = await store.insertRefund({
          orderUuid: uuid,
          paymentUuid: payment?.uuid ?? null,
          refundNo: refundNoOf(row.orderNo ?? uuid, (await store.countRefunds(uuid)) + 1),
          amountMinor: quote.refundMinor,
          feeMinor: quote.feeMinor,
          currency: row.currency,
          status: 'REQUESTED',
          createdAt: now,
        });
        if (receiving && accounts) await accounts.store(tx, refund.uuid, receiving, now);
      });
      return answer(userId, uuid);
    },
  };
}
export type OrderMoves = ReturnType<typeof createOrderMoves>;
