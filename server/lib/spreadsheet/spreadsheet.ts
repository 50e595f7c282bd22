import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import type { SheetCell, SheetRow } from '../../../src/domain/shipping/import/rows';
import { declaredUnpackedSize } from './zipSize';
import { measureZip } from './zipContent';

/**
 * The one place that reads and writes spreadsheets (.xlsx through exceljs).
 *
 * Reading trusts nothing: the content must be an .xlsx (a zip whose [Content_Types].xml says
 * so, found by file-type, and that exceljs can open); only the first sheet is read; every cell
 * is read as text; a formula is never evaluated — the cell is marked and its rows refuse it.
 *
 * Writing never makes a formula: every value is a string cell in text format ('@'), so text
 * that begins with =, +, -, @, a tab or a carriage return stays text when the file is opened
 * and when the cell is edited again.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetFault = 'notXlsx' | 'fileTooLarge' | 'unpackedTooLarge' | 'sheetEmpty' | 'tooManyRows';

/** Why a file cannot be read at all (its rows are never looked at). */
export class SheetError extends Error {
  override name = 'SheetError';
  constructor(readonly fault: SheetFault) {
    super(fault);
  }
}

export interface ReadLimits {
  maxBytes: number;
  /** what the file may unpack to, all its parts together */
  maxUnpackedBytes: number;
  /** data rows, the header not counted */
  maxRows: number;
  /** cells read per row, from column A */
  columns: number;
}

function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** A cell as text; formulas (shared ones included) are marked, never computed or taken from their cached result. */
export function cellText(cell: ExcelJS.Cell): SheetCell {
  const value = cell.value;
  if (cell.type === ExcelJS.ValueType.Formula || (value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value))) return { text: '', formula: true };
  if (value === null || value === undefined) return { text: '' };
  if (value instanceof Date) return { text: dateText(value) };
  if (typeof value === 'object') {
    if ('richText' in value) return { text: value.richText.map((run) => run.text).join('') };
    if ('hyperlink' in value) return { text: String((value as { text?: unknown }).text ?? '') };
    if ('error' in value) return { text: String(value.error) };
    return { text: '' };
  }
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' };
  return { text: String(value) };
}

/**
 * Row elements (blank or styled ones too, on every sheet) and cells a file may hold before the
 * library parses it: room for blank rows and a few extra sheets or columns around the data,
 * and far below what keeps the event loop busy for seconds.
 */
const rowElementBudget = (limits: ReadLimits) => Math.max(4 * (limits.maxRows + 1), 2000);
const CELLS_PER_ROW_ELEMENT = 20;

/** The first sheet's data rows (row 1 is the header), blank rows left out. */
export async function readSheet(data: Buffer, limits: ReadLimits): Promise<SheetRow[]> {
  if (data.length > limits.maxBytes) throw new SheetError('fileTooLarge');
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== XLSX_MIME) throw new SheetError('notXlsx');
  const unpacked = declaredUnpackedSize(data);
  if (unpacked === undefined) throw new SheetError('notXlsx');
  if (unpacked > limits.maxUnpackedBytes) throw new SheetError('unpackedTooLarge');
  // The declared sizes may lie, and a sheet of countless tiny rows is small when packed.
  const measured = measureZip(data, limits.maxUnpackedBytes);
  if (measured === 'unreadable') throw new SheetError('notXlsx');
  if (measured === 'tooLarge') throw new SheetError('unpackedTooLarge');
  const rowElements = rowElementBudget(limits);
  if (measured.rowElements > rowElements) throw new SheetError('tooManyRows');
  if (measured.cellElements > rowElements * CELLS_PER_ROW_ELEMENT) throw new SheetError('unpackedTooLarge');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new SheetError('notXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetError('sheetEmpty');
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const cells: SheetCell[] = [];
    for (let column = 1; column <= limits.columns; column++) cells.push(cellText(row.getCell(column)));
    if (cells.every((c) => !c.formula && c.text.trim() === '')) return;
    if (rows.length === limits.maxRows) tooMany = true;
    else rows.push({ row: rowNumber, cells });
  });
  if (tooMany) throw new SheetError('tooManyRows');
  if (!rows.length) throw new SheetError('sheetEmpty');
  return rows;
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
