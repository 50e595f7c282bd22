import type { Db } from '../client';

export interface SeedContext {
  /** the moment of seeding: demo dates (announcements, sailings) are placed around it */
  now: Date;
}

/**
 * One named piece of seed data. Each step runs once per database, recorded in
 * seed_log, so a step added later also runs on existing data folders.
 * The name is permanent: renaming a step runs it again.
 */
export interface SeedStep {
  name: string;
  /** demo content: never seeded when NODE_ENV=production */
  demoOnly: boolean;
  /** runs inside the step's transaction */
  run(db: Db, context: SeedContext): Promise<void>;
}
