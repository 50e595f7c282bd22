import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Metrics } from '../../lib/metrics/metrics';
import type { OrderLifecycle } from '../orders/orders.lifecycle';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createRefundThroughProvider, type RefundThroughProvider } from './refundThroughProvider';
import { sandboxRoutes } from './sandbox.routes';
import { createPaymentReturns, type PaymentReturns } from '../refunds/paymentReturns';
import type { Payouts } from '../refunds/payouts';
import { createRefundsRepository } from '../refunds/refunds.repository';
import { configuredProvider } from './paymentProvider';
import { createRefundNotifications, createRefundOutcomes } from './refundNotifications';
import { createRefundNotificationsRepository } from './refundNotifications.repository';
import { refundNotifyRoutes } from './refundNotify.routes';
import { createRefundQuerySweep, type RefundQuerySweep } from './refundQuerySweep';

interface Deps {
  config: { payments: Pick<PaymentsConfig, 'provider' | 'sandboxSecret' | 'publicBaseUrl' | 'wechatpay' | 'payees' | 'refundQueryAfterMinutes'> };
  db: Db;
  clock: Clock;
  lifecycle: Pick<OrderLifecycle, 'move' | 'transaction'>;
  /** counts confirmed payments and refunds the provider took */
  metrics?: Pick<Metrics, 'paymentConfirmed' | 'refundCompleted'>;
  /** payouts of bank-transfer refunds, made when such a refund is sent (server/modules/refunds) */
  payouts: Pick<Payouts, 'ensureFor'>;
}

/**
 * The payments module: the configured provider (WeChat Pay, or the sandbox with its payment
 * page), the payment and refund notification routes, and the refund function staff approvals call.
 */
export async function registerPayments(
  app: FastifyInstance,
  { config, db, clock, lifecycle, metrics, payouts }: Deps,
): Promise<{ refundThroughProvider: RefundThroughProvider; returns: PaymentReturns; refundQuerySweep: RefundQuerySweep }> {
  const paymentsRepository = createPaymentsRepository({ db });
  const { provider, sandbox } = configuredProvider({
    payments: config.payments,
    clock,
    paymentOf: (outTradeNo) => paymentsRepository.byOutTradeNo(outTradeNo),
  });
  const refundThroughProvider = createRefundThroughProvider({ db, provider, metrics, ensurePayout: (refundNo) => payouts.ensureFor(refundNo) });
  const returns = createPaymentReturns({
    db,
    repositoryFor: (on) => createRefundsRepository({ db: on }),
    refundThroughProvider,
    clock,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  const service = createPaymentsService({
    db,
    repositoryFor: (on) => createPaymentsRepository({ db: on }),
    provider,
    lifecycle,
    payees: config.payments.payees,
    clock,
    returns,
    metrics,
    logError: (details, message) => app.log.error(details, message),
  });
  await app.register(paymentsRoutes, { service, publicBaseUrl: config.payments.publicBaseUrl });
  if (sandbox) await app.register(sandboxRoutes, { service, provider: sandbox, clock });
  const applyRefundOutcome = createRefundOutcomes({
    provider,
    transaction: (work) => lifecycle.transaction(work),
    repositoriesFor: (tx) => ({ refunds: createRefundNotificationsRepository({ db: tx }), payments: createPaymentsRepository({ db: tx }) }),
    clock,
    ensurePayout: (refundNo, tx, providerOutcome) => payouts.ensureFor(refundNo, tx, providerOutcome),
    logError: (details, message) => app.log.error(details, message),
  });
  const refundNotify = createRefundNotifications({ provider, applyRefundOutcome });
  await app.register(refundNotifyRoutes, { refundNotify });
  // Refunds whose notification never came are asked for, and their answer applied by the same rules.
  const refundQuerySweep = createRefundQuerySweep({
    db,
    clock,
    provider,
    applyRefundOutcome,
    afterMs: config.payments.refundQueryAfterMinutes * 60_000,
    log: app.log,
  });
  return { refundThroughProvider, returns, refundQuerySweep };
}
