import type { CSSProperties, ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as PrimeReact's Column: a screen's body reads its own row type
export interface ColumnProps<Row = any> {
  header?: ReactNode;
  /** the row's own value shown as it is, when there is no body */
  field?: string;
  body?(row: Row): ReactNode;
  /** the body cells' class (PrimeReact's meaning: not the header's) */
  className?: string;
  bodyClassName?: string;
  headerClassName?: string;
  style?: CSSProperties;
  /** kept in sight while a scrollable table scrolls sideways */
  frozen?: boolean;
}

/**
 * A column of DataTable: it renders nothing itself, the table reads its props. The same props
 * as PrimeReact's Column for what the screens use, so a screen changes only its import.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see ColumnProps
export function Column<Row = any>(_props: ColumnProps<Row>): null {
  return null;
}
