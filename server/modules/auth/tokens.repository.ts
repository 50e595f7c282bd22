import { and, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
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
  reusedAt: authTokens.reusedAt,
  revokedAt: authTokens.revokedAt,
  logonId: users.logonId,
  logonIdKey: users.logonIdKey,
  role: users.role,
  enterpriseId: users.enterpriseId,
  enterpriseState: enterprises.state,
  disabledAt: users.disabledAt,
  mustChangePassword: users.mustChangePassword,
};

/** auth_tokens, read together with the token's user and enterprise. */
export function createTokensRepository({ db }: { db: Db }): TokenRepository {
  // Every authenticated request reads its token: the statement is built once (and, on
  // PostgreSQL, parsed once per connection) instead of by the query builder on every call.
  const byHash = (column: typeof authTokens.accessHash | typeof authTokens.refreshHash, name: string) =>
    db
      .select(tokenWithUser)
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(eq(column, sql.placeholder('hash')))
      .prepare(name);
  let byAccess: ReturnType<typeof byHash> | undefined;
  let byRefresh: ReturnType<typeof byHash> | undefined;
  const first = async (rows: Promise<TokenWithUser[]>) => {
    const [row] = await rows;
    return row satisfies TokenWithUser | undefined;
  };

  const open = isNull(authTokens.revokedAt);

  return {
    async insert(row) {
      const [inserted] = await db.insert(authTokens).values(row).returning({ id: authTokens.id });
      return inserted!;
    },

    findByAccessHash: (hash) => first((byAccess ??= byHash(authTokens.accessHash, 'token_by_access_hash')).execute({ hash })),
    findByRefreshHash: (hash) => first((byRefresh ??= byHash(authTokens.refreshHash, 'token_by_refresh_hash')).execute({ hash })),

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

    async claimReuse(id, now, rotatedSince) {
      const claimed = await db
        .update(authTokens)
        .set({ reusedAt: now })
        .where(and(eq(authTokens.id, id), gte(authTokens.rotatedAt, rotatedSince), isNull(authTokens.reusedAt), open))
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

    async revokeOtherSessions(userId, keepTokenId, now) {
      const kept = db.select({ familyId: authTokens.familyId }).from(authTokens).where(eq(authTokens.id, keepTokenId));
      const revoked = await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.userId, userId), open, notInArray(authTokens.familyId, kept)))
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
