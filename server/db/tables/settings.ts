import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Configuration kept in the database (adult age, company details, bank transfer); typed by key in the settings module. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
