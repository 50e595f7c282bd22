import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { declaredUnpackedSize } from './zipSize';
import { readSheet, SheetError, type SheetFault } from './spreadsheet';
import { numberedRows, SHEET_PART, sheetXml, withSheet, workbookParts, writeZip, type RawEntry } from '../../test/zip.testkit';

/**
 * A file is judged by the entries ExcelJS will parse, however their names are disguised: each
 * disguise below is first shown to reach ExcelJS's own worksheet parser, then a sheet of eight
 * million empty rows (75 KB packed, 48 MB unpacked: under the unpacked budget, so only the row
 * count can refuse it) under that disguise is refused before it is parsed.
 */

// The import's limits (IMPORT_LIMITS), with the import's columns.
const LIMITS = { maxBytes: 2 * 1024 * 1024, maxUnpackedBytes: 50 * 1024 * 1024, maxRows: 500, columns: 3 };
const BOMB_ROWS = 8_000_000;

let parts: RawEntry[];
let threeRows: Buffer;
let bombRows: Buffer;

beforeAll(async () => {
  parts = await workbookParts();
  threeRows = sheetXml(parts, (header) => header + numberedRows(3, 2));
  bombRows = sheetXml(parts, () => '<row/>'.repeat(BOMB_ROWS));
});

async function fault(data: Buffer): Promise<SheetFault | undefined> {
  try {
    await readSheet(data, LIMITS);
    return undefined;
  } catch (error) {
    if (error instanceof SheetError) return error.fault;
    throw error;
  }
}

/** The entries ExcelJS itself hands to its worksheet parser when it loads `data`. */
async function worksheetsParsedByExcelJS(data: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  const parse = vi.spyOn(book.xlsx as unknown as { _processWorksheetEntry: (...args: unknown[]) => Promise<void> }, '_processWorksheetEntry');
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return parse.mock.calls.map((call) => String(call[4]));
}

/** The workbook with its worksheet moved last, past the entry count its end record declares. */
const pastDeclaredCount = (sheet: Buffer) => {
  const others = parts.filter((part) => part.name !== SHEET_PART);
  return writeZip([...others, { name: SHEET_PART, data: sheet }], { declaredEntries: others.length });
};

const DISGUISES: [string, (sheet: Buffer) => Buffer][] = [
  ['a leading slash', (data) => withSheet(parts, { name: '/xl/worksheets/sheet1.xml', data })],
  ['a suffix after .xml', (data) => withSheet(parts, { name: 'xl/worksheets/sheet1.xml.x', data })],
  ['a folder before xl/', (data) => withSheet(parts, { name: 'x/xl/worksheets/sheet1.xml', data })],
  ['another sheet number', (data) => withSheet(parts, { name: 'xl/worksheets/sheet007.xml', data })],
  ['an empty and a "." segment', (data) => withSheet(parts, { name: 'xl//worksheets/./sheet1.xml', data })],
  ['a ".." segment', (data) => withSheet(parts, { name: 'xl/media/../worksheets/sheet1.xml', data })],
  ['its name in the local header only', (data) => withSheet(parts, { name: 'docProps/custom.xml', localName: SHEET_PART, data })],
  ['its name in a Unicode path field only', (data) => withSheet(parts, { name: 'docProps/custom.xml', unicodePath: SHEET_PART, data })],
  ['an entry past the declared count', pastDeclaredCount],
];

describe('entries ExcelJS parses as a worksheet', () => {
  it.each(DISGUISES)('with %s, ExcelJS parses the entry as a worksheet', async (_disguise, make) => {
    expect(await worksheetsParsedByExcelJS(make(threeRows))).toHaveLength(1);
  });

  it.each(DISGUISES)('with %s, eight million rows are refused before parsing', async (_disguise, make) => {
    const bomb = make(bombRows);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(declaredUnpackedSize(bomb)).toBeLessThan(LIMITS.maxUnpackedBytes);
    expect(await fault(bomb)).toBe('tooManyRows');
  });
});

describe('entries ExcelJS does not parse as a worksheet', () => {
  it('an upper-case XL/Worksheets/Sheet1.xml is only unpacked: the workbook has no sheet, whatever the entry holds', async () => {
    const upper = (data: Buffer) => withSheet(parts, { name: 'XL/Worksheets/Sheet1.xml', data });
    expect(await worksheetsParsedByExcelJS(upper(threeRows))).toEqual([]);
    expect(await fault(upper(threeRows))).toBe('sheetEmpty');
    expect(await fault(upper(bombRows))).toBe('sheetEmpty');
  });
});

describe('shared strings', () => {
  const strings = (count: number) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}"><si><t>from the slashed part</t></si>${'<si><t/></si>'.repeat(count - 1)}</sst>`);
  const slashed = (data: Buffer) => writeZip(parts.map((part) => (part.name === 'xl/sharedStrings.xml' ? { name: '/xl/sharedStrings.xml', data } : part)));

  it('ExcelJS reads the shared strings of /xl/sharedStrings.xml', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(slashed(strings(1)) as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getCell('A1').value).toBe('from the slashed part');
  });

  it('three million of them there are refused before parsing', async () => {
    const bomb = slashed(strings(3_000_000));
    expect(bomb.length).toBeLessThan(LIMITS.maxBytes);
    expect(declaredUnpackedSize(bomb)).toBeLessThan(LIMITS.maxUnpackedBytes);
    expect(await fault(bomb)).toBe('unpackedTooLarge');
  });
});
