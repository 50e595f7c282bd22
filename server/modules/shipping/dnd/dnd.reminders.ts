import type { Currency } from '../../../../src/domain/baseData';
import { bookingMessage } from '../../../../src/domain/shipping/bookingMessages';
import { MINOR_DIGITS, dndPeriods } from '../../../../src/domain/shipping/dnd';
import { localDate, type LocalDate } from '../../../../src/domain/voyages';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { repeatingRounds, type SweepTimers } from '../../../lib/repeatingRounds';
import type { MessagesRepository } from '../messages/messages.repository';
import type { TrackingRepository } from '../tracking/tracking.repository';
import type { DndRepository } from './dnd.repository';

/** The enterprise is told once the last free day is at most this many port days away (today included). */
const AHEAD_DAYS = 2;
/** A tariff has at most 60 free days (tariffProblem): a clock started longer ago than this is past its free time. */
const LOOKBACK_DAYS = 60 + AHEAD_DAYS + 2;
const DAY = 24 * 3600_000;

/** The port date `days` after `day`. */
const plusDays = (day: LocalDate, days: number): LocalDate => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** "RMB 300.00", "JPY 5,000": the currency written out, since ¥ reads as either. */
function dailyCharge(rateMinor: number, currency: Currency): string {
  const digits = MINOR_DIGITS[currency];
  const amount = (rateMinor / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency} ${amount}`;
}

/**
 * Free time ending (DOMAIN "Container shipping"): for each container whose D&D clock still runs
 * and whose last free day (the period's first day + free days - 1, in the port's dates) is today
 * or within the next AHEAD_DAYS days, the enterprise gets one FREE_TIME_ENDING message naming the
 * day and the daily charge that follows (the tariff's first charged tier). One per container and
 * period ever: the message's dedupe key makes a repeated round, or another process's, write
 * nothing. Its mail reaches only the users who keep reminders on (notifications.shipping.ts).
 */
export function createFreeTimeSweep({
  db,
  clock,
  dndFor,
  trackingFor,
  messagesFor,
  log,
  timers,
}: {
  db: Db;
  clock: Clock;
  dndFor: (db: Db) => DndRepository;
  trackingFor: (db: Db) => TrackingRepository;
  messagesFor: (db: Db) => MessagesRepository;
  log: { error(details: Record<string, unknown>, message: string): void };
  timers?: SweepTimers;
}) {
  /** One round: how many reminders it wrote. */
  async function round(): Promise<number> {
    const now = clock();
    const dnd = dndFor(db);
    const started = await dnd.clockStartedSince(new Date(now.getTime() - LOOKBACK_DAYS * DAY));
    if (!started.length) return 0;
    const events = await trackingFor(db).eventsOf(started.map((c) => c.uuid));
    const tariffs = await dnd.list({ portCodes: [...new Set(started.flatMap((c) => [c.polCode, c.podCode]))] });
    let written = 0;
    for (const container of started) {
      const own = events.filter((e) => e.containerUuid === container.uuid).map((e) => ({ ...e, eventTime: e.eventTime.toISOString() }));
      for (const period of dndPeriods(own, container.polCode, container.podCode)) {
        if (period.endDate !== null) continue;
        const tariff = tariffs.find((t) => t.portCode === period.portCode && t.containerType === container.containerType);
        const firstCharged = tariff?.tiers[0];
        if (!tariff || !firstCharged || tariff.freeDays === 0) continue;
        const lastFreeDay = plusDays(period.startDate, tariff.freeDays - 1);
        const today = localDate(now, period.portCode);
        if (lastFreeDay < today || lastFreeDay > plusDays(today, AHEAD_DAYS)) continue;
        const message = bookingMessage('FREE_TIME_ENDING', {
          bookingNo: container.bookingNo,
          freeTime: {
            containerNo: container.containerNo,
            side: period.side,
            portCode: period.portCode,
            lastFreeDay,
            dailyCharge: dailyCharge(firstCharged.rateMinor, tariff.currency),
          },
        });
        const inserted = await db.transaction((tx) =>
          messagesFor(tx).insert({
            enterpriseId: container.enterpriseId,
            userId: null,
            type: 'FREE_TIME_ENDING',
            ...message,
            bookingUuid: container.bookingUuid,
            dedupeKey: `FREE_TIME_ENDING:${container.uuid}:${period.side}`,
            createdAt: now,
          }),
        );
        if (inserted) written += 1;
      }
    }
    return written;
  }

  const rounds = repeatingRounds(async () => {
    try {
      await round();
    } catch (error) {
      log.error({ err: error }, 'the free-time reminder round failed; the next round tries again');
    }
  }, timers);
  return {
    round,
    start: (intervalMs: number) => rounds.start(intervalMs),
    stop: () => rounds.stop(),
  };
}
export type FreeTimeSweep = ReturnType<typeof createFreeTimeSweep>;
