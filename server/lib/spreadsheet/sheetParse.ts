import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import type { SheetCell, SheetRow } from '../../../src/domain/shipping/import/rows';
import { declaredUnpackedSize } from './zipSize';
import { measureZip } from './zipContent';

/**
 * Reading an .xlsx, on whatever thread calls it: the server calls it only in the parsing
 * worker (sheetReader.ts), where the time and memory it takes are bounded.
 *
 * Reading trusts nothing: the content must be an .xlsx (a zip whose [Content_Types].xml says
 * so, found by file-type, and that exceljs can open); only the first sheet is read; every cell
 * is read as text; a formula is never evaluated — the cell is marked and its rows refuse it.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetFault =
  | 'notXlsx'
  | 'fileTooLarge'
  | 'unpackedTooLarge'
  | 'sheetEmpty'
  | 'tooManyRows'
  /** the parsing worker ran out of its time */
  | 'readTimedOut'
  /** the parsing worker ran out of its memory */
  | 'readOutOfMemory';

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
function cellText(cell: ExcelJS.Cell): SheetCell {
  const value = cell.value;
  if (cell.type === ExcelJS.ValueType.Formula || (value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)))
    return { text: '', formula: true };
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
 * Row elements (blank or styled ones too, on every sheet), cells and shared strings a file may
 * hold before the library parses it: room for blank rows and a few extra sheets or columns
 * around the data, and far below what keeps the parser busy for seconds.
 */
const rowElementBudget = (limits: ReadLimits) => Math.max(4 * (limits.maxRows + 1), 2000);
const CELLS_PER_ROW_ELEMENT = 20;

/** The first sheet's data rows (row 1 is the header), blank rows left out. */
export async function parseSheet(data: Buffer, limits: ReadLimits): Promise<SheetRow[]> {
  if (data.length > limits.maxBytes) throw new SheetError('fileTooLarge');
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== XLSX_MIME) throw new SheetError('notXlsx');
  const unpacked = declaredUnpackedSize(data);
  if (unpacked === undefined) throw new SheetError('notXlsx');
  if (unpacked > limits.maxUnpackedBytes) throw new SheetError('unpackedTooLarge');
  // The declared sizes may lie, and a sheet of countless tiny rows is small when packed.
  const rowElements = rowElementBudget(limits);
  const cellElements = rowElements * CELLS_PER_ROW_ELEMENT;
  const measured = await measureZip(data, { unpackedBytes: limits.maxUnpackedBytes, rowElements, cellElements, stringElements: cellElements });
  if (measured === 'unreadable') throw new SheetError('notXlsx');
  if (measured === 'tooManyRows') throw new SheetError('tooManyRows');
  if (typeof measured === 'string') throw new SheetError('unpackedTooLarge');
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
