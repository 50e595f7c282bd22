import type { StateValue } from 'xstate';
import { RETURN_BY_TRANSFER, type PaymentReturnItem, type PaymentReturnReason, type PaymentReturnRecord } from '../../../src/domain/refunds/refundViews';
import { fromMinor } from '../../../src/domain/ticketing/money';
import type { OrderStatus } from '../../../src/domain/orderEnums';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../../src/domain/ids';
import { recordStaffAction } from '../staff/audit';
import { PaidBackByTransfer, type RefundThroughProvider } from '../payments/refundThroughProvider';
import { WechatPayError } from '../payments/wechatpay/wechatpay.errors';
import { returnAlreadyDone } from './refunds.errors';
import type { PaymentReturnRow, RefundsRepository } from './refunds.repository';

/** The history event of a payment given back automatically (the order's state does not change). */
const PAYMENT_RETURN_EVENT = 'payment.autoRefund';
/** The history event of a transfer a clerk recorded for a closed order: the money waits to be given back. */
const TRANSFER_TO_RETURN_EVENT = 'payment.transferToReturn';

/** The refund number of a payment's return: one return per payment, so the payment's own number suffices. */
const returnNoOf = (outTradeNo: string): string => `${outTradeNo}-RT`;

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => RefundsRepository;
  refundThroughProvider: RefundThroughProvider;
  clock: Clock;
  logError: (error: unknown, message: string) => void;
}

/** What a return needs to know of the payment and the order it came for, read under the order's lock. */
export interface UnappliedPayment {
  payment: { uuid: string; orderUuid: string; outTradeNo: string; amountMinor: number; currency: PaymentReturnRow['currency'] };
  order: { status: OrderStatus; stateValue: unknown };
  reason: PaymentReturnReason;
}

/**
 * What the queue keeps of a send that failed. A refund WeChat had already ended unpaid (sent again
 * after REFUND.CLOSED / ABNORMAL) keeps its notification's name, which the console says in the
 * clerk's language; anything else as it came.
 */
function lastErrorOf(error: unknown): string {
  if (error instanceof PaidBackByTransfer) return RETURN_BY_TRANSFER;
  const ended = error instanceof WechatPayError ? /^REFUND_(CLOSED|ABNORMAL)$/.exec(error.wechatCode)?.[1] : undefined;
  if (ended) return `REFUND.${ended}`;
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}

type ReturnJoin = NonNullable<Awaited<ReturnType<RefundsRepository['returnByUuid']>>>;

export function returnRecord({ ret, outTradeNo }: Pick<ReturnJoin, 'ret' | 'outTradeNo'>): PaymentReturnRecord {
  return {
    uuid: ret.uuid,
    outTradeNo,
    amount: fromMinor(ret.amountMinor, ret.currency),
    currency: ret.currency,
    reason: ret.reason,
    status: ret.status,
    returnedAt: ret.returnedAt?.toISOString() ?? null,
    createdAt: ret.createdAt.toISOString(),
  };
}

const returnItem = (row: ReturnJoin): PaymentReturnItem => ({
  ...returnRecord(row),
  orderUuid: row.ret.orderUuid,
  orderNo: row.orderNo,
  attempts: row.ret.attempts,
  lastError: row.ret.lastError,
});

/**
 * No payment is kept silently: money that came for an order that cannot take it any more
 * (cancelled, expired, voided, or paid by another attempt) is recorded, in the transaction that
 * received it, as a return of the whole payment with its own entry in the order's history; after
 * the commit it is sent back through the provider that took it. What the provider does not take
 * waits on the clerk's "payments to return" queue, to be sent again (the same refund number, so
 * never twice) or recorded as returned by hand.
 */
export function createPaymentReturns({ db, repositoryFor, refundThroughProvider, clock, logError }: Deps) {
  const repository = repositoryFor(db);

  return {
    /**
     * In the caller's transaction (the order row locked): the return and its history entry; send it after the commit.
     * `recordedBy`: the clerk who recorded the money (a bank transfer for a closed order), named in the history.
     */
    async record(tx: Db, { payment, order, reason }: UnappliedPayment, recordedBy?: string): Promise<PaymentReturnRow> {
      const now = clock();
      const store = repositoryFor(tx);
      const { row, created } = await store.insertReturn({
        orderUuid: payment.orderUuid,
        paymentUuid: payment.uuid,
        refundNo: returnNoOf(payment.outTradeNo),
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        reason,
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
      });
      if (created) {
        await store.insertOrderNote({
          orderUuid: payment.orderUuid,
          event: recordedBy ? TRANSFER_TO_RETURN_EVENT : PAYMENT_RETURN_EVENT,
          fromState: order.stateValue as StateValue,
          toState: order.stateValue as StateValue,
          fromStatus: order.status,
          toStatus: order.status,
          ...(recordedBy ? { actor: 'staff' as const, actorUserUuid: recordedBy } : { actor: 'system' as const }),
          note: `${payment.outTradeNo} ${reason}`,
          createdAt: now,
        });
      }
      return row;
    },

    /** Sends a return not done yet through the provider; a refusal leaves it FAILED on the queue. Never throws for the provider. */
    async send(uuid: string): Promise<PaymentReturnItem | undefined> {
      const row = await repository.returnByUuid(uuid);
      if (!row) return undefined;
      if (row.ret.status === 'RETURNED' || row.ret.status === 'RETURNED_BY_HAND') return returnItem(row);
      const attempts = row.ret.attempts + 1;
      try {
        const sent = await refundThroughProvider({
          refundNo: row.ret.refundNo,
          outTradeNo: row.outTradeNo,
          amountMinor: row.ret.amountMinor,
          totalMinor: row.ret.amountMinor,
          currency: row.ret.currency,
        });
        const now = clock();
        // The provider's refund notification may come before its answer does (CLOSED, ABNORMAL): what it wrote stands.
        await repository.updateReturn(
          uuid,
          { status: 'RETURNED', providerRefundId: sent.providerRefundId, returnedAt: now, attempts, lastError: null, updatedAt: now },
          row.ret.updatedAt,
        );
      } catch (error) {
        // Money that came by bank transfer goes back by the clerk's transfer: expected, not a fault to log.
        const byTransfer = error instanceof PaidBackByTransfer;
        if (!byTransfer)
          logError(error, `the return ${row.ret.refundNo} of order ${row.ret.orderUuid} was not taken by the provider: it waits on the clerk's queue`);
        const lastError = lastErrorOf(error);
        await repository.updateReturn(uuid, { status: 'FAILED', attempts, lastError, updatedAt: clock() }, row.ret.updatedAt);
      }
      return returnItem((await repository.returnByUuid(uuid))!);
    },

    /** The clerk's queue: returns not done yet, oldest first. */
    async queue(): Promise<PaymentReturnItem[]> {
      return (await repository.waitingReturns()).map(returnItem);
    },

    /** What the order details show: every return of the order's payments. */
    async ofOrder(orderUuid: string): Promise<PaymentReturnRecord[]> {
      return (await repository.returnsOf(orderUuid)).map(returnRecord);
    },

    /** The clerk sends a waiting return again (audited with its outcome). */
    async retry(staffId: string, uuid: string): Promise<PaymentReturnItem> {
      const before = isUuid(uuid) ? await repository.returnByUuid(uuid) : undefined;
      if (!before) throw notFound();
      if (before.ret.status === 'RETURNED' || before.ret.status === 'RETURNED_BY_HAND') throw returnAlreadyDone();
      const after = (await this.send(uuid))!;
      await recordStaffAction(db, {
        staffUserId: staffId,
        action: 'paymentReturn.retry',
        recordType: 'order',
        recordId: before.ret.orderUuid,
        before: { refundNo: before.ret.refundNo, status: before.ret.status },
        after: { refundNo: before.ret.refundNo, status: after.status, ...(after.lastError ? { error: after.lastError } : {}) },
      });
      return after;
    },

    /** The clerk gave the money back outside the provider (a bank transfer): recorded with the bank's reference. */
    async returnedByHand(staffId: string, uuid: string, reference: string): Promise<PaymentReturnItem> {
      if (!isUuid(uuid)) throw notFound();
      await db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const row = await store.returnByUuid(uuid, true);
        if (!row) throw notFound();
        if (row.ret.status === 'RETURNED' || row.ret.status === 'RETURNED_BY_HAND') throw returnAlreadyDone();
        const now = clock();
        await store.updateReturn(uuid, { status: 'RETURNED_BY_HAND', handledBy: staffId, handReference: reference, returnedAt: now, updatedAt: now });
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'paymentReturn.returnedByHand',
          recordType: 'order',
          recordId: row.ret.orderUuid,
          before: { refundNo: row.ret.refundNo, status: row.ret.status },
          after: { refundNo: row.ret.refundNo, status: 'RETURNED_BY_HAND', reference },
          at: now,
        });
      });
      return returnItem((await repository.returnByUuid(uuid))!);
    },
  };
}
export type PaymentReturns = ReturnType<typeof createPaymentReturns>;
