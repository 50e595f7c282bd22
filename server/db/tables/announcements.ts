import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnnouncementType } from '../../../src/domain/baseData';

export const announcements = pgTable(
  'announcements',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    type: text('type').$type<AnnouncementType>().notNull(),
    titleZh: text('title_zh').notNull(),
    titleJa: text('title_ja').notNull(),
    /** HTML; the client sanitises it before rendering */
    bodyZh: text('body_zh').notNull(),
    bodyJa: text('body_ja').notNull(),
    published: boolean('published').notNull().default(false),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Lists read only published items, newest first.
  (t) => [
    index('announcements_published_publish_time_idx').on(t.published, t.publishTime.desc()),
    check('announcements_type_check', sql`${t.type} in ('NOTICE', 'NEWS', 'SERVICE')`),
  ],
);
