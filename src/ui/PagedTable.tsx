import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES, type Page } from '../domain/envelope';
import { pagerTemplate } from './pagerTemplate';
import { DataTable } from './table/DataTable';
import { Paginator } from './table/Paginator';

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
export function PagedTable<Row extends { uuid: string }>({
  page,
  current,
  size,
  loading,
  onPage,
  emptyMessage,
  label,
  className,
  totalText,
  children,
}: PagedTableProps<Row>) {
  const intl = useIntl();
  const pager = pagerTemplate(intl);
  if (totalText)
    pager.CurrentPageReport = (options: { totalRecords: number }) => <span className="p-paginator-current">{totalText(options.totalRecords)}</span>;
  return (
    <DataTable
      value={page?.records ?? []}
      dataKey="uuid"
      loading={loading}
      emptyMessage={page ? emptyMessage : <span />}
      className={className}
      aria-label={label}
      footer={
        <Paginator
          first={(current - 1) * size}
          rows={size}
          totalRecords={page?.total ?? 0}
          rowsPerPageOptions={PAGE_SIZES}
          template={pager}
          onPageChange={(change) => onPage(change.page + 1, change.rows)}
        />
      }
    >
      {children}
    </DataTable>
  );
}
