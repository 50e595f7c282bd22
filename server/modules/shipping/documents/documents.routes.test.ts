import { readdir } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { MAX_DOCUMENT_BYTES, type BookingDocument } from '../../../../src/domain/shipping/documents';
import { DOCUMENT_PATHS } from '../../../../src/domain/shipping/entrustPaths';
import { SHIPPING_ERRORS, SHIPPING_MESSAGES } from '../../../../src/domain/shipping/messages';
import { BOOKING_PATHS } from '../../../../src/domain/shipping/paths';
import type { BookingView } from '../../../../src/domain/shipping/types';
import { fakeExe, scratchDir, tinyPdf, tinyPng } from '../../../test/accounts';
import { buildTestApp } from '../../../test/testApp';
import { createTestDb, type TestDb } from '../../../test/testDb';
import { futureSailings, type Sailing } from '../../../test/orders.testkit';
import { documentName } from './documents.service';
import { bookingForm, get, newCaller, post, type Answer, type Caller } from '../../../test/shipping/shipping.testkit';

/** Documents of the enterprise's bookings (DOCUMENT_PATHS) through the real application, files in a scratch folder. */

let testDb: TestDb;
let scratch: Awaited<ReturnType<typeof scratchDir>>;
let app: FastifyInstance;
let owner: Caller;
let other: Caller;
let sailing: Sailing;
let bookingNo: string;

const NOT_FOUND = { code: ErrorCode.NOT_FOUND, reason: 'common.not_found', message: '数据不存在', jpMessage: 'データが存在しません', data: null };
const filesDir = () => path.join(scratch.dir, 'booking-document');
const storedCount = async () => (await readdir(filesDir()).catch(() => [])).length;

beforeAll(async () => {
  testDb = await createTestDb();
  scratch = await scratchDir();
  app = await buildTestApp(testDb, { config: { ...testDb.config, files: { ...testDb.config.files, dir: scratch.dir } } });
  owner = await newCaller(app, testDb.db, 'enterprise');
  other = await newCaller(app, testDb.db, 'enterprise');
  [sailing] = (await futureSailings(testDb.db, 'SHA-OSA', 3)) as [Sailing];
  bookingNo = (await submitted(owner)).bookingNo;
});
afterAll(async () => {
  await app.close();
  await scratch.remove();
  await testDb.close();
});

async function submitted(caller: Caller): Promise<BookingView> {
  const answer = await post<BookingView>(app, BOOKING_PATHS.submit, caller.headers, bookingForm(sailing));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
}

/** A multipart body of the given fields, in order; `file` parts are [name, bytes]. */
function multipart(parts: [string, string | [string, Buffer]][]) {
  const boundary = `----docs${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap(([field, value]) =>
    typeof value === 'string'
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${value[0]}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          value[1],
          Buffer.from('\r\n'),
        ],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(caller: Caller, fields: { bookingNo?: string; docType?: string }, file?: [string, Buffer]): Promise<Answer<BookingDocument>> {
  const parts: [string, string | [string, Buffer]][] = [];
  if (fields.bookingNo !== undefined) parts.push(['bookingNo', fields.bookingNo]);
  if (fields.docType !== undefined) parts.push(['docType', fields.docType]);
  if (file) parts.push(['file', file]);
  const { payload, headers } = multipart(parts);
  const response = await app.inject({ method: 'POST', url: `/api${DOCUMENT_PATHS.upload}`, payload, headers: { ...headers, ...caller.headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const list = (caller: Caller, no = bookingNo) => get<BookingDocument[]>(app, DOCUMENT_PATHS.list, caller.headers, { bookingNo: no });
const download = (caller: Caller, uuid: string) =>
  app.inject({ method: 'GET', url: `/api${DOCUMENT_PATHS.download}`, headers: caller.headers, query: { uuid } });
const field = (key: keyof typeof SHIPPING_MESSAGES) => ({ message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja });

describe('booking documents', () => {
  it('uploads a PDF, lists it, downloads the same bytes under its name, and deletes it with its file', async () => {
    const pdf = tinyPdf();
    const before = await storedCount();
    const answer = await upload(owner, { bookingNo: bookingNo.toLowerCase(), docType: 'PACKING_LIST' }, ['装箱单 (1).pdf', pdf]);
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({
      bookingNo,
      docType: 'PACKING_LIST',
      name: '装箱单 (1).pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      uploadedBy: expect.any(String),
    });
    expect(await storedCount()).toBe(before + 1);
    expect((await list(owner)).data).toEqual([answer.data]);

    const file = await download(owner, answer.data.uuid);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(pdf);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="___ (1).pdf"; filename*=UTF-8''%E8%A3%85%E7%AE%B1%E5%8D%95%20%281%29.pdf`);

    expect((await post(app, DOCUMENT_PATHS.remove, owner.headers, { uuid: answer.data.uuid })).data).toBeNull();
    expect(await storedCount()).toBe(before);
    expect((await list(owner)).data).toEqual([]);
    expect(await download(owner, answer.data.uuid).then((r) => r.json())).toEqual(NOT_FOUND);
  });

  it('takes PNG and XLSX by their content, newest first', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Packing').addRow(['CTN', 240]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheet = await upload(owner, { bookingNo, docType: 'COMMERCIAL_INVOICE' }, ['invoice.xlsx', xlsx]);
    const image = await upload(owner, { bookingNo, docType: 'CERTIFICATE' }, ['scan', tinyPng()]);
    expect(sheet.data.mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(image.data).toMatchObject({ mimeType: 'image/png', name: 'scan' });
    expect((await list(owner)).data.map((d) => d.uuid)).toEqual([image.data.uuid, sheet.data.uuid]);
    for (const d of [sheet, image]) await post(app, DOCUMENT_PATHS.remove, owner.headers, { uuid: d.data.uuid });
  });

  it('refuses a program renamed .pdf and a text file named .pdf, by content, and writes nothing', async () => {
    const before = await storedCount();
    for (const [name, data] of [
      ['invoice.pdf', fakeExe()],
      ['notes.pdf', Buffer.from('just some text, not a PDF at all\n')],
    ] as const) {
      const answer = await upload(owner, { bookingNo, docType: 'OTHER' }, [name, data]);
      expect(answer).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { file: field('documentFileType') } } });
    }
    expect(await storedCount()).toBe(before);
    expect((await list(owner)).data).toEqual([]);
  });

  it('refuses an HTML page named .pdf, an SVG named .png and a zip named .xlsx or .docx, by content, and writes nothing', async () => {
    const zip = Buffer.from('UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==', 'base64');
    const before = await storedCount();
    for (const file of [
      ['invoice.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['scan.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['packing.xlsx', zip],
      ['letter.docx', zip],
    ] as [string, Buffer][]) {
      expect(await upload(owner, { bookingNo, docType: 'OTHER' }, file), file[0]).toMatchObject({
        code: ErrorCode.VALIDATION,
        data: { fields: { file: field('documentFileType') } },
      });
    }
    expect(await storedCount()).toBe(before);
    expect((await list(owner)).data).toEqual([]);
  });

  it('writes nothing for a file over 10 MB', async () => {
    const before = await storedCount();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect((await upload(owner, { bookingNo, docType: 'OTHER' }, ['big.pdf', big])).code).toBe(ErrorCode.VALIDATION);
    expect(await storedCount()).toBe(before);
    expect((await list(owner)).data).toEqual([]);
  });

  it('refuses a file over 10 MB and takes one of exactly 10 MB', async () => {
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(await upload(owner, { bookingNo, docType: 'OTHER' }, ['big.pdf', big])).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { file: { message: '文件不能超过 10 MB', jpMessage: 'ファイルサイズは 10 MB 以下にしてください' } } },
    });
    const exact = await upload(owner, { bookingNo, docType: 'OTHER' }, [
      'exact.pdf',
      Buffer.concat([tinyPdf(), Buffer.alloc(MAX_DOCUMENT_BYTES - tinyPdf().length)]),
    ]);
    expect(exact.code).toBe(0);
    await post(app, DOCUMENT_PATHS.remove, owner.headers, { uuid: exact.data.uuid });
  });

  it('names the fields at fault: no booking, no type, no file, not multipart', async () => {
    expect(await upload(owner, { docType: 'NOPE' }, ['a.pdf', tinyPdf()])).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { bookingNo: field('documentBookingRequired'), docType: field('documentTypeRequired') } },
    });
    expect(await upload(owner, { bookingNo, docType: 'OTHER' })).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { file: expect.any(Object) } } });
    expect(await upload(owner, { bookingNo, docType: 'OTHER' }, ['empty.pdf', Buffer.alloc(0)])).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { file: expect.any(Object) } },
    });
    const json = await app.inject({ method: 'POST', url: `/api${DOCUMENT_PATHS.upload}`, headers: owner.headers, payload: { bookingNo } });
    expect(json.json()).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { file: expect.any(Object) } } });
  });

  it('keeps the shown name without folders, control or direction-override characters', async () => {
    expect(documentName('..\\..\\etc/evil\u0007.pdf', 'pdf')).toBe('evil.pdf');
    expect(documentName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.exe');
    expect(documentName('..', 'png')).toBe('document.png');
    expect(documentName('say "cheese".jpg', 'jpg')).toBe('say cheese.jpg');
    expect(documentName(`${'长'.repeat(200)}.xlsx`, 'xlsx')).toBe(`${'长'.repeat(115)}.xlsx`);
    const answer = await upload(owner, { bookingNo, docType: 'OTHER' }, ['../../quoted;.pdf', tinyPdf()]);
    expect(answer.data.name).toBe('quoted;.pdf');
    expect((await download(owner, answer.data.uuid)).headers['content-disposition']).toBe(`attachment; filename="quoted_.pdf"; filename*=UTF-8''quoted%3B.pdf`);
    await post(app, DOCUMENT_PATHS.remove, owner.headers, { uuid: answer.data.uuid });
  });

  it('refuses uploads to a cancelled booking (10500) but still lists it', async () => {
    const booking = await submitted(owner);
    expect((await post(app, BOOKING_PATHS.cancel, owner.headers, { uuid: booking.uuid })).code).toBe(0);
    expect(await upload(owner, { bookingNo: booking.bookingNo, docType: 'OTHER' }, ['a.pdf', tinyPdf()])).toMatchObject({
      code: ErrorCode.BUSINESS,
      message: SHIPPING_ERRORS.documentBookingClosed.zh,
      jpMessage: SHIPPING_ERRORS.documentBookingClosed.ja,
    });
    expect((await list(owner, booking.bookingNo)).data).toEqual([]);
  });

  it('keeps another enterprise’s bookings and documents out of reach: not found, never its data', async () => {
    const mine = await upload(owner, { bookingNo, docType: 'OTHER' }, ['mine.pdf', tinyPdf()]);
    expect(await list(other)).toEqual(NOT_FOUND);
    expect(await upload(other, { bookingNo, docType: 'OTHER' }, ['theirs.pdf', tinyPdf()])).toEqual(NOT_FOUND);
    expect(await download(other, mine.data.uuid).then((r) => r.json())).toEqual(NOT_FOUND);
    expect(await post(app, DOCUMENT_PATHS.remove, other.headers, { uuid: mine.data.uuid })).toEqual(NOT_FOUND);
    expect(await list(owner, 'BK00000000')).toEqual(NOT_FOUND);
    expect(await download(owner, 'not-a-uuid').then((r) => r.json())).toEqual(NOT_FOUND);
    expect((await list(owner)).data.map((d) => d.uuid)).toEqual([mine.data.uuid]);
    await post(app, DOCUMENT_PATHS.remove, owner.headers, { uuid: mine.data.uuid });
  });

  it('deletes once when two deletes race: one wins, the other is not found', async () => {
    const doc = await upload(owner, { bookingNo, docType: 'OTHER' }, ['race.pdf', tinyPdf()]);
    const answers = await Promise.all([1, 2].map(() => post(app, DOCUMENT_PATHS.remove, owner.headers, { uuid: doc.data.uuid })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, ErrorCode.NOT_FOUND]);
  });

  it('needs an approved enterprise: 401 anonymous, 10403 individual', async () => {
    expect((await app.inject({ method: 'GET', url: `/api${DOCUMENT_PATHS.list}`, query: { bookingNo } })).statusCode).toBe(401);
    const individual = await newCaller(app, testDb.db, 'individual');
    expect(await list(individual)).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    expect(await upload(individual, { bookingNo, docType: 'OTHER' }, ['a.pdf', tinyPdf()])).toMatchObject({ code: ErrorCode.NO_PERMISSION });
  });
});
