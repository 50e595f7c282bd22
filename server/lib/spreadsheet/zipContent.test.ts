import { describe, expect, it } from 'vitest';
import { measureZip } from './zipContent';
import { numberedRows, SHEET_PART, sheetXml, withSheet, workbookParts } from '../../test/zip.testkit';

const ROOMY = { unpackedBytes: 50 * 1024 * 1024, rowElements: 1_000_000, cellElements: 1_000_000, stringElements: 1_000_000 };

describe('measureZip', () => {
  it('counts every row and cell of a worksheet that inflates in many pieces, tags cut between them included', async () => {
    const parts = await workbookParts();
    // About 1 MB of XML: some sixty pieces of 16 KB, most of them ending inside a tag.
    const plain = withSheet(parts, { name: SHEET_PART, data: sheetXml(parts, () => numberedRows(20_000)) });
    expect(await measureZip(plain, ROOMY)).toMatchObject({ rowElements: 20_000, cellElements: 20_000, stringElements: 1 });
    const prefixed = withSheet(parts, { name: SHEET_PART, data: sheetXml(parts, () => numberedRows(20_000).replace(/<(\/?)(row|c|v)\b/g, '<$1x:$2')) });
    expect(await measureZip(prefixed, ROOMY)).toMatchObject({ rowElements: 20_000, cellElements: 20_000 });
  });

  it('stops at the first budget passed', async () => {
    const parts = await workbookParts();
    const data = withSheet(parts, { name: SHEET_PART, data: sheetXml(parts, () => numberedRows(3_000)) });
    expect(await measureZip(data, { ...ROOMY, rowElements: 2_999 })).toBe('tooManyRows');
    expect(await measureZip(data, { ...ROOMY, cellElements: 2_999 })).toBe('tooManyCells');
    expect(await measureZip(data, { ...ROOMY, unpackedBytes: 100_000 })).toBe('tooLarge');
    expect(await measureZip(Buffer.from('not a zip'), ROOMY)).toBe('unreadable');
  });
});
