import type { Page } from '../../domain/envelope';
import { RAIL_COMMISSION_PATHS } from '../../domain/shipping/entrustPaths';
import { BOOKING_PATHS } from '../../domain/shipping/paths';
import type { RailCommission, RailCommissionForm, RailCommissionPageQuery } from '../../domain/shipping/railCommissions';
import type { BookingView } from '../../domain/shipping/types';
import { http, type CallOptions } from '../http';

/** The enterprise's rail commissions (RAIL_COMMISSION_PATHS, `{ code: 0 }` family). */

/** A new commission; a refused form rejects with an ApiError naming its fields. */
export function createCommission(form: RailCommissionForm): Promise<RailCommission> {
  return http.post<RailCommission>(RAIL_COMMISSION_PATHS.create, form);
}

export function getCommissionPage(query: RailCommissionPageQuery, options?: CallOptions): Promise<Page<RailCommission>> {
  return http.post<Page<RailCommission>>(RAIL_COMMISSION_PATHS.page, query, undefined, options);
}

export function cancelCommission(uuid: string): Promise<RailCommission> {
  return http.post<RailCommission>(RAIL_COMMISSION_PATHS.cancel, { uuid });
}

/** The booking a commission is for, by its number: its containers bound the commission's. */
export function loadBookingByNo(bookingNo: string, options?: CallOptions): Promise<BookingView> {
  return http.get<BookingView>(BOOKING_PATHS.load, { bookingNo }, options);
}
