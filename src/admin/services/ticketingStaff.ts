import type { Page } from '../../domain/envelope';
import { STAFF_ORDER_PATHS, type OrderStatusAnswer, type RefundApprovalBody } from '../../domain/payments';
import { STAFF_PATHS } from '../../domain/staff/paths';
import {
  STAFF_ROUTES_PATH,
  type BafBody,
  type CheckInTicket,
  type FareBody,
  type InventoryBody,
  type StaffBaf,
  type StaffFare,
  type StaffOrderQuery,
  type StaffRoute,
  type StaffVoyage,
  type VoyageAffectedOrder,
  type VoyageCancelAnswer,
  type VoyageCreateBody,
  type StaffVoyageQuery,
  type VoyageRescheduleBody,
} from '../../domain/staff/ticketing';
import type { OrderView } from '../../domain/ticketing/order';
import { STAFF_ORDER_CHANGE_PATHS, type OrderChangeConfirm, type OrderChangeQuote, type OrderChangeRequest } from '../../domain/ticketing/orderChange';
import type { Currency } from '../../domain/baseData';
import type { LocalDate, VoyagePortLine } from '../../domain/voyages';
import { http, type CallOptions } from '../../services/http';
import { getWebTsVoyageList, type RouteQuery } from '../../services/voyages';

/**
 * The ticketing clerk's calls (btn.staff.ticketing, the `{ code: 200 }` family): sailings and
 * their berths, fares, fuel surcharge, adult age, every user's orders and their moves, boarding
 * check-in. Thin: the HTTP client owns envelopes and messages; a refused form rejects with an
 * ApiError whose `fields` name the fields at fault.
 */

/** Sailings by departure (cancelled ones too), with berths per cabin class. */
export function getStaffVoyagePage(query: StaffVoyageQuery, options?: CallOptions): Promise<Page<StaffVoyage>> {
  return http.get<Page<StaffVoyage>>(STAFF_PATHS.voyagePage, { ...query }, options);
}

export function createVoyage(body: VoyageCreateBody): Promise<StaffVoyage> {
  return http.post<StaffVoyage>(STAFF_PATHS.voyageCreate, body);
}

export function rescheduleVoyage(body: VoyageRescheduleBody): Promise<StaffVoyage> {
  return http.post<StaffVoyage>(STAFF_PATHS.voyageReschedule, body);
}

/** The orders holding berths on a sailing, with contact and passengers: who a cancel or new times would reach (10404 unknown). */
export function affectedOrders(uuid: string, options?: CallOptions): Promise<VoyageAffectedOrder[]> {
  return http.get<VoyageAffectedOrder[]>(STAFF_PATHS.voyageAffected, { uuid }, options);
}

/** Unpaid orders cancelled, paid and refund-pending ones voided and refunded in full. */
export function cancelVoyage(uuid: string, reason: string): Promise<VoyageCancelAnswer> {
  return http.post<VoyageCancelAnswer>(STAFF_PATHS.voyageCancel, { uuid, reason });
}

/** The total berths of a cabin class (the server refuses fewer than those held). */
export function setInventory(body: InventoryBody): Promise<StaffVoyage> {
  return http.post<StaffVoyage>(STAFF_PATHS.voyageInventory, body);
}

/** Every fare period of a route direction, newest first. */
export function getFares(routeCode: string, options?: CallOptions): Promise<StaffFare[]> {
  return http.get<StaffFare[]>(STAFF_PATHS.fareList, { routeCode }, options);
}

export function saveFare(body: FareBody): Promise<StaffFare> {
  return http.post<StaffFare>(STAFF_PATHS.fareSave, body);
}

export function getFuelSurcharges(options?: CallOptions): Promise<StaffBaf[]> {
  return http.get<StaffBaf[]>(STAFF_PATHS.bafList, undefined, options);
}

export function saveFuelSurcharge(body: BafBody): Promise<StaffBaf> {
  return http.post<StaffBaf>(STAFF_PATHS.bafSave, body);
}

/** The route directions the forms offer (ports, usual vessel, duration, currency). */
export function getStaffRoutes(options?: CallOptions): Promise<StaffRoute[]> {
  return http.get<StaffRoute[]>(STAFF_ROUTES_PATH, undefined, options);
}

export function setAdultAge(adultAge: number): Promise<{ adultAge: number }> {
  return http.post<{ adultAge: number }>(STAFF_PATHS.adultAge, { adultAge });
}

/** A ticket by its number (what the e-ticket's QR code holds); 10404 when unknown. */
export function loadTicket(ticketNo: string, options?: CallOptions): Promise<CheckInTicket> {
  return http.get<CheckInTicket>(STAFF_PATHS.ticketLoad, { ticketNo }, options);
}

/** VALID -> USED once; any other ticket, or outside the window, is 10500 with the reason. */
export function checkInTicket(ticketNo: string): Promise<CheckInTicket> {
  return http.post<CheckInTicket>(STAFF_PATHS.ticketCheckIn, { ticketNo });
}

/** Every user's submitted orders, newest first; the filters travel as query parameters. */
export function getStaffOrderPage(query: StaffOrderQuery): Promise<Page<OrderView>> {
  return http.post<Page<OrderView>>(STAFF_ORDER_PATHS.page, undefined, { ...query });
}

/** Any user's order with its history, payments and refund. */
export function loadStaffOrder(uuid: string, options?: CallOptions): Promise<OrderView> {
  return http.get<OrderView>(STAFF_ORDER_PATHS.load, { uuid }, options);
}

export function confirmOfflinePayment(uuid: string): Promise<OrderStatusAnswer> {
  return http.post<OrderStatusAnswer>(STAFF_ORDER_PATHS.confirmOffline, { uuid });
}

export function rejectOfflinePayment(uuid: string, reason: string): Promise<OrderStatusAnswer> {
  return http.post<OrderStatusAnswer>(STAFF_ORDER_PATHS.rejectOffline, { uuid, reason });
}

/** The fee table's amount unless `amount` is given (then with a reason). */
export function approveRefund(body: RefundApprovalBody): Promise<OrderStatusAnswer> {
  return http.post<OrderStatusAnswer>(STAFF_ORDER_PATHS.approveRefund, body);
}

export function rejectRefund(uuid: string, reason: string): Promise<OrderStatusAnswer> {
  return http.post<OrderStatusAnswer>(STAFF_ORDER_PATHS.rejectRefund, { uuid, reason });
}

/** Issue 25: the day's sailings of a route with live berths, priced in `currency` (the public list), to move a passenger's leg to. */
export function sailingsOfDay(route: RouteQuery, day: LocalDate, currency: Currency, options?: CallOptions): Promise<VoyagePortLine[]> {
  return getWebTsVoyageList(route, day, currency, options);
}

/** Issue 25: what changing a leg of the passenger's order would cost now (the passenger's own quote, asked by the clerk). */
export function quoteStaffOrderChange(request: OrderChangeRequest, options?: CallOptions): Promise<OrderChangeQuote> {
  return http.post<OrderChangeQuote>(STAFF_ORDER_CHANGE_PATHS.quote, request, undefined, options);
}

/** Issue 25: the clerk changes the passenger's sailing with the quote's balance (audited, in the order's history with the clerk). */
export function changeStaffOrderSailing(body: OrderChangeConfirm): Promise<OrderView> {
  return http.post<OrderView>(STAFF_ORDER_CHANGE_PATHS.change, body);
}
