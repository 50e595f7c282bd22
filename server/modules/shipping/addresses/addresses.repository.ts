import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loadingAddresses } from '../../../db/schema';

export type LoadingAddressRow = typeof loadingAddresses.$inferSelect;
export type LoadingAddressValues = Omit<typeof loadingAddresses.$inferInsert, 'uuid' | 'enterpriseId' | 'createdAt' | 'createdBy'>;

/** The enterprise's loading addresses: every read and write names the enterprise. */
export function createAddressesRepository({ db }: { db: Db }) {
  const mine = (enterpriseId: string, uuid: string) => and(eq(loadingAddresses.uuid, uuid), eq(loadingAddresses.enterpriseId, enterpriseId));
  return {
    async find(enterpriseId: string, uuid: string): Promise<LoadingAddressRow | undefined> {
      const [row] = await db.select().from(loadingAddresses).where(mine(enterpriseId, uuid));
      return row;
    },

    async insert(enterpriseId: string, createdBy: string, values: LoadingAddressValues & { createdAt: Date }): Promise<LoadingAddressRow> {
      const [row] = await db
        .insert(loadingAddresses)
        .values({ ...values, enterpriseId, createdBy })
        .returning();
      return row!;
    },

    async update(enterpriseId: string, uuid: string, values: LoadingAddressValues): Promise<LoadingAddressRow | undefined> {
      const [row] = await db.update(loadingAddresses).set(values).where(mine(enterpriseId, uuid)).returning();
      return row;
    },

    async remove(enterpriseId: string, uuid: string): Promise<boolean> {
      const rows = await db.delete(loadingAddresses).where(mine(enterpriseId, uuid)).returning({ uuid: loadingAddresses.uuid });
      return rows.length > 0;
    },

    /** By name; `keyword` is found in the name, city, address or contact (contains, any case). */
    async page(enterpriseId: string, keyword: string | undefined, offset: number, limit: number): Promise<{ rows: LoadingAddressRow[]; total: number }> {
      const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        eq(loadingAddresses.enterpriseId, enterpriseId),
        like
          ? or(
              sql`${loadingAddresses.name} ilike ${like}`,
              sql`${loadingAddresses.city} ilike ${like}`,
              sql`${loadingAddresses.address} ilike ${like}`,
              sql`${loadingAddresses.contact} ilike ${like}`,
            )
          : undefined,
      );
      const rows = await db
        .select()
        .from(loadingAddresses)
        .where(where)
        .orderBy(asc(loadingAddresses.name), asc(loadingAddresses.createdAt))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(loadingAddresses).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
