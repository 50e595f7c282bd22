import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

export function createCaptchaRepository({ db }: { db: Db }) {
  return {
    /** A new answer for `randomStr`; asking again for the same string replaces the answer. */
    async save(row: { randomStr: string; answerHash: string; expiresAt: Date; now: Date }): Promise<void> {
      const values = { answerHash: row.answerHash, expiresAt: row.expiresAt, usedAt: null, createdAt: row.now };
      await db
        .insert(captchas)
        .values({ randomStr: row.randomStr, ...values })
        .onConflictDoUpdate({ target: captchas.randomStr, set: values });
    },

    /**
     * Uses the captcha up, whatever the answer given, and returns its answer hash; undefined
     * when it is unknown, expired or already used. One conditional update, so of two
     * requests presenting the same captcha only one gets its answer.
     */
    async consume(randomStr: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(captchas)
        .set({ usedAt: now })
        .where(and(eq(captchas.randomStr, randomStr), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
        .returning({ answerHash: captchas.answerHash });
      return row?.answerHash;
    },

    async deleteExpired(before: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, before));
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
