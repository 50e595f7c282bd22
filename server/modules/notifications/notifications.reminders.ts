import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { repeatingRounds, type SweepTimers } from '../../lib/repeatingRounds';
import type { NotificationsRepository } from './notifications.repository';

/** The check-in reminder goes out once the sailing is this close. */
const CHECK_IN_REMINDER_AHEAD_MS = 24 * 3600_000;

/**
 * Writes the reminders that have come due into the outbox (the worker sends them). Each leg's
 * reminder has its own dedupe key, so a round repeated, or run by two processes, writes it once.
 */
export function createReminderSweep({
  db,
  repositoryFor,
  clock,
  log,
  timers,
}: {
  db: Db;
  repositoryFor: (db: Db) => Pick<NotificationsRepository, 'addCheckInReminders'>;
  clock: Clock;
  log: { error(details: Record<string, unknown>, message: string): void };
  timers?: SweepTimers;
}) {
  const round = () => repositoryFor(db).addCheckInReminders(clock(), CHECK_IN_REMINDER_AHEAD_MS);
  const rounds = repeatingRounds(async () => {
    try {
      await round();
    } catch (error) {
      log.error({ err: error }, 'the reminder round failed; the next round tries again');
    }
  }, timers);
  return {
    /** one round now: how many reminders it wrote */
    round,
    start: (intervalMs: number) => rounds.start(intervalMs),
    stop: () => rounds.stop(),
  };
}
export type ReminderSweep = ReturnType<typeof createReminderSweep>;
