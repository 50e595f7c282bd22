import type { Db } from '../client';
import { seedLog } from '../schema';
import type { SeedContext, SeedStep } from './seedStep';

export interface RunSeedsOptions extends SeedContext {
  steps: readonly SeedStep[];
  /** false in production: demo-only steps are skipped (and not recorded, so nothing is lost if this changes) */
  includeDemo: boolean;
}

/**
 * Runs every step not yet in seed_log, in order, each in its own transaction
 * together with its seed_log row. On PostgreSQL a second process starting at the
 * same time blocks on that row and then skips the step. Returns the names applied.
 */
export async function runSeeds(db: Db, { steps, includeDemo, now }: RunSeedsOptions): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    if (step.demoOnly && !includeDemo) continue;
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedLog).values({ name: step.name }).onConflictDoNothing().returning({ name: seedLog.name });
      if (claimed.length === 0) return false;
      await step.run(tx, { now });
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}
