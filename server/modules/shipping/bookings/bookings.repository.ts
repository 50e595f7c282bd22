import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '../../../../src/domain/shipping/enums';
import type { BookingForm } from '../../../../src/domain/shipping/schemas';
import type { Db } from '../../../db/client';
import {
  billsOfLading,
  BL_NO_SEQUENCE,
  BOOKING_NO_SEQUENCE,
  bookingContainers,
  bookingEvents,
  bookingParties,
  bookings,
  bookingTemplates,
  enterprises,
  ports,
  routes,
  voyages,
} from '../../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type ContainerRow = typeof bookingContainers.$inferSelect;
export type BookingPartyRow = typeof bookingParties.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type BillRow = typeof billsOfLading.$inferSelect;
export type TemplateRow = typeof bookingTemplates.$inferSelect;

/** The booking's own columns that the form writes. */
export type BookingContent = Pick<
  BookingRow,
  'polCode' | 'podCode' | 'voyageUuid' | 'voyageCode' | 'vessel' | 'commodity' | 'cargoDescription' | 'marks' | 'remarks'
>;

/** Which bookings a page lists; dates are instants already. */
export interface BookingFilter {
  /** one enterprise's bookings; absent: every enterprise's (staff) */
  enterpriseId?: string;
  status?: BookingStatus;
  /** the staff list leaves out what was never submitted */
  submittedOnly?: boolean;
  bookingNoPrefix?: string;
  /** part of the enterprise's name, any case (staff) */
  enterpriseNameContains?: string;
  createdFrom?: Date;
  createdBefore?: Date;
}

/** A sailing as a booking needs it: its route's ports and its times. */
export interface SailingRow {
  uuid: string;
  code: string;
  vessel: string;
  status: string;
  departurePort: string;
  arrivalPort: string;
  departureTime: Date;
  arrivalTime: Date;
}

/** LIKE's own characters taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePrefix = (text: string) => `${escapeLike(text)}%`;

async function nextval(db: Db, sequence: string): Promise<number> {
  const result = await db.execute<{ value: string | number }>(sql`select nextval(${sequence}) as value`);
  const [row] = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(row?.value);
}

/** Bookings with their containers, parties, history, bill of lading and templates. The only place that writes their SQL. */
export function createBookingsRepository({ db }: { db: Db }) {
  const ofEnterprise = (enterpriseId: string | undefined) => (enterpriseId === undefined ? undefined : eq(bookings.enterpriseId, enterpriseId));

  return {
    /** One booking by uuid, of the enterprise when given (another's reads as absent); `lock` takes the row lock. */
    async find(uuid: string, enterpriseId?: string, lock = false): Promise<BookingRow | undefined> {
      const query = db
        .select()
        .from(bookings)
        .where(and(eq(bookings.uuid, uuid), ofEnterprise(enterpriseId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findByNo(bookingNo: string, enterpriseId?: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.bookingNo, bookingNo), ofEnterprise(enterpriseId)));
      return row;
    },

    async insert(
      values: BookingContent & Pick<BookingRow, 'bookingNo' | 'enterpriseId' | 'createdBy' | 'status' | 'stateValue' | 'createdAt' | 'updatedAt'>,
    ): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },

    async update(uuid: string, values: Partial<Omit<BookingRow, 'uuid' | 'bookingNo' | 'enterpriseId' | 'createdAt'>>): Promise<BookingRow> {
      const [row] = await db.update(bookings).set(values).where(eq(bookings.uuid, uuid)).returning();
      return row!;
    },

    /** Replaces the booking's containers and parties with the form's. */
    async replaceLines(booking: Pick<BookingRow, 'uuid' | 'enterpriseId'>, form: Pick<BookingForm, 'containers' | 'parties'>): Promise<void> {
      await db.delete(bookingContainers).where(eq(bookingContainers.bookingUuid, booking.uuid));
      await db.delete(bookingParties).where(eq(bookingParties.bookingUuid, booking.uuid));
      if (form.containers.length) {
        await db.insert(bookingContainers).values(
          form.containers.map((c, i) => ({
            bookingUuid: booking.uuid,
            enterpriseId: booking.enterpriseId,
            lineNo: i + 1,
            containerType: c.containerType as ContainerRow['containerType'],
            quantity: c.quantity,
            grossWeightKg: c.grossWeightKg,
          })),
        );
      }
      if (form.parties.length) {
        await db.insert(bookingParties).values(
          form.parties.map((p) => ({
            bookingUuid: booking.uuid,
            enterpriseId: booking.enterpriseId,
            role: p.role as BookingPartyRow['role'],
            partyUuid: p.partyUuid || null,
            name: p.name,
            address: p.address,
            contact: p.contact,
            phone: p.phone,
            email: p.email,
            countryCode: p.countryCode,
          })),
        );
      }
    },

    async containersOf(uuids: string[]): Promise<Map<string, ContainerRow[]>> {
      const rows = uuids.length
        ? await db.select().from(bookingContainers).where(inArray(bookingContainers.bookingUuid, uuids)).orderBy(asc(bookingContainers.lineNo))
        : [];
      const map = new Map<string, ContainerRow[]>();
      for (const row of rows) map.set(row.bookingUuid, [...(map.get(row.bookingUuid) ?? []), row]);
      return map;
    },

    async partiesOf(uuid: string): Promise<BookingPartyRow[]> {
      return db.select().from(bookingParties).where(eq(bookingParties.bookingUuid, uuid));
    },

    async history(uuid: string): Promise<BookingEventRow[]> {
      return db.select().from(bookingEvents).where(eq(bookingEvents.bookingUuid, uuid)).orderBy(asc(bookingEvents.createdAt));
    },

    async insertEvent(values: Omit<typeof bookingEvents.$inferInsert, 'id'>): Promise<void> {
      await db.insert(bookingEvents).values(values);
    },

    async page(filter: BookingFilter, offset: number, limit: number): Promise<{ rows: BookingRow[]; total: number }> {
      const where = and(
        ofEnterprise(filter.enterpriseId),
        filter.status ? eq(bookings.status, filter.status) : undefined,
        filter.submittedOnly ? sql`${bookings.status} <> 'Draft' and ${bookings.submittedAt} is not null` : undefined,
        filter.bookingNoPrefix ? like(bookings.bookingNo, likePrefix(filter.bookingNoPrefix)) : undefined,
        filter.enterpriseNameContains
          ? inArray(
              bookings.enterpriseId,
              db
                .select({ id: enterprises.id })
                .from(enterprises)
                .where(ilike(enterprises.cnName, `%${escapeLike(filter.enterpriseNameContains)}%`)),
            )
          : undefined,
        filter.createdFrom ? gte(bookings.createdAt, filter.createdFrom) : undefined,
        filter.createdBefore ? lt(bookings.createdAt, filter.createdBefore) : undefined,
      ) as SQL | undefined;
      const rows = await db.select().from(bookings).where(where).orderBy(desc(bookings.createdAt), desc(bookings.bookingNo)).limit(limit).offset(offset);
      const [total] = await db.select({ n: count() }).from(bookings).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The name of the enterprise of each booking, by booking uuid (the clerk's list says who booked). */
    async enterpriseNamesOf(bookingUuids: string[]): Promise<Map<string, string>> {
      if (!bookingUuids.length) return new Map();
      const rows = await db
        .select({ uuid: bookings.uuid, name: enterprises.cnName })
        .from(bookings)
        .innerJoin(enterprises, eq(enterprises.id, bookings.enterpriseId))
        .where(inArray(bookings.uuid, bookingUuids));
      return new Map(rows.map((r) => [r.uuid, r.name]));
    },

    /** A sailing with its route's ports, whatever its status (the caller decides what it may take). */
    async sailing(voyageUuid: string): Promise<SailingRow | undefined> {
      const [row] = await db
        .select({
          uuid: voyages.uuid,
          code: voyages.code,
          vessel: voyages.vessel,
          status: voyages.status,
          departurePort: routes.departurePort,
          arrivalPort: routes.arrivalPort,
          departureTime: voyages.departureTime,
          arrivalTime: voyages.arrivalTime,
        })
        .from(voyages)
        .innerJoin(routes, eq(routes.code, voyages.routeCode))
        .where(eq(voyages.uuid, voyageUuid));
      return row;
    },

    async sailingsOf(uuids: string[]): Promise<Map<string, SailingRow>> {
      if (!uuids.length) return new Map();
      const rows = await db
        .select({
          uuid: voyages.uuid,
          code: voyages.code,
          vessel: voyages.vessel,
          status: voyages.status,
          departurePort: routes.departurePort,
          arrivalPort: routes.arrivalPort,
          departureTime: voyages.departureTime,
          arrivalTime: voyages.arrivalTime,
        })
        .from(voyages)
        .innerJoin(routes, eq(routes.code, voyages.routeCode))
        .where(inArray(voyages.uuid, uuids));
      return new Map(rows.map((r) => [r.uuid, r]));
    },

    /** The port codes among `codes` that the company serves. */
    async knownPorts(codes: string[]): Promise<Set<string>> {
      const wanted = codes.filter(Boolean);
      if (!wanted.length) return new Set();
      const rows = await db.select({ code: ports.code }).from(ports).where(inArray(ports.code, wanted));
      return new Set(rows.map((r) => r.code));
    },

    /** Ports with their names, for the bill of lading. */
    async portNames(codes: string[]): Promise<Map<string, { zh: string; ja: string; en: string }>> {
      const wanted = codes.filter(Boolean);
      if (!wanted.length) return new Map();
      const rows = await db.select({ code: ports.code, zh: ports.nameZh, ja: ports.nameJa, en: ports.nameEn }).from(ports).where(inArray(ports.code, wanted));
      return new Map(rows.map((r) => [r.code, { zh: r.zh, ja: r.ja, en: r.en }]));
    },

    nextBookingSequence: () => nextval(db, BOOKING_NO_SEQUENCE),
    nextBlSequence: () => nextval(db, BL_NO_SEQUENCE),

    // Bills of lading.
    async billOf(bookingUuid: string): Promise<BillRow | undefined> {
      const [row] = await db.select().from(billsOfLading).where(eq(billsOfLading.bookingUuid, bookingUuid));
      return row;
    },

    async insertBill(values: Omit<typeof billsOfLading.$inferInsert, 'uuid'>): Promise<BillRow> {
      const [row] = await db.insert(billsOfLading).values(values).returning();
      return row!;
    },

    async updateBill(uuid: string, values: Partial<Pick<BillRow, 'telexReleasedAt' | 'telexReleasedBy'>>): Promise<void> {
      await db.update(billsOfLading).set(values).where(eq(billsOfLading.uuid, uuid));
    },

    async findBill(uuid: string, enterpriseId: string): Promise<{ bill: BillRow; booking: BookingRow } | undefined> {
      const [row] = await db
        .select({ bill: billsOfLading, booking: bookings })
        .from(billsOfLading)
        .innerJoin(bookings, eq(bookings.uuid, billsOfLading.bookingUuid))
        .where(and(eq(billsOfLading.uuid, uuid), eq(billsOfLading.enterpriseId, enterpriseId)));
      return row;
    },

    async billPage(
      enterpriseId: string,
      blNoPrefix: string | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: { bill: BillRow; booking: BookingRow }[]; total: number }> {
      const where = and(eq(billsOfLading.enterpriseId, enterpriseId), blNoPrefix ? like(billsOfLading.blNo, likePrefix(blNoPrefix)) : undefined);
      const rows = await db
        .select({ bill: billsOfLading, booking: bookings })
        .from(billsOfLading)
        .innerJoin(bookings, eq(bookings.uuid, billsOfLading.bookingUuid))
        .where(where)
        .orderBy(desc(billsOfLading.issuedAt), desc(billsOfLading.blNo))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(billsOfLading).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    // Templates.
    async findTemplate(uuid: string, enterpriseId: string): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingTemplates)
        .where(and(eq(bookingTemplates.uuid, uuid), eq(bookingTemplates.enterpriseId, enterpriseId)));
      return row;
    },

    async templateNamed(enterpriseId: string, name: string): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingTemplates)
        .where(and(eq(bookingTemplates.enterpriseId, enterpriseId), eq(bookingTemplates.name, name)));
      return row;
    },

    async insertTemplate(values: Omit<typeof bookingTemplates.$inferInsert, 'uuid'>): Promise<TemplateRow> {
      const [row] = await db.insert(bookingTemplates).values(values).returning();
      return row!;
    },

    async updateTemplate(uuid: string, enterpriseId: string, values: Partial<Pick<TemplateRow, 'name' | 'updatedAt'>>): Promise<TemplateRow | undefined> {
      const [row] = await db
        .update(bookingTemplates)
        .set(values)
        .where(and(eq(bookingTemplates.uuid, uuid), eq(bookingTemplates.enterpriseId, enterpriseId)))
        .returning();
      return row;
    },

    async deleteTemplate(uuid: string, enterpriseId: string): Promise<boolean> {
      const rows = await db
        .delete(bookingTemplates)
        .where(and(eq(bookingTemplates.uuid, uuid), eq(bookingTemplates.enterpriseId, enterpriseId)))
        .returning({ uuid: bookingTemplates.uuid });
      return rows.length > 0;
    },

    async templatePage(enterpriseId: string, nameContains: string | undefined, offset: number, limit: number): Promise<{ rows: TemplateRow[]; total: number }> {
      const where = and(
        eq(bookingTemplates.enterpriseId, enterpriseId),
        nameContains ? sql`${bookingTemplates.name} ilike ${`%${nameContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
      );
      const rows = await db
        .select()
        .from(bookingTemplates)
        .where(where)
        .orderBy(desc(bookingTemplates.updatedAt), asc(bookingTemplates.name))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(bookingTemplates).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
