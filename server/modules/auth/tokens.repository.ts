import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, enterprises, users } from '../../db/schema';
import type { TokenRepository, TokenWithUser } from '../../lib/auth/tokens';

const tokenWithUser = {
  id: authTokens.id,
  userId: authTokens.userId,
  familyId: authTokens.familyId,
  clientId: authTokens.clientId,
  accessExpiresAt: authTokens.accessExpiresAt,
  refreshExpiresAt: authTokens.refreshExpiresAt,
  sessionStartedAt: authTokens.sessionStartedAt,
  lastUsedAt: authTokens.lastUsedAt,
  rotatedAt: authTokens.rotatedAt,
  revokedAt: authTokens.revokedAt,
  logonId: users.logonId,
  logonIdKey: users.logonIdKey,
  role: users.role,
  enterpriseId: users.enterpriseId,
  enterpriseState: enterprises.state,
  disabledAt: users.disabledAt,
};

/** auth_tokens, read together with the token's user and enterprise. */
export function createTokensRepository({ db }: { db: Db }): TokenRepository {
  const findBy = async (column: typeof authTokens.accessHash | typeof authTokens.refreshHash, hash: string) => {
    const [row] = await db
      .select(tokenWithUser)
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(eq(column, hash));
    return row satisfies TokenWithUser | undefined;
  };

  const open = isNull(authTokens.revokedAt);

  return {
    async insert(row) {
      const [inserted] = await db.insert(authTokens).values(row).returning({ id: authTokens.id });
      return inserted!;
    },

    findByAccessHash: (hash) => findBy(authTokens.accessHash, hash),
    findByRefreshHash: (hash) => findBy(authTokens.refreshHash, hash),

    async touch(id, now, unlessAfter) {
      await db
        .update(authTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(authTokens.id, id), lte(authTokens.lastUsedAt, unlessAfter)));
    },

    async claimForRotation(id, now) {
      const claimed = await db
        .update(authTokens)
        .set({ rotatedAt: now })
        .where(and(eq(authTokens.id, id), isNull(authTokens.rotatedAt), open))
        .returning({ id: authTokens.id });
      return claimed.length === 1;
    },

    async revokeFamily(familyId, now) {
      await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.familyId, familyId), open));
    },

    async revokeUser(userId, now) {
      const revoked = await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.userId, userId), open))
        .returning({ id: authTokens.id });
      return revoked.length;
    },

    async revokeEnterprise(enterpriseId, now) {
      const members = db.select({ id: users.id }).from(users).where(eq(users.enterpriseId, enterpriseId));
      const revoked = await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(inArray(authTokens.userId, members), open))
        .returning({ id: authTokens.id });
      return revoked.length;
    },
  };
}
