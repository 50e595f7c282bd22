import { Column } from '../../../ui/table/Column';
import { DataTable } from '../../../ui/table/DataTable';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { pick } from '../../../domain/lang';
import type { ImportCheck, RowResult } from '../../../domain/shipping/import/rows';

interface ImportResultsProps {
  check: ImportCheck;
  /** the columns in the file's order, each with its header as the template writes it */
  columns: readonly string[];
  headers: Record<string, { zh: string; ja: string }>;
}

/**
 * Every row of the file as the server read it: its number in the spreadsheet, its values, and
 * each reason it is refused (named by its column); refused rows are marked, valid ones ticked.
 */
export function ImportResults({ check, columns, headers }: ImportResultsProps) {
  const intl = useIntl();
  const lang = useLang();
  const header = (column: string) => pick(headers[column]!, lang);
  const reasons = (row: RowResult) =>
    row.errors.length ? (
      <ul className="import-results__reasons">
        {row.errors.map((error) => (
          <li key={`${error.column}-${error.reason}`}>
            {error.column && <strong>{header(error.column)}：</strong>}
            {lang === 'zh' ? error.message : error.jpMessage}
          </li>
        ))}
      </ul>
    ) : (
      <span className="shipping-tag shipping-tag--ok">
        <i className="pi pi-check-circle" aria-hidden="true" /> <FormattedMessage id="import.rowValid" />
      </span>
    );

  return (
    <section className="import-results" aria-labelledby="import-results-title">
      <h2 id="import-results-title" className="import-results__summary">
        <FormattedMessage id="import.summary" values={{ valid: check.valid, refused: check.refused }} />
      </h2>
      <DataTable
        value={check.rows}
        dataKey="row"
        size="small"
        scrollable
        stripedRows
        rowClassName={(row: RowResult) => (row.errors.length ? 'import-results__row--refused' : '')}
        emptyMessage={intl.formatMessage({ id: 'import.noRows' })}
        aria-label={intl.formatMessage({ id: 'import.resultsTable' })}
      >
        <Column field="row" header={intl.formatMessage({ id: 'import.rowNo' })} className="import-results__rowno" frozen />
        {/* The reasons come first: what the user has to act on is never scrolled out of sight. */}
        <Column header={intl.formatMessage({ id: 'import.reasons' })} body={reasons} className="import-results__reasons-cell" />
        {columns.map((column) => (
          <Column
            key={column}
            header={header(column)}
            body={(row: RowResult) => cell(row, column)}
            className={`import-results__cell import-results__cell--${column}`}
          />
        ))}
      </DataTable>
    </section>
  );
}

/** A value as read, marked when its column is at fault. */
function cell(row: RowResult, column: string) {
  const value = row.values[column] || '—';
  return row.errors.some((e) => e.column === column) ? <span className="import-results__value--bad">{value}</span> : value;
}
