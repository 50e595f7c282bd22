import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentsRepository } from './payments.repository';
import type { NotificationHeaders, ParsedRefundNotification, PaymentProvider } from './provider';
import type { RefundNotificationsRepository } from './refundNotifications.repository';

interface Deps {
  provider: Pick<PaymentProvider, 'name'>;
  /** the transaction helper (retries deadlocks; the lock order of server/db/transaction.ts) */
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  repositoriesFor: (tx: Db) => { refunds: RefundNotificationsRepository; payments: Pick<PaymentsRepository, 'recordNotification'> };
  clock: Clock;
  /** in `tx`: the payout (server/modules/refunds/payouts.ts) by which the clerk pays back what the provider could not, with its outcome */
  ensurePayout: (refundNo: string, tx: Db, providerOutcome: string) => Promise<unknown>;
  /** a refund the provider could not pay: the clerk must give the money back another way */
  logError: (details: object, message: string) => void;
}

/** WeChat's answer: 200 (or 204) for taken, 4xx/5xx with { code: 'FAIL', message } and it sends again; 200 carries the same body as the payment notifications'. */
export type RefundNotifyAnswer =
  { httpStatus: 200; body: { code: 'SUCCESS'; message: string } } | { httpStatus: 400 | 401 | 404; body: { code: 'FAIL'; message: string } };

const taken = (message: string): RefundNotifyAnswer => ({ httpStatus: 200, body: { code: 'SUCCESS', message } });

const refused = (httpStatus: 400 | 401 | 404, message: string): RefundNotifyAnswer => ({ httpStatus, body: { code: 'FAIL', message } });

class Refusal extends Error {
  constructor(readonly answer: RefundNotifyAnswer) {
    super('refused');
  }
}

/**
 * A provider's refund outcome (its notification, verified below, or a refund query's answer,
 * refundQuerySweep.ts): stored once per notification id (a replay changes nothing) and, for REFUND.SUCCESS, the approved refund
 * made SUCCEEDED with the provider's refund id, in one transaction. The refund number may
 * also be a payment return's (money for an order that could not take it). REFUND.CLOSED or
 * ABNORMAL mean no money reached the payer, so in that same transaction the clerk is given the
 * work: a return becomes FAILED on the "payments to return" queue; a refund stays APPROVED with a
 * PENDING payout (a bank transfer, to the account the passenger is asked for). A later SUCCESS
 * takes that work back (the return RETURNED, the payout withdrawn) unless the clerk has done it.
 */
export function createRefundOutcomes({ provider, transaction, repositoriesFor, clock, ensurePayout, logError }: Deps) {
  return async function applyRefundOutcome(notification: ParsedRefundNotification): Promise<RefundNotifyAnswer> {
    try {
      return await transaction(async (tx) => {
        const { refunds, payments } = repositoriesFor(tx);
        const found = await refunds.refundNumber(notification.refundNo);
        if (!found) throw new Refusal(refused(404, 'unknown out_refund_no'));
        if (found.amountMinor !== notification.amountMinor) throw new Refusal(refused(400, 'refund amount does not match'));
        // Orders before refunds: the lock order every order transaction keeps.
        await refunds.lockOrder(found.orderUuid);
        const refund = found.kind === 'refund' ? await refunds.lockRefund(notification.refundNo) : undefined;
        const isNew = await payments.recordNotification({
          provider: provider.name,
          notificationId: notification.notificationId,
          outTradeNo: notification.outTradeNo,
          outcome: `REFUND.${notification.outcome}`,
          signatureValid: true,
          body: notification.body,
          receivedAt: clock(),
        });
        if (!isNew) return taken('already received');
        if (notification.outcome === 'SUCCESS') {
          // A SUCCESS may follow an ABNORMAL (WeChat pays again once the payer's account is fixed): the
          // clerk's work item for it goes in this transaction, or the money would be paid twice.
          let doneByHand: boolean;
          if (found.kind === 'return') {
            const completed = await refunds.completeReturn(notification.refundNo, notification.providerRefundId, clock());
            doneByHand = !completed && (await refunds.returnedByHand(notification.refundNo));
          } else {
            const succeeded = refund !== undefined && (await refunds.markSucceeded(refund.uuid, notification.providerRefundId));
            if (refund) await refunds.withdrawPendingPayout(refund.uuid);
            doneByHand = !succeeded && refund !== undefined && (await refunds.payoutPaid(refund.uuid));
          }
          if (doneByHand) {
            logError(
              { orderUuid: found.orderUuid, refundNo: notification.refundNo, kind: found.kind, providerRefundId: notification.providerRefundId },
              'the provider paid back what the clerk had already paid back by hand: the money went back twice',
            );
          }
        } else {
          if (found.kind === 'return') await refunds.failReturn(notification.refundNo, `REFUND.${notification.outcome}`, clock());
          else if (refund?.status === 'APPROVED') await ensurePayout(notification.refundNo, tx, notification.outcome);
          logError(
            {
              orderUuid: found.orderUuid,
              refundNo: notification.refundNo,
              kind: found.kind,
              providerRefundId: notification.providerRefundId,
              outcome: notification.outcome,
            },
            'the provider could not pay this refund back: return the money another way',
          );
        }
        return taken(notification.outcome === 'SUCCESS' ? 'refunded' : 'refund failure recorded');
      });
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
  };
}

/** Applies a verified refund outcome: the notification's, or a refund query's (refundQuerySweep.ts), by the same rules. */
export type ApplyRefundOutcome = ReturnType<typeof createRefundOutcomes>;

/** The refund notification route's work: verified, then applied by `applyRefundOutcome`. */
export function createRefundNotifications({
  provider,
  applyRefundOutcome,
}: {
  provider: Pick<PaymentProvider, 'verifyRefundNotification'>;
  applyRefundOutcome: ApplyRefundOutcome;
}) {
  return async function refundNotify(headers: NotificationHeaders, rawBody: string): Promise<RefundNotifyAnswer> {
    const notification = provider.verifyRefundNotification(headers, rawBody);
    if (!notification) return refused(401, 'signature, timestamp or body invalid');
    return applyRefundOutcome(notification);
  };
}
export type RefundNotify = ReturnType<typeof createRefundNotifications>;
