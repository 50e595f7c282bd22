/**
 * What a cabin class sells (DOMAIN "Cabins, tickets, fares"): whole rooms (suite, first-class
 * western twin and Japanese-style rooms) or single berths (second-class Japanese-style and
 * dormitory). It is data: the SHIPPING_CLASS_TYPE item's extraInfoMap.saleUnit. A sailing's
 * inventory of a class counts that unit, and an order takes one room of a room class on each
 * leg, or one berth per paying passenger of a berth class.
 */
export type SaleUnit = 'room' | 'berth';

/** The unit of a SHIPPING_CLASS_TYPE item; anything but 'berth' sells rooms (the README's "one order is one room"). */
export function saleUnitOf(extra: Record<string, unknown> | null | undefined): SaleUnit {
  return extra?.saleUnit === 'berth' ? 'berth' : 'room';
}

/** Units of inventory one order takes on a leg: one room whatever the party, or its berths. */
export function unitsTaken(unit: SaleUnit, berths: number): number {
  return unit === 'room' ? 1 : berths;
}

/**
 * The most units one account may hold unpaid on one sailing in one cabin class
 * (extraInfoMap.maxHeldPerAccount); a missing or broken value gives the default.
 */
const DEFAULT_MAX_HELD_PER_ACCOUNT = { room: 2, berth: 10 } as const satisfies Record<SaleUnit, number>;

export function maxHeldPerAccountOf(extra: Record<string, unknown> | null | undefined): number {
  const raw = extra?.maxHeldPerAccount;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_HELD_PER_ACCOUNT[saleUnitOf(extra)];
}
