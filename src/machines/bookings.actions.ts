import type { StateValue } from 'xstate';
import type { BookingSummary } from '../domain/shipping/types';
import { bookingSnapshotOf, nextBookingState, type BookingEventType } from './booking.machine';

/**
 * What the customer may do with one of the enterprise's bookings, asked of the shared booking
 * statechart (booking.machine.ts) and never decided here: the bookings list and the booking's
 * details offer the same actions from this one place.
 */

function snapshotOf(booking: Pick<BookingSummary, 'stateValue'>) {
  try {
    return bookingSnapshotOf(booking.stateValue as StateValue);
  } catch {
    // A state value the chart does not know offers nothing rather than breaking the list.
    return null;
  }
}

/**
 * Whether the chart takes the move. Asked through nextBookingState rather than `can`: saving a
 * Draft is a transition that stays put and does nothing, which `can` counts as no transition.
 */
function can(booking: Pick<BookingSummary, 'stateValue'>, type: BookingEventType): boolean {
  if (!snapshotOf(booking)) return false;
  return nextBookingState(booking.stateValue as StateValue, { type } as never) !== null;
}

/** Amending is saving the Draft again: only a Draft takes it. */
export const canAmend = (booking: Pick<BookingSummary, 'stateValue'>): boolean => can(booking, 'booking.saveDraft');

/** The customer's cancel (Draft or Submitted; a Confirmed booking is cancelled by the operator on request). */
export const canCancel = (booking: Pick<BookingSummary, 'stateValue'>): boolean => can(booking, 'booking.cancel');

/** Any booking's content can start a new one. */
export const canCopy = (booking: Pick<BookingSummary, 'stateValue'>): boolean => snapshotOf(booking) !== null;

const query = (key: string, uuid: string) => new URLSearchParams({ [key]: uuid }).toString();

export const amendPath = (booking: Pick<BookingSummary, 'uuid'>): string => `/booking?${query('uuid', booking.uuid)}`;
export const copyPath = (booking: Pick<BookingSummary, 'uuid'>): string => `/booking?${query('copy', booking.uuid)}`;
export const templatePath = (uuid: string): string => `/booking?${query('template', uuid)}`;
