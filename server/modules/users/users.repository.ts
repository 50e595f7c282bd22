import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../src/domain/lang';
import type { EnterpriseState, Role } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { enterprises, users } from '../../db/schema';
import type { UniqueField } from './users.errors';

/** A user with the enterprise fields an answer needs. */
export interface UserRecord {
  id: string;
  logonId: string;
  passwordHash: string;
  role: Role;
  nickname: string;
  email: string;
  phone: string;
  enterpriseId: string | null;
  enterpriseCnName: string | null;
  enterpriseState: EnterpriseState | null;
  createdAt: Date;
}

export interface NewUser {
  logonId: string;
  logonIdKey: string;
  passwordHash: string;
  role: Role;
  nickname: string;
  cnName: string;
  email: string;
  emailKey: string;
  phone: string;
  phoneKey: string | null;
  enterpriseId?: string;
  /** the language mail is written in (the one registered in) */
  lang?: Lang;
  /** the privacy policy and terms version agreed to at registration, and when */
  consentVersion?: string;
  consentedAt?: Date;
  createdAt: Date;
}

/** The unique index behind each field, to name the field when an insert or update breaks it. */
export const UNIQUE_INDEX_FIELD: Record<string, UniqueField> = {
  users_logon_id_key_idx: 'logonId',
  users_email_key_idx: 'email',
  users_phone_key_idx: 'phone',
};

const recordColumns = {
  id: users.id,
  logonId: users.logonId,
  passwordHash: users.passwordHash,
  role: users.role,
  nickname: users.nickname,
  email: users.email,
  phone: users.phone,
  enterpriseId: users.enterpriseId,
  enterpriseCnName: enterprises.cnName,
  enterpriseState: enterprises.state,
  createdAt: users.createdAt,
};

/** Users, over the database or a transaction of it. */
export function createUsersRepository({ db }: { db: Db }) {
  async function findWhere(where: SQL): Promise<UserRecord | undefined> {
    const [row] = await db.select(recordColumns).from(users).leftJoin(enterprises, eq(enterprises.id, users.enterpriseId)).where(where);
    return row;
  }

  return {
    findById: (id: string) => findWhere(eq(users.id, id)),
    findByEmailKey: (emailKey: string) => findWhere(eq(users.emailKey, emailKey)),
    findByLogonIdKey: (logonIdKey: string) => findWhere(eq(users.logonIdKey, logonIdKey)),

    async emailRegistered(emailKey: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.emailKey, emailKey)).limit(1);
      return Boolean(row);
    },

    /** Which of these values another user already has (all users but `exceptUserId`). */
    async takenFields(keys: { logonIdKey?: string; emailKey?: string; phoneKey?: string | null }, exceptUserId?: string): Promise<UniqueField[]> {
      const wanted = [
        keys.logonIdKey !== undefined && eq(users.logonIdKey, keys.logonIdKey),
        keys.emailKey !== undefined && eq(users.emailKey, keys.emailKey),
        keys.phoneKey ? eq(users.phoneKey, keys.phoneKey) : false,
      ].filter((c): c is SQL => Boolean(c));
      if (!wanted.length) return [];
      const rows = await db
        .select({ logonIdKey: users.logonIdKey, emailKey: users.emailKey, phoneKey: users.phoneKey })
        .from(users)
        .where(and(or(...wanted), exceptUserId ? ne(users.id, exceptUserId) : undefined));
      const taken: UniqueField[] = [];
      if (keys.logonIdKey !== undefined && rows.some((r) => r.logonIdKey === keys.logonIdKey)) taken.push('logonId');
      if (keys.emailKey !== undefined && rows.some((r) => r.emailKey === keys.emailKey)) taken.push('email');
      if (keys.phoneKey && rows.some((r) => r.phoneKey === keys.phoneKey)) taken.push('phone');
      return taken;
    },

    async insert(user: NewUser): Promise<{ id: string }> {
      const [row] = await db
        .insert(users)
        .values({ ...user, passwordChangedAt: user.createdAt, updatedAt: user.createdAt })
        .returning({ id: users.id });
      if (!row) throw new Error('user was not inserted');
      return row;
    },

    async setNickname(id: string, profile: { nickname: string; cnName?: string }, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...profile, updatedAt: now })
        .where(eq(users.id, id));
    },

    async setEmail(id: string, email: { email: string; emailKey: string }, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...email, updatedAt: now })
        .where(eq(users.id, id));
    },

    async setPhone(id: string, phone: { phone: string; phoneKey: string | null }, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...phone, updatedAt: now })
        .where(eq(users.id, id));
    },

    async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
      // A password the user chose: whatever someone else had set is no longer theirs to change.
      await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now, mustChangePassword: false }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
