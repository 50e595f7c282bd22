import JSZip from 'jszip';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/envelope';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { IMPORT_LIMITS, IMPORT_PATHS } from '../../../src/domain/shipping/importPaths';
import { IMPORT_MESSAGES } from '../../../src/domain/shipping/import/messages';
import { BOOKING_PATHS } from '../../../src/domain/shipping/paths';
import type { BookingSummary } from '../../../src/domain/shipping/types';
import { upload, xlsx } from '../../test/shipping/import.testkit';
import { newCaller, post, type Caller } from '../../test/shipping/shipping.testkit';
import { fakeExe } from '../../test/accounts';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { SHEET_PART, sheetXml, withSheet, workbookParts } from '../../test/zip.testkit';

/** The booking import refuses, by content and size, what is not a small honest .xlsx, and saves nothing. */

let testDb: TestDb;
let app: FastifyInstance;
let owner: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  owner = await newCaller(app, testDb.db, 'enterprise');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const fileFault = (key: keyof typeof IMPORT_MESSAGES) => ({
  code: ErrorCode.VALIDATION,
  data: { fields: { file: { message: IMPORT_MESSAGES[key].zh, jpMessage: IMPORT_MESSAGES[key].ja } } },
});
const bookingCount = async () => (await post<Page<BookingSummary>>(app, BOOKING_PATHS.page, owner.headers, { current: 1, size: 10 })).data.total;

/** A real workbook whose first sheet is replaced by `rows` tiny rows, packed small. */
async function countlessRows(rows: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await xlsx([]));
  const part = Object.keys(zip.files).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))!;
  const data = Array.from({ length: rows }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('');
  zip.file(part, (await zip.file(part)!.async('string')).replace(/<sheetData>.*<\/sheetData>|<sheetData\/>/s, `<sheetData>${data}</sheetData>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

async function notAWorkbook(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', '<w:document/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('booking import upload', () => {
  it.each([
    ['a program renamed .xlsx', async () => fakeExe(), 'notXlsx'],
    ['an HTML page renamed .xlsx', async () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'notXlsx'],
    ['a zip that is not a workbook', notAWorkbook, 'notXlsx'],
    ['a small file of 20,000 rows', () => countlessRows(20_000), 'tooManyRows'],
  ] as const)('refuses %s at file, and saves nothing', async (_case, make, fault) => {
    const before = await bookingCount();
    const data = await make();
    expect(data.length).toBeLessThan(IMPORT_LIMITS.maxBytes);
    expect(await upload(app, IMPORT_PATHS.saveBookings, owner.headers, data)).toMatchObject(fileFault(fault));
    expect(await bookingCount()).toBe(before);
  });

  it(`refuses a file over ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB while it streams in, and saves nothing`, async () => {
    const before = await bookingCount();
    const big = Buffer.concat([await xlsx([]), Buffer.alloc(IMPORT_LIMITS.maxBytes)]);
    for (const path of [IMPORT_PATHS.saveBookings, IMPORT_PATHS.validateBookings]) {
      expect(await upload(app, path, owner.headers, big)).toMatchObject(fileFault('fileTooLarge'));
    }
    expect(await bookingCount()).toBe(before);
  });

  it('while three 75 KB files of eight million rows are refused, the event loop never stalls and other requests are answered within a second', async () => {
    const parts = await workbookParts();
    const bombRows = sheetXml(parts, () => '<row/>'.repeat(8_000_000));
    const bombs = [
      withSheet(parts, { name: '/xl/worksheets/sheet1.xml', data: bombRows }),
      withSheet(parts, { name: 'xl/worksheets/sheet1.xml.x', data: bombRows }),
      withSheet(parts, { name: 'docProps/custom.xml', localName: SHEET_PART, data: bombRows }),
    ];
    let longestGap = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    let uploading = true;
    const answers = Promise.all(bombs.map((bomb) => upload(app, IMPORT_PATHS.validateBookings, owner.headers, bomb))).finally(() => {
      uploading = false;
    });
    const waits: number[] = [];
    while (uploading) {
      const asked = performance.now();
      await bookingCount();
      waits.push(performance.now() - asked);
    }
    const refusals = await answers;
    longestGap = Math.max(longestGap, performance.now() - last);
    clearInterval(probe);
    expect(refusals).toEqual(bombs.map(() => expect.objectContaining(fileFault('tooManyRows'))));
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThan(1000);
    expect(longestGap).toBeLessThan(1000);
  });
});
