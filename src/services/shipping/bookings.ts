import type { Page } from '../../domain/envelope';
import { BOOKING_PATHS } from '../../domain/shipping/paths';
import type { BookingDraftBody, BookingForm, BookingSubmitBody } from '../../domain/shipping/schemas';
import type { BookingPageQuery, BookingStatusAnswer, BookingSummary, BookingTemplate, BookingTemplateSummary, BookingView } from '../../domain/shipping/types';
import { http, type CallOptions } from '../http';

/**
 * The enterprise's container bookings and templates (BOOKING_PATHS, the `{ code: 0 }` family).
 * Thin: the HTTP client owns envelopes and messages; a refused form rejects with an ApiError
 * whose `fields` name the fields at fault (paths as yup writes them: `containers[0].quantity`).
 */

/** A new Draft, or with `uuid` the caller's Draft updated. */
export function saveBookingDraft(body: BookingDraftBody): Promise<BookingView> {
  return http.post<BookingView>(BOOKING_PATHS.saveDraft, body);
}

/** Saved and moved Draft -> Submitted in one call (new, or over the caller's Draft with `uuid`). */
export function submitBooking(body: BookingSubmitBody): Promise<BookingView> {
  return http.post<BookingView>(BOOKING_PATHS.submit, body);
}

/** A page of the enterprise's bookings, newest first. */
export function getBookingPage(query: BookingPageQuery, options?: CallOptions): Promise<Page<BookingSummary>> {
  return http.post<Page<BookingSummary>>(BOOKING_PATHS.page, query, undefined, options);
}

/** One booking with its containers, parties, history and bill (10404 when not the enterprise's). */
export function loadBooking(uuid: string, options?: CallOptions): Promise<BookingView> {
  return http.get<BookingView>(BOOKING_PATHS.load, { uuid }, options);
}

/** Draft or Submitted -> Canceled. */
export function cancelBooking(uuid: string): Promise<BookingStatusAnswer> {
  return http.post<BookingStatusAnswer>(BOOKING_PATHS.cancel, { uuid });
}

/** A named copy of the form's content (the sailing is not kept); 10409 when the name is taken. */
export function saveBookingTemplate(name: string, content: BookingForm): Promise<BookingTemplate> {
  return http.post<BookingTemplate>(BOOKING_PATHS.saveTemplate, { name, content });
}

export function getTemplatePage(query: { current: number; size: number; name?: string }, options?: CallOptions): Promise<Page<BookingTemplateSummary>> {
  return http.post<Page<BookingTemplateSummary>>(BOOKING_PATHS.templatePage, query, undefined, options);
}

export function loadBookingTemplate(uuid: string, options?: CallOptions): Promise<BookingTemplate> {
  return http.get<BookingTemplate>(BOOKING_PATHS.loadTemplate, { uuid }, options);
}

export function renameBookingTemplate(uuid: string, name: string): Promise<BookingTemplate> {
  return http.post<BookingTemplate>(BOOKING_PATHS.renameTemplate, { uuid, name });
}

export function deleteBookingTemplate(uuid: string): Promise<unknown> {
  return http.post(BOOKING_PATHS.deleteTemplate, { uuid });
}
