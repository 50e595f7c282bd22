import type { Currency } from '../domain/baseData';
import { voyagePaths, type LocalDate, type TicketDateRange, type VoyagePortLine, type VoyageSummary } from '../domain/voyages';
import { http, type CallOptions } from './http';

/**
 * The public voyage reads of spec section 7 ("Voyages", GET, no login). Query names are
 * the server's (voyages.schemas.ts): departurePort, arrivalPort, month, date, currency.
 */

export interface RouteQuery {
  /** UN/LOCODE, e.g. CNSHA */
  departurePort: string;
  arrivalPort: string;
}

/** Days of a month (YYYY-MM) with a bookable sailing, for the calendar's marks. */
export function getTsVoyageByMonth(route: RouteQuery, month: string, options?: CallOptions): Promise<LocalDate[]> {
  return http.get<LocalDate[]>(voyagePaths.byMonth, { ...route, month }, options);
}

/** First and last days with a bookable sailing; both null when the pair has no route. */
export function getTsTicketDate(route: RouteQuery, options?: CallOptions): Promise<TicketDateRange> {
  return http.get<TicketDateRange>(voyagePaths.ticketDate, { ...route }, options);
}

/** The day's sailings (the departure port's local date). */
export function getTsVoyageByDate(route: RouteQuery, date: LocalDate, options?: CallOptions): Promise<VoyageSummary[]> {
  return http.get<VoyageSummary[]>(voyagePaths.byDate, { ...route, date }, options);
}

/**
 * The day's port lines with live remaining berths and fares. `currency` prices them in
 * another currency than the departure port's: a round trip's return is asked in the
 * outbound's currency, because one order has one currency.
 */
export function getWebTsVoyageList(route: RouteQuery, date: LocalDate, currency?: Currency, options?: CallOptions): Promise<VoyagePortLine[]> {
  return http.get<VoyagePortLine[]>(voyagePaths.list, { ...route, date, currency }, options);
}

/** Every scheduled sailing of every route in the coming two weeks, sold out ones too (the passenger timetable). */
export function getTsTimetable(options?: CallOptions): Promise<VoyagePortLine[]> {
  return http.get<VoyagePortLine[]>(voyagePaths.timetable, {}, options);
}

/** The next `perRoute` bookable sailings of every route with live remaining berths and fares (home page). */
export function getTsNextVoyages(perRoute: number, options?: CallOptions): Promise<VoyagePortLine[]> {
  return http.get<VoyagePortLine[]>(voyagePaths.next, { perRoute }, options);
}
