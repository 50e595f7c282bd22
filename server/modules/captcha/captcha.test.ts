import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { AUTH } from '../../../src/domain/identityApi';
import { buildTestApp } from '../../test/testApp';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createCaptchaRepository } from './captcha.repository';
import { CAPTCHA_CHARACTERS, CAPTCHA_LENGTH, createCaptchaService, randomAnswer } from './captcha.service';

let testDb: TestDb;
let app: FastifyInstance;
let now = new Date('2026-03-02T08:00:00Z');
const clock = () => new Date(now.getTime());

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb, { clock });
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

let key = 0;
const nextKey = () => `captcha-${++key}`;

/** The service over the test database with a known answer and no test captcha. */
function service(answer = 'K7MX', testCaptcha?: string) {
  return createCaptchaService({
    repository: createCaptchaRepository({ db: testDb.db }),
    config: { captchaTtlSeconds: 300, testCaptcha },
    clock,
    newAnswer: () => answer,
  });
}

describe('GET /api/code', () => {
  it('answers an SVG image that no cache keeps', async () => {
    const response = await app.inject({ method: 'GET', url: `/api${AUTH.captcha}?randomStr=${nextKey()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // The answer is drawn as paths, never written as text.
    expect(response.body).not.toContain('<text');
  });

  it.each([
    ['missing', ''],
    ['empty', '?randomStr='],
    ['too long', `?randomStr=${'a'.repeat(65)}`],
    ['unsafe', '?randomStr=%3Cscript%3E'],
  ])('refuses a %s randomStr with 10422', async (_case, query) => {
    const response = await app.inject({ method: 'GET', url: `/api${AUTH.captcha}${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: { randomStr: expect.any(Object) } } });
  });

  it('accepts 64 safe characters', async () => {
    const response = await app.inject({ method: 'GET', url: `/api${AUTH.captcha}?randomStr=${'a-Z_.9'.repeat(10)}abcd` });
    expect(response.statusCode).toBe(200);
  });
});

describe('captcha answers', () => {
  it('are four characters that do not read alike', () => {
    for (let i = 0; i < 200; i++) {
      const answer = randomAnswer();
      expect(answer).toHaveLength(CAPTCHA_LENGTH);
      for (const c of answer) expect(CAPTCHA_CHARACTERS).toContain(c);
    }
    for (const confusing of '0O1IL2Z5S8B') expect(CAPTCHA_CHARACTERS).not.toContain(confusing);
  });

  it('are accepted in any case', async () => {
    const captcha = service('K7MX');
    const randomStr = nextKey();
    await captcha.create(randomStr);
    expect(await captcha.check(randomStr, ' k7mx ')).toBe(true);
  });

  it('work once', async () => {
    const captcha = service('K7MX');
    const randomStr = nextKey();
    await captcha.create(randomStr);
    expect(await captcha.check(randomStr, 'K7MX')).toBe(true);
    expect(await captcha.check(randomStr, 'K7MX')).toBe(false);
  });

  it('are used up by a wrong answer too, so each guess costs a new image', async () => {
    const captcha = service('K7MX');
    const randomStr = nextKey();
    await captcha.create(randomStr);
    expect(await captcha.check(randomStr, 'AAAA')).toBe(false);
    expect(await captcha.check(randomStr, 'K7MX')).toBe(false);
  });

  it('expire after the configured time', async () => {
    const captcha = service('K7MX');
    const [fresh, stale] = [nextKey(), nextKey()];
    await captcha.create(fresh);
    await captcha.create(stale);
    now = new Date(now.getTime() + 299_000);
    expect(await captcha.check(fresh, 'K7MX')).toBe(true);
    now = new Date(now.getTime() + 1_000);
    expect(await captcha.check(stale, 'K7MX')).toBe(false);
  });

  it('are unknown for a randomStr never fetched', async () => {
    expect(await service().check(nextKey(), 'K7MX')).toBe(false);
  });

  it('are replaced when the same randomStr asks for a new image', async () => {
    const randomStr = nextKey();
    await service('AAAA').create(randomStr);
    await service('CCCC').create(randomStr);
    expect(await service().check(randomStr, 'CCCC')).toBe(true);
  });

  it('let one of two concurrent checks of the same captcha pass', async () => {
    const captcha = service('K7MX');
    const randomStr = nextKey();
    await captcha.create(randomStr);
    const results = await Promise.all([captcha.check(randomStr, 'K7MX'), captcha.check(randomStr, 'K7MX'), captcha.check(randomStr, 'K7MX')]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('the test captcha (PORTAL_TEST_CAPTCHA)', () => {
  it('makes every captcha accept exactly that answer and no other, still once', async () => {
    const captcha = service('K7MX', 'T3ST');
    const [a, b, c] = [nextKey(), nextKey(), nextKey()];
    for (const randomStr of [a, b, c]) await captcha.create(randomStr);
    expect(await captcha.check(a, 'K7MX')).toBe(false);
    expect(await captcha.check(b, 'T3ST')).toBe(true);
    expect(await captcha.check(b, 'T3ST')).toBe(false);
    expect(await captcha.check(c, 't3st')).toBe(true);
  });
});
