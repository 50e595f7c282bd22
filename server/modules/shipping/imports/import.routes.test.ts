import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/envelope';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { IMPORT_PATHS } from '../../../../src/domain/shipping/importPaths';
import { IMPORT_MESSAGES } from '../../../../src/domain/shipping/import/messages';
import type { BookingImportCheck, BookingImportSaved, ContainerUploadCheck, ContainerUploadSaved } from '../../../../src/domain/shipping/import/types';
import { SHIPPING_ERRORS } from '../../../../src/domain/shipping/messages';
import { BOOKING_PATHS, STAFF_BOOKING_PATHS } from '../../../../src/domain/shipping/paths';
import { containerCheckDigit } from '../../../../src/domain/shipping/tracking';
import type { BookingSummary, BookingView } from '../../../../src/domain/shipping/types';
import { containers } from '../../../db/schema';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, type Sailing } from '../../../test/orders.testkit';
import { upload, xlsx } from '../../../test/shipping/import.testkit';
import { bookingForm, get, newCaller, post, type Caller } from '../../../test/shipping/shipping.testkit';

/** Booking import and container upload through the real application and database. */

let testDb: TestDb;
let app: FastifyInstance;
let sailing: Sailing;
let clerk: Caller;
let owner: Caller;
let other: Caller;

const box = (serial: number) => {
  const first10 = `IMPU${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
};
const badDigit = (serial: number) => `${box(serial).slice(0, 10)}${(Number(box(serial)[10]) + 1) % 10}`;

/** pol, pod, voyage, commodity, description, type, quantity, weight, shipper, consignee, notify */
const bookingRow = (overrides: Record<number, string | number> = {}) =>
  ['CNSHA', 'JPOSA', '', '办公家具', '木制办公桌椅', '40HC', 2, 18500, '上海东海国际贸易', '株式会社なにわ商事', ''].map((v, i) => overrides[i] ?? v);

const fileFault = (key: keyof typeof IMPORT_MESSAGES) => ({
  code: ErrorCode.VALIDATION,
  data: { fields: { file: { message: IMPORT_MESSAGES[key].zh, jpMessage: IMPORT_MESSAGES[key].ja } } },
});
const reasons = (check: BookingImportCheck | ContainerUploadCheck) =>
  check.rows.filter((r) => r.errors.length).map((r) => [r.row, r.errors.map((e) => `${e.column}:${e.reason}`)]);
const myBookings = async (who: Caller) => (await post<Page<BookingSummary>>(app, BOOKING_PATHS.page, who.headers, { current: 1, size: 50 })).data;

async function confirmedBooking(who: Caller, confirm = true): Promise<BookingView> {
  const answer = await post<BookingView>(app, BOOKING_PATHS.submit, who.headers, bookingForm(sailing));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  if (confirm) expect((await post(app, STAFF_BOOKING_PATHS.confirm, clerk.headers, { uuid: answer.data.uuid })).code).toBe(0);
  return answer.data;
}

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  [sailing] = (await futureSailings(testDb.db, 'SHA-OSA', 3)) as [Sailing];
  clerk = await newCaller(app, testDb.db, 'shippingClerk');
  owner = await newCaller(app, testDb.db, 'enterprise');
  other = await newCaller(app, testDb.db, 'enterprise');
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe('who may call', () => {
  it.each([IMPORT_PATHS.validateBookings, IMPORT_PATHS.saveBookings, IMPORT_PATHS.validateContainers, IMPORT_PATHS.saveContainers])(
    '%s: HTTP 401 anonymous, 10403 for individuals and pending enterprises',
    async (path) => {
      const data = await xlsx([bookingRow()]);
      expect((await app.inject({ method: 'POST', url: `/api${path}`, query: { bookingNo: 'BK1' }, payload: {} })).statusCode).toBe(401);
      for (const who of [await newCaller(app, testDb.db, 'individual'), await newCaller(app, testDb.db, 'enterprise', 'PENDING_REVIEW')]) {
        expect(await upload(app, path, who.headers, data, { bookingNo: 'BK1' })).toMatchObject({ code: ErrorCode.NO_PERMISSION });
      }
    },
  );
});

describe('templates', () => {
  it.each([
    [IMPORT_PATHS.bookingTemplate, 'zh', '装货港代码', 11],
    [IMPORT_PATHS.bookingTemplate, 'jp', '積地港コード', 11],
    [IMPORT_PATHS.containerTemplate, 'zh', '集装箱号', 4],
  ])('%s?lang=%s: an .xlsx whose header row names every column', async (path, lang, first, columns) => {
    const response = await app.inject({ method: 'GET', url: `/api${path}`, query: { lang }, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(header[1]).toBe(first);
    expect(header.filter(Boolean)).toHaveLength(columns);
    expect(book.worksheets[0]!.actualRowCount).toBe(1);
  });

  it('needs an approved enterprise', async () => {
    const individual = await newCaller(app, testDb.db, 'individual');
    expect((await get(app, IMPORT_PATHS.bookingTemplate, individual.headers, {})).code).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe('booking import', () => {
  it('validates every row with its number and reasons and saves nothing', async () => {
    const before = (await myBookings(owner)).total;
    const data = await xlsx([bookingRow(), bookingRow({ 0: 'CNXXX' }), bookingRow(), bookingRow({ 6: 0 }), bookingRow()]);
    const answer = await upload<BookingImportCheck>(app, IMPORT_PATHS.validateBookings, owner.headers, data);
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({ valid: 3, refused: 2 });
    expect(answer.data.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(reasons(answer.data)).toEqual([
      [3, ['polCode:portUnknown']],
      [5, ['quantity:quantityRange']],
    ]);
    expect(answer.data.rows[1]!.errors[0]).toMatchObject({ message: '港口不在本公司航线内', jpMessage: '当社航路の港ではありません' });
    expect(answer.data.rows[0]!.values).toMatchObject({ polCode: 'CNSHA', quantity: '2', grossWeightKg: '18500' });
    expect((await myBookings(owner)).total).toBe(before);
  });

  it('saves the valid rows as Drafts of the caller’s enterprise only, answering their numbers', async () => {
    const data = await xlsx([
      bookingRow(),
      bookingRow({ 0: 'CNXXX' }),
      bookingRow({ 2: sailing.code, 3: '电子元件' }),
      bookingRow({ 6: 0 }),
      bookingRow({ 10: 'SAME AS CONSIGNEE' }),
    ]);
    const before = await myBookings(owner);
    const othersBefore = (await myBookings(other)).total;
    const answer = await upload<BookingImportSaved>(app, IMPORT_PATHS.saveBookings, owner.headers, data);
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.check).toMatchObject({ valid: 3, refused: 2 });
    expect(answer.data.created.map((c) => c.row)).toEqual([2, 4, 6]);
    const after = await myBookings(owner);
    expect(after.total).toBe(before.total + 3);
    const created = after.records.filter((r) => answer.data.created.some((c) => c.bookingNo === r.bookingNo));
    expect(created).toHaveLength(3);
    expect(created.every((r) => r.status === 'Draft')).toBe(true);
    expect((await myBookings(other)).total).toBe(othersBefore);

    const withSailing = await get<BookingView>(app, BOOKING_PATHS.load, owner.headers, { uuid: answer.data.created[1]!.uuid });
    expect(withSailing.data).toMatchObject({ polCode: 'CNSHA', podCode: 'JPOSA', voyageUuid: sailing.uuid, commodity: '电子元件', status: 'Draft' });
    expect(withSailing.data.containers).toMatchObject([{ containerType: '40HC', quantity: 2, grossWeightKg: 18500 }]);
    expect(withSailing.data.history).toHaveLength(1);
    const withNotify = await get<BookingView>(app, BOOKING_PATHS.load, owner.headers, { uuid: answer.data.created[2]!.uuid });
    expect(withNotify.data.parties.map((p) => p.role).sort()).toEqual(['CO', 'NF1', 'SH']);
    // Another enterprise never finds them.
    expect((await get(app, BOOKING_PATHS.load, other.headers, { uuid: answer.data.created[0]!.uuid })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a file without a valid row saves nothing', async () => {
    const before = (await myBookings(owner)).total;
    const answer = await upload<BookingImportSaved>(app, IMPORT_PATHS.saveBookings, owner.headers, await xlsx([bookingRow({ 5: '45GP' })]));
    expect(answer.data).toMatchObject({ check: { valid: 0, refused: 1 }, created: [] });
    expect((await myBookings(owner)).total).toBe(before);
  });

  it('formula-looking text is kept as text; a real formula is refused at its cell', async () => {
    const data = await xlsx([
      bookingRow({ 4: '=HYPERLINK("http://evil.example","x")', 8: '+cmd|calc', 9: '@SUM(A1)' }),
      bookingRow({ 0: { formula: 'CONCAT("CN","SHA")', result: 'CNSHA' } as never }),
    ]);
    const answer = await upload<BookingImportSaved>(app, IMPORT_PATHS.saveBookings, owner.headers, data);
    expect(reasons(answer.data.check)).toEqual([[3, ['polCode:formulaRefused']]]);
    const saved = await get<BookingView>(app, BOOKING_PATHS.load, owner.headers, { uuid: answer.data.created[0]!.uuid });
    expect(saved.data.cargoDescription).toBe('=HYPERLINK("http://evil.example","x")');
    expect(saved.data.parties.find((p) => p.role === 'SH')?.name).toBe('+cmd|calc');
  });

  it.each<[string, () => Promise<Buffer>, keyof typeof IMPORT_MESSAGES]>([
    ['a text file', async () => Buffer.from('POL,POD\nCNSHA,JPOSA\n'), 'notXlsx'],
    ['a renamed PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'), 'notXlsx'],
    ['an empty sheet', () => xlsx([]), 'sheetEmpty'],
    ['501 rows', () => xlsx(Array.from({ length: 501 }, () => bookingRow())), 'tooManyRows'],
    ['more than 2 MB', async () => Buffer.concat([await xlsx([bookingRow()]), Buffer.alloc(2 * 1024 * 1024)]), 'fileTooLarge'],
    [
      'a small file unpacking to more than 50 MB',
      async () => {
        const zip = await JSZip.loadAsync(await xlsx([bookingRow()]));
        zip.file('xl/media/padding.bin', Buffer.alloc(60 * 1024 * 1024));
        return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      },
      'unpackedTooLarge',
    ],
  ])(
    '%s is refused at file (10422), nothing saved',
    async (_name, file, key) => {
      const before = (await myBookings(owner)).total;
      for (const path of [IMPORT_PATHS.validateBookings, IMPORT_PATHS.saveBookings])
        expect(await upload(app, path, owner.headers, await file(), {}, {})).toMatchObject(fileFault(key));
      expect((await myBookings(owner)).total).toBe(before);
      // The 60 MB padding is deflated in the test and inflated in a worker: slow beside the browser runs.
    },
    120_000,
  );

  it('no file, or the file in another field: 10422 at file', async () => {
    expect(await upload(app, IMPORT_PATHS.validateBookings, owner.headers, await xlsx([bookingRow()]), {}, { field: 'other' })).toMatchObject(
      fileFault('fileMissing'),
    );
    const response = await app.inject({ method: 'POST', url: `/api${IMPORT_PATHS.validateBookings}`, headers: owner.headers, payload: {} });
    expect(response.json()).toMatchObject(fileFault('fileMissing'));
  });
});

describe('container upload', () => {
  /** number, type, seal, VGM; the booking has 2 x 40HC and 1 x 20GP */
  const containerFile = (rows: (string | number)[][]) => xlsx(rows, ['no', 'type', 'seal', 'vgm']);

  it('checks each row against the booking and saves nothing', async () => {
    const booking = await confirmedBooking(owner);
    const data = await containerFile([
      [box(1), '40HC', 'SL001', 22000],
      [badDigit(2), '40HC', 'SL002', 21000],
      [box(3), '20GP', 'SL003', 12000],
    ]);
    const answer = await upload<ContainerUploadCheck>(app, IMPORT_PATHS.validateContainers, owner.headers, data, { bookingNo: booking.bookingNo });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({ valid: 2, refused: 1 });
    expect(reasons(answer.data)).toEqual([[3, ['containerNo:containerNoCheckDigit']]]);
    expect(await testDb.db.select().from(containers).where(eq(containers.bookingUuid, booking.uuid))).toEqual([]);
  });

  it('saves the valid rows with seal number and VGM; saving the same file again adds nothing', async () => {
    const booking = await confirmedBooking(owner);
    const data = await containerFile([
      [box(11), '40HC', 'sl-011', '22,000.5'],
      [badDigit(12), '40HC', 'SL012', 21000],
      [box(13), '20GP', 'SL013', 12000],
      [box(14), '20GP', 'SL014', 12000],
    ]);
    const answer = await upload<ContainerUploadSaved>(app, IMPORT_PATHS.saveContainers, owner.headers, data, { bookingNo: booking.bookingNo.toLowerCase() });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.saved).toEqual([
      { row: 2, containerNo: box(11) },
      { row: 4, containerNo: box(13) },
    ]);
    expect(reasons(answer.data.check)).toEqual([
      [3, ['containerNo:containerNoCheckDigit']],
      [5, ['containerType:containersExceedBooking']],
    ]);
    const rows = await testDb.db.select().from(containers).where(eq(containers.bookingUuid, booking.uuid));
    expect(rows.map((r) => [r.containerNo, r.containerType, r.sealNo, r.vgmKg, r.enterpriseId]).sort()).toEqual([
      [box(11), '40HC', 'SL-011', 22000.5, owner.enterpriseId],
      [box(13), '20GP', 'SL013', 12000, owner.enterpriseId],
    ]);
    const again = await upload<ContainerUploadSaved>(app, IMPORT_PATHS.saveContainers, owner.headers, data, { bookingNo: booking.bookingNo });
    expect(again.data.saved).toEqual([]);
    expect(reasons(again.data.check).map(([row]) => row)).toEqual([2, 3, 4, 5]);
  });

  it('two saves of the same file at once write each container once', async () => {
    const booking = await confirmedBooking(owner);
    const data = await containerFile([
      [box(21), '40HC', 'SL021', 20000],
      [box(22), '40HC', 'SL022', 20000],
      [box(23), '20GP', 'SL023', 10000],
    ]);
    const answers = await Promise.all(
      [1, 2].map(() => upload<ContainerUploadSaved>(app, IMPORT_PATHS.saveContainers, owner.headers, data, { bookingNo: booking.bookingNo })),
    );
    expect(answers.map((a) => a.code)).toEqual([0, 0]);
    expect(answers.map((a) => a.data.saved.length).sort()).toEqual([0, 3]);
    expect(await testDb.db.select().from(containers).where(eq(containers.bookingUuid, booking.uuid))).toHaveLength(3);
  });

  it('another enterprise’s booking number is not found; an unknown one neither', async () => {
    const booking = await confirmedBooking(owner);
    const data = await containerFile([[box(31), '40HC', 'SL031', 20000]]);
    const notFound = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません' };
    for (const path of [IMPORT_PATHS.validateContainers, IMPORT_PATHS.saveContainers]) {
      expect(await upload(app, path, other.headers, data, { bookingNo: booking.bookingNo })).toMatchObject(notFound);
      expect(await upload(app, path, owner.headers, data, { bookingNo: 'BK99999999' })).toMatchObject(notFound);
    }
    expect(await testDb.db.select().from(containers).where(eq(containers.bookingUuid, booking.uuid))).toEqual([]);
  });

  it('a booking not Confirmed is refused with the business error (10500)', async () => {
    const submitted = await confirmedBooking(owner, false);
    const answer = await upload(app, IMPORT_PATHS.saveContainers, owner.headers, await containerFile([[box(41), '40HC', 'SL041', 20000]]), {
      bookingNo: submitted.bookingNo,
    });
    expect(answer).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: SHIPPING_ERRORS.bookingNotConfirmed.zh,
      jpMessage: SHIPPING_ERRORS.bookingNotConfirmed.ja,
    });
  });

  it('a malformed file is refused at file', async () => {
    const booking = await confirmedBooking(owner);
    expect(await upload(app, IMPORT_PATHS.validateContainers, owner.headers, Buffer.from('%PDF-1.7\n%%EOF\n'), { bookingNo: booking.bookingNo })).toMatchObject(
      fileFault('notXlsx'),
    );
  });
});
