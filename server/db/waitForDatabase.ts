import { sql } from 'drizzle-orm';
import { describeDatabaseError } from '../lib/dbErrors';
import type { DbHandle } from './client';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export interface WaitOptions {
  /** give up after this long (0: try once) */
  maxWaitMs: number;
  log?: (message: string) => void;
  /** first pause between tries; it doubles up to maxDelayMs */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * At start the database may not be up yet (a machine booting, a container started beside it):
 * try it with growing pauses until it answers or `maxWaitMs` has passed, saying each time why.
 */
export async function waitForDatabase(
  handle: Pick<DbHandle, 'db'>,
  { maxWaitMs, log = console.log, firstDelayMs = 250, maxDelayMs = 5_000 }: WaitOptions,
): Promise<void> {
  const started = Date.now();
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      await handle.db.execute(sql`select 1`);
      return;
    } catch (error) {
      const waited = Date.now() - started;
      const why = describeDatabaseError(error);
      if (waited + delay > maxWaitMs) {
        throw new DatabaseUnreachableError(`the database did not answer within ${Math.round(maxWaitMs / 1000)} s (DATABASE_STARTUP_WAIT_MS): ${why}`);
      }
      log(`Database not reachable yet (${why}); trying again in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
