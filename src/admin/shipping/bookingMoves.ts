import type { StateValue } from 'xstate';
import type { BookingSummary } from '../../domain/shipping/types';
import { nextBookingState, type BookingEventType } from '../../machines/booking.machine';
import type { BookingMove } from '../../domain/staff/shipping';

/**
 * The clerk's moves a booking offers, asked of the shared booking statechart (the server asks
 * the same chart and refuses anything else with 10500), in the order the details page shows them.
 */
const EVENTS: Record<BookingMove, BookingEventType> = {
  confirm: 'booking.confirm',
  shutout: 'booking.shutout',
  issueBl: 'booking.issueBl',
  telexRelease: 'booking.telexRelease',
};

const BOOKING_MOVES = Object.keys(EVENTS) as BookingMove[];

export function movesOf(booking: Pick<BookingSummary, 'stateValue'>): BookingMove[] {
  return BOOKING_MOVES.filter((move) => {
    try {
      return nextBookingState(booking.stateValue as StateValue, { type: EVENTS[move] } as never) !== null;
    } catch {
      // A state value the chart does not know offers nothing rather than breaking the page.
      return false;
    }
  });
}

/** Containers are numbered (and tracked) once the booking is confirmed. */
export const isNumberable = (booking: Pick<BookingSummary, 'status'>): boolean => booking.status === 'Confirmed';
