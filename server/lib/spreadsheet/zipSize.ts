/**
 * The total unpacked size an .xlsx (a zip) declares in its central directory, read without
 * unpacking anything: a small file may unpack to gigabytes (a "zip bomb"), so this is asked
 * before a spreadsheet library inflates it. Undefined when the directory cannot be read, and
 * Infinity for ZIP64 entries (sizes past 4 GB), which no spreadsheet of ours needs.
 */
export function declaredUnpackedSize(data: Buffer): number | undefined {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  // The end record is 22 bytes plus a comment of at most 65535.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let at = data.length - 22; at >= floor; at--) {
    if (data.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ENTRY) return undefined;
    const size = data.readUInt32LE(at + 24);
    if (size === 0xffffffff) return Infinity;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}
