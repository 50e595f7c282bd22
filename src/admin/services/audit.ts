import type { AuditEntryView, AuditQuery } from '../../domain/staff/audit';
import { STAFF_PATHS } from '../../domain/staff/paths';
import { http, type CallOptions } from '../../services/http';

/** The audit entries of one record, newest first (read by the role that works on it, or the administrator). */
export function listAudit(query: AuditQuery, options?: CallOptions): Promise<AuditEntryView[]> {
  return http.get<AuditEntryView[]>(STAFF_PATHS.audit, { ...query }, options);
}
