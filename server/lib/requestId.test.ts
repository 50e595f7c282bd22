import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/domain/apiPaths';
import { buildTestApp } from '../test/testApp';
import { createTestDb, type TestDb } from '../test/testDb';

const API = `/api${paths.adultAge}`;
// eslint-disable-next-line no-restricted-syntax -- a version-4 layout, narrower than isUuid: what the ids must be
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The JSON lines the application logged, kept for the test to read. */
function logLines(): { stream: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

let testDb: TestDb;
let app: FastifyInstance;
const log = logLines();

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { logger: { level: 'info', stream: log.stream } });
  app.get('/api/test/fails', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe('request ids', () => {
  it('keeps a safe incoming X-Request-Id, echoes it and logs every line of the request with it', async () => {
    const response = await app.inject({ method: 'GET', url: API, headers: { 'x-request-id': 'edge-7f3a.19:b_2' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('edge-7f3a.19:b_2');
    const lines = log.lines.filter((line) => line.reqId === 'edge-7f3a.19:b_2');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps one of 128 characters', async () => {
    const id = 'a'.repeat(128);
    const response = await app.inject({ method: 'GET', url: API, headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['a space', 'two words'],
    ['markup', '<script>'],
    ['a quote', 'a"b'],
    ['empty', ''],
    ['non-ASCII', 'ñandú'],
  ])('replaces an X-Request-Id with %s by a random UUID', async (_case, given) => {
    const response = await app.inject({ method: 'GET', url: API, headers: { 'x-request-id': given } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(log.lines.some((line) => line.reqId === given)).toBe(false);
  });

  it('is on not-found answers, error answers and unexpected failures, and on their log lines', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/api/no/such/path', headers: { 'x-request-id': 'nf-1' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toBe('nf-1');

    const refused = await app.inject({
      method: 'POST',
      url: '/auth-ts/oauth/token',
      headers: { 'x-request-id': 'bad-form-1', 'content-type': 'application/json' },
      payload: '{',
    });
    expect(refused.json()).toMatchObject({ code: 10422 });
    expect(refused.headers['x-request-id']).toBe('bad-form-1');

    const failed = await app.inject({ method: 'GET', url: '/api/test/fails', headers: { 'x-request-id': 'boom-1' } });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['x-request-id']).toBe('boom-1');
    const errorLine = log.lines.find((line) => line.msg === 'unexpected error');
    expect(errorLine?.reqId).toBe('boom-1');
  });

  it('differs between requests and between two applications (no per-process counters)', async () => {
    const other = await buildTestApp(testDb);
    try {
      const ids: string[] = [];
      for (const instance of [app, other]) {
        for (let i = 0; i < 20; i++) ids.push(String((await instance.inject({ method: 'GET', url: API })).headers['x-request-id']));
      }
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(40);
    } finally {
      await other.close();
    }
  });
});
