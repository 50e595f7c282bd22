import { createRequire } from 'node:module';
import type JSZipModule from 'jszip';

/**
 * What an .xlsx really holds, measured by unpacking it under a budget before the spreadsheet
 * library parses it. The sizes a zip declares may lie, and a sheet of a million tiny rows packs
 * into a small file yet costs the library seconds and gigabytes: so the bytes are counted as they
 * inflate, and the elements of the parts the library will parse element by element (worksheets,
 * shared strings) are counted in the XML, before any of it is parsed.
 *
 * The entries are the ones ExcelJS will read because they are listed by the zip reader ExcelJS
 * itself uses (JSZip: the name of the local header or of the Unicode path field, '.', '..' and
 * empty segments resolved, later duplicates replacing earlier ones, entries past the declared
 * count included), and each is judged by `excelPart`, ExcelJS's own naming rule.
 */

/** The JSZip ExcelJS itself loads (its own dependency, wherever npm placed it): the same reader, so the same entries and names. */
const JSZip = createRequire(import.meta.resolve('exceljs'))('jszip') as typeof JSZipModule;

export interface ZipBudget {
  /** what all the entries together may unpack to */
  unpackedBytes: number;
  /** <row> elements over all worksheets, blank ones included */
  rowElements: number;
  /** <c> elements over all worksheets */
  cellElements: number;
  /** <si> elements of the shared strings */
  stringElements: number;
}

/** What the file holds, each count within its budget. */
export type ZipContent = ZipBudget;

/** Why the file is refused: not a zip JSZip can read, or the first budget it went past. */
export type ZipRefusal = 'unreadable' | 'tooLarge' | 'tooManyRows' | 'tooManyCells' | 'tooManyStrings';

type ExcelPart = 'worksheet' | 'sharedStrings';

/**
 * The part ExcelJS parses an entry as, from the name JSZip gives it; mirrors `XLSX.load` in
 * node_modules/exceljs/lib/xlsx/xlsx.js (4.4.0): one leading '/' is dropped, shared strings
 * are the exact name 'xl/sharedStrings.xml' (the `switch`), and a worksheet is any name the
 * `default:` case's /xl\/worksheets\/sheet(\d+)[.]xml/ matches: case-sensitive, with neither
 * ^ nor $, so 'a/xl/worksheets/sheet1.xml' and 'xl/worksheets/sheet1.xml.x' are worksheets and
 * 'XL/Worksheets/Sheet1.xml' is not. Every other part ExcelJS reads (styles, drawings,
 * comments…) is bounded by the unpacked budget and by the parsing worker's time and memory.
 */
function excelPart(zipName: string): ExcelPart | undefined {
  const name = zipName[0] === '/' ? zipName.slice(1) : zipName;
  if (name === 'xl/sharedStrings.xml') return 'sharedStrings';
  if (/xl\/worksheets\/sheet(\d+)[.]xml/.test(name)) return 'worksheet';
  return undefined;
}

const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
const CELL = /<(?:[A-Za-z_][\w.-]*:)?c[\s/>]/g;
const STRING = /<(?:[A-Za-z_][\w.-]*:)?si[\s/>]/g;

/** The longest start of a tag waited for: no element name of a workbook comes near it. */
const LONGEST_TAG = 256;

/**
 * Counts the elements `pattern` finds in XML that arrives in pieces cut anywhere. The patterns
 * hold no '<' after their first character, so a match never crosses the last '<' of what has
 * arrived: unless that tag has already run past LONGEST_TAG characters, the text from there
 * waits for the next piece.
 */
class ElementCount {
  count = 0;
  private rest = '';
  constructor(private readonly pattern: RegExp) {}

  add(text: string): void {
    const all = this.rest + text;
    const tag = all.lastIndexOf('<');
    const cut = tag >= 0 && all.length - tag <= LONGEST_TAG ? tag : all.length;
    this.count += matches(all.slice(0, cut), this.pattern);
    this.rest = all.slice(cut);
  }

  end(): void {
    this.count += matches(this.rest, this.pattern);
    this.rest = '';
  }
}

function matches(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}

/** JSZip's `internalStream` (documented, not in its typings): pausing it stops the inflating, which its Node stream adapter does not. */
interface StreamHelper {
  on(event: 'data', listener: (chunk: Uint8Array) => void): StreamHelper;
  on(event: 'end', listener: () => void): StreamHelper;
  on(event: 'error', listener: (error: Error) => void): StreamHelper;
  pause(): StreamHelper;
  resume(): StreamHelper;
}

/**
 * Inflates the entry piece by piece (JSZip's pieces are 16 KB at most), handing each to `take`;
 * stops as soon as `take` answers a refusal, without unpacking the rest.
 */
function inflate(entry: JSZipModule.JSZipObject, take: (chunk: Uint8Array) => ZipRefusal | undefined): Promise<ZipRefusal | undefined> {
  return new Promise((resolve) => {
    let refusal: ZipRefusal | undefined;
    const stream = (entry as unknown as { internalStream(type: 'uint8array'): StreamHelper }).internalStream('uint8array');
    stream
      .on('data', (chunk) => {
        if (refusal) return;
        refusal = take(chunk);
        if (!refusal) return;
        stream.pause();
        resolve(refusal);
      })
      .on('end', () => resolve(refusal))
      // Once refused, what the rest of the entry would have said does not matter.
      .on('error', () => resolve(refusal ?? 'unreadable'))
      .resume();
  });
}

/**
 * Unpacks the entries ExcelJS would read, and counts the elements it would parse one by one,
 * until the first budget is passed: a file of millions of rows is refused after its first few
 * hundred kilobytes.
 */
export async function measureZip(data: Buffer, budget: ZipBudget): Promise<ZipContent | ZipRefusal> {
  let zip: JSZipModule;
  try {
    zip = await JSZip.loadAsync(data);
  } catch {
    return 'unreadable';
  }
  let unpackedBytes = 0;
  const rows = new ElementCount(ROW);
  const cells = new ElementCount(CELL);
  const strings = new ElementCount(STRING);
  const over = (): ZipRefusal | undefined => {
    if (unpackedBytes > budget.unpackedBytes) return 'tooLarge';
    if (rows.count > budget.rowElements) return 'tooManyRows';
    if (cells.count > budget.cellElements) return 'tooManyCells';
    if (strings.count > budget.stringElements) return 'tooManyStrings';
    return undefined;
  };
  // ExcelJS skips folders and unpacks every other entry, whatever its name.
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const part = excelPart(entry.name);
    const counts = part === 'worksheet' ? [rows, cells] : part === 'sharedStrings' ? [strings] : [];
    const refusal = await inflate(entry, (chunk) => {
      unpackedBytes += chunk.length;
      // The tags are ASCII: one byte per character is enough to find them, whatever the encoding.
      const text = counts.length ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1') : '';
      for (const count of counts) count.add(text);
      return over();
    });
    if (refusal) return refusal;
    for (const count of counts) count.end();
    const last = over();
    if (last) return last;
  }
  return { unpackedBytes, rowElements: rows.count, cellElements: cells.count, stringElements: strings.count };
}
