import { and, desc, eq, sql } from 'drizzle-orm';
import type { CodePurpose } from '../../../src/domain/identityApi';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export interface StoredCode {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

/** Verification codes, over the database or a transaction of it. */
export function createVerificationRepository({ db }: { db: Db }) {
  return {
    async insert(row: { emailKey: string; purpose: CodePurpose; userId: string | null; codeHash: string; sentAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(verificationCodes).values(row);
    },

    /**
     * The latest code of an address and purpose (of the account `userId` when given), locked
     * until the transaction ends: only it counts.
     */
    async latestForUpdate(emailKey: string, purpose: CodePurpose, userId?: string): Promise<StoredCode | undefined> {
      const [row] = await db
        .select({
          id: verificationCodes.id,
          codeHash: verificationCodes.codeHash,
          attempts: verificationCodes.attempts,
          expiresAt: verificationCodes.expiresAt,
          consumedAt: verificationCodes.consumedAt,
        })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.emailKey, emailKey),
            eq(verificationCodes.purpose, purpose),
            userId === undefined ? undefined : eq(verificationCodes.userId, userId),
          ),
        )
        .orderBy(desc(verificationCodes.sentAt), desc(verificationCodes.id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Counts a wrong try; answers the tries made so far. */
    async countWrongTry(id: string): Promise<number> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    async consume(id: string, now: Date): Promise<void> {
      await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
    },
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
