import { paths } from '../domain/apiPaths';
import type { CompanyProfile, RouteInstructions } from '../domain/information';
import type { PassengerNotice } from '../domain/ticketing/order';
import { http } from './http';

/** The information pages' settings (not in the spec; public, both languages at once). */

/** Boarding, baggage and documents per route, for /notice. */
export function getRouteInstructions(): Promise<RouteInstructions> {
  return http.get(paths.routeInstructions);
}

/** The passenger notice the order form asks to agree to, shown in full on /notice. */
export function getPassengerNotice(): Promise<PassengerNotice> {
  return http.get(paths.passengerNotice);
}

/** The company's introduction and fleet, for /infoUS. */
export function getCompanyProfile(): Promise<CompanyProfile> {
  return http.get(paths.companyProfile);
}
