import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES, type Page } from '../../domain/envelope';
import { pagerTemplate } from '../passengers/pagerTemplate';

interface PagedTableProps<Row> {
  /** the last page answered; null until the first answer */
  page: Page<Row> | null;
  /** the page shown, from 1, and its size (DOMAIN "Lists": 10, 20 or 50) */
  current: number;
  size: number;
  loading: boolean;
  onPage(current: number, size: number): void;
  /** said once the list has answered with nothing, never while it first loads */
  emptyMessage: ReactNode;
  /** the table's accessible name */
  label: string;
  className?: string;
  /** the pager's total, in the screen's words; the pager's own otherwise */
  totalText?(total: number): string;
  /** the columns */
  children: ReactNode;
}

/**
 * A list the server pages (getTsOrderByPage, getTsUserPassengerByPgGrid, ...): the pager named
 * in the interface language, page sizes of DOMAIN "Lists", and the page asked for by its number.
 */
export function PagedTable<Row extends { uuid: string }>({ page, current, size, loading, onPage, emptyMessage, label, className, totalText, children }: PagedTableProps<Row>) {
  const intl = useIntl();
  const pager = pagerTemplate(intl);
  if (totalText) pager.CurrentPageReport = (options: { totalRecords: number }) => <span className="p-paginator-current">{totalText(options.totalRecords)}</span>;
  return (
    <DataTable
      value={page?.records ?? []}
      dataKey="uuid"
      // Cells show more than their row (the language, the time, whether buttons act): never keep an old one.
      cellMemo={false}
      lazy
      paginator
      first={(current - 1) * size}
      rows={size}
      totalRecords={page?.total ?? 0}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPage={(event: DataTablePageEvent) => onPage((event.page ?? 0) + 1, event.rows)}
      loading={loading}
      emptyMessage={page ? emptyMessage : <span />}
      paginatorTemplate={pager}
      className={className}
      aria-label={label}
    >
      {children}
    </DataTable>
  );
}
