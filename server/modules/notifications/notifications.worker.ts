import type { NotificationKind } from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { UndeliverableAddressError, type Mailer, type MailMessage } from '../../lib/mail/mailer';
import { repeatingRounds, type SweepTimers } from '../../lib/repeatingRounds';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

/** The mail of one notification; null when there is nothing left to say (a paid order refunded before its mail went). */
export type RenderNotification = (row: NotificationRow) => Promise<MailMessage | null>;

export interface DeliverySettings {
  /** notifications claimed per query; a round claims again until fewer come */
  batch: number;
  /** how long a claimed notification is this worker's: past it, a dead worker's claim is taken over */
  leaseMs: number;
  /** attempts before a notification is FAILED for good (a clerk may resend it) */
  maxAttempts: number;
  /** the wait before attempt n + 1 after n failed */
  retryDelayMs(attempts: number): number;
}

/** One minute after the first failure, doubling, at most an hour: eight attempts span about two hours. */
export const DEFAULT_DELIVERY: DeliverySettings = {
  batch: 20,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  retryDelayMs: (attempts) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3600_000),
};

export interface DeliveryCounts {
  sent: number;
  failed: number;
}

interface WorkerLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => Pick<NotificationsRepository, 'claimDue' | 'markSent' | 'markFailed'>;
  render: RenderNotification;
  mailer: Mailer;
  clock: Clock;
  log: WorkerLog;
  metrics?: { notificationSent(kind: NotificationKind): void; notificationFailed(kind: NotificationKind): void };
  settings?: DeliverySettings;
  timers?: SweepTimers;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers the outbox: claims due notifications (a lease, so another process skips them), renders
 * and sends each, and settles it: SENT, tried again later with back-off, or FAILED for good after
 * the last attempt or when the mail server refuses the address.
 */
export function createNotificationWorker({ db, repositoryFor, render, mailer, clock, log, metrics, settings = DEFAULT_DELIVERY, timers }: Deps) {
  const repository = repositoryFor(db);

  async function deliver(row: NotificationRow): Promise<boolean> {
    try {
      const message = await render(row);
      if (message) await mailer.send(message);
      await repository.markSent(row.uuid, clock());
      metrics?.notificationSent(row.kind);
      return true;
    } catch (error) {
      const final = error instanceof UndeliverableAddressError || row.attempts >= settings.maxAttempts;
      const retryAt = final ? null : new Date(clock().getTime() + settings.retryDelayMs(row.attempts));
      await repository.markFailed(row.uuid, reasonOf(error), retryAt);
      metrics?.notificationFailed(row.kind);
      log.warn({ notification: row.uuid, kind: row.kind, attempts: row.attempts, final, err: error }, 'a notification could not be sent');
      return false;
    }
  }

  /** Delivers what is due now, batch after batch. */
  async function deliverDue(): Promise<DeliveryCounts> {
    const counts: DeliveryCounts = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await repository.claimDue(clock(), settings.batch, settings.leaseMs);
      for (const row of rows) {
        if (await deliver(row)) counts.sent += 1;
        else counts.failed += 1;
      }
      if (rows.length < settings.batch) return counts;
    }
  }

  const rounds = repeatingRounds(async () => {
    try {
      await deliverDue();
    } catch (error) {
      log.error({ err: error }, 'the notification round failed; the next round tries again');
    }
  }, timers);

  return {
    deliverDue,
    /** Delivers every `intervalMs`; stopped by the app's close. */
    start: (intervalMs: number) => rounds.start(intervalMs),
    stop: () => rounds.stop(),
  };
}
export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
