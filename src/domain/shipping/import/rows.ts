import type { Bilingual } from '../../lang';
import { validationMessage } from '../../validation/messages';
import { IMPORT_MESSAGES } from './messages';

/**
 * What the imports answer for each data row of a spreadsheet: its number as the spreadsheet
 * shows it (the header is row 1), its values as read, and every reason it is refused.
 */

/** A cell of the first sheet, read as text; `formula` when the cell held one (never evaluated). */
export interface SheetCell {
  text: string;
  formula?: boolean;
}

/** One data row: the spreadsheet's row number and its cells by column position. */
export interface SheetRow {
  row: number;
  cells: SheetCell[];
}

export interface RowError {
  /** the column's key (e.g. polCode); '' for the row as a whole */
  column: string;
  /** a message key of IMPORT_MESSAGES, SHIPPING_MESSAGES or VALIDATION_MESSAGES */
  reason: string;
  message: string;
  jpMessage: string;
}

export interface RowResult<Column extends string = string> {
  row: number;
  values: Record<Column, string>;
  errors: RowError[];
}

/** Every row of a file with the count of valid and refused ones; nothing is saved yet. */
export interface ImportCheck<Column extends string = string> {
  rows: RowResult<Column>[];
  valid: number;
  refused: number;
}

/** The text of a reason key in both languages: the imports' own, or the shared form messages. */
function reasonText(key: string): Bilingual {
  return (IMPORT_MESSAGES as Record<string, Bilingual>)[key] ?? validationMessage(key);
}

export function rowError(column: string, reason: string): RowError {
  const text = reasonText(reason);
  return { column, reason, message: text.zh, jpMessage: text.ja };
}

/** The row's cells named by the columns; a formula cell is refused at its column. */
export function namedCells<Column extends string>(columns: readonly Column[], row: SheetRow): { values: Record<Column, string>; errors: RowError[] } {
  const values = {} as Record<Column, string>;
  const errors: RowError[] = [];
  columns.forEach((column, i) => {
    const cell = row.cells[i];
    values[column] = (cell?.text ?? '').trim();
    if (cell?.formula) errors.push(rowError(column, 'formulaRefused'));
  });
  return { values, errors };
}

export function summarise<Column extends string>(rows: RowResult<Column>[]): ImportCheck<Column> {
  const refused = rows.filter((r) => r.errors.length > 0).length;
  return { rows, valid: rows.length - refused, refused };
}
