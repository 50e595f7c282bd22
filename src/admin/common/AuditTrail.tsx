import { Button } from 'primereact/button';
import { useIntl, type IntlShape } from 'react-intl';
import { formatDateTime } from '../../domain/format';
import type { AuditRecordType } from '../../domain/staff/audit';
import { useConsoleLoaded } from '../consoleServices';
import { auditChanges } from './auditChanges';
import './common.css';

/** A message of the catalogue when there is one, else the raw text (a field or value no one has named yet). */
function named(intl: IntlShape, prefix: string, key: string): string {
  const id = `${prefix}.${key}`;
  return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id: id as 'admin.audit.title' }) : key;
}

const SHOWN_JSON = 160;

/** `a › b` for a nested state value of one region ({ a: 'b' }, { a: { b: 'c' } }); null for anything else. */
function statePath(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length !== 1) return null;
  const [key, inner] = entries[0]!;
  const rest = statePath(inner);
  return rest === null ? null : `${key} › ${rest}`;
}
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function showValue(intl: IntlShape, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'admin.audit.yes' : 'admin.audit.no' });
  // Times are stored as ISO 8601; shown as every other time of the console.
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  if (typeof value === 'string') return named(intl, 'admin.audit.value', value);
  if (typeof value === 'number') return String(value);
  // A statechart's state value ({"DUE_PAY":"offlineClaimed"}) read as its path.
  const path = statePath(value);
  if (path) return path;
  // A whole page's texts or a body are kept in full in the entry; the trail shows their start.
  const json = JSON.stringify(value);
  return json.length > SHOWN_JSON ? `${json.slice(0, SHOWN_JSON)}…` : json;
}

/**
 * The audit trail of one record (staff/audit/list): who did what when, and each field
 * before → after. `version` changes after an action on the record, so the trail reloads.
 */
export function AuditTrail({ recordType, recordId, version = 0 }: { recordType: AuditRecordType; recordId: string; version?: number }) {
  const intl = useIntl();
  const [entries, reload] = useConsoleLoaded(
    (services, signal) => services.audit.listAudit({ recordType, recordId }, { signal }),
    `${recordType}:${recordId}:${version}`,
  );

  return (
    <section className="admin-panel audit-trail" aria-labelledby={`audit-${recordId}`}>
      <h2 id={`audit-${recordId}`} className="admin-panel__title">
        {intl.formatMessage({ id: 'admin.audit.title' })}
      </h2>
      {entries.status === 'loading' && <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {entries.status === 'failed' && (
        <p className="admin-error" role="alert">
          {intl.formatMessage({ id: 'admin.audit.failed' })}{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.audit.retry' })} onClick={reload} />
        </p>
      )}
      {entries.status === 'ready' && entries.data.length === 0 && <p className="audit-trail__empty">{intl.formatMessage({ id: 'admin.audit.empty' })}</p>}
      {entries.status === 'ready' && entries.data.length > 0 && (
        <table className="audit-trail__table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'admin.audit.at' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.audit.staff' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.audit.action' })}</th>
              <th scope="col">
                {intl.formatMessage({ id: 'admin.audit.before' })} → {intl.formatMessage({ id: 'admin.audit.after' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.data.map((entry) => (
              <tr key={entry.id}>
                <td className="audit-trail__at">{formatDateTime(entry.at)}</td>
                {/* The system's own actions (the first administrator, the operators' CLI) are named in the console's words. */}
                <td>{entry.staffUserId === null ? named(intl, 'admin.audit.actor', entry.staffName) : entry.staffName}</td>
                <td>{named(intl, 'admin.audit.actions', entry.action)}</td>
                <td>
                  <ul className="audit-trail__changes">
                    {auditChanges(entry.before, entry.after).map((change) => (
                      <li key={change.field}>
                        <span className="audit-trail__field">{named(intl, 'admin.audit.field', change.field)}</span>:{' '}
                        <span className="audit-trail__before">{showValue(intl, change.before)}</span> →{' '}
                        <span className="audit-trail__after">{showValue(intl, change.after)}</span>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
