import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** Workbooks written entry by entry, for the tests of what ExcelJS would read in a zip. */

/** One entry of a hand-written zip, with the disguises JSZip (and so ExcelJS) sees through. */
export interface RawEntry {
  /** the name in the central directory */
  name: string;
  data: Buffer;
  /** the name in the local header, when it differs from the central one (JSZip takes this one) */
  localName?: string;
  /** an Info-ZIP Unicode Path field (0x7075) in the central directory (JSZip prefers it to both names) */
  unicodePath?: string;
}

const packedOnce = new WeakMap<Buffer, Buffer>();
const deflated = (data: Buffer) => packedOnce.get(data) ?? packedOnce.set(data, deflateRawSync(data, { level: 9 })).get(data)!;

function unicodePathField(localName: Buffer, path: string): Buffer {
  const text = Buffer.from(path);
  const field = Buffer.alloc(9);
  field.writeUInt16LE(0x7075, 0);
  field.writeUInt16LE(5 + text.length, 2);
  field.writeUInt8(1, 4);
  field.writeUInt32LE(crc32(localName), 5);
  return Buffer.concat([field, text]);
}

/** A zip of `entries`, each deflated; `declaredEntries` is how many the end record says there are. */
export function writeZip(entries: RawEntry[], { declaredEntries = entries.length } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = deflated(entry.data);
    const crc = crc32(entry.data);
    const localName = Buffer.from(entry.localName ?? entry.name);
    const centralName = Buffer.from(entry.name);
    const extra = entry.unicodePath ? unicodePathField(localName, entry.unicodePath) : Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(localName.length, 26);
    locals.push(local, localName, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(centralName.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, centralName, extra);
    offset += local.length + localName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredEntries, 8);
  end.writeUInt16LE(declaredEntries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const SHEET_PART = 'xl/worksheets/sheet1.xml';

/** The parts of a real one-sheet workbook written by ExcelJS (header row 'header'), in its order. */
export async function workbookParts(): Promise<RawEntry[]> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('import').addRow(['header']);
  const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
  const files = Object.values(zip.files).filter((file) => !file.dir);
  return Promise.all(files.map(async (file) => ({ name: file.name, data: await file.async('nodebuffer') })));
}

/** The workbook's worksheet XML, its rows (XML, the header row) replaced by what `rows` makes of them, and `after` them what follows. */
export function sheetXml(parts: RawEntry[], rows: (header: string) => string, after = ''): Buffer {
  const xml = parts.find((part) => part.name === SHEET_PART)!.data.toString();
  const header = /<sheetData>(.*)<\/sheetData>/s.exec(xml)?.[1] ?? '';
  return Buffer.from(xml.replace(/<sheetData>.*<\/sheetData>|<sheetData\/>/s, () => `<sheetData>${rows(header)}</sheetData>${after}`));
}

/** The workbook with its worksheet entry replaced by `sheet` (named and disguised as the test wants), in the same place. */
export function withSheet(parts: RawEntry[], sheet: RawEntry, options?: { declaredEntries?: number }): Buffer {
  return writeZip(
    parts.map((part) => (part.name === SHEET_PART ? sheet : part)),
    options,
  );
}

/** Rows 1..n, each with one number cell: what a real sheet of n tiny rows holds. */
export const numberedRows = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `<row r="${from + i}"><c r="A${from + i}"><v>${from + i}</v></c></row>`).join('');
