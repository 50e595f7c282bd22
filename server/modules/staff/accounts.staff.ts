import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Page } from '../../../src/domain/envelope';
import { STAFF_ROLES, type StaffRole } from '../../../src/domain/roles';
import { staffAccountSchema, type StaffAccount } from '../../../src/domain/staff/accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { emailKey } from '../../lib/accountKeys';
import { logonIdKey } from '../../lib/auth/logonIdKey';
import { hashPassword } from '../../lib/auth/passwords';
import type { Clock } from '../../lib/clock';
import { businessError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseWith } from '../../lib/validateBody';
import { createTokensRepository } from '../auth/tokens.repository';
import { rethrowAsTaken } from '../users/users.service';
import { recordStaffAction } from './audit';

type UserRow = typeof users.$inferSelect;

const view = (row: UserRow): StaffAccount => ({
  userId: row.id,
  logonId: row.logonId,
  role: row.role as StaffRole,
  cnName: row.cnName,
  email: row.email,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The administrator's staff accounts: list, create with a role, disable (every session ends at once) or enable. */
export function createStaffAccounts({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async page(query: { current: number; size: number; role?: StaffRole }): Promise<Page<StaffAccount>> {
      const where = and(inArray(users.role, [...STAFF_ROLES]), query.role ? eq(users.role, query.role) : undefined);
      const [rows, [counted]] = await Promise.all([
        db.select().from(users).where(where).orderBy(asc(users.logonIdKey)).limit(query.size).offset((query.current - 1) * query.size),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const total = counted?.total ?? 0;
      return { records: rows.map(view), total, current: query.current, size: query.size, pages: Math.ceil(total / query.size) };
    },

    async create(adminId: string, body: unknown): Promise<StaffAccount> {
      const form = await parseWith(staffAccountSchema, body);
      const passwordHash = await hashPassword(form.password);
      const now = clock();
      return db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              logonId: form.logonId,
              logonIdKey: logonIdKey(form.logonId),
              passwordHash,
              role: form.role,
              nickname: form.cnName,
              cnName: form.cnName,
              email: form.email,
              emailKey: emailKey(form.email),
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const created = view(row!);
          await recordStaffAction(tx, { staffUserId: adminId, action: 'user.create', recordType: 'user', recordId: created.userId, before: null, after: created });
          return created;
        })
        .catch((error: unknown) => rethrowAsTaken(error));
    },

    async setDisabled(adminId: string, userId: string, disabled: boolean): Promise<StaffAccount> {
      if (!isUuid(userId)) throw notFound();
      if (userId === adminId) throw businessError('不能停用自己的账号', '自分のアカウントは停止できません');
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        // Customers are not the administrator's: enterprises are disabled by the reviewer.
        if (!row || !(STAFF_ROLES as readonly string[]).includes(row.role)) throw notFound();
        if ((row.disabledAt !== null) === disabled) return view(row);
        const now = clock();
        const [updated] = await tx.update(users).set({ disabledAt: disabled ? now : null, updatedAt: now }).where(eq(users.id, userId)).returning();
        // In the same transaction: once it says disabled, no session of the account is left.
        if (disabled) await createTokensRepository({ db: tx }).revokeUser(userId, now);
        await recordStaffAction(tx, {
          staffUserId: adminId,
          action: disabled ? 'user.disable' : 'user.enable',
          recordType: 'user',
          recordId: userId,
          before: { disabled: !disabled },
          after: { disabled },
        });
        return view(updated!);
      });
    },
  };
}
export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
