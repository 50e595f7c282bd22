import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Named seed steps already applied to this database: each runs once, also on existing data folders. */
export const seedLog = pgTable('seed_log', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
