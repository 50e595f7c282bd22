import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLegs, orders, orderTickets, voyageInventory } from '../../db/schema';
import type { NewTicket, OrderRow } from './orders.repository';

/** One cabin class of one sailing: a row of the inventory. */
export interface InventoryKey {
  voyageUuid: string;
  cabinClass: string;
}

/**
 * The writes of a change of sailing (issue 25), over the change's one transaction: the inventory
 * rows locked in the global lock order, the units given back on the old sailing, the leg moved,
 * the leg's tickets voided and issued anew, the order's price. Taking the new sailing's units is
 * the inventory repository's conditional `reserve`.
 */
export function createOrderChangeRepository({ db }: { db: Db }) {
  return {
    /**
     * Locks the inventory rows (the old and the new sailing's class) until the transaction ends,
     * by (sailing, cabin) ascending: the global lock order (server/db/transaction.ts), inventory
     * before the order row, as a sailing's cancellation and a refund's approval take them.
     */
    async lockInventory(keys: InventoryKey[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .select({ voyageUuid: voyageInventory.voyageUuid })
        .from(voyageInventory)
        .where(or(...keys.map((k) => and(eq(voyageInventory.voyageUuid, k.voyageUuid), eq(voyageInventory.cabinClass, k.cabinClass)))))
        .orderBy(asc(voyageInventory.voyageUuid), asc(voyageInventory.cabinClass))
        .for('update');
    },

    /** Gives `units` of the cabin class on the sailing back to sale. */
    async giveBack(key: InventoryKey, units: number): Promise<void> {
      if (units <= 0) return;
      await db
        .update(voyageInventory)
        .set({ remainingBerths: sql`${voyageInventory.remainingBerths} + ${units}` })
        .where(and(eq(voyageInventory.voyageUuid, key.voyageUuid), eq(voyageInventory.cabinClass, key.cabinClass)));
    },

    /** Puts the order's leg on the new sailing and class with the units it now holds. */
    async moveLeg(orderUuid: string, legIndex: number, to: InventoryKey & { berths: number }): Promise<void> {
      await db
        .update(orderLegs)
        .set({ voyageUuid: to.voyageUuid, cabinClass: to.cabinClass, berths: to.berths })
        .where(and(eq(orderLegs.orderUuid, orderUuid), eq(orderLegs.legIndex, legIndex)));
    },

    /** The leg's tickets not yet void become VOID (a ticket used at boarding stays USED); answers how many. */
    async voidTickets(orderUuid: string, legIndex: number): Promise<number> {
      const rows = await db
        .update(orderTickets)
        .set({ status: 'VOID' })
        .where(
          and(eq(orderTickets.orderUuid, orderUuid), eq(orderTickets.legIndex, legIndex), ne(orderTickets.status, 'VOID'), ne(orderTickets.status, 'USED')),
        )
        .returning({ uuid: orderTickets.uuid });
      return rows.length;
    },

    async insertTickets(orderUuid: string, tickets: NewTicket[]): Promise<void> {
      if (tickets.length) await db.insert(orderTickets).values(tickets.map((t) => ({ ...t, orderUuid })));
    },

    /** The order's price after the change (what its fares come to now; the fee is kept apart). */
    async setPrice(orderUuid: string, values: Pick<OrderRow, 'totalMinor' | 'breakdown' | 'updatedAt'>): Promise<void> {
      await db.update(orders).set(values).where(eq(orders.uuid, orderUuid));
    },
  };
}
export type OrderChangeRepository = ReturnType<typeof createOrderChangeRepository>;
