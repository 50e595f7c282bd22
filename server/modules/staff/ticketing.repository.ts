import { and, asc, count, desc, eq, gte, inArray, lt, lte, isNull, sql } from 'drizzle-orm';
import type { StaffInventory, StaffRoute, StaffVoyage } from '../../../src/domain/staff/ticketing';
import type { VoyageStatus } from '../../../src/domain/voyages';
import { saleUnitOf } from '../../../src/domain/ticketing/saleUnit';
import type { Db } from '../../db/client';
import { dictionaryItems, fares, fuelSurcharges, orderLegs, orders, orderTickets, ports, routes, voyageInventory, voyages } from '../../db/schema';

export type VoyageRow = typeof voyages.$inferSelect;

export interface VoyageFilter {
  routeCode?: string;
  codePrefix?: string;
  departFrom?: Date;
  departBefore?: Date;
  status?: VoyageStatus;
}

/** Orders a cancelled sailing affects: those still holding berths on it. */
const HOLDING = ['DUE_PAY', 'PAID', 'BEING_REFUNDED'] as const;

/** The SQL of the ticketing clerk's operations. */
export function createTicketingRepository({ db }: { db: Db }) {
  async function inventoryOf(uuids: string[]): Promise<Map<string, StaffInventory[]>> {
    const map = new Map<string, StaffInventory[]>();
    if (uuids.length === 0) return map;
    const rows = await db
      .select({ inventory: voyageInventory, extra: dictionaryItems.extra })
      .from(voyageInventory)
      .leftJoin(dictionaryItems, and(eq(dictionaryItems.type, 'SHIPPING_CLASS_TYPE'), eq(dictionaryItems.code, voyageInventory.cabinClass)))
      .where(inArray(voyageInventory.voyageUuid, uuids))
      .orderBy(asc(voyageInventory.cabinClass));
    for (const { inventory: row, extra } of rows) {
      const list = map.get(row.voyageUuid) ?? [];
      list.push({ cabinClass: row.cabinClass, unit: saleUnitOf(extra), totalBerths: row.totalBerths, remainingBerths: row.remainingBerths, soldBerths: 0 });
      map.set(row.voyageUuid, list);
    }
    return map;
  }

  return {
    /** Every route direction, by code. */
    async routes(): Promise<StaffRoute[]> {
      return db
        .select({
          code: routes.code,
          departurePort: routes.departurePort,
          arrivalPort: routes.arrivalPort,
          defaultVessel: routes.defaultVessel,
          durationMinutes: routes.durationMinutes,
          currency: ports.currency,
        })
        .from(routes)
        .innerJoin(ports, eq(ports.code, routes.departurePort))
        .orderBy(asc(routes.code));
    },

    async route(code: string) {
      const [row] = await db
        .select({ code: routes.code, currency: ports.currency, country: ports.countryCode })
        .from(routes)
        .innerJoin(ports, eq(ports.code, routes.departurePort))
        .where(eq(routes.code, code));
      return row;
    },

    async dictionaryCodes(type: 'SHIPPING_CLASS_TYPE' | 'TICKET_TYPE'): Promise<string[]> {
      const rows = await db.select({ code: dictionaryItems.code }).from(dictionaryItems).where(eq(dictionaryItems.type, type));
      return rows.map((r) => r.code);
    },

    async countryCurrency(country: 'CN' | 'JP') {
      const [row] = await db.select({ currency: ports.currency }).from(ports).where(eq(ports.countryCode, country)).limit(1);
      return row?.currency;
    },

    async page(filter: VoyageFilter, offset: number, limit: number): Promise<{ rows: VoyageRow[]; total: number }> {
      const where = and(
        filter.routeCode ? eq(voyages.routeCode, filter.routeCode) : undefined,
        filter.codePrefix ? sql`upper(${voyages.code}) like ${`${filter.codePrefix.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
        filter.departFrom ? gte(voyages.departureTime, filter.departFrom) : undefined,
        filter.departBefore ? lt(voyages.departureTime, filter.departBefore) : undefined,
        filter.status ? eq(voyages.status, filter.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db.select().from(voyages).where(where).orderBy(asc(voyages.departureTime), asc(voyages.code)).limit(limit).offset(offset),
        db.select({ total: count() }).from(voyages).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async views(rows: VoyageRow[]): Promise<StaffVoyage[]> {
      const inventory = await inventoryOf(rows.map((r) => r.uuid));
      return rows.map((row) => ({
        uuid: row.uuid,
        code: row.code,
        routeCode: row.routeCode,
        vessel: row.vessel,
        departureTime: row.departureTime.toISOString(),
        arrivalTime: row.arrivalTime.toISOString(),
        status: row.status,
        // Berths held are what sale took from the total; a cancelled sailing holds none.
        inventory: (inventory.get(row.uuid) ?? []).map((i) => ({ ...i, soldBerths: row.status === 'CANCELLED' ? 0 : i.totalBerths - i.remainingBerths })),
      }));
    },

    async find(uuid: string): Promise<VoyageRow | undefined> {
      const [row] = await db.select().from(voyages).where(eq(voyages.uuid, uuid));
      return row;
    },

    /** The sailing, locked until the transaction ends (reschedule, cancel and inventory changes wait for each other). */
    async lock(uuid: string): Promise<VoyageRow | undefined> {
      const [row] = await db.select().from(voyages).where(eq(voyages.uuid, uuid)).for('update');
      return row;
    },

    async codeTaken(code: string): Promise<boolean> {
      const [row] = await db
        .select({ uuid: voyages.uuid })
        .from(voyages)
        .where(sql`upper(${voyages.code}) = ${code.toUpperCase()}`);
      return row !== undefined;
    },

    async insert(values: typeof voyages.$inferInsert, inventory: { cabinClass: string; totalBerths: number }[]): Promise<VoyageRow> {
      const [row] = await db.insert(voyages).values(values).returning();
      await db
        .insert(voyageInventory)
        .values(inventory.map((i) => ({ voyageUuid: row!.uuid, cabinClass: i.cabinClass, totalBerths: i.totalBerths, remainingBerths: i.totalBerths })));
      return row!;
    },

    async setTimes(uuid: string, departureTime: Date, arrivalTime: Date): Promise<void> {
      await db.update(voyages).set({ departureTime, arrivalTime }).where(eq(voyages.uuid, uuid));
    },

    /** The company moved their sailing: these orders may be refunded without a fee from now on. */
    async waiveRefundFees(orderUuids: string[], at: Date): Promise<void> {
      if (!orderUuids.length) return;
      await db
        .update(orders)
        .set({ refundFeeWaivedAt: at })
        .where(and(inArray(orders.uuid, orderUuids), isNull(orders.refundFeeWaivedAt)));
    },

    async setStatus(uuid: string, status: VoyageStatus): Promise<void> {
      await db.update(voyages).set({ status }).where(eq(voyages.uuid, uuid));
    },

    /**
     * The new total of a cabin class, never below what is held: one conditional update, so a
     * reservation racing it either counts (and may refuse the change) or finds the new remainder.
     */
    async setTotal(uuid: string, cabinClass: string, totalBerths: number): Promise<{ before: number; after: number } | 'unknown' | 'belowSold'> {
      const where = and(eq(voyageInventory.voyageUuid, uuid), eq(voyageInventory.cabinClass, cabinClass));
      const [current] = await db.select().from(voyageInventory).where(where).for('update');
      if (!current) return 'unknown';
      const [row] = await db
        .update(voyageInventory)
        .set({ totalBerths, remainingBerths: sql`${voyageInventory.remainingBerths} + (${totalBerths} - ${voyageInventory.totalBerths})` })
        .where(and(where, lte(sql`${voyageInventory.totalBerths} - ${voyageInventory.remainingBerths}`, totalBerths)))
        .returning();
      return row ? { before: current.totalBerths, after: row.totalBerths } : 'belowSold';
    },

    /** A cancelled sailing sells nothing more: a reservation racing the cancel finds no berth left. */
    async closeSale(uuid: string): Promise<void> {
      // Locked by cabin class ascending first, the global lock order (server/db/transaction.ts); an UPDATE alone locks in scan order.
      await db
        .select({ cabinClass: voyageInventory.cabinClass })
        .from(voyageInventory)
        .where(eq(voyageInventory.voyageUuid, uuid))
        .orderBy(asc(voyageInventory.cabinClass))
        .for('update');
      await db.update(voyageInventory).set({ remainingBerths: 0 }).where(eq(voyageInventory.voyageUuid, uuid));
    },

    /** Orders with a leg on the sailing still holding berths, in a fixed order (uuid) so locks are taken alike. */
    async holdingOrders(voyageUuid: string): Promise<{ uuid: string; orderNo: string | null; status: string }[]> {
      return db
        .selectDistinct({ uuid: orders.uuid, orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .innerJoin(orderLegs, eq(orderLegs.orderUuid, orders.uuid))
        .where(and(eq(orderLegs.voyageUuid, voyageUuid), inArray(orders.status, [...HOLDING])))
        .orderBy(asc(orders.uuid));
    },

    /** The orders holding berths on the sailing, with their contact and passengers, by order number. */
    async affectedOrders(voyageUuid: string) {
      return db
        .selectDistinct({
          uuid: orders.uuid,
          orderNo: orders.orderNo,
          status: orders.status,
          contactName: orders.contactName,
          contactEmail: orders.contactEmail,
          passengers: orders.passengers,
          totalMinor: orders.totalMinor,
          currency: orders.currency,
        })
        .from(orders)
        .innerJoin(orderLegs, eq(orderLegs.orderUuid, orders.uuid))
        .where(and(eq(orderLegs.voyageUuid, voyageUuid), inArray(orders.status, [...HOLDING])))
        .orderBy(asc(orders.orderNo));
    },

    /** Orders with a leg on the sailing that were voided (ABOLISH), for resending their refunds. */
    async voidedOrders(voyageUuid: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ uuid: orders.uuid })
        .from(orders)
        .innerJoin(orderLegs, eq(orderLegs.orderUuid, orders.uuid))
        .where(and(eq(orderLegs.voyageUuid, voyageUuid), eq(orders.status, 'ABOLISH')))
        .orderBy(asc(orders.uuid));
      return rows.map((r) => r.uuid);
    },

    // Fares and fuel surcharges: periods [effectiveFrom, effectiveTo), effectiveTo null while open.

    fares(routeCode: string) {
      return db.select().from(fares).where(eq(fares.routeCode, routeCode)).orderBy(asc(fares.cabinClass), asc(fares.ticketType), desc(fares.effectiveFrom));
    },

    async saveFare(values: { routeCode: string; cabinClass: string; ticketType: string; amount: number; currency: 'RMB' | 'JPY'; effectiveFrom: string }) {
      // Per currency: a return leg also has fares in the other country's currency (round trips are priced in the first departure's).
      const key = and(
        eq(fares.routeCode, values.routeCode),
        eq(fares.cabinClass, values.cabinClass),
        eq(fares.ticketType, values.ticketType),
        eq(fares.currency, values.currency),
      );
      const periods = await db.select().from(fares).where(key).orderBy(asc(fares.effectiveFrom)).for('update');
      const same = periods.find((p) => p.effectiveFrom === values.effectiveFrom);
      if (same) {
        const [row] = await db.update(fares).set({ amount: values.amount, currency: values.currency }).where(eq(fares.id, same.id)).returning();
        return { before: same, after: row! };
      }
      // The period running on the new start day ends there; the new one runs until the next period starts.
      const running = periods.find((p) => p.effectiveFrom < values.effectiveFrom && (p.effectiveTo === null || p.effectiveTo > values.effectiveFrom));
      const next = periods.find((p) => p.effectiveFrom > values.effectiveFrom);
      if (running) await db.update(fares).set({ effectiveTo: values.effectiveFrom }).where(eq(fares.id, running.id));
      const [row] = await db
        .insert(fares)
        .values({ ...values, effectiveTo: next?.effectiveFrom ?? running?.effectiveTo ?? null })
        .returning();
      return { before: running ?? null, after: row! };
    },

    fuelSurcharges() {
      return db.select().from(fuelSurcharges).orderBy(asc(fuelSurcharges.departureCountry), desc(fuelSurcharges.effectiveFrom));
    },

    async saveFuelSurcharge(values: { departureCountry: 'CN' | 'JP'; amount: number; currency: 'RMB' | 'JPY'; effectiveFrom: string }) {
      const key = and(eq(fuelSurcharges.departureCountry, values.departureCountry), eq(fuelSurcharges.currency, values.currency));
      const periods = await db.select().from(fuelSurcharges).where(key).orderBy(asc(fuelSurcharges.effectiveFrom)).for('update');
      const same = periods.find((p) => p.effectiveFrom === values.effectiveFrom);
      if (same) {
        const [row] = await db.update(fuelSurcharges).set({ amount: values.amount }).where(eq(fuelSurcharges.id, same.id)).returning();
        return { before: same, after: row! };
      }
      const running = periods.find((p) => p.effectiveFrom < values.effectiveFrom && (p.effectiveTo === null || p.effectiveTo > values.effectiveFrom));
      const next = periods.find((p) => p.effectiveFrom > values.effectiveFrom);
      if (running) await db.update(fuelSurcharges).set({ effectiveTo: values.effectiveFrom }).where(eq(fuelSurcharges.id, running.id));
      const [row] = await db
        .insert(fuelSurcharges)
        .values({ ...values, effectiveTo: next?.effectiveFrom ?? running?.effectiveTo ?? null })
        .returning();
      return { before: running ?? null, after: row! };
    },

    // Boarding check-in.

    async ticket(ticketNo: string) {
      const [row] = await db
        .select({
          ticket: orderTickets,
          orderNo: orders.orderNo,
          orderUuid: orders.uuid,
          cabinClass: orderLegs.cabinClass,
          voyageUuid: voyages.uuid,
          voyageCode: voyages.code,
          routeCode: voyages.routeCode,
          departureTime: voyages.departureTime,
          voyageStatus: voyages.status,
        })
        .from(orderTickets)
        .innerJoin(orders, eq(orders.uuid, orderTickets.orderUuid))
        .innerJoin(orderLegs, and(eq(orderLegs.orderUuid, orderTickets.orderUuid), eq(orderLegs.legIndex, orderTickets.legIndex)))
        .innerJoin(voyages, eq(voyages.uuid, orderLegs.voyageUuid))
        .where(eq(orderTickets.ticketNo, ticketNo));
      return row;
    },

    /** The order row lock every order move takes: a check-in and a move of the same order wait for each other. */
    async lockOrder(uuid: string): Promise<void> {
      await db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.uuid, uuid)).for('update');
    },

    /** VALID -> USED, once: a second check-in racing this one finds it USED. */
    async markUsed(ticketNo: string): Promise<boolean> {
      const rows = await db
        .update(orderTickets)
        .set({ status: 'USED' })
        .where(and(eq(orderTickets.ticketNo, ticketNo), eq(orderTickets.status, 'VALID')))
        .returning({ uuid: orderTickets.uuid });
      return rows.length === 1;
    },
  };
}
export type TicketingRepository = ReturnType<typeof createTicketingRepository>;
