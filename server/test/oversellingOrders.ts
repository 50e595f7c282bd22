import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { voyageInventory } from '../db/schema';
import { createInventoryRepository, type InventoryRepository } from '../modules/orders/inventory.repository';

/**
 * The inventory repository with its berth guard taken out, for the inventory races' control
 * (orders.concurrency.cases.ts): `reserve` reads what is left, then writes it back less the
 * units, so concurrent buyers on PostgreSQL oversell. Given to buildApp as an override; the
 * product only ever has the guarded reserve.
 */
export function oversellingInventory(on: Db): InventoryRepository {
  return {
    ...createInventoryRepository({ db: on }),
    async reserve(voyageUuid: string, cabinClass: string, units: number): Promise<boolean> {
      const where = and(eq(voyageInventory.voyageUuid, voyageUuid), eq(voyageInventory.cabinClass, cabinClass));
      const [row] = await on.select({ remaining: voyageInventory.remainingBerths }).from(voyageInventory).where(where);
      if (!row || row.remaining < units) return false;
      await on
        .update(voyageInventory)
        .set({ remainingBerths: row.remaining - units })
        .where(where);
      return true;
    },
  };
}
