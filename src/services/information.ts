import { paths } from '../domain/apiPaths';
import type { CompanyProfile, RouteInstructions } from '../domain/information';
import type { PassengerNotice } from '../domain/ticketing/order';
import { http, type CallOptions } from './http';

/** The information pages' settings (not in the spec; public, both languages at once). */

/** Boarding, baggage and documents per route, for /notice. */
export function getRouteInstructions(options?: CallOptions): Promise<RouteInstructions> {
  return http.get(paths.routeInstructions, undefined, options);
}

/** The passenger notice the order form asks to agree to, shown in full on /notice. */
export function getPassengerNotice(options?: CallOptions): Promise<PassengerNotice> {
  return http.get(paths.passengerNotice, undefined, options);
}

/** The company's introduction and fleet, for /infoUS. */
export function getCompanyProfile(options?: CallOptions): Promise<CompanyProfile> {
  return http.get(paths.companyProfile, undefined, options);
}
