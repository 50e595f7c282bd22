import { localDate } from '../../../src/domain/voyages';
import { fromMinor } from '../../../src/domain/ticketing/money';
import type { OrderView } from '../../../src/domain/ticketing/order';
import type { OrderHistoryEntry, OrderStatusAnswer, PaymentRecord } from '../../../src/domain/payments';
import type { LegRow, OrderEventRow, OrderRow, PaymentRow, RefundRow, TicketRow } from './orders.repository';

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
    paymentDeadline: row.paymentDeadline?.toISOString() ?? null,
    refundFeeWaived: row.refundFeeWaivedAt !== null,
  };
}

/** What loadTsOrder adds to the view: the history of moves, the payment attempts and the refund applied for. */
export function detailsView(
  row: OrderRow,
  history: OrderEventRow[],
  payments: PaymentRow[],
  refund: RefundRow | undefined,
): Pick<OrderView, 'history' | 'payments' | 'refund'> {
  return {
    history: history.map((e): OrderHistoryEntry => ({
      event: e.event,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actor: e.actor,
      actorName: e.actorName,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    payments: payments.map((p): PaymentRecord => ({
      method: p.method,
      status: p.status,
      amount: fromMinor(p.amountMinor, p.currency),
      currency: p.currency,
      outTradeNo: p.outTradeNo,
      providerTransactionId: p.providerTransactionId,
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    refund: refund ? { status: refund.status, amount: fromMinor(refund.amountMinor, row.currency), fee: fromMinor(refund.feeMinor, row.currency) } : null,
  };
}

/** The order details with what server/modules/refunds adds: the refund's account and payout, the payments returned. */
export async function withRefundDetails(
  view: OrderView,
  orderUuid: string,
  refund: RefundRow | undefined,
  details:
    | ((orderUuid: string, refund: { uuid: string } | undefined) => Promise<{ paymentReturns: NonNullable<OrderView['paymentReturns']>; refundExtras: object }>)
    | undefined,
): Promise<OrderView> {
  if (!details) return view;
  const { paymentReturns, refundExtras } = await details(orderUuid, refund);
  return { ...view, paymentReturns, refund: view.refund ? { ...view.refund, ...refundExtras } : null };
}

/** queryOrderStatus: where the order stands, for the payment screen's polling. */
export function statusAnswer(row: Pick<OrderRow, 'uuid' | 'status' | 'stateValue' | 'paymentDeadline'>): OrderStatusAnswer {
  return { uuid: row.uuid, status: row.status, stateValue: row.stateValue, paymentDeadline: row.paymentDeadline?.toISOString() ?? null };
}
