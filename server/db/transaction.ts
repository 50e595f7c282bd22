import type { Db } from './client';

/**
 * One transaction helper for every transaction that touches orders and inventory (submit,
 * cancel, the expiry sweep, payment confirmation, refund approval, sailing cancellation).
 *
 * THE GLOBAL LOCK ORDER. Every such transaction takes its row locks in this order, and within
 * each kind by key ascending; a transaction may skip kinds but never go back to an earlier one:
 *   1. the account's advisory lock (submit: one account's holding limits counted by one submit
 *      at a time) and the idempotency key row
 *   2. the sailing row (`voyages`, staff moves of a sailing)
 *   3. sailing inventory rows (`voyage_inventory`) by (voyage_uuid, cabin_class) ascending
 *   4. order rows (`orders`) by uuid ascending
 *   5. payments, then refunds (and payouts) of those orders
 * Two transactions that follow it cannot wait for each other in a circle. Where a transaction
 * cannot know every row before it starts (a sailing cancellation finds orders whose other leg is
 * on another sailing), PostgreSQL may still pick a victim: such a victim, and any serialization
 * failure, is retried here a bounded number of times, so the caller never sees it.
 *
 * The work may run more than once: it must write only through `tx`, and keep effects outside the
 * database (providers, mail, metrics) for after the commit.
 */

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);

export interface RetryOptions {
  /** attempts in all (the first included); default 5 */
  attempts?: number;
  /** upper bound of the first random wait in ms, doubled per retry; default 20 */
  baseDelayMs?: number;
  /** waits between attempts; injectable so that tests need no timers */
  sleep?: (ms: number) => Promise<void>;
  /** random in [0, 1); injectable for tests */
  random?: () => number;
  /** told of each retry (a log line) */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** The SQLSTATE of a deadlock or serialization failure, wherever the driver or Drizzle put it; undefined otherwise. */
export function retryableCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && RETRYABLE.has(candidate.code)) return candidate.code;
    current = candidate.cause;
  }
  return undefined;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` again after a deadlock or serialization failure, with random waits (full jitter) so the victims do not collide again. */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 5, baseDelayMs = 20, sleep = realSleep, random = Math.random, onRetry } = options;
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= attempts || !retryableCode(error)) throw error;
      onRetry?.(error, n);
      await sleep(Math.floor(random() * baseDelayMs * 2 ** (n - 1)));
    }
  }
}

/** `db.transaction(work)`, run again (whole) after a deadlock or serialization failure; see the lock order above. */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>, options?: RetryOptions): Promise<T> {
  return withRetry(() => db.transaction((tx) => work(tx as unknown as Db)), options);
}
