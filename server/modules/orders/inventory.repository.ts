import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLegs, voyageInventory } from '../../db/schema';

/**
 * The rooms and berths on sale (DOMAIN "Order lifecycle"): the one place that takes them
 * (a submit) and gives them back (an order entering CANCEL, REFUND or ABOLISH), and that locks
 * them in the global lock order (server/db/transaction.ts: inventory before orders, rows by
 * sailing then cabin). Call it over the order's transaction.
 */
export function createInventoryRepository({ db }: { db: Db }) {
  return {
    /**
     * Takes `units` of the cabin class on the sailing; false when fewer are left (nothing
     * changes then). One conditional update that never goes below zero, so concurrent buyers
     * cannot oversell (a read then a write could).
     */
    async reserve(voyageUuid: string, cabinClass: string, units: number): Promise<boolean> {
      const rows = await db
        .update(voyageInventory)
        .set({ remainingBerths: sql`${voyageInventory.remainingBerths} - ${units}` })
        .where(and(eq(voyageInventory.voyageUuid, voyageUuid), eq(voyageInventory.cabinClass, cabinClass), gte(voyageInventory.remainingBerths, units)))
        .returning({ remaining: voyageInventory.remainingBerths });
      return rows.length > 0;
    },

    /** Gives each leg's units of the order back, in a fixed order (sailing, cabin) so two releases cannot deadlock. */
    async release(orderUuid: string): Promise<void> {
      const legs = await db.select().from(orderLegs).where(eq(orderLegs.orderUuid, orderUuid)).orderBy(asc(orderLegs.voyageUuid), asc(orderLegs.cabinClass));
      for (const leg of legs) {
        if (leg.berths <= 0) continue;
        await db
          .update(voyageInventory)
          .set({ remainingBerths: sql`${voyageInventory.remainingBerths} + ${leg.berths}` })
          .where(and(eq(voyageInventory.voyageUuid, leg.voyageUuid), eq(voyageInventory.cabinClass, leg.cabinClass)));
      }
    },

    /** Locks the inventory rows of the orders' legs until the transaction ends, by (sailing, cabin) ascending. */
    async lockFor(orderUuids: string[]): Promise<void> {
      if (orderUuids.length === 0) return;
      await db
        .select({ voyageUuid: voyageInventory.voyageUuid })
        .from(voyageInventory)
        .innerJoin(orderLegs, and(eq(orderLegs.voyageUuid, voyageInventory.voyageUuid), eq(orderLegs.cabinClass, voyageInventory.cabinClass)))
        .where(orderUuids.length === 1 ? eq(orderLegs.orderUuid, orderUuids[0]!) : inArray(orderLegs.orderUuid, orderUuids))
        .orderBy(asc(voyageInventory.voyageUuid), asc(voyageInventory.cabinClass))
        .for('update', { of: voyageInventory });
    },
  };
}
export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
