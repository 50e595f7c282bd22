import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Metrics } from '../../lib/metrics/metrics';
import type { OrderLifecycle } from '../orders/orders.lifecycle';
import type { SettingsRepository } from '../settings/settings.repository';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createRefundThroughProvider, type RefundThroughProvider } from './refundThroughProvider';
import { sandboxRoutes } from './sandbox.routes';
import { createSandboxProvider } from './sandboxProvider';

interface Deps {
  config: { payments: Pick<PaymentsConfig, 'provider' | 'sandboxSecret' | 'publicBaseUrl'> };
  db: Db;
  clock: Clock;
  lifecycle: Pick<OrderLifecycle, 'move' | 'transaction'>;
  settings: Pick<SettingsRepository, 'require'>;
  /** counts confirmed payments and refunds the provider took */
  metrics?: Pick<Metrics, 'paymentConfirmed' | 'refundCompleted'>;
}

/**
 * The payments module: the configured provider (the sandbox, the only one so far, with its
 * payment page), the payment routes, and the refund function staff approvals call.
 */
export async function registerPayments(app: FastifyInstance, { config, db, clock, lifecycle, settings, metrics }: Deps): Promise<{ refundThroughProvider: RefundThroughProvider }> {
  const provider = createSandboxProvider({ secret: config.payments.sandboxSecret, clock });
  const service = createPaymentsService({
    db,
    repositoryFor: (on) => createPaymentsRepository({ db: on }),
    provider,
    lifecycle,
    settings,
    clock,
    logError: (details, message) => app.log.error(details, message),
    metrics,
  });
  await app.register(paymentsRoutes, { service, publicBaseUrl: config.payments.publicBaseUrl });
  await app.register(sandboxRoutes, { service, provider, clock });
  return { refundThroughProvider: createRefundThroughProvider({ db, provider, metrics }) };
}
