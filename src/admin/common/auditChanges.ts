/** One field an audited action changed, as the trail shows it. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between an entry's before and after states (both objects, or
 * null when the record was created or removed); any other shape is one change of "value".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields.filter((field) => !same(b[field], a[field])).map((field) => ({ field, before: b[field], after: a[field] }));
  }
  return same(before, after) ? [] : [{ field: 'value', before, after }];
}
