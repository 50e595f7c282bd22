import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditRecordType } from '../../../src/domain/staff/audit';
import { users } from './identity';

/**
 * What staff did, one row per action, written in the action's own transaction (so an action
 * rolled back leaves no entry). The staff member's display name is copied at the time: the
 * entry says who acted even after the account is renamed or removed.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    /** e.g. order.approveRefund, voyage.cancel, announcement.publish */
    action: text('action').notNull(),
    recordType: text('record_type').$type<AuditRecordType>().notNull(),
    /** the record's uuid (a ticket's number, a setting's key) */
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Shown on the record it touched": one record's entries, newest first.
    index('audit_entries_record_idx').on(t.recordType, t.recordId, t.createdAt.desc()),
    index('audit_entries_staff_idx').on(t.staffUserId, t.createdAt.desc()),
  ],
);
