import { eq, sql } from 'drizzle-orm';
import type { EnterpriseState, Role } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { enterprises, loginFailures, users } from '../../db/schema';

/** What the token answer and the user-info answer tell about a user. */
export interface LoginUser {
  id: string;
  logonId: string;
  passwordHash: string;
  role: Role;
  nickname: string;
  cnName: string;
  phone: string;
  memberLevel: number;
  wxImgUrl: string;
  enterpriseId: string | null;
  enterpriseName: string | null;
  enterpriseState: EnterpriseState | null;
  /** a staff account the administrator disabled */
  disabledAt?: Date | null;
  /** a staff account whose password someone else chose */
  mustChangePassword?: boolean;
  creditCode: string | null;
  tenantId: string | null;
  sapId: string | null;
}

const loginUser = {
  id: users.id,
  logonId: users.logonId,
  passwordHash: users.passwordHash,
  role: users.role,
  nickname: users.nickname,
  cnName: users.cnName,
  phone: users.phone,
  memberLevel: users.memberLevel,
  wxImgUrl: users.wxImgUrl,
  enterpriseId: users.enterpriseId,
  enterpriseName: enterprises.cnName,
  enterpriseState: enterprises.state,
  disabledAt: users.disabledAt,
  mustChangePassword: users.mustChangePassword,
  creditCode: enterprises.creditCode,
  tenantId: enterprises.tenantId,
  sapId: enterprises.sapId,
};

export function createAuthRepository({ db }: { db: Db }) {
  const findUser = async (where: ReturnType<typeof eq>): Promise<LoginUser | undefined> => {
    const [row] = await db.select(loginUser).from(users).leftJoin(enterprises, eq(enterprises.id, users.enterpriseId)).where(where);
    return row;
  };

  return {
    findUserByLogonIdKey: (key: string) => findUser(eq(users.logonIdKey, key)),
    findUserById: (id: string) => findUser(eq(users.id, id)),

    async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
      // The password itself is unchanged (only its hash is renewed), so password_changed_at stays.
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async lockedUntil(key: string): Promise<Date | null> {
      const [row] = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.logonIdKey, key));
      return row?.lockedUntil ?? null;
    },

    /**
     * Counts a wrong password for `key` in one atomic upsert, so concurrent attempts and
     * other server processes all count. The count starts again after a lock has passed or
     * when the previous failure is older than `windowStart`; reaching `lockAfter` locks
     * until `lockUntil`. Returns the lock, if this failure set one.
     */
    async recordFailure(key: string, at: { now: Date; windowStart: Date; lockAfter: number; lockUntil: Date }): Promise<Date | null> {
      // Raw SQL gets timestamps as ISO text with a cast: both drivers read that the same way.
      const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;
      const restart = sql`(${loginFailures.lastFailedAt} < ${stamp(at.windowStart)} or coalesce(${loginFailures.lockedUntil} <= ${stamp(at.now)}, false))`;
      const failures = sql`case when ${restart} then 1 else ${loginFailures.failures} + 1 end`;
      const [row] = await db
        .insert(loginFailures)
        .values({ logonIdKey: key, failures: 1, lockedUntil: at.lockAfter <= 1 ? at.lockUntil : null, lastFailedAt: at.now })
        .onConflictDoUpdate({
          target: loginFailures.logonIdKey,
          set: {
            failures,
            lockedUntil: sql`case when ${failures} >= ${at.lockAfter} then ${stamp(at.lockUntil)} else null end`,
            lastFailedAt: at.now,
          },
        })
        .returning({ lockedUntil: loginFailures.lockedUntil });
      return row?.lockedUntil ?? null;
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.logonIdKey, key));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
