import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { EnterpriseReviewItem } from '../../../src/domain/identityApi';
import type { EnterpriseState } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { enterprises, users } from '../../db/schema';

export interface EnterpriseRow {
  id: string;
  state: EnterpriseState;
  stateValue: unknown;
  reviewReason: string | null;
}

/** The unique index behind the credit code, to name the field when an insert breaks it. */
export const CREDIT_CODE_INDEX = 'enterprises_credit_code_unique';

// The enterprise's first user: the one who registered it.
const firstUserId = sql`(select u.id from users u where u.enterprise_id = ${enterprises.id} order by u.created_at, u.id limit 1)`;

const itemColumns = {
  enterpriseId: enterprises.id,
  userId: users.id,
  logonId: users.logonId,
  companyName: enterprises.cnName,
  creditCode: enterprises.creditCode,
  contactName: enterprises.contactName,
  email: users.email,
  phone: users.phone,
  state: enterprises.state,
  licenseFileId: enterprises.licenseFileId,
  reviewReason: enterprises.reviewReason,
  createdAt: enterprises.createdAt,
};

type ItemRow = Omit<EnterpriseReviewItem, 'createdAt'> & { createdAt: Date };
const toItem = (row: ItemRow): EnterpriseReviewItem => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Enterprises, over the database or a transaction of it. */
export function createEnterpriseRepository({ db }: { db: Db }) {
  const items = () => db.select(itemColumns).from(enterprises).innerJoin(users, eq(users.id, firstUserId));

  return {
    async creditCodeTaken(creditCode: string): Promise<boolean> {
      const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.creditCode, creditCode)).limit(1);
      return Boolean(row);
    },

    async insert(enterprise: {
      cnName: string;
      creditCode: string;
      contactName: string;
      licenseFileId: string;
      state: EnterpriseState;
      stateValue: unknown;
      createdAt: Date;
    }): Promise<{ id: string }> {
      const [row] = await db
        .insert(enterprises)
        .values({ ...enterprise, updatedAt: enterprise.createdAt })
        .returning({ id: enterprises.id });
      if (!row) throw new Error('enterprise was not inserted');
      return row;
    },

    /** The enterprise's state, locked until the transaction ends, so that two reviewers cannot both move it. */
    async findForUpdate(id: string): Promise<EnterpriseRow | undefined> {
      const [row] = await db
        .select({ id: enterprises.id, state: enterprises.state, stateValue: enterprises.stateValue, reviewReason: enterprises.reviewReason })
        .from(enterprises)
        .where(eq(enterprises.id, id))
        .for('update');
      return row;
    },

    async setState(
      id: string,
      change: { state: EnterpriseState; stateValue: unknown; reviewReason: string | null; reviewedBy: string; reviewedAt: Date },
    ): Promise<void> {
      await db
        .update(enterprises)
        .set({ ...change, updatedAt: change.reviewedAt })
        .where(eq(enterprises.id, id));
    },

    async item(enterpriseId: string): Promise<EnterpriseReviewItem | undefined> {
      const [row] = await items().where(eq(enterprises.id, enterpriseId));
      return row && toItem(row);
    },

    /** The details of the enterprise a user belongs to, seen through that user. */
    async itemOfUser(userId: string): Promise<EnterpriseReviewItem | undefined> {
      const [row] = await db
        .select({ ...itemColumns })
        .from(users)
        .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
        .where(eq(users.id, userId));
      return row && toItem(row);
    },

    /** The review queue: applications waiting for review first, then the rest; newest first within each (DOMAIN "Lists"). */
    async page(query: { state?: EnterpriseState; offset: number; limit: number }): Promise<{ records: EnterpriseReviewItem[]; total: number }> {
      const where: SQL | undefined = query.state ? eq(enterprises.state, query.state) : undefined;
      const pendingFirst = sql`case when ${enterprises.state} = 'PENDING_REVIEW' then 0 else 1 end`;
      const [rows, [total]] = await Promise.all([
        items().where(where).orderBy(asc(pendingFirst), desc(enterprises.createdAt), desc(enterprises.id)).limit(query.limit).offset(query.offset),
        db.select({ total: count() }).from(enterprises).where(and(where)),
      ]);
      return { records: rows.map(toItem), total: total?.total ?? 0 };
    },

    async licenseFileId(enterpriseId: string): Promise<string | null | undefined> {
      const [row] = await db.select({ fileId: enterprises.licenseFileId }).from(enterprises).where(eq(enterprises.id, enterpriseId));
      return row ? row.fileId : undefined;
    },
  };
}
export type EnterpriseRepository = ReturnType<typeof createEnterpriseRepository>;
