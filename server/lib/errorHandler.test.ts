import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/domain/apiPaths';
import { buildTestApp } from '../test/testApp';
import { createTestDb, type TestDb } from '../test/testDb';
import { conflict, invalidField, noPermission, notFound } from './errors';

let testDb: TestDb;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } } });
  // Routes of the test only: the handler must treat them like any module's.
  app.get('/api/web-ts/test/boom', async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed');
  });
  app.get('/api/web-ts/test/not-found', async () => {
    throw notFound();
  });
  app.get('/api/web-ts/test/no-permission', async () => {
    throw noPermission();
  });
  app.get('/api/web/test/conflict', async () => {
    throw conflict('test.phone_taken', '手机号已被注册', 'この携帯電話番号は登録済みです');
  });
  app.post('/api/web-ts/test/field', async () => {
    throw invalidField('email', '邮箱格式错误', 'メールアドレスの形式が正しくありません');
  });
  app.post(
    '/api/web-ts/test/validated',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'age'],
          properties: {
            name: { type: 'string', minLength: 2 },
            age: { type: 'integer', minimum: 0 },
            address: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
          },
        },
      },
    },
    async () => ({ code: 200, data: null, message: 'success' }),
  );
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe('business errors', () => {
  it.each([
    ['/api/web-ts/test/not-found', 10404, 'common.not_found'],
    ['/api/web-ts/test/no-permission', 10403, 'common.no_permission'],
    ['/api/web/test/conflict', 10409, 'test.phone_taken'],
  ])('%s answers HTTP 200 with code %i, its reason, both languages and no msg', async (url, code, reason) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ code, reason, message: expect.any(String), jpMessage: expect.any(String), data: null });
    expect(body.message).not.toBe(body.jpMessage);
  });

  it('names the field of a field error', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/web-ts/test/field', payload: {} });
    expect(response.json()).toEqual({
      code: 10422,
      reason: 'common.validation',
      message: expect.any(String),
      jpMessage: expect.any(String),
      data: { fields: { email: { message: '邮箱格式错误', jpMessage: 'メールアドレスの形式が正しくありません' } } },
    });
  });
});

describe('validation failures', () => {
  it('name every field at fault, nested ones by path, in both languages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/web-ts/test/validated',
      payload: { name: 'x', address: {} },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(10422);
    expect(body).not.toHaveProperty('msg');
    expect(body.data.fields).toEqual({
      name: { message: '长度不能少于 2 个字符', jpMessage: '2 文字以上で入力してください' },
      age: { message: '必填项', jpMessage: '必須項目です' },
      'address.city': { message: '必填项', jpMessage: '必須項目です' },
    });
  });

  it('treat malformed JSON as a 10422 on the body, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${paths.ebPortList}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"keyword": "Osa',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 10422,
      reason: 'common.unreadable_body',
      data: { fields: { body: { message: expect.any(String), jpMessage: expect.any(String) } } },
    });
  });

  it('treat a body of an unsupported type as a 10422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${paths.ebPortList}`,
      headers: { 'content-type': 'application/xml' },
      payload: '<keyword/>',
    });
    expect(response.json()).toMatchObject({ code: 10422, data: { fields: { body: {} } } });
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/web-ts/common/ts/baseData/noSuchCall'],
    ['POST', '/api/nothing/here'],
    ['GET', '/auth-ts/unknown'],
  ] as const)('%s %s answers HTTP 404 with the envelope', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 404, reason: 'common.route_not_found', message: '请求的资源不存在', jpMessage: expect.any(String) });
  });

  it('answers a known path called with the wrong method as not found', async () => {
    const response = await app.inject({ method: 'GET', url: `/api${paths.portList}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('unexpected errors', () => {
  it('answer HTTP 500 with a generic body, the details only in the log', async () => {
    logLines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/web-ts/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, reason: 'common.system_error', message: '系统错误', jpMessage: 'システムエラー' });
    expect(response.body).not.toContain('10.0.0.5');
    expect(logLines.join('')).toContain('password authentication failed');
  });
});
