import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errorCodes';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';

interface RateRule {
  /** uses allowed per window */
  limit: number;
  windowSeconds: number;
}

interface RateDecision {
  allowed: boolean;
  /** until the window ends (0 when allowed and the window has just started) */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database, so that every server process counts the
 * same uses. A window starts at the first use after the previous one ended; with
 * `limit: 1` that gives "once per window since the last allowed use".
 */
export interface RateLimiter {
  /** counts one use of `key` and says whether it is within the rule */
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** like `hit`, but refuses with RATE_LIMITED saying how long to wait */
  enforce(key: string, rule: RateRule): Promise<void>;
}

/** A key from its purpose and the values it counts by (client IP, an address...). */
export function rateKey(purpose: string, ...parts: string[]): string {
  return [purpose, ...parts.map((p) => p.trim().toLowerCase())].join(':');
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const wait = Math.max(1, retryAfterSeconds);
  return new AppError(ErrorCode.RATE_LIMITED, `操作过于频繁，请 ${wait} 秒后再试`, `操作が多すぎます。${wait} 秒後に再度お試しください`);
}

export function createRateLimiter({ db, clock }: { db: Db; clock: Clock }): RateLimiter {
  async function hit(key: string, { limit, windowSeconds }: RateRule): Promise<RateDecision> {
    const now = clock();
    const nowParam = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowSeconds * 1000).toISOString()}::timestamptz`;
    // One statement, so concurrent uses (from any process) each get their own count.
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          windowStart: sql`case when ${expired} then ${nowParam} else ${rateLimits.windowStart} end`,
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        },
      })
      .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
    if (!row) throw new Error(`rate limit counter ${key} was not written`);
    const endsAt = new Date(row.windowStart).getTime() + windowSeconds * 1000;
    return { allowed: row.count <= limit, retryAfterSeconds: Math.ceil(Math.max(0, endsAt - now.getTime()) / 1000) };
  }

  return {
    hit,
    async enforce(key, rule) {
      const decision = await hit(key, rule);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    },
  };
}
