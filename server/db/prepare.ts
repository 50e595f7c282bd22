import type { DbHandle } from './client';
import { migrate } from './migrate';
import { runSeeds } from './seed/runSeeds';
import type { SeedStep } from './seed/seedStep';
import { seedSteps } from './seed/steps';

export interface PrepareOptions {
  includeDemo: boolean;
  now: Date;
  steps?: readonly SeedStep[];
}

/**
 * Brings a database up to date: pending migrations, then pending seed steps.
 * Server processes starting together on one PostgreSQL take turns, so exactly
 * one applies each migration. Returns the seed steps applied.
 */
export function prepareDatabase(handle: DbHandle, { includeDemo, now, steps = seedSteps }: PrepareOptions): Promise<string[]> {
  return handle.exclusive('prepare', async () => {
    await migrate(handle);
    return runSeeds(handle.db, { steps, includeDemo, now });
  });
}
