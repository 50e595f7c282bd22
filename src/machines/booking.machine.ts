import { initialTransition, setup, transition, type SnapshotFrom, type StateValue } from 'xstate';
import { BOOKING_STATUSES, type BlStage, type BookingStatus } from '../domain/shipping/enums';

export type BookingEvent =
  /** saveDraft: only a draft can still be edited */
  | { type: 'booking.saveDraft' }
  /** the customer submits the booking to the operator */
  | { type: 'booking.submit' }
  /** the shipping clerk accepts the booking (space on the sailing) */
  | { type: 'booking.confirm' }
  /** the shipping clerk refuses it: no space, cut-off passed */
  | { type: 'booking.shutout' }
  /** the customer withdraws a booking the operator has not decided yet */
  | { type: 'booking.cancel' }
  /** the shipping clerk cancels a confirmed booking at the customer's request */
  | { type: 'booking.cancelOnRequest' }
  /** the shipping clerk issues the bill of lading */
  | { type: 'booking.issueBl' }
  /** the shipping clerk releases the bill by telex: the consignee takes delivery without the paper original */
  | { type: 'booking.telexRelease' };

export type BookingEventType = BookingEvent['type'];

/**
 * The booking lifecycle (DOMAIN "Container shipping"), shared by the server, which stores the
 * state value beside the spec's status and asks `nextBookingState` before every move, and the
 * client, which offers only the actions the chart allows (`bookingSnapshotOf(value).can(event)`).
 * Top-level states are named exactly as the spec's statuses, so the status is the top of the
 * state value.
 *
 * The bill of lading lives inside Confirmed as three sub-states rather than a parallel region:
 * its steps happen one after the other and only while the booking is Confirmed, so one region
 * says it all (Confirmed.blPending -> blIssued -> telexReleased; a bill is never un-issued).
 *
 * Who may send which event is the server's business (routes map the customer's calls to
 * saveDraft, submit and cancel, the shipping clerk's to the rest); the customer's cancel and
 * the operator's cancelOnRequest are two events so that neither can do the other's move.
 * A confirmed booking is cancelled only before its bill is issued: an issued bill stands for
 * the cargo and is not withdrawn by cancelling the booking.
 *
 * Pure: no context, no effects. Messages, history and the bill's number are the server's.
 */
export const bookingMachine = setup({
  types: {
    events: {} as BookingEvent,
  },
}).createMachine({
  id: 'booking',
  initial: 'Draft',
  states: {
    Draft: {
      on: {
        // Accepted without moving: editing is allowed only here.
        'booking.saveDraft': {},
        'booking.submit': { target: 'Submitted' },
        'booking.cancel': { target: 'Canceled' },
      },
    },
    Submitted: {
      on: {
        'booking.confirm': { target: 'Confirmed' },
        'booking.shutout': { target: 'Shutout' },
        'booking.cancel': { target: 'Canceled' },
      },
    },
    Confirmed: {
      initial: 'blPending',
      states: {
        blPending: {
          on: {
            'booking.issueBl': { target: 'blIssued' },
            'booking.cancelOnRequest': { target: '#booking.Canceled' },
          },
        },
        blIssued: {
          on: {
            'booking.telexRelease': { target: 'telexReleased' },
          },
        },
        // The end of the booking's paperwork: the PDF may be downloaded from here on.
        telexReleased: {},
      },
    },
    Canceled: { type: 'final' },
    Shutout: { type: 'final' },
  },
});

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The state value of a new booking, as stored. */
export const INITIAL_BOOKING_STATE: StateValue = initialTransition(bookingMachine)[0].value;

/** The spec's status of a stored state value; throws on a value that is not one of the chart's. */
export function bookingStatusOf(stateValue: unknown): BookingStatus {
  const top = typeof stateValue === 'string' ? stateValue : stateValue && typeof stateValue === 'object' ? Object.keys(stateValue)[0] : undefined;
  const status = BOOKING_STATUSES.find((s) => s === top);
  if (!status) throw new Error(`Not a booking state value: ${JSON.stringify(stateValue)}`);
  return status;
}

/** The snapshot of a stored state value, to ask the chart about it (`can`, `matches`). */
export function bookingSnapshotOf(stateValue: StateValue): BookingSnapshot {
  bookingStatusOf(stateValue);
  return bookingMachine.resolveState({ value: stateValue });
}

/**
 * The state value after `event`, or null when the chart refuses the move in that state (then
 * nothing may change). An accepted move that stays put (saving a draft) answers the same value.
 */
export function nextBookingState(stateValue: StateValue, event: BookingEvent): StateValue | null {
  const snapshot = bookingSnapshotOf(stateValue);
  // Final states take no event; getTransitionData also counts the targetless saveDraft.
  if (snapshot.status !== 'active' || bookingMachine.getTransitionData(snapshot, event).length === 0) return null;
  const [next] = transition(bookingMachine, snapshot, event);
  return next.value;
}

/** Where the booking's bill of lading stands, read from the state value. */
export function blStageOf(stateValue: StateValue): BlStage {
  const snapshot = bookingSnapshotOf(stateValue);
  if (snapshot.matches({ Confirmed: 'telexReleased' })) return 'telexReleased';
  if (snapshot.matches({ Confirmed: 'blIssued' })) return 'issued';
  if (snapshot.matches({ Confirmed: 'blPending' })) return 'pending';
  return 'none';
}
