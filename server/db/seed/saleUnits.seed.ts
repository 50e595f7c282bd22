import { sql } from 'drizzle-orm';
import type { SaleUnit } from '../../../src/domain/ticketing/saleUnit';
import type { SeedStep } from './seedStep';

/**
 * Rooms as the unit of sale (src/domain/ticketing/saleUnit.ts): the suite and the first-class
 * rooms sell whole rooms, the second class sells berths; and the most units one account may hold
 * unpaid per sailing and class. Written into the cabin classes' dictionary items, then every
 * sailing's inventory of a room class is counted again in rooms: its berths divided by the room
 * capacity (never fewer than the orders holding it), each holding order's leg one room.
 */
const SALE_UNITS: Record<string, { saleUnit: SaleUnit; maxHeldPerAccount: number }> = {
  SUITE: { saleUnit: 'room', maxHeldPerAccount: 2 },
  FIRST_WESTERN: { saleUnit: 'room', maxHeldPerAccount: 2 },
  FIRST_JAPANESE: { saleUnit: 'room', maxHeldPerAccount: 2 },
  SECOND_JAPANESE: { saleUnit: 'berth', maxHeldPerAccount: 20 },
  SECOND_DORMITORY: { saleUnit: 'berth', maxHeldPerAccount: 16 },
};

const HOLDING = sql.raw(`'DUE_PAY', 'PAID', 'BEING_REFUNDED'`);

export const saleUnitsSeed: SeedStep = {
  name: 'base.cabin-sale-units',
  demoOnly: false,
  async run(db) {
    for (const [code, facts] of Object.entries(SALE_UNITS)) {
      await db.execute(sql`update dictionary_items set extra = extra || ${JSON.stringify(facts)}::jsonb where type = 'SHIPPING_CLASS_TYPE' and code = ${code}`);
    }
    await db.execute(sql`
      with room_classes as (
        select code, greatest(coalesce((extra->>'roomCapacity')::int, 1), 1) as capacity
        from dictionary_items where type = 'SHIPPING_CLASS_TYPE' and extra->>'saleUnit' = 'room'
      ),
      counted as (
        select i.voyage_uuid, i.cabin_class, v.status,
          (select count(*)::int from order_legs l join orders o on o.uuid = l.order_uuid
            where l.voyage_uuid = i.voyage_uuid and l.cabin_class = i.cabin_class and o.status in (${HOLDING})) as held,
          i.total_berths / rc.capacity as rooms
        from voyage_inventory i
        join room_classes rc on rc.code = i.cabin_class
        join voyages v on v.uuid = i.voyage_uuid
      )
      update voyage_inventory i
      set total_berths = greatest(c.rooms, c.held),
          remaining_berths = case when c.status = 'CANCELLED' then 0 else greatest(c.rooms, c.held) - c.held end
      from counted c
      where i.voyage_uuid = c.voyage_uuid and i.cabin_class = c.cabin_class`);
    await db.execute(sql`
      update order_legs set berths = 1
      where berths > 1 and cabin_class in (select code from dictionary_items where type = 'SHIPPING_CLASS_TYPE' and extra->>'saleUnit' = 'room')`);
  },
};
