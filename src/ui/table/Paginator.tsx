import { Fragment, type ReactNode } from 'react';

interface PageChange {
  /** the page, from 0 */
  page: number;
  rows: number;
  first: number;
}

/** What each part of the pager is given, as PrimeReact's paginator template gives it. */
export interface PagerTemplate {
  PrevPageLink(options: { className: string; disabled: boolean; onClick(): void }): ReactNode;
  NextPageLink(options: { className: string; disabled: boolean; onClick(): void }): ReactNode;
  PageLinks(options: { className: string; page: number; currentPage: number; onClick(): void }): ReactNode;
  RowsPerPageDropdown(options: { value: number; options: { label: string; value: number }[]; onChange(event: { value: number }): void }): ReactNode;
  CurrentPageReport(options: { totalRecords: number; currentPage: number; totalPages: number }): ReactNode;
}

interface PaginatorProps {
  /** the index of the first row shown */
  first: number;
  rows: number;
  totalRecords: number;
  rowsPerPageOptions: readonly number[];
  template: PagerTemplate;
  onPageChange(change: PageChange): void;
  className?: string;
}

// PrimeReact's default: five page buttons around the current one.
const PAGE_LINKS = 5;

/** The page numbers shown: a window of PAGE_LINKS around the current page, within the pages there are. */
function pageWindow(current: number, totalPages: number): number[] {
  const size = Math.min(PAGE_LINKS, totalPages);
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), totalPages - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

const link = (kind: string, extra: string | false) => `p-paginator-${kind} p-paginator-element p-link${extra ? ` ${extra}` : ''}`;

/**
 * The pager under a list: previous, the pages, next, the page size and the total, with
 * PrimeReact Paginator's class names (the theme styles it the same) and its template, without
 * the 50 KB of the component and its number input. A new page size starts again at page 1.
 */
export function Paginator({ first, rows, totalRecords, rowsPerPageOptions, template, onPageChange, className }: PaginatorProps) {
  const totalPages = Math.max(1, Math.ceil(totalRecords / rows));
  const current = Math.min(Math.floor(first / rows), totalPages - 1);
  const go = (page: number, size = rows) => onPageChange({ page, rows: size, first: page * size });
  return (
    <div className={`p-paginator p-component p-paginator-bottom${className ? ` ${className}` : ''}`}>
      {template.PrevPageLink({ className: link('prev', current === 0 && 'p-disabled'), disabled: current === 0, onClick: () => go(current - 1) })}
      <span className="p-paginator-pages">
        {pageWindow(current, totalPages).map((page) => (
          <Fragment key={page}>
            {template.PageLinks({ className: link('page', page === current && 'p-highlight'), page, currentPage: current, onClick: () => go(page) })}
          </Fragment>
        ))}
      </span>
      {template.NextPageLink({
        className: link('next', current >= totalPages - 1 && 'p-disabled'),
        disabled: current >= totalPages - 1,
        onClick: () => go(current + 1),
      })}
      {template.RowsPerPageDropdown({
        value: rows,
        options: rowsPerPageOptions.map((size) => ({ label: String(size), value: size })),
        onChange: (event) => go(0, event.value),
      })}
      {template.CurrentPageReport({ totalRecords, currentPage: current + 1, totalPages })}
    </div>
  );
}
