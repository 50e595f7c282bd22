import type { NotificationKind } from '../../../src/domain/notifications';
import { Counter, type Registry } from 'prom-client';

/** Why a mail was not sent: the server refused the recipient for good, or anything else (connection, 4xx, timeout). */
type MailFailure = 'undeliverable' | 'error';

/**
 * The business events /metrics counts, as the services see them. Each is called once the
 * event is committed (never inside a transaction that may still roll back), so a counter
 * only ever counts what the database kept.
 */
export interface Metrics {
  /** an order was submitted (a new order or a draft, now DUE_PAY with its berths) */
  orderCreated(): void;
  /** a payment was recorded SUCCEEDED: a provider's notification (WECHAT_QR) or staff's confirmation of a bank transfer */
  paymentConfirmed(method: string): void;
  /** the provider took a refund back (`provider` as stored with the payment: the sandbox, 'offline' for bank transfers) */
  refundCompleted(provider: string, method: string): void;
  mailSent(): void;
  mailFailed(reason: MailFailure): void;
  /** a notification's mail was handed to the mail server (or written to the outbox folder) */
  notificationSent(kind: NotificationKind): void;
  /** an attempt to send a notification failed (it is tried again, or FAILED for good after the last attempt) */
  notificationFailed(kind: NotificationKind): void;
}

/** Counts nothing: the default of every service, so tests and other callers need not care. */
export const noMetrics: Metrics = {
  orderCreated: () => {},
  paymentConfirmed: () => {},
  refundCompleted: () => {},
  mailSent: () => {},
  mailFailed: () => {},
  notificationSent: () => {},
  notificationFailed: () => {},
};

/** Label values shown at 0 from the start, so a dashboard's rate() has a series before the first event. */
const PAYMENT_METHODS = ['WECHAT_QR', 'BANK_TRANSFER'];
const MAIL_FAILURES: MailFailure[] = ['undeliverable', 'error'];

/** The business counters, on `registry`. */
export function createBusinessMetrics(registry: Registry): Metrics {
  const registers = [registry];
  const orders = new Counter({
    name: 'portal_orders_created_total',
    help: 'Orders submitted (now DUE_PAY, berths taken), counted after the commit.',
    registers,
  });
  const payments = new Counter({
    name: 'portal_payments_confirmed_total',
    help: 'Payments recorded SUCCEEDED (provider notification or staff confirmation of a bank transfer), by method.',
    labelNames: ['method'],
    registers,
  });
  const refunds = new Counter({
    name: 'portal_refunds_completed_total',
    help: 'Refunds the payment provider took back (staff approvals and cancelled sailings), by provider and payment method.',
    labelNames: ['provider', 'method'],
    registers,
  });
  const mailsSent = new Counter({ name: 'portal_mails_sent_total', help: 'E-mails handed to the mail server (or written to the outbox).', registers });
  const mailsFailed = new Counter({
    name: 'portal_mails_failed_total',
    help: 'E-mails not sent: recipient refused for good (undeliverable) or any other error.',
    labelNames: ['reason'],
    registers,
  });
  const notificationsSent = new Counter({
    name: 'portal_notifications_sent_total',
    help: 'Notifications delivered from the outbox, by kind.',
    labelNames: ['kind'],
    registers,
  });
  const notificationsFailed = new Counter({
    name: 'portal_notifications_failed_total',
    help: 'Failed attempts to deliver a notification from the outbox (tried again with back-off), by kind.',
    labelNames: ['kind'],
    registers,
  });
  for (const method of PAYMENT_METHODS) payments.labels(method).inc(0);
  for (const reason of MAIL_FAILURES) mailsFailed.labels(reason).inc(0);

  return {
    orderCreated: () => orders.inc(),
    paymentConfirmed: (method) => payments.labels(method).inc(),
    refundCompleted: (provider, method) => refunds.labels(provider, method).inc(),
    mailSent: () => mailsSent.inc(),
    mailFailed: (reason) => mailsFailed.labels(reason).inc(),
    notificationSent: (kind) => notificationsSent.labels(kind).inc(),
    notificationFailed: (kind) => notificationsFailed.labels(kind).inc(),
  };
}
