import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Currency } from '../../../../src/domain/baseData';
import type { DndTier } from '../../../../src/domain/shipping/dnd';
import type { ContainerType } from '../../../../src/domain/shipping/enums';
import type { Db } from '../../../db/client';
import { bookings, containerEvents, containers, dndTariffTiers, dndTariffs, ports } from '../../../db/schema';

/** A container whose D&D clock started (its booking's numbers and ports), for the free-time reminders. */
export interface ClockedContainerRow {
  uuid: string;
  containerNo: string;
  containerType: ContainerType;
  enterpriseId: string;
  bookingUuid: string;
  bookingNo: string;
  polCode: string;
  podCode: string;
}

export interface TariffRow {
  id: string;
  portCode: string;
  portNameZh: string;
  portNameJa: string;
  portNameEn: string;
  containerType: ContainerType;
  currency: Currency;
  freeDays: number;
  updatedAt: Date;
  tiers: DndTier[];
}

/** D&D tariffs and their tiers: the only place that writes their SQL. */
export function createDndRepository({ db }: { db: Db }) {
  async function list(filter: { portCodes?: string[]; containerType?: ContainerType }): Promise<TariffRow[]> {
    const rows = await db
      .select({
        id: dndTariffs.id,
        portCode: dndTariffs.portCode,
        portNameZh: ports.nameZh,
        portNameJa: ports.nameJa,
        portNameEn: ports.nameEn,
        containerType: dndTariffs.containerType,
        currency: dndTariffs.currency,
        freeDays: dndTariffs.freeDays,
        updatedAt: dndTariffs.updatedAt,
      })
      .from(dndTariffs)
      .innerJoin(ports, eq(ports.code, dndTariffs.portCode))
      .where(
        and(
          filter.portCodes ? inArray(dndTariffs.portCode, filter.portCodes) : undefined,
          filter.containerType ? eq(dndTariffs.containerType, filter.containerType) : undefined,
        ),
      )
      .orderBy(asc(ports.sort), asc(ports.code), asc(dndTariffs.containerType));
    if (!rows.length) return [];
    const tiers = await db
      .select()
      .from(dndTariffTiers)
      .where(
        inArray(
          dndTariffTiers.tariffId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(dndTariffTiers.fromDay));
    return rows.map((r) => ({ ...r, tiers: tiers.filter((t) => t.tariffId === r.id).map(({ fromDay, toDay, rateMinor }) => ({ fromDay, toDay, rateMinor })) }));
  }

  return {
    /** Tariffs by port (in the port list's order) and container type. */
    list,

    async find(portCode: string, containerType: ContainerType): Promise<TariffRow | undefined> {
      const [row] = await list({ portCodes: [portCode], containerType });
      return row;
    },

    /** Locks the tariff's row until the transaction ends (two clerks changing it at once take turns); false when there is none. */
    async lock(portCode: string, containerType: ContainerType): Promise<boolean> {
      const rows = await db
        .select({ id: dndTariffs.id })
        .from(dndTariffs)
        .where(and(eq(dndTariffs.portCode, portCode), eq(dndTariffs.containerType, containerType)))
        .for('update');
      return rows.length > 0;
    },

    /**
     * Containers whose D&D clock started (an actual empty pick-up at the port of loading, or
     * discharge at the port of discharge) at or after `since`: older starts are past any free time.
     */
    async clockStartedSince(since: Date): Promise<ClockedContainerRow[]> {
      const started = db
        .select({ one: sql`1` })
        .from(containerEvents)
        .where(
          and(
            eq(containerEvents.containerUuid, containers.uuid),
            eq(containerEvents.classifier, 'ACT'),
            sql`${containerEvents.eventTime} >= ${since}`,
            sql`((${containerEvents.eventCode} = 'GTOT' and ${containerEvents.locationCode} = ${bookings.polCode}) or (${containerEvents.eventCode} = 'DISC' and ${containerEvents.locationCode} = ${bookings.podCode}))`,
          ),
        );
      return db
        .select({
          uuid: containers.uuid,
          containerNo: containers.containerNo,
          containerType: containers.containerType,
          enterpriseId: containers.enterpriseId,
          bookingUuid: bookings.uuid,
          bookingNo: bookings.bookingNo,
          polCode: bookings.polCode,
          podCode: bookings.podCode,
        })
        .from(containers)
        .innerJoin(bookings, eq(bookings.uuid, containers.bookingUuid))
        .where(exists(started))
        .orderBy(asc(containers.containerNo));
    },

    async portCurrency(code: string): Promise<Currency | undefined> {
      const [row] = await db.select({ currency: ports.currency }).from(ports).where(eq(ports.code, code));
      return row?.currency;
    },

    /** The tariff of the port and type written whole (created, or its free days and tiers replaced); call inside a transaction. */
    async save(values: {
      portCode: string;
      containerType: ContainerType;
      currency: Currency;
      freeDays: number;
      tiers: DndTier[];
      updatedBy: string;
      updatedAt: Date;
    }): Promise<void> {
      const [tariff] = await db
        .insert(dndTariffs)
        .values({
          portCode: values.portCode,
          containerType: values.containerType,
          currency: values.currency,
          freeDays: values.freeDays,
          updatedBy: values.updatedBy,
          updatedAt: values.updatedAt,
        })
        .onConflictDoUpdate({
          target: [dndTariffs.portCode, dndTariffs.containerType],
          set: {
            freeDays: sql`excluded.free_days`,
            currency: sql`excluded.currency`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning({ id: dndTariffs.id });
      await db.delete(dndTariffTiers).where(eq(dndTariffTiers.tariffId, tariff!.id));
      await db.insert(dndTariffTiers).values(values.tiers.map((t) => ({ tariffId: tariff!.id, ...t })));
    },
  };
}
export type DndRepository = ReturnType<typeof createDndRepository>;
