import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { xlsx } from '../../test/shipping/import.testkit';
import { createSheetReader, SheetError, type SheetFault, type SheetReader, type SheetReaderOptions } from './spreadsheet';
import { SHEET_PART, sheetXml, withSheet, workbookParts, type RawEntry } from '../../test/zip.testkit';

/**
 * Files the counts before parsing let through can still cost ExcelJS far too much; the worker
 * that parses them is ended by its time or heap limit and the file refused, and the next file
 * is read by a new worker.
 */

const LIMITS = { maxBytes: 2 * 1024 * 1024, maxUnpackedBytes: 50 * 1024 * 1024, maxRows: 500, columns: 2 };

let parts: RawEntry[];
const readers: SheetReader[] = [];

beforeAll(async () => {
  parts = await workbookParts();
});
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
});

function reader(options: SheetReaderOptions): SheetReader {
  const made = createSheetReader(options);
  readers.push(made);
  return made;
}

async function fault(read: Promise<unknown>): Promise<SheetFault | undefined> {
  try {
    await read;
    return undefined;
  } catch (error) {
    if (error instanceof SheetError) return error.fault;
    throw error;
  }
}

/** One header row and `n` merged ranges: a row and a cell to count, and minutes of ExcelJS checking each merge against the others. */
const merges = (n: number) => {
  const ranges = Array.from({ length: n }, (_, i) => `<mergeCell ref="A${2 * i + 10}:Z${2 * i + 11}"/>`).join('');
  return withSheet(parts, { name: SHEET_PART, data: sheetXml(parts, (header) => header, `<mergeCells count="${n}">${ranges}</mergeCells>`) });
};

/** One data row whose first cell holds `length` characters, packed to a few kilobytes. */
const longCell = (length: number) =>
  withSheet(parts, {
    name: SHEET_PART,
    data: sheetXml(parts, (header) => `${header}<row r="2"><c r="A2" t="inlineStr"><is><t>${'x'.repeat(length)}</t></is></c></row>`),
  });

describe('the parsing worker', () => {
  it('is ended by its time limit, and the next file is read by a new worker', async () => {
    const limited = reader({ timeLimitMs: 500, workers: 1 });
    const slow = merges(5000);
    expect(slow.length).toBeLessThan(LIMITS.maxBytes);
    expect(await fault(limited.read(slow, LIMITS))).toBe('readTimedOut');
    expect(await limited.read(await xlsx([['after', 'it']]), LIMITS)).toEqual([{ row: 2, cells: [{ text: 'after' }, { text: 'it' }] }]);
  });

  it('is ended by its heap limit, and the next file is read by a new worker; with more heap the same file is read', async () => {
    const big = longCell(25_000_000);
    expect(big.length).toBeLessThan(LIMITS.maxBytes);
    const small = reader({ memoryLimitMb: 32, workers: 1, timeLimitMs: 60_000 });
    expect(await fault(small.read(big, LIMITS))).toBe('readOutOfMemory');
    expect(await small.read(await xlsx([['after', 'it']]), LIMITS)).toEqual([{ row: 2, cells: [{ text: 'after' }, { text: 'it' }] }]);
    const [row] = await reader({ memoryLimitMb: 256, workers: 1, timeLimitMs: 60_000 }).read(big, LIMITS);
    expect(row?.cells[0]?.text).toHaveLength(25_000_000);
  }, 90_000);

  it('reads more files than it has workers, each file answered with its own rows', async () => {
    const shared = reader({ workers: 2 });
    const files = await Promise.all([1, 2, 3, 4, 5].map((n) => xlsx([[`file ${n}`, String(n)]])));
    const answers = await Promise.all(files.map((file) => shared.read(file, LIMITS)));
    expect(answers).toEqual([1, 2, 3, 4, 5].map((n) => [{ row: 2, cells: [{ text: `file ${n}` }, { text: String(n) }] }]));
  });
});
