import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ContainerType } from '../../../../src/domain/shipping/enums';
import type { EventClassifier, TrackingEventCode, TrackingEventType } from '../../../../src/domain/shipping/tracking';
import type { Db } from '../../../db/client';
import { billsOfLading, bookingContainers, bookings, containerEvents, containers, ports, voyages } from '../../../db/schema';

/** A container with what the tracking answer tells of its booking. */
export interface TrackedContainerRow {
  uuid: string;
  containerNo: string;
  containerType: ContainerType;
  enterpriseId: string;
  bookingUuid: string;
  bookingNo: string;
  blNo: string | null;
  polCode: string;
  podCode: string;
  vessel: string;
  voyageCode: string;
  voyageUuid: string | null;
}

export interface EventRow {
  id: string;
  containerUuid: string;
  eventType: TrackingEventType;
  eventCode: TrackingEventCode;
  classifier: EventClassifier;
  locationCode: string;
  locationNameZh: string;
  locationNameJa: string;
  locationNameEn: string;
  eventTime: Date;
  vessel: string | null;
  voyageCode: string | null;
}

export interface ContainerRefs {
  bookingNos: string[];
  blNos: string[];
  containerNos: string[];
}

/** Containers of bookings and their tracking events: the only place that writes their SQL. */
export function createTrackingRepository({ db }: { db: Db }) {
  const selectContainers = () =>
    db
      .select({
        uuid: containers.uuid,
        containerNo: containers.containerNo,
        containerType: containers.containerType,
        enterpriseId: containers.enterpriseId,
        bookingUuid: bookings.uuid,
        bookingNo: bookings.bookingNo,
        blNo: billsOfLading.blNo,
        polCode: bookings.polCode,
        podCode: bookings.podCode,
        vessel: bookings.vessel,
        voyageCode: bookings.voyageCode,
        voyageUuid: bookings.voyageUuid,
      })
      .from(containers)
      .innerJoin(bookings, eq(bookings.uuid, containers.bookingUuid))
      .leftJoin(billsOfLading, eq(billsOfLading.bookingUuid, bookings.uuid))
      .$dynamic();

  return {
    /**
     * The containers that any of the numbers names (its booking, its bill, or itself) of the
     * enterprise, or of every enterprise when `enterpriseId` is null (the clerk); newest booking first.
     */
    findForEnterprise(enterpriseId: string | null, refs: ContainerRefs): Promise<TrackedContainerRow[]> {
      const matches = [
        refs.bookingNos.length ? inArray(bookings.bookingNo, refs.bookingNos) : undefined,
        refs.blNos.length ? inArray(billsOfLading.blNo, refs.blNos) : undefined,
        refs.containerNos.length ? inArray(containers.containerNo, refs.containerNos) : undefined,
      ].filter(Boolean);
      if (!matches.length) return Promise.resolve([]);
      return selectContainers()
        .where(and(enterpriseId === null ? undefined : eq(containers.enterpriseId, enterpriseId), or(...matches)))
        .orderBy(desc(bookings.createdAt), asc(containers.containerNo)) as Promise<TrackedContainerRow[]>;
    },

    /** Every container of the enterprise, optionally those whose number starts with `prefix`. */
    listForEnterprise(enterpriseId: string, prefix?: string): Promise<TrackedContainerRow[]> {
      return selectContainers()
        .where(and(eq(containers.enterpriseId, enterpriseId), prefix ? sql`${containers.containerNo} like ${`${prefix.replace(/[\\%_]/g, '')}%`}` : undefined))
        .orderBy(desc(bookings.createdAt), asc(containers.containerNo)) as Promise<TrackedContainerRow[]>;
    },

    /** The container with this number on the booking `bookingNo`, else on its newest booking. */
    async findByNumber(containerNo: string, bookingNo?: string): Promise<TrackedContainerRow | undefined> {
      const [row] = await selectContainers()
        .where(and(eq(containers.containerNo, containerNo), bookingNo ? eq(bookings.bookingNo, bookingNo) : undefined))
        .orderBy(desc(bookings.createdAt))
        .limit(1);
      return row as TrackedContainerRow | undefined;
    },

    /** Events of the containers with the location's names and the sailing's vessel and code, in time order. */
    eventsOf(containerUuids: string[]): Promise<EventRow[]> {
      if (!containerUuids.length) return Promise.resolve([]);
      return db
        .select({
          id: containerEvents.id,
          containerUuid: containerEvents.containerUuid,
          eventType: containerEvents.eventType,
          eventCode: containerEvents.eventCode,
          classifier: containerEvents.classifier,
          locationCode: containerEvents.locationCode,
          locationNameZh: ports.nameZh,
          locationNameJa: ports.nameJa,
          locationNameEn: ports.nameEn,
          eventTime: containerEvents.eventTime,
          vessel: voyages.vessel,
          voyageCode: voyages.code,
        })
        .from(containerEvents)
        .innerJoin(ports, eq(ports.code, containerEvents.locationCode))
        .leftJoin(voyages, eq(voyages.uuid, containerEvents.voyageUuid))
        .where(inArray(containerEvents.containerUuid, containerUuids))
        .orderBy(asc(containerEvents.eventTime), asc(containerEvents.createdAt));
    },

    /** The booking with its status and its container lines (type and quantity), locked for numbering. */
    async bookingForNumbering(uuid: string) {
      const [booking] = await db
        .select({ uuid: bookings.uuid, bookingNo: bookings.bookingNo, status: bookings.status, enterpriseId: bookings.enterpriseId })
        .from(bookings)
        .where(eq(bookings.uuid, uuid))
        .for('update');
      if (!booking) return undefined;
      const lines = await db
        .select({ containerType: bookingContainers.containerType, quantity: bookingContainers.quantity })
        .from(bookingContainers)
        .where(eq(bookingContainers.bookingUuid, uuid));
      const numbered = await db
        .select({ containerNo: containers.containerNo, containerType: containers.containerType, uuid: containers.uuid })
        .from(containers)
        .where(eq(containers.bookingUuid, uuid));
      return { booking, lines, numbered };
    },

    async insertContainers(rows: (typeof containers.$inferInsert)[]) {
      return db.insert(containers).values(rows).returning();
    },

    async insertEvent(row: typeof containerEvents.$inferInsert): Promise<{ id: string }> {
      const [inserted] = await db.insert(containerEvents).values(row).returning({ id: containerEvents.id });
      return inserted!;
    },

    async knownPort(code: string): Promise<boolean> {
      const [row] = await db.select({ code: ports.code }).from(ports).where(eq(ports.code, code));
      return Boolean(row);
    },

    async voyageExists(uuid: string): Promise<boolean> {
      const [row] = await db.select({ uuid: voyages.uuid }).from(voyages).where(eq(voyages.uuid, uuid));
      return Boolean(row);
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
