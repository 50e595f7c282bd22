import type { ButtonKey } from '../roles';

/** What an audit entry can be about; each is read by the staff role that works on it (and the administrator). */
export const AUDIT_RECORD_TYPES = [
  'order',
  'ticket',
  'booking',
  'tariff',
  'enterprise',
  'voyage',
  'fare',
  'fuelSurcharge',
  'setting',
  'page',
  'announcement',
  'user',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** The permission that reads a record type's audit entries; btn.staff.admin reads every type. */
export const AUDIT_READER: Record<AuditRecordType, ButtonKey> = {
  order: 'btn.staff.ticketing',
  ticket: 'btn.staff.ticketing',
  voyage: 'btn.staff.ticketing',
  fare: 'btn.staff.ticketing',
  fuelSurcharge: 'btn.staff.ticketing',
  setting: 'btn.staff.ticketing',
  /** the notice and about pages' texts (settings the editor keeps) */
  page: 'btn.staff.content',
  booking: 'btn.staff.shipping',
  /** a demurrage and detention tariff, named port:type (CNSHA:40HC) */
  tariff: 'btn.staff.shipping',
  enterprise: 'btn.staff.enterpriseReview',
  announcement: 'btn.staff.content',
  user: 'btn.staff.admin',
};

/**
 * What acted when no staff member did: the first administrator made from the BOOTSTRAP_ADMIN_*
 * settings, and the operators' command line (`npm run staff`). An entry of theirs has no
 * staffUserId and this as its staffName; the console names them (admin.audit.actor.*).
 */
export type SystemActor = 'system.bootstrap' | 'system.cli';

/** One staff action on a record, as the record's audit list shows it (newest first). */
export interface AuditEntryView {
  id: string;
  staffUserId: string | null;
  staffName: string;
  action: string;
  recordType: AuditRecordType;
  recordId: string;
  before: unknown;
  after: unknown;
  /** ISO 8601 */
  at: string;
}

/** GET query of the audit list. */
export interface AuditQuery {
  recordType: AuditRecordType;
  recordId: string;
}
