import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RailCommissionStatus } from '../../../../src/domain/shipping/railCommissions';
import type { Db } from '../../../db/client';
import { bookingContainers, bookings, enterprises, loadingAddresses, RAIL_COMMISSION_NO_SEQUENCE, railCommissions } from '../../../db/schema';

export type RailCommissionRow = typeof railCommissions.$inferSelect;
export type RailCommissionInsert = typeof railCommissions.$inferInsert;

/** A commission with what it is shown with: its booking's number and status, its address's and enterprise's names. */
export interface RailCommissionRecord {
  commission: RailCommissionRow;
  bookingNo: string;
  bookingStatus: (typeof bookings.$inferSelect)['status'];
  addressName: string | null;
  enterpriseName: string;
}

export interface RailCommissionFilter {
  /** absent: every enterprise's (the shipping clerk) */
  enterpriseId?: string;
  status?: RailCommissionStatus;
  /** part of the booking number, any case, LIKE characters literal */
  bookingNo?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rail commissions: every read and write of an enterprise's names the enterprise. */
export function createCommissionsRepository({ db }: { db: Db }) {
  const select = () =>
    db
      .select({
        commission: railCommissions,
        bookingNo: bookings.bookingNo,
        bookingStatus: bookings.status,
        addressName: loadingAddresses.name,
        enterpriseName: enterprises.cnName,
      })
      .from(railCommissions)
      .innerJoin(bookings, eq(bookings.uuid, railCommissions.bookingUuid))
      .innerJoin(enterprises, eq(enterprises.id, railCommissions.enterpriseId))
      .leftJoin(loadingAddresses, eq(loadingAddresses.uuid, railCommissions.loadingAddressUuid));
  const whereOf = (filter: RailCommissionFilter) =>
    and(
      filter.enterpriseId === undefined ? undefined : eq(railCommissions.enterpriseId, filter.enterpriseId),
      filter.status ? eq(railCommissions.status, filter.status) : undefined,
      filter.bookingNo ? sql`${bookings.bookingNo} ilike ${`%${escapeLike(filter.bookingNo)}%`}` : undefined,
    );

  return {
    /** The enterprise's booking by number with its containers per type; `lock` holds its status until the transaction ends. */
    async booking(enterpriseId: string, bookingNo: string, lock = false) {
      const query = db
        .select({ uuid: bookings.uuid, bookingNo: bookings.bookingNo, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.bookingNo, bookingNo), eq(bookings.enterpriseId, enterpriseId)));
      const [row] = lock ? await query.for('update') : await query;
      if (!row) return undefined;
      const lines = await db
        .select({ containerType: bookingContainers.containerType, quantity: bookingContainers.quantity })
        .from(bookingContainers)
        .where(eq(bookingContainers.bookingUuid, row.uuid));
      const quantities = new Map<string, number>();
      for (const line of lines) quantities.set(line.containerType, (quantities.get(line.containerType) ?? 0) + line.quantity);
      return { ...row, quantities };
    },

    async hasAddress(enterpriseId: string, uuid: string): Promise<boolean> {
      const [row] = await db
        .select({ uuid: loadingAddresses.uuid })
        .from(loadingAddresses)
        .where(and(eq(loadingAddresses.uuid, uuid), eq(loadingAddresses.enterpriseId, enterpriseId)));
      return Boolean(row);
    },

    async nextSequence(): Promise<number> {
      const result = await db.execute<{ value: string | number }>(sql`select nextval(${RAIL_COMMISSION_NO_SEQUENCE}) as value`);
      const [row] = (result as unknown as { rows: { value: string | number }[] }).rows;
      return Number(row?.value);
    },

    async insert(values: RailCommissionInsert): Promise<RailCommissionRow> {
      const [row] = await db.insert(railCommissions).values(values).returning();
      return row!;
    },

    /** The row alone, locked until the transaction ends when `lock`; only the enterprise's when it is named. */
    async row(uuid: string, enterpriseId: string | undefined, lock = false): Promise<RailCommissionRow | undefined> {
      const query = db
        .select()
        .from(railCommissions)
        .where(and(eq(railCommissions.uuid, uuid), enterpriseId === undefined ? undefined : eq(railCommissions.enterpriseId, enterpriseId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async update(uuid: string, values: Partial<RailCommissionInsert>): Promise<void> {
      await db.update(railCommissions).set(values).where(eq(railCommissions.uuid, uuid));
    },

    async find(uuid: string, enterpriseId?: string): Promise<RailCommissionRecord | undefined> {
      const [row] = await select().where(
        and(eq(railCommissions.uuid, uuid), enterpriseId === undefined ? undefined : eq(railCommissions.enterpriseId, enterpriseId)),
      );
      return row;
    },

    /** Newest first. */
    async page(filter: RailCommissionFilter, offset: number, limit: number): Promise<{ rows: RailCommissionRecord[]; total: number }> {
      const where = whereOf(filter);
      const rows = await select().where(where).orderBy(desc(railCommissions.createdAt), desc(railCommissions.commissionNo)).limit(limit).offset(offset);
      const [total] = await db.select({ n: count() }).from(railCommissions).innerJoin(bookings, eq(bookings.uuid, railCommissions.bookingUuid)).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;
