import { localDate } from '../../../src/domain/voyages';
import { fromMinor } from '../../../src/domain/ticketing/money';
import type { OrderView } from '../../../src/domain/ticketing/order';
import type { LegRow, OrderRow, TicketRow } from './orders.repository';

/** An order as the calls answer it (OrderView): amounts in major units, instants as ISO strings. */

function legView(leg: LegRow): OrderView['legs'][number] {
  return {
    legIndex: leg.legIndex,
    voyageUuid: leg.uuid,
    voyageCode: leg.code,
    vessel: leg.vessel,
    departurePort: leg.departurePort,
    arrivalPort: leg.arrivalPort,
    departurePortNameZh: leg.departurePortNameZh,
    departurePortNameJa: leg.departurePortNameJa,
    arrivalPortNameZh: leg.arrivalPortNameZh,
    arrivalPortNameJa: leg.arrivalPortNameJa,
    departureTime: leg.departureTime.toISOString(),
    arrivalTime: leg.arrivalTime.toISOString(),
    departureDate: localDate(leg.departureTime, leg.departurePort),
    cabinClass: leg.cabinClass,
    cabinNameZh: leg.cabinNameZh ?? leg.cabinClass,
    cabinNameJa: leg.cabinNameJa ?? leg.cabinClass,
    berths: leg.berths,
  };
}

export function toView(row: OrderRow, legs: LegRow[], tickets: TicketRow[]): OrderView {
  return {
    uuid: row.uuid,
    orderNo: row.orderNo,
    status: row.status,
    stateValue: row.stateValue,
    orderType: row.orderType,
    currency: row.currency,
    totalAmount: fromMinor(row.totalMinor, row.currency),
    breakdown: row.breakdown,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    extraBed: row.extraBed,
    noticeVersion: row.noticeVersion,
    legs: legs.map(legView),
    passengers: row.passengers,
    tickets: tickets.map((t) => ({
      uuid: t.uuid,
      ticketNo: t.ticketNo,
      legIndex: t.legIndex,
      passengerIndex: t.passengerIndex,
      passengerName: t.passengerNameZh,
      passengerNameEn: t.passengerNameEn,
      ticketType: t.ticketType,
      status: t.status,
      fare: fromMinor(t.fareMinor, row.currency),
      surcharge: fromMinor(t.surchargeMinor, row.currency),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
