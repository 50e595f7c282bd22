import type { Page } from '../../domain/envelope';
import { STAFF_DND_PATHS, STAFF_TRACKING_PATHS } from '../../domain/shipping/cargoPaths';
import type { ContainerAssignBody, DndTariffBody, TrackingEventBody } from '../../domain/shipping/cargoSchemas';
import type { BookingContainerView, ContainerTrack, DndTariffView, TrackingEventView } from '../../domain/shipping/cargoTypes';
import { STAFF_BOOKING_PATHS } from '../../domain/shipping/paths';
import type { BookingStatusAnswer, BookingView, StaffBookingSummary } from '../../domain/shipping/types';
import type { BookingMove, StaffBookingQuery } from '../../domain/staff/shipping';
import { http, type CallOptions } from '../../services/http';

/**
 * The shipping clerk's calls (btn.staff.shipping, the `{ code: 0 }` family): every enterprise's
 * submitted bookings and their moves, container numbers and tracking events, D&D tariffs.
 * Thin: the HTTP client owns envelopes and messages; a refused form rejects with an ApiError
 * whose `fields` name the fields at fault.
 */

/** A page of every enterprise's submitted bookings (drafts never), newest first, each naming its enterprise. */
export function getStaffBookingPage(query: StaffBookingQuery): Promise<Page<StaffBookingSummary>> {
  return http.post<Page<StaffBookingSummary>>(STAFF_BOOKING_PATHS.page, query);
}

export function loadStaffBooking(uuid: string, options?: CallOptions): Promise<BookingView> {
  return http.get<BookingView>(STAFF_BOOKING_PATHS.load, { uuid }, options);
}

/** The clerk's moves of a booking; the booking statechart on the server decides (10500 when refused). */
export function moveBooking(move: BookingMove, uuid: string, note?: string): Promise<BookingStatusAnswer> {
  return http.post<BookingStatusAnswer>(STAFF_BOOKING_PATHS[move], note ? { uuid, note } : { uuid });
}

/** Numbers containers of a confirmed booking: every numbered container of it, by number. */
export function assignContainers(body: ContainerAssignBody): Promise<BookingContainerView[]> {
  return http.post<BookingContainerView[]>(STAFF_TRACKING_PATHS.assignContainers, body);
}

export function recordTrackingEvent(body: TrackingEventBody): Promise<TrackingEventView> {
  return http.post<TrackingEventView>(STAFF_TRACKING_PATHS.recordEvent, body);
}

/** A booking's numbered containers with their timelines; empty while none is numbered. */
export function getBookingContainers(bookingNo: string): Promise<ContainerTrack[]> {
  return http.post<ContainerTrack[]>(STAFF_TRACKING_PATHS.bookingContainers, { bookingNo });
}

export function saveTariff(body: DndTariffBody): Promise<DndTariffView> {
  return http.post<DndTariffView>(STAFF_DND_PATHS.saveTariff, body);
}
