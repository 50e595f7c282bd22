import ExcelJS from 'exceljs';
import type { SheetRow } from '../../../src/domain/shipping/import/rows';
import { createSheetReader } from './sheetReader';
import type { ReadLimits } from './sheetParse';

/**
 * The one place that reads and writes spreadsheets (.xlsx through exceljs).
 *
 * Reading trusts nothing (sheetParse.ts) and happens in a worker process with a time and a
 * heap limit (sheetReader.ts), so no file can stall the server's other requests.
 *
 * Writing never makes a formula: every value is a string cell in text format ('@'), so text
 * that begins with =, +, -, @, a tab or a carriage return stays text when the file is opened
 * and when the cell is edited again.
 */

export { SheetError, XLSX_MIME, type ReadLimits, type SheetFault } from './sheetParse';
export { createSheetReader, type SheetReader, type SheetReaderOptions } from './sheetReader';

const reader = createSheetReader();

/** The first sheet's data rows (row 1 is the header), blank rows left out; parsed off the event loop. */
export function readSheet(data: Buffer, limits: ReadLimits): Promise<SheetRow[]> {
  return reader.read(data, limits);
}

export interface SheetContent {
  sheetName: string;
  /** header rows, bold and frozen */
  headers: string[][];
  rows: string[][];
  /** column widths in characters */
  widths?: number[];
  /** a drop-down list for a column (1-based) of the data rows */
  lists?: { column: number; values: readonly string[] }[];
}

/** Every cell a string in text format: never a formula, whatever it begins with. */
function setText(cell: ExcelJS.Cell, text: string): void {
  cell.numFmt = '@';
  cell.value = text;
}

/** Rows of the data validation lists reach this far below the header. */
const LIST_ROWS = 500;

export async function writeSheet(content: SheetContent): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(content.sheetName, { views: [{ state: 'frozen', ySplit: content.headers.length }] });
  const all = [...content.headers, ...content.rows];
  all.forEach((values, r) => {
    const row = sheet.getRow(r + 1);
    values.forEach((text, c) => setText(row.getCell(c + 1), text));
    if (r < content.headers.length) row.font = { bold: true };
  });
  const columns = Math.max(...all.map((r) => r.length), 0);
  for (let c = 1; c <= columns; c++) {
    const column = sheet.getColumn(c);
    column.width = content.widths?.[c - 1] ?? 16;
    // Typed cells below the rows written stay text too.
    column.numFmt = '@';
  }
  for (const list of content.lists ?? []) {
    for (let r = content.headers.length + 1; r <= content.headers.length + LIST_ROWS; r++) {
      sheet.getCell(r, list.column).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${list.values.join(',')}"`] };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
