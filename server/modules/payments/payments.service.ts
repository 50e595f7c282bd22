import { randomBytes } from 'node:crypto';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { paymentMethodsFor, type PaymentOptions, type WxpayH5Answer } from '../../../src/domain/payments';
import { fromMinor } from '../../../src/domain/ticketing/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../../src/domain/ids';
import { noMetrics, type Metrics } from '../../lib/metrics/metrics';
import { qrPng } from '../../lib/qr';
import { isAwaitingPayment, type OrderLifecycle } from '../orders/orders.lifecycle';
import { bankTransferFor, type PayeeAccounts } from './payeeAccounts';
import { bankTransferOnly, notPayable, offlineClaimPending, paymentWindowOver } from './payments.errors';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import type { NotificationHeaders, PaymentProvider, PrepayRequest } from './provider';
import type { PaymentReturns } from '../refunds/paymentReturns';

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => PaymentsRepository;
  provider: PaymentProvider;
  lifecycle: Pick<OrderLifecycle, 'move' | 'transaction'>;
  /** the company's receiving accounts (configuration): the payer's country's one is offered */
  payees: PayeeAccounts;
  clock: Clock;
  /** money that came for an order that cannot take it: recorded with the notification, given back after the commit */
  returns: Pick<PaymentReturns, 'record' | 'send'>;
  /** counts each payment marked SUCCEEDED, after the commit */
  metrics?: Pick<Metrics, 'paymentConfirmed'>;
  /** what went wrong after the passenger was answered (a replaced prepay the provider did not close) */
  logError: (details: Record<string, unknown>, message: string) => void;
}

/** The provider's answer to a notification: WeChat wants HTTP 200 or a 4xx/5xx with { code: 'FAIL', message }. */
export type NotifyAnswer =
  { httpStatus: 200; body: { code: 'SUCCESS'; message: string } } | { httpStatus: 400 | 401 | 404 | 500; body: { code: 'FAIL'; message: string } };

const accepted = (message: string): NotifyAnswer => ({ httpStatus: 200, body: { code: 'SUCCESS', message } });
const refusedWith = (httpStatus: 400 | 401 | 404 | 500, message: string): NotifyAnswer => ({ httpStatus, body: { code: 'FAIL', message } });

/** Thrown inside the notification's transaction to roll it back (the notification is then not stored, and the provider retries). */
class NotifyRefusal extends Error {
  constructor(readonly answer: NotifyAnswer) {
    super(answer.body.message);
  }
}

type OrderFacts = NonNullable<Awaited<ReturnType<PaymentsRepository['order']>>>;

/**
 * Paying an order through the provider: the QR code or H5 page of a prepay, the payment options, and
 * the provider's notifications — verified, stored once, and applied in one transaction
 * with the order's move to PAID (orders.lifecycle.ts), so that however often or however
 * concurrently a notification arrives, the order is paid once with one payment.
 */
export function createPaymentsService({ db, repositoryFor, provider, lifecycle, payees, clock, returns, metrics = noMetrics, logError }: Deps) {
  const repository = repositoryFor(db);

  /** The caller's own submitted order (10404 for anyone else's, as for an unknown one). */
  async function ownOrder(repo: PaymentsRepository, userId: string, orderUuid: unknown, lock = false): Promise<OrderFacts> {
    if (!isUuid(orderUuid)) throw notFound();
    const order = await repo.order(orderUuid, lock);
    if (!order || order.userUuid !== userId || order.status === 'DRAFT') throw notFound();
    return order;
  }

  /** Can `order` be paid by WeChat QR now? Throws the reason when not. */
  function checkQrPayable(order: OrderFacts, now: Date): void {
    if (order.status !== 'DUE_PAY') throw notPayable();
    if (!paymentMethodsFor(order.currency).includes('WECHAT_QR')) throw bankTransferOnly();
    if (!isAwaitingPayment(order.stateValue)) throw offlineClaimPending();
    if (order.paymentDeadline && now >= order.paymentDeadline) throw paymentWindowOver();
    if (order.totalMinor <= 0) throw notPayable();
  }

  /** An open prepay still matching the order: same amount, and expiring with the order's current window. */
  const stillMatches = (payment: PaymentRow, order: OrderFacts): boolean =>
    payment.amountMinor === order.totalMinor &&
    payment.currency === order.currency &&
    (payment.expiresAt?.getTime() ?? null) === (order.paymentDeadline?.getTime() ?? null);

  /**
   * The URL the payer opens for the order's open prepay of `scene`, made when none matches (the
   * order row is locked meanwhile, so that two requests make one). An order offers one prepay at a
   * time: one of the other scene, or one no longer matching the order, is closed here and, after
   * the commit, at the provider, so that its money can no longer be taken there.
   */
  async function prepayUrl(
    userId: string,
    orderUuid: unknown,
    request: { scene: 'NATIVE'; notifyUrl: string } | { scene: 'H5'; notifyUrl: string; payerClientIp: string },
  ): Promise<string> {
    let replaced: string | undefined;
    const url = await db.transaction(async (tx) => {
      replaced = undefined;
      const repo = repositoryFor(tx);
      const now = clock();
      const order = await ownOrder(repo, userId, orderUuid, true);
      checkQrPayable(order, now);
      const open = await repo.openPrepay(order.uuid, provider.name);
      const reusable = open?.codeUrl && open.scene === request.scene && stillMatches(open, order) ? open : undefined;
      // A restarted window (rejected offline claim), a changed amount or the other scene: that prepay is not offered any more.
      if (open && !reusable) {
        await repo.close(open.uuid, now);
        replaced = open.outTradeNo;
      }
      const outTradeNo = reusable?.outTradeNo ?? `${order.orderNo}-${randomBytes(5).toString('hex')}`;
      // A Native code_url lasts as long as the prepay; an h5_url only minutes, so H5 asks again for the same out_trade_no.
      if (reusable && request.scene === 'NATIVE') return reusable.codeUrl!;
      const prepay: PrepayRequest = {
        outTradeNo,
        amountMinor: order.totalMinor,
        currency: order.currency,
        description: `东海渡轮船票 ${order.orderNo}`,
        expiresAt: order.paymentDeadline,
        notifyUrl: request.notifyUrl,
      };
      const payUrl =
        request.scene === 'H5'
          ? (await provider.createH5Prepay({ ...prepay, payerClientIp: request.payerClientIp })).h5Url
          : (await provider.createPrepay(prepay)).codeUrl;
      if (reusable) {
        await repo.setCodeUrl(reusable.uuid, payUrl, now);
        return payUrl;
      }
      await repo.insert({
        orderUuid: order.uuid,
        provider: provider.name,
        method: 'WECHAT_QR',
        scene: request.scene,
        outTradeNo,
        amountMinor: order.totalMinor,
        currency: order.currency,
        status: 'CREATED',
        codeUrl: payUrl,
        expiresAt: order.paymentDeadline,
        createdAt: now,
        updatedAt: now,
      });
      return payUrl;
    });
    if (replaced) closeAtProvider(replaced);
    return url;
  }

  /**
   * After the commit, and not awaited: the passenger's new prepay never waits for, nor fails with,
   * the close of the old one. A close that fails is logged; should the old prepay be paid anyway,
   * its notification finds it here and the money pays the order once or goes back (notify).
   */
  function closeAtProvider(outTradeNo: string): void {
    provider.closePayment(outTradeNo).catch((error: unknown) => logError({ err: error, outTradeNo }, 'replaced prepay not closed at the provider'));
  }

  return {
    /**
     * The open Native prepay of the caller's order, created when none matches, as a PNG of its
     * code_url (the scene the QR screen shows).
     */
    async qrCode(userId: string, orderUuid: unknown, notifyUrl: string): Promise<{ png: Buffer; codeUrl: string }> {
      const codeUrl = await prepayUrl(userId, orderUuid, { scene: 'NATIVE', notifyUrl });
      return { png: await qrPng(codeUrl, 320), codeUrl };
    },

    /**
     * The open H5 prepay of the caller's order, created when none matches: the page a phone
     * browser goes to. `payerClientIp` is the payer's address as we saw it (WeChat's scene_info).
     */
    async h5Url(userId: string, orderUuid: unknown, notifyUrl: string, payerClientIp: string): Promise<WxpayH5Answer> {
      return { h5Url: await prepayUrl(userId, orderUuid, { scene: 'H5', notifyUrl, payerClientIp }) };
    },

    /** How the caller's unpaid order can be paid: the methods of its currency, amount, window, bank details. */
    async options(userId: string, orderUuid: unknown): Promise<PaymentOptions> {
      const order = await ownOrder(repository, userId, orderUuid);
      if (order.status !== 'DUE_PAY') throw notPayable();
      const bankTransfer = bankTransferFor(payees, order.currency, order.orderNo ?? '');
      return {
        orderUuid: order.uuid,
        orderNo: order.orderNo ?? '',
        currency: order.currency,
        amount: fromMinor(order.totalMinor, order.currency),
        methods: paymentMethodsFor(order.currency),
        paymentDeadline: order.paymentDeadline?.toISOString() ?? null,
        offlineClaimed: !isAwaitingPayment(order.stateValue),
        bankTransfer,
      };
    },

    /**
     * A provider's notification: verified (signature, age, shape), then in ONE transaction
     * stored (a replay finds it stored and changes nothing), the payment marked and the
     * order moved to PAID. A failure after success changes nothing. A success the order can
     * no longer take (cancelled or expired meanwhile, or paid by another attempt) is recorded
     * as a return of the whole payment in the same transaction and sent back through the
     * provider after the commit; the provider is answered SUCCESS either way (the money is ours
     * to give back, a retry would change nothing).
     */
    async notify(headers: NotificationHeaders, rawBody: string): Promise<NotifyAnswer> {
      const notification = provider.verifyNotification(headers, rawBody);
      if (!notification) return refusedWith(401, 'signature, timestamp or body invalid');
      let succeeded: string | undefined;
      let toReturn: string | undefined;
      try {
        const answer = await lifecycle.transaction(async (tx) => {
          // The transaction may run again after a deadlock: only the last run's outcome counts.
          succeeded = undefined;
          toReturn = undefined;
          const repo = repositoryFor(tx);
          const now = clock();
          const known = await repo.byOutTradeNo(notification.outTradeNo);
          if (!known || known.provider !== provider.name) throw new NotifyRefusal(refusedWith(404, 'unknown out_trade_no'));
          // Order row first, then the payment: the same order as the QR request takes them, so the two never deadlock.
          const order = (await repo.order(known.orderUuid, true))!;
          const payment = (await repo.byOutTradeNo(notification.outTradeNo, true))!;
          if (payment.amountMinor !== notification.amountMinor || payment.currency !== notification.currency) {
            throw new NotifyRefusal(refusedWith(400, 'amount does not match the order'));
          }
          const isNew = await repo.recordNotification({
            provider: provider.name,
            notificationId: notification.notificationId,
            outTradeNo: notification.outTradeNo,
            outcome: notification.outcome,
            signatureValid: true,
            body: notification.body,
            receivedAt: now,
          });
          if (!isNew) return accepted('already received');

          if (notification.outcome === 'PAYERROR') {
            await repo.markFailed(payment.uuid, now);
            return accepted('failure recorded');
          }
          if (payment.status === 'SUCCEEDED') return accepted('already paid');
          const paidAt = notification.paidAt ?? now;
          const giveBack = async (reason: 'ORDER_CLOSED' | 'ALREADY_PAID') => {
            await repo.markUnapplied(payment.uuid, notification.transactionId, paidAt, now);
            toReturn = (await returns.record(tx, { payment, order, reason })).uuid;
          };
          if (await repo.otherSuccess(payment.orderUuid, payment.uuid)) {
            await giveBack('ALREADY_PAID');
            return accepted('order already paid by another payment: this payment is returned');
          }
          try {
            await lifecycle.move(
              payment.orderUuid,
              { type: 'order.paid' },
              { actor: 'provider', note: `${provider.name} ${notification.transactionId ?? payment.outTradeNo}` },
              tx,
            );
          } catch (error) {
            // The chart refused (the order was cancelled or expired before the money came). The
            // refusal is thrown before any write, so the transaction is still sound.
            if (!(error instanceof AppError && error.code === ErrorCode.BUSINESS)) throw error;
            await giveBack('ORDER_CLOSED');
            return accepted('order closed: this payment is returned');
          }
          await repo.markSucceeded(payment.uuid, notification.transactionId, paidAt, now);
          succeeded = payment.method;
          return accepted('paid');
        });
        if (succeeded) metrics.paymentConfirmed(succeeded);
        // After the commit: the provider's call holds no lock; what it refuses waits on the clerk's queue.
        if (toReturn) await returns.send(toReturn);
        return answer;
      } catch (error) {
        if (error instanceof NotifyRefusal) return error.answer;
        throw error;
      }
    },

    /** The payment a sandbox page token stands for, with its order. */
    async paymentWithOrder(outTradeNo: string) {
      const payment = await repository.byOutTradeNo(outTradeNo);
      if (!payment) return undefined;
      const order = await repository.order(payment.orderUuid);
      return order ? { payment, order } : undefined;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
