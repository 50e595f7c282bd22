import type { OrderPassengerInput } from '../../../src/domain/ticketing/order';
import type { PriceBreakdown } from '../../../src/domain/ticketing/price';
import type { NewTicket } from './orders.repository';

/** The numbers and tickets a submitted order gets. */

/**
 * The tickets of a priced order: one per passenger per leg, each with its fare and surcharge
 * lines, and the ticket type of its fare line: the type is judged per leg (a child who turns
 * 12 on the way travels back on an adult ticket).
 */
export function ticketsOf(orderNo: string, passengers: readonly OrderPassengerInput[], breakdown: PriceBreakdown): NewTicket[] {
  return breakdown.legs.flatMap((leg, legIndex) =>
    passengers.map((p, passengerIndex) => {
      const line = (kind: string) => leg.lines.find((l) => l.passenger === passengerIndex && l.kind === kind);
      const amount = (kind: string) => line(kind)?.amountMinor ?? 0;
      return {
        ticketNo: `${orderNo}-${legIndex + 1}-${passengerIndex + 1}`,
        legIndex,
        passengerIndex,
        ticketType: line('FARE')?.ticketType ?? p.ticketType,
        passengerNameZh: `${p.cnSurname}${p.cnGivenName}`,
        passengerNameEn: `${p.enSurname} ${p.enGivenName}`.trim(),
        certificateNo: p.certificateNo,
        status: 'UNPAID' as const,
        fareMinor: amount('FARE'),
        surchargeMinor: amount('FUEL_SURCHARGE'),
      };
    }),
  );
}

/** 'T' + the order day (yyMMdd, the departure port's local date) + the sequence, at least 4 digits. */
export function formatOrderNo(day: string, sequence: number): string {
  return `T${day.slice(2).replaceAll('-', '')}${String(sequence).padStart(4, '0')}`;
}
