import { and, desc, eq } from 'drizzle-orm';
import type { AuditRecordType } from '../../../src/domain/staff/audit';
import type { Db } from '../../db/client';
import { auditEntries, users } from '../../db/schema';

type AuditEntryRow = typeof auditEntries.$inferSelect;

/** The audit trail: entries written with the action's own transaction, read by record. */
export function createAuditRepository({ db }: { db: Db }) {
  return {
    /** The names a staff member is shown by (audit.ts `staffDisplayName` picks one). */
    async staffNames(staffUserId: string): Promise<{ cnName: string; nickname: string; logonId: string } | undefined> {
      const [user] = await db.select({ cnName: users.cnName, nickname: users.nickname, logonId: users.logonId }).from(users).where(eq(users.id, staffUserId));
      return user;
    },

    async insert(values: typeof auditEntries.$inferInsert): Promise<void> {
      await db.insert(auditEntries).values(values);
    },

    /** The entries of one record, newest first. */
    entriesOf(recordType: AuditRecordType, recordId: string, limit: number): Promise<AuditEntryRow[]> {
      return db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.recordType, recordType), eq(auditEntries.recordId, recordId)))
        .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
        .limit(limit);
    },
  };
}
