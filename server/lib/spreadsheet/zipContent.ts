import { inflateRawSync } from 'node:zlib';

/**
 * What an .xlsx really holds, measured by unpacking it under a budget before the spreadsheet
 * library sees it. The sizes a zip declares may lie, and a sheet of a million tiny rows packs
 * into a small file yet costs the library seconds of blocked event loop and hundreds of MB:
 * so the bytes are counted as they inflate, and the row and cell elements of the worksheets
 * are counted in the XML, before any of it is parsed.
 */
export interface ZipContent {
  unpackedBytes: number;
  /** <row> elements over all worksheets, blank ones included */
  rowElements: number;
  /** <c> elements over all worksheets */
  cellElements: number;
}

export type ZipRefusal = 'unreadable' | 'tooLarge';

const END = 0x06054b50;
const ENTRY = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
const CELL = /<(?:[A-Za-z_][\w.-]*:)?c[\s/>]/g;

function count(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}

function endRecord(data: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65535.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= floor; at--) if (data.readUInt32LE(at) === END) return at;
  return -1;
}

/** Unpacks every entry, at most `maxUnpackedBytes` in all, and counts the worksheets' rows and cells. */
export function measureZip(data: Buffer, maxUnpackedBytes: number): ZipContent | ZipRefusal {
  const end = endRecord(data);
  if (end < 0) return 'unreadable';
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const content: ZipContent = { unpackedBytes: 0, rowElements: 0, cellElements: 0 };
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ENTRY) return 'unreadable';
    const method = data.readUInt16LE(at + 10);
    const packedSize = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const local = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);

    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) return 'unreadable';
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + packedSize > data.length) return 'unreadable';
    const packed = data.subarray(start, start + packedSize);
    const budget = maxUnpackedBytes - content.unpackedBytes;
    let bytes: Buffer;
    if (method === STORED) {
      bytes = packed;
    } else if (method === DEFLATED) {
      try {
        // One byte past the budget is enough to know it is over.
        bytes = inflateRawSync(packed, { maxOutputLength: Math.max(1, budget + 1) });
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    content.unpackedBytes += bytes.length;
    if (content.unpackedBytes > maxUnpackedBytes) return 'tooLarge';
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(name)) {
      const xml = bytes.toString('latin1');
      content.rowElements += count(xml, ROW);
      content.cellElements += count(xml, CELL);
    }
  }
  return content;
}
