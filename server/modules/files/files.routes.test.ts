import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { ENTERPRISE } from '../../../src/domain/identityApi';
import { storedFiles } from '../../db/schema';
import { accountsApp, fakeExe, multipartFile, randomIp, scratchDir, tinyPdf, tinyPng, uploadLicense, type Envelope } from '../../test/accounts';
import { createTestDb, type TestDb } from '../../test/testDb';
import { UPLOADS_PER_IP } from './files.service';

let testDb: TestDb;
let scratch: Awaited<ReturnType<typeof scratchDir>>;
let filesDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  scratch = await scratchDir();
  filesDir = path.join(scratch.dir, 'files');
  app = await accountsApp(testDb, { filesDir });
});
afterAll(async () => {
  await app.close();
  await scratch.remove();
  await testDb.close();
});

async function upload(field: string, name: string, type: string, data: Buffer, ip = randomIp()) {
  const { payload, headers } = multipartFile(field, name, type, data);
  const response = await app.inject({ method: 'POST', url: `/api${ENTERPRISE.uploadBusinessLicense}`, payload, headers, remoteAddress: ip });
  expect(response.statusCode).toBe(200);
  return response.json() as Envelope;
}

const storedLicences = async () => (await readdir(path.join(filesDir, 'business-license')).catch(() => [])).length;

describe('uploadBusinessLicense', () => {
  it('keeps a PDF, found by its content, with its sha256; answers the file for the registration', async () => {
    const pdf = tinyPdf();
    const answer = await uploadLicense(app, pdf, '营业执照.pdf');
    expect(answer).toEqual({
      code: 0,
      msg: 'success',
      data: { fileId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: '营业执照.pdf', size: pdf.length, mimeType: 'application/pdf' },
    });
    const [row] = await testDb.db.select().from(storedFiles).where(eq(storedFiles.id, answer.data.fileId));
    expect(row).toMatchObject({ purpose: 'business-license', ownerUserId: null, sha256: createHash('sha256').update(pdf).digest('hex') });
    expect(await readFile(path.join(filesDir, ...row!.storageKey.split('/')))).toEqual(pdf);
  });

  it('takes a PNG whatever its name says', async () => {
    const answer = await upload('file', 'scan.pdf', 'application/pdf', tinyPng());
    expect(answer).toMatchObject({ code: 0, data: { mimeType: 'image/png', name: 'scan.pdf' } });
  });

  it('refuses a program renamed .pdf, by its content', async () => {
    const before = await storedLicences();
    const answer = await upload('file', 'licence.pdf', 'application/pdf', fakeExe());
    expect(answer).toEqual({
      code: ErrorCode.VALIDATION,
      message: expect.any(String),
      jpMessage: expect.any(String),
      data: { fields: { file: { message: '仅支持 PDF、JPG、PNG 格式的文件', jpMessage: 'PDF、JPG、PNG 形式のファイルのみアップロードできます' } } },
      reason: 'file.type_refused',
    });
    expect(await storedLicences()).toBe(before);
  });

  it.each([
    ['an HTML page renamed .png', 'licence.png', 'image/png', Buffer.from('<!doctype html><html><script>fetch("/api")</script></html>')],
    ['an SVG with a script renamed .png', 'licence.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a zip renamed .pdf', 'licence.pdf', 'application/pdf', Buffer.from('UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==', 'base64')],
    ['a GIF renamed .jpg', 'licence.jpg', 'image/jpeg', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')],
  ])('refuses %s, whatever name and type it claims, and writes nothing', async (_case, name, type, data) => {
    const before = await storedLicences();
    const rowsBefore = (await testDb.db.select().from(storedFiles)).length;
    expect(await upload('file', name, type, data)).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { file: { message: '仅支持 PDF、JPG、PNG 格式的文件' } } },
    });
    expect(await storedLicences()).toBe(before);
    expect(await testDb.db.select().from(storedFiles)).toHaveLength(rowsBefore);
  });

  it('refuses a file over the limit naming `file`, and writes nothing', async () => {
    const before = await storedLicences();
    const rowsBefore = (await testDb.db.select().from(storedFiles)).length;
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(testDb.config.files.maxUploadBytes)]);
    const answer = await upload('file', 'big.pdf', 'application/pdf', big);
    expect(answer).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: { file: { message: '文件不能超过 5 MB', jpMessage: 'ファイルサイズは 5 MB 以下にしてください' } } },
    });
    expect(await storedLicences()).toBe(before);
    expect(await testDb.db.select().from(storedFiles)).toHaveLength(rowsBefore);
  });

  it('takes a file of exactly the limit', async () => {
    const exact = Buffer.concat([tinyPdf(), Buffer.alloc(testDb.config.files.maxUploadBytes - tinyPdf().length)]);
    expect((await upload('file', 'exact.pdf', 'application/pdf', exact)).code).toBe(0);
  });

  it('asks for a file when none is sent, or not as multipart', async () => {
    const empty = await upload('file', 'empty.pdf', 'application/pdf', Buffer.alloc(0));
    expect(empty).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { file: { message: '请选择要上传的文件' } } } });
    const otherField = await upload('document', 'a.pdf', 'application/pdf', tinyPdf());
    expect(otherField).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { file: expect.any(Object) } } });
    const json = await app.inject({ method: 'POST', url: `/api${ENTERPRISE.uploadBusinessLicense}`, payload: { file: 'x' } });
    expect(json.json()).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { file: expect.any(Object) } } });
  });

  it('keeps the name without folders or control characters', async () => {
    const answer = await upload('file', '..\\..\\evil\u0007.pdf', 'application/pdf', tinyPdf());
    expect(answer).toMatchObject({ code: 0, data: { name: 'evil.pdf' } });
  });

  it(`counts uploads per client address (${UPLOADS_PER_IP.limit} in ${UPLOADS_PER_IP.windowSeconds / 60} minutes)`, async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_IP.limit; i++) codes.push((await upload('file', 'a.png', 'image/png', tinyPng(), ip)).code);
    expect(codes.slice(0, -1).every((c) => c === 0)).toBe(true);
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
  });
});
