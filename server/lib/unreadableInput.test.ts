import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errorCodes';
import { newCaller, type Caller } from '../test/shipping/shipping.testkit';
import { randomIp, scratchDir } from '../test/accounts';
import { buildTestApp } from '../test/testApp';
import { createTestDb, type TestDb } from '../test/testDb';

// Found by the endpoint fuzzer (server/security): input the server could not read or store was HTTP 500.
let testDb: TestDb;
let app: FastifyInstance;
let files: Awaited<ReturnType<typeof scratchDir>>;
let enterprise: Caller;

beforeAll(async () => {
  testDb = await createTestDb();
  files = await scratchDir();
  app = await buildTestApp(testDb, { config: { ...testDb.config, files: { ...testDb.config.files, dir: files.dir } } });
  enterprise = await newCaller(app, testDb.db, 'enterprise');
});

afterAll(async () => {
  await app.close();
  await testDb.close();
  await files.remove();
});

const uploads = [
  '/api/web/api/eb/ebFile/uploadBusinessLicense',
  '/api/web/simp2/business/eb/ebDocument/upload',
  '/api/web/simp2/business/eb/ebBookingImport/uploadContainers/validate?bookingNo=X',
  '/api/web/simp2/business/eb/ebBookingImport/validate',
];

describe('a multipart body that cannot be read', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', '{"a":'],
    ['cut off', 'multipart/form-data; boundary=x', '{}'],
  ])('%s: 10422 (HTTP 200) on every upload, not a server error', async (_name, type, payload) => {
    for (const url of uploads) {
      const response = await app.inject({ method: 'POST', url, payload, headers: { ...enterprise.headers, 'content-type': type }, remoteAddress: randomIp() });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect((response.json() as { code: number }).code, url).toBe(ErrorCode.VALIDATION);
    }
  });
});

describe('text PostgreSQL cannot store (found by the fuzzer: a NUL character in a search was HTTP 500)', () => {
  it('answers 10422 (HTTP 200)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/web/simp2/business/eb/ebLoadingAddress/page',
      payload: { current: 1, size: 10, keyword: 'a\u0000b' },
      headers: enterprise.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { code: number }).code).toBe(ErrorCode.VALIDATION);
  });
});

describe('a page number PostgreSQL cannot read (found by the fuzzer: "1e309" reached the query as Infinity, HTTP 500)', () => {
  it('answers 10422 (HTTP 200)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/web/simp2/business/eb/ebBillOfLading/page',
      payload: { current: '1e309', size: 50 },
      headers: enterprise.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { code: number }).code).toBe(ErrorCode.VALIDATION);
  });
});

describe('a number no one can hold, anywhere (found by the fuzzer: "1e309" passed Ajv as Infinity into the D&D page, HTTP 500)', () => {
  it.each([
    ['a coerced page number', { current: '1e309', size: 50 }],
    ['a JSON number', '{"current":1,"size":50,"bookingNo":"A","extra":1e309}'],
  ])('answers 10422 (HTTP 200) for %s', async (_name, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/web/simp2/business/eb/ebDndCharge/demurragePage',
      payload,
      headers: { ...enterprise.headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { code: number }).code).toBe(ErrorCode.VALIDATION);
  });
});
