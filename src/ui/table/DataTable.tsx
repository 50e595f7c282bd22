import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Column, type ColumnProps } from './Column';
import './dataTable.css';

export interface DataTableProps<Row> {
  value: readonly Row[];
  /** the row field that names a row (React's key) */
  dataKey: string;
  loading?: boolean;
  /** shown in the one row of an empty table */
  emptyMessage?: ReactNode;
  className?: string;
  'aria-label'?: string;
  rowClassName?(row: Row): string;
  size?: 'small' | 'normal';
  stripedRows?: boolean;
  /** scrolls sideways inside its box, frozen columns staying in sight */
  scrollable?: boolean;
  /** under the rows, inside the table's box: the pager */
  footer?: ReactNode;
  children: ReactNode;
}

/** The Column elements among children, through fragments and conditionals. */
function columnsOf(children: ReactNode): ColumnProps[] {
  const columns: ColumnProps[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<ColumnProps & { children?: ReactNode }>;
    if (element.type === Fragment) columns.push(...columnsOf(element.props.children));
    else if (element.type === Column) columns.push(element.props);
  });
  return columns;
}

const classes = (...names: (string | false | undefined | null)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * A table of rows the screen already holds, with PrimeReact DataTable's markup and class names
 * (the theme styles it the same) but none of its sorting, filtering, selection or virtual
 * scrolling, which no screen uses: it weighs a few hundred bytes against PrimeReact's 60 KB.
 * Cells are rendered on every render: a cell may show more than its row (the language, the time).
 */
export function DataTable<Row>({
  value,
  dataKey,
  loading,
  emptyMessage,
  className,
  rowClassName,
  size,
  stripedRows,
  scrollable,
  footer,
  children,
  ...aria
}: DataTableProps<Row>) {
  const columns = columnsOf(children);
  const frozenClass = (column: ColumnProps) => (scrollable && column.frozen ? 'p-frozen-column' : undefined);
  return (
    <div
      className={classes(
        className,
        'p-datatable p-component',
        scrollable && 'p-datatable-scrollable',
        stripedRows && 'p-datatable-striped',
        size === 'small' && 'p-datatable-sm',
      )}
      aria-busy={loading || undefined}
    >
      {loading && (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <i className="p-datatable-loading-icon pi pi-spinner pi-spin" aria-hidden="true" />
        </div>
      )}
      <div className="p-datatable-wrapper">
        <table className={classes('p-datatable-table', scrollable && 'p-datatable-scrollable-table')} aria-label={aria['aria-label']}>
          <thead className="p-datatable-thead">
            <tr>
              {columns.map((column, index) => (
                <th key={index} className={classes(column.headerClassName, frozenClass(column))} style={column.style}>
                  <div className="p-column-header-content">
                    <span className="p-column-title">{column.header}</span>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {value.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columns.length}>{emptyMessage}</td>
              </tr>
            ) : (
              value.map((row, rowIndex) => (
                <tr
                  key={String((row as Record<string, unknown>)[dataKey] ?? rowIndex)}
                  className={classes(rowIndex % 2 === 1 && 'p-row-odd', rowClassName?.(row))}
                >
                  {columns.map((column, index) => (
                    <td key={index} className={classes(column.bodyClassName ?? column.className, frozenClass(column))} style={column.style}>
                      {column.body ? column.body(row) : column.field ? String((row as Record<string, unknown>)[column.field] ?? '') : null}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}
