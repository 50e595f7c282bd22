import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../../src/domain/baseData';
import type { OrderView } from '../../../src/domain/ticketing/order';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer, MailAttachment } from '../../lib/mail/mailer';
import type { Metrics } from '../../lib/metrics/metrics';
import type { OrderLifecycle } from '../orders/orders.lifecycle';
import { rememberLanguage } from './notifications.language';
import { createPassengerMessages } from './notifications.messages';
import { passengerMessagesRoutes } from './notifications.messages.routes';
import { createNotificationRenderer } from './notifications.render';
import { createNotificationsRepository } from './notifications.repository';
import type { OutboxWriters } from './notifications.writers';
import { createNotificationsStaff } from './notifications.staff';
import { createReminderSweep, type ReminderSweep } from './notifications.reminders';
import { notificationsStaffRoutes } from './notifications.staff.routes';
import { createNotificationWorker, DEFAULT_DELIVERY, type NotificationWorker } from './notifications.worker';

interface Deps {
  config: Pick<Config, 'port' | 'payments' | 'mail'>;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** counted as sent and failed on /metrics; none counted without it */
  metrics?: Metrics;
  lifecycle: Pick<OrderLifecycle, 'onMoved'>;
  loadOrder(userId: string, orderUuid: string): Promise<OrderView>;
  eticket(order: OrderView): Promise<MailAttachment[]>;
  siteConfig(): Promise<SiteConfig>;
  writers: OutboxWriters;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** delivers the outbox; started by main.ts, run by hand in tests (`deliverDue`) */
    notificationWorker: NotificationWorker;
    /** writes the check-in reminders that came due; started by main.ts */
    reminderSweep: ReminderSweep;
  }
}

/**
 * Notifications: the order moves' in-transaction writes to the outbox (the other modules' writers
 * come from `outboxWriters`), the worker that mails them, the reminders, the message centre, the
 * staff's view, and the account's language remembered for them.
 */
export async function registerNotifications(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config, db, clock, mailer, metrics, lifecycle } = deps;
  const repositoryFor = (on: Db) => createNotificationsRepository({ db: on });
  lifecycle.onMoved(deps.writers.orderMoved);
  rememberLanguage(app, repositoryFor(db));

  const worker = createNotificationWorker({
    db,
    repositoryFor,
    render: createNotificationRenderer({
      loadOrder: deps.loadOrder,
      eticket: deps.eticket,
      siteConfig: deps.siteConfig,
      publicBaseUrl: config.payments.publicBaseUrl ?? `http://localhost:${config.port}`,
      userName: async (userId) => (userId ? repositoryFor(db).nameOf(userId) : undefined),
    }),
    mailer,
    clock,
    log: app.log,
    metrics,
    settings: { ...DEFAULT_DELIVERY, leaseMs: config.mail.leaseSeconds * 1000 },
  });
  app.decorate('notificationWorker', worker);
  await app.register(notificationsStaffRoutes, { staff: createNotificationsStaff({ db, repositoryFor, clock }) });
  await app.register(passengerMessagesRoutes, { messages: createPassengerMessages({ repository: repositoryFor(db), clock }) });
  app.addHook('onClose', () => worker.stop());
  const reminders = createReminderSweep({ db, repositoryFor, clock, log: app.log });
  app.decorate('reminderSweep', reminders);
  app.addHook('onClose', () => reminders.stop());
}
