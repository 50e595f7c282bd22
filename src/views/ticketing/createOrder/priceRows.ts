import type { LegBreakdown } from '../../../domain/ticketing/price';

/** One passenger's lines of a leg, side by side. */
interface PassengerPriceRow {
  passenger: number;
  ticketType: string;
  fareMinor: number;
  surchargeMinor: number;
  amountMinor: number;
}

export interface LegPriceRows {
  passengers: PassengerPriceRow[];
  extraBedMinor: number | null;
  subtotalMinor: number;
}

/**
 * A leg's breakdown regrouped for a table: a row per passenger (fare and surcharge), the
 * room's extra bed, the subtotal. Nothing is recomputed: the rows add up to the stored lines.
 */
export function legPriceRows(leg: LegBreakdown): LegPriceRows {
  const rows = new Map<number, PassengerPriceRow>();
  let extraBedMinor: number | null = null;
  for (const line of leg.lines) {
    if (line.kind === 'EXTRA_BED' || line.passenger === null) {
      extraBedMinor = (extraBedMinor ?? 0) + line.amountMinor;
      continue;
    }
    const row = rows.get(line.passenger) ?? { passenger: line.passenger, ticketType: line.ticketType ?? '', fareMinor: 0, surchargeMinor: 0, amountMinor: 0 };
    if (line.kind === 'FARE') row.fareMinor += line.amountMinor;
    else row.surchargeMinor += line.amountMinor;
    row.amountMinor += line.amountMinor;
    rows.set(line.passenger, row);
  }
  return { passengers: [...rows.values()].sort((a, b) => a.passenger - b.passenger), extraBedMinor, subtotalMinor: leg.subtotalMinor };
}
