import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const staff = () => inArray(users.role, [...STAFF_ROLES]);
const activeAdmin = () => and(eq(users.role, 'admin'), isNull(users.disabledAt));

/** Staff accounts (rows of `users` with a staff role): the administrator's writes, the CLI's list, the bootstrap's checks. */
export function createStaffAccountsRepository({ db }: { db: Db }) {
  return {
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('staff account was not inserted');
      return row;
    },

    /** The active administrators' ids, their rows locked in id order (so two writers never wait on each other crosswise). */
    async lockActiveAdmins(): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(activeAdmin()).orderBy(asc(users.id)).for('update');
      return rows.map((row) => row.id);
    },

    async activeAdminExists(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(activeAdmin()).limit(1);
      return row !== undefined;
    },

    /** Any account (customer or staff) by id or by login name key, locked until the transaction ends. */
    async lockAccount(ref: { userId: string } | { logonIdKey: string }): Promise<UserRow | undefined> {
      const where = 'userId' in ref ? eq(users.id, ref.userId) : eq(users.logonIdKey, ref.logonIdKey);
      const [row] = await db.select().from(users).where(where).for('update');
      return row;
    },

    async find(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    /** Whether any account (customer or staff) has the login name key. */
    async logonIdTaken(logonIdKey: string): Promise<boolean> {
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.logonIdKey, logonIdKey));
      return taken !== undefined;
    },

    /** Changes the account; answers it as stored. */
    async update(userId: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
      return row;
    },

    /** Every staff account by login name. */
    list(): Promise<UserRow[]> {
      return db.select().from(users).where(staff()).orderBy(asc(users.logonIdKey));
    },

    /** A page of staff accounts (of one role) by login name, and how many match in all. */
    async page(role: StaffRole | undefined, offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
      const where = and(staff(), role ? eq(users.role, role) : undefined);
      const [rows, [counted]] = await Promise.all([
        db.select().from(users).where(where).orderBy(asc(users.logonIdKey)).limit(limit).offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Waits for the bootstrap's turn until the transaction ends: processes starting together create one administrator. */
    async lockBootstrap(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('portal.bootstrap-admin'))`);
    },
  };
}
