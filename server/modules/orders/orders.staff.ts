import type { Currency } from '../../../src/domain/baseData';
import type { Page } from '../../../src/domain/envelope';
import type { OrderPageQuery, OrderStatusAnswer } from '../../../src/domain/payments';
import { REFUND_DECISION_MESSAGES } from '../../../src/domain/staff/ticketing';
import { toMinor } from '../../../src/domain/ticketing/money';
import type { OrderView } from '../../../src/domain/ticketing/order';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { noMetrics, type Metrics } from '../../lib/metrics/metrics';
import { recordStaffAction } from '../staff/audit';
import { PaidBackByTransfer } from '../payments/refundThroughProvider';
import type { PaymentReturns } from '../refunds/paymentReturns';
import { ErrorCode } from '../../../src/domain/errorCodes';
import type { OrderStatus } from '../../../src/domain/orderEnums';
import { noPaymentToRefund, refundNotSent } from './orders.errors';
import type { MovedBy, MoveResult, OrderLifecycle } from './orders.lifecycle';
import { orderFilterOf, orderPage } from './orders.page';
import type { OrdersRepository } from './orders.repository';
import { detailsView, statusAnswer, toView, withRefundDetails } from './orders.view';
import type { RefundDetails } from '../refunds/refundDetails';
import { isUuid } from '../../../src/domain/ids';

/** Orders that can take no payment any more: money for them goes back. */
const CLOSED: ReadonlySet<OrderStatus> = new Set(['CANCEL', 'ABOLISH']);

/** What the payments module's provider needs to give an approved refund back (provider.ts RefundRequest). */
interface ProviderRefund {
  refundNo: string;
  outTradeNo: string;
  amountMinor: number;
  totalMinor: number;
  currency: Currency;
}
/** PENDING: the provider took the refund and pays it later (WeChat PROCESSING); its refund notification makes it SUCCEEDED. */
export type RefundThroughProvider = (refund: ProviderRefund) => Promise<{ providerRefundId: string; status?: 'SUCCEEDED' | 'PENDING' }>;

/** payments.provider of a bank transfer confirmed by staff. */
const OFFLINE_PROVIDER = 'offline';

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => OrdersRepository;
  lifecycle: Pick<OrderLifecycle, 'move' | 'transaction'>;
  clock: Clock;
  /** sends an approved refund back through the provider that took the payment (the payments module's) */
  refundThroughProvider: RefundThroughProvider;
  logError?: (error: unknown, message: string) => void;
  /** counts each bank transfer confirmed, after the commit */
  metrics?: Pick<Metrics, 'paymentConfirmed'>;
  /** a transfer confirmed for a closed order is given back (server/modules/refunds/paymentReturns.ts) */
  returns?: Pick<PaymentReturns, 'record' | 'send'>;
  /** the refund account, payout and payments returned that the order details show (server/modules/refunds) */
  refundDetails?: RefundDetails;
}

/**
 * The ticketing clerk's moves (STAFF_ORDER_PATHS): every user's orders, confirming or
 * rejecting a bank transfer, deciding a refund. Each is recorded in the order's history
 * with actor 'staff' and the clerk's user.
 */
export function createStaffOrders({
  db,
  repositoryFor,
  lifecycle,
  clock,
  refundThroughProvider,
  logError = (e, m) => console.error(m, e),
  metrics = noMetrics,
  refundDetails,
  returns,
}: Deps) {
  const repository = repositoryFor(db);
  const staff = (staffId: string, note?: string): MovedBy => ({ actor: 'staff', userUuid: staffId, ...(note ? { note } : {}) });
  /** The audit entry of a clerk's move, in the move's transaction; a move that changed nothing leaves none. */
  const audited = (tx: Db, staffId: string, action: string, uuid: string, moved: MoveResult, extra: { note?: string } = {}) =>
    moved.changed
      ? recordStaffAction(tx, {
          staffUserId: staffId,
          action,
          recordType: 'order',
          recordId: uuid,
          before: { status: moved.fromStatus, stateValue: moved.from },
          after: { status: moved.toStatus, stateValue: moved.to, ...extra },
        })
      : Promise.resolve();

  /**
   * What goes back: the fee table's amount, or the clerk's (with a reason, at most what was paid).
   * Refused at the field, so the whole approval (the move included) is rolled back.
   */
  function refundAmountMinor(requested: { amountMinor: number; currency: Currency }, paidMinor: number, change: { amount?: number; reason?: string }): number {
    if (change.amount === undefined) return requested.amountMinor;
    const amountMinor = toMinor(change.amount, requested.currency);
    if (amountMinor === null) throw invalidField('amount', REFUND_DECISION_MESSAGES.amountAbovePaid.zh, REFUND_DECISION_MESSAGES.amountAbovePaid.ja);
    if (amountMinor === requested.amountMinor) return amountMinor;
    if (amountMinor > paidMinor) throw invalidField('amount', REFUND_DECISION_MESSAGES.amountAbovePaid.zh, REFUND_DECISION_MESSAGES.amountAbovePaid.ja);
    if (!change.reason?.trim()) throw invalidField('reason', REFUND_DECISION_MESSAGES.reasonRequired.zh, REFUND_DECISION_MESSAGES.reasonRequired.ja);
    return amountMinor;
  }

  /** The transfer of a closed order: the payment recorded (CLOSED, not applied), its return, the audit; the return's uuid. */
  async function transferToReturn(tx: Db, staffId: string, row: NonNullable<Awaited<ReturnType<OrdersRepository['findAny']>>>): Promise<string> {
    const store = repositoryFor(tx);
    const now = clock();
    const outTradeNo = `${row.orderNo ?? row.uuid}-B${(await store.payments(row.uuid)).length + 1}`;
    await store.insertPayment({
      orderUuid: row.uuid,
      provider: OFFLINE_PROVIDER,
      method: 'BANK_TRANSFER',
      outTradeNo,
      amountMinor: row.totalMinor,
      currency: row.currency,
      status: 'CLOSED',
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const payment = (await store.payments(row.uuid)).find((p) => p.outTradeNo === outTradeNo)!;
    const recorded = await returns!.record(tx, { payment, order: { status: row.status, stateValue: row.stateValue }, reason: 'ORDER_CLOSED' }, staffId);
    await recordStaffAction(tx, {
      staffUserId: staffId,
      action: 'order.transferForClosedOrder',
      recordType: 'order',
      recordId: row.uuid,
      before: { status: row.status },
      after: { status: row.status, outTradeNo, returned: recorded.refundNo },
      at: now,
    });
    return recorded.uuid;
  }

  async function answer(uuid: string): Promise<OrderStatusAnswer> {
    const row = isUuid(uuid) ? await repository.findAny(uuid) : undefined;
    if (!row) throw notFound();
    return statusAnswer(row);
  }

  return {
    /** Every user's submitted orders, newest first (drafts are the users' own business). */
    page(query: OrderPageQuery & { current: number; size: number }): Promise<Page<OrderView>> {
      return orderPage(repository, { ...orderFilterOf(query), submittedOnly: true }, query.current, query.size);
    },

    /** Any user's submitted order with its legs, tickets, history, payments and refund (drafts are the user's own: 10404). */
    async load(uuid: string): Promise<OrderView> {
      const row = isUuid(uuid) ? await repository.findAny(uuid) : undefined;
      if (!row || row.status === 'DRAFT') throw notFound();
      const [legs, tickets, history, payments, refund] = await Promise.all([
        repository.legsOf([uuid]),
        repository.ticketsOf([uuid]),
        repository.history(uuid),
        repository.payments(uuid),
        repository.latestRefund(uuid),
      ]);
      return withRefundDetails(
        { ...toView(row, legs.get(uuid) ?? [], tickets.get(uuid) ?? []), ...detailsView(row, history, payments, refund) },
        uuid,
        refund,
        refundDetails,
      );
    },

    /**
     * The transfer arrived: DUE_PAY -> PAID with a SUCCEEDED bank-transfer payment (once: a repeat changes nothing).
     * A transfer for an order closed meanwhile (cancelled, expired, voided with its sailing) is not kept: it is
     * recorded and put on the "payments to return" queue, where the clerk sends it back by hand.
     */
    async confirmOffline(staffId: string, uuid: string): Promise<OrderStatusAnswer> {
      let recorded = false;
      let toReturn: string | undefined;
      await lifecycle.transaction(async (tx) => {
        recorded = false;
        toReturn = undefined;
        let moved: MoveResult;
        try {
          moved = await lifecycle.move(uuid, { type: 'order.paid' }, staff(staffId), tx);
        } catch (error) {
          // The refusal comes before any write, with the order row locked: the transaction is still sound.
          const row = error instanceof AppError && error.code === ErrorCode.BUSINESS && returns ? await repositoryFor(tx).findAny(uuid) : undefined;
          if (!row || !CLOSED.has(row.status) || row.totalMinor <= 0) throw error;
          toReturn = await transferToReturn(tx, staffId, row);
          return;
        }
        if (!moved.changed) return;
        await audited(tx, staffId, 'order.confirmOfflinePayment', uuid, moved);
        const store = repositoryFor(tx);
        const row = await store.findAny(uuid);
        if (!row || row.totalMinor <= 0) return;
        const now = clock();
        const attempts = (await store.payments(uuid)).length;
        await store.insertPayment({
          orderUuid: uuid,
          provider: OFFLINE_PROVIDER,
          method: 'BANK_TRANSFER',
          outTradeNo: `${row.orderNo ?? uuid}-B${attempts + 1}`,
          amountMinor: row.totalMinor,
          currency: row.currency,
          status: 'SUCCEEDED',
          paidAt: now,
          createdAt: now,
          updatedAt: now,
        });
        recorded = true;
      });
      if (recorded) metrics.paymentConfirmed('BANK_TRANSFER');
      // No provider gives a bank transfer back: the send fails at once and leaves it on the clerk's queue.
      if (toReturn) await returns?.send(toReturn);
      return answer(uuid);
    },

    /** No transfer found: back to waiting for payment, the window restarts. */
    async rejectOffline(staffId: string, uuid: string, reason?: string): Promise<OrderStatusAnswer> {
      await lifecycle.transaction(async (tx) => {
        const moved = await lifecycle.move(uuid, { type: 'order.rejectOffline' }, staff(staffId, reason), tx);
        await audited(tx, staffId, 'order.rejectOfflinePayment', uuid, moved, reason ? { note: reason } : {});
      });
      return answer(uuid);
    },

    /**
     * BEING_REFUNDED -> REFUND: berths released and the refund APPROVED in one transaction; then,
     * after the commit (the provider's call holds no order lock), the refund is sent back
     * through the provider with its refund number and marked SUCCEEDED. A bank transfer's
     * refund gets its payout instead (PENDING, until the clerk records the transfer). When the provider
     * fails, the order stays REFUND with the refund APPROVED and approving again sends the
     * same refund number, which the provider answers once.
     */
    async approveRefund(staffId: string, uuid: string, change: { amount?: number; reason?: string } = {}): Promise<OrderStatusAnswer> {
      const pending = isUuid(uuid) ? await repository.latestRefund(uuid) : undefined;
      const order = pending?.status === 'APPROVED' ? await repository.findAny(uuid) : undefined;
      // A retry of an approval whose refund the provider did not take: only the sending is left.
      const retry = order?.status === 'REFUND';
      const refund = retry
        ? pending
        : await lifecycle.transaction(async (tx) => {
            const moved = await lifecycle.move(uuid, { type: 'order.approveRefund' }, staff(staffId, change.reason), tx);
            const store = repositoryFor(tx);
            const requested = await store.latestRefund(uuid);
            const payment = await store.succeededPayment(uuid);
            if (!requested || requested.status !== 'REQUESTED' || !payment) throw noPaymentToRefund();
            const amountMinor = refundAmountMinor(requested, payment.amountMinor, change);
            const decided = {
              status: 'APPROVED' as const,
              decidedBy: staffId,
              decidedAt: clock(),
              paymentUuid: payment.uuid,
              ...(amountMinor !== requested.amountMinor ? { amountMinor, feeMinor: payment.amountMinor - amountMinor, reason: change.reason ?? null } : {}),
            };
            await store.updateRefund(requested.uuid, decided);
            await audited(tx, staffId, 'order.approveRefund', uuid, moved, {
              ...(amountMinor !== requested.amountMinor ? { feeTableAmountMinor: requested.amountMinor, amountMinor } : {}),
              ...(change.reason ? { note: change.reason } : {}),
            });
            return { ...requested, ...decided };
          });
      if (!refund) throw noPaymentToRefund();
      const payment = await repository.succeededPayment(uuid);
      if (!payment) throw noPaymentToRefund();
      let sent: Awaited<ReturnType<RefundThroughProvider>>;
      try {
        sent = await refundThroughProvider({
          refundNo: refund.refundNo,
          outTradeNo: payment.outTradeNo,
          amountMinor: refund.amountMinor,
          totalMinor: payment.amountMinor,
          currency: refund.currency,
        });
      } catch (error) {
        // A bank transfer: its payout (PENDING) now waits for the clerk's transfer, the refund stays APPROVED.
        if (error instanceof PaidBackByTransfer) return answer(uuid);
        logError(error, `refund ${refund.refundNo} of order ${uuid} was not taken by the provider`);
        throw refundNotSent();
      }
      // PENDING leaves the status alone: the refund notification may have made it SUCCEEDED already.
      await repository.updateRefund(
        refund.uuid,
        sent.status === 'PENDING' ? { providerRefundId: sent.providerRefundId } : { status: 'SUCCEEDED', providerRefundId: sent.providerRefundId },
      );
      return answer(uuid);
    },

    /** BEING_REFUNDED -> PAID: the tickets are valid again, the application REJECTED with the reason. */
    async rejectRefund(staffId: string, uuid: string, reason?: string): Promise<OrderStatusAnswer> {
      await lifecycle.transaction(async (tx) => {
        const moved = await lifecycle.move(uuid, { type: 'order.rejectRefund' }, staff(staffId, reason), tx);
        const store = repositoryFor(tx);
        const refund = await store.latestRefund(uuid);
        if (refund?.status === 'REQUESTED')
          await store.updateRefund(refund.uuid, { status: 'REJECTED', decidedBy: staffId, decidedAt: clock(), reason: reason ?? null });
        await audited(tx, staffId, 'order.rejectRefund', uuid, moved, reason ? { note: reason } : {});
      });
      return answer(uuid);
    },
  };
}
export type StaffOrders = ReturnType<typeof createStaffOrders>;
