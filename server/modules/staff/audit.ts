import type { AuditEntryView, AuditRecordType, SystemActor } from '../../../src/domain/staff/audit';
import type { Db } from '../../db/client';
import { createAuditRepository } from './audit.repository';

/** One staff action, as the action reports it. */
export interface StaffAction {
  /** the staff member who acted; null when the system did (see `systemActor`) */
  staffUserId: string | null;
  /** what acted when no staff member did (the bootstrap settings, the operators' CLI); kept as the entry's name */
  systemActor?: SystemActor;
  /** e.g. order.approveRefund, voyage.cancel */
  action: string;
  recordType: AuditRecordType;
  recordId: string;
  before?: unknown;
  after?: unknown;
  /** the action's clock; the database's time when absent */
  at?: Date;
}

/** How staff are named on records they touched: their Chinese name, else their nickname, else their login. */
export function staffDisplayName(user: { cnName: string; nickname: string; logonId: string }): string {
  return user.cnName.trim() || user.nickname.trim() || user.logonId;
}

/**
 * The one way staff actions are audited. Call it with the action's own transaction, after the
 * action's writes: the entry commits with them or not at all.
 */
export async function recordStaffAction(tx: Db, entry: StaffAction): Promise<void> {
  const staffName = entry.staffUserId === null ? (entry.systemActor ?? 'system') : await nameOf(tx, entry.staffUserId);
  await createAuditRepository({ db: tx }).insert({
    staffUserId: entry.staffUserId,
    staffName,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    // jsonb: undefined would be dropped; null says "nothing" (a record created, or removed).
    before: entry.before === undefined ? null : jsonSafe(entry.before),
    after: entry.after === undefined ? null : jsonSafe(entry.after),
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

async function nameOf(tx: Db, staffUserId: string): Promise<string> {
  const user = await createAuditRepository({ db: tx }).staffNames(staffUserId);
  return user ? staffDisplayName(user) : staffUserId;
}

/** Dates as ISO strings and nothing JSON cannot hold, so the stored value reads back as written. */
function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown;
}

/** The audit entries of one record, newest first. */
export async function auditOf(db: Db, recordType: AuditRecordType, recordId: string, limit = 200): Promise<AuditEntryView[]> {
  const rows = await createAuditRepository({ db }).entriesOf(recordType, recordId, limit);
  return rows.map((row) => ({
    id: row.id,
    staffUserId: row.staffUserId,
    staffName: row.staffName,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  }));
}
