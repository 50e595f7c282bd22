import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationStatus } from '../../../src/domain/notifications';
import type { Lang } from '../../../src/domain/lang';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The outbox: one row per notification, written in the same transaction as the decision it
 * reports (a rolled-back decision leaves none). Workers claim due rows with FOR UPDATE SKIP
 * LOCKED and a lease (`lease_until`), so several processes never send one row twice while each
 * is alive; a process dying mid-send leaves the lease to run out and the row to be tried again.
 */
export const notifications = pgTable(
  'notifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** the same decision reported twice (a repeated provider notification) is written once */
    dedupeKey: text('dedupe_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    /** what the mail needs that may change later (the reason given, the amounts decided) */
    payload: jsonb('payload').notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    leaseUntil: ts('lease_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** when the recipient read it in the portal's message centre */
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key_idx').on(t.dedupeKey),
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_status_check', sql`${t.status} in ('PENDING', 'SENT', 'FAILED')`),
    check('notifications_lang_check', sql`${t.lang} in ('zh', 'jp')`),
  ],
);
