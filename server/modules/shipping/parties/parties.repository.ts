import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PartyRole } from '../../../../src/domain/shipping/enums';
import type { Db } from '../../../db/client';
import { parties } from '../../../db/schema';

export type PartyRow = typeof parties.$inferSelect;
export type PartyValues = Omit<typeof parties.$inferInsert, 'uuid' | 'enterpriseId' | 'createdAt' | 'createdBy'>;

/** The column of each role's flag. */
const FLAG_COLUMN = {
  BK: parties.bookingInd,
  SH: parties.shipperInd,
  CO: parties.consigneeInd,
  NF1: parties.notifyPartyInd,
  NF2: parties.secondNotifyPartyInd,
  NF3: parties.destinationReceiver,
  FW: parties.forwarderInd,
} as const satisfies Record<PartyRole, unknown>;

/** The enterprise's address book: every read and write names the enterprise. */
export function createPartiesRepository({ db }: { db: Db }) {
  const mine = (enterpriseId: string, uuid: string) => and(eq(parties.uuid, uuid), eq(parties.enterpriseId, enterpriseId));
  return {
    async find(enterpriseId: string, uuid: string): Promise<PartyRow | undefined> {
      const [row] = await db.select().from(parties).where(mine(enterpriseId, uuid));
      return row;
    },

    /** Which of `uuids` are the enterprise's. */
    async owned(enterpriseId: string, uuids: string[]): Promise<Set<string>> {
      if (!uuids.length) return new Set();
      const rows = await db
        .select({ uuid: parties.uuid })
        .from(parties)
        .where(and(eq(parties.enterpriseId, enterpriseId), inArray(parties.uuid, uuids)));
      return new Set(rows.map((r) => r.uuid));
    },

    async insert(enterpriseId: string, createdBy: string | null, values: PartyValues): Promise<PartyRow> {
      const [row] = await db
        .insert(parties)
        .values({ ...values, enterpriseId, createdBy })
        .returning();
      return row!;
    },

    async update(enterpriseId: string, uuid: string, values: PartyValues): Promise<PartyRow | undefined> {
      const [row] = await db.update(parties).set(values).where(mine(enterpriseId, uuid)).returning();
      return row;
    },

    async remove(enterpriseId: string, uuid: string): Promise<boolean> {
      const rows = await db.delete(parties).where(mine(enterpriseId, uuid)).returning({ uuid: parties.uuid });
      return rows.length > 0;
    },

    /** By name (case-insensitive "contains"), optionally only those that can take `role`. */
    async page(enterpriseId: string, filter: { name?: string; role?: PartyRole }, offset: number, limit: number): Promise<{ rows: PartyRow[]; total: number }> {
      const where = and(
        eq(parties.enterpriseId, enterpriseId),
        filter.name ? sql`${parties.name} ilike ${`%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
        filter.role ? eq(FLAG_COLUMN[filter.role], true) : undefined,
      );
      const rows = await db.select().from(parties).where(where).orderBy(asc(parties.name), asc(parties.createdAt)).limit(limit).offset(offset);
      const [total] = await db.select({ n: count() }).from(parties).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type PartiesRepository = ReturnType<typeof createPartiesRepository>;
