import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errorCodes';
import { createTestDb, type TestDb } from '../test/testDb';
import { AppError } from './errors';
import { createRateLimiter, rateKey } from './rateLimit';

let testDb: TestDb;
let now = new Date('2026-03-01T08:00:00Z');
const clock = () => now;
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

describe('the rate limiter', () => {
  it('allows `limit` uses per window, then refuses until the window ends', async () => {
    const limiter = createRateLimiter({ db: testDb.db, clock });
    const rule = { limit: 3, windowSeconds: 600 };
    const key = rateKey('test', '10.0.0.1');
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit(key, rule));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfterSeconds).toBe(600);

    later(599);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
    later(1);
    // The old window has ended: a new one starts with this use.
    expect(await limiter.hit(key, rule)).toEqual({ allowed: true, retryAfterSeconds: 600 });
  });

  it('counts each key apart', async () => {
    const limiter = createRateLimiter({ db: testDb.db, clock });
    const rule = { limit: 1, windowSeconds: 60 };
    expect((await limiter.hit(rateKey('apart', 'a@example.com'), rule)).allowed).toBe(true);
    expect((await limiter.hit(rateKey('apart', 'b@example.com'), rule)).allowed).toBe(true);
    expect((await limiter.hit(rateKey('apart', 'A@Example.com'), rule)).allowed).toBe(false);
  });

  it('counts concurrent uses exactly', async () => {
    const limiter = createRateLimiter({ db: testDb.db, clock });
    const rule = { limit: 5, windowSeconds: 60 };
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('concurrent', rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it('enforce refuses with RATE_LIMITED saying how long to wait, in both languages', async () => {
    const limiter = createRateLimiter({ db: testDb.db, clock });
    const rule = { limit: 1, windowSeconds: 60 };
    await limiter.enforce('enforce', rule);
    later(15);
    const error = await limiter.enforce('enforce', rule).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: expect.stringContaining('45 秒'), jpMessage: expect.stringContaining('45 秒') });
  });
});
