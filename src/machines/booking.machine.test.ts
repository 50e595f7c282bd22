import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { BOOKING_STATUSES } from '../domain/shipping/enums';
import {
  blStageOf,
  bookingSnapshotOf,
  bookingStatusOf,
  INITIAL_BOOKING_STATE,
  nextBookingState,
  type BookingEvent,
  type BookingEventType,
} from './booking.machine';

const EVENTS: Record<BookingEventType, BookingEvent> = {
  'booking.saveDraft': { type: 'booking.saveDraft' },
  'booking.submit': { type: 'booking.submit' },
  'booking.confirm': { type: 'booking.confirm' },
  'booking.shutout': { type: 'booking.shutout' },
  'booking.cancel': { type: 'booking.cancel' },
  'booking.cancelOnRequest': { type: 'booking.cancelOnRequest' },
  'booking.issueBl': { type: 'booking.issueBl' },
  'booking.telexRelease': { type: 'booking.telexRelease' },
};

const PENDING = { Confirmed: 'blPending' };
const ISSUED = { Confirmed: 'blIssued' };
const RELEASED = { Confirmed: 'telexReleased' };

/** Every state value a booking can be stored in, with the moves it accepts; all others are refused. */
const ACCEPTED: [StateValue, Partial<Record<BookingEventType, StateValue>>][] = [
  ['Draft', { 'booking.saveDraft': 'Draft', 'booking.submit': 'Submitted', 'booking.cancel': 'Canceled' }],
  ['Submitted', { 'booking.confirm': PENDING, 'booking.shutout': 'Shutout', 'booking.cancel': 'Canceled' }],
  [PENDING, { 'booking.issueBl': ISSUED, 'booking.cancelOnRequest': 'Canceled' }],
  [ISSUED, { 'booking.telexRelease': RELEASED }],
  [RELEASED, {}],
  ['Canceled', {}],
  ['Shutout', {}],
];

describe('nextBookingState: every move allowed and refused', () => {
  const cases = ACCEPTED.flatMap(([from, accepted]) =>
    (Object.keys(EVENTS) as BookingEventType[]).map((type) => [JSON.stringify(from), type, from, accepted[type] ?? null] as const),
  );
  it.each(cases)('%s on %s', (_, type, from, expected) => {
    expect(nextBookingState(from, EVENTS[type])).toEqual(expected);
  });

  it('starts a new booking as a Draft', () => {
    expect(INITIAL_BOOKING_STATE).toBe('Draft');
  });

  it('the customer cannot cancel a confirmed booking, nor the operator one that is not confirmed', () => {
    expect(nextBookingState(PENDING, EVENTS['booking.cancel'])).toBeNull();
    expect(nextBookingState('Submitted', EVENTS['booking.cancelOnRequest'])).toBeNull();
  });

  it('refuses a stored value that is not one of the chart', () => {
    expect(() => nextBookingState('Shipped', EVENTS['booking.submit'])).toThrow(/Not a booking state value/);
    expect(() => nextBookingState({ Confirmed: 'somewhere' }, EVENTS['booking.issueBl'])).toThrow();
  });
});

describe('statuses and the bill’s stage', () => {
  it('reads the spec’s status from the top of the state value', () => {
    expect(ACCEPTED.map(([value]) => bookingStatusOf(value))).toEqual(['Draft', 'Submitted', 'Confirmed', 'Confirmed', 'Confirmed', 'Canceled', 'Shutout']);
    expect(new Set(ACCEPTED.map(([value]) => bookingStatusOf(value)))).toEqual(new Set(BOOKING_STATUSES));
  });

  it('reads where the bill of lading stands', () => {
    expect(blStageOf('Submitted')).toBe('none');
    expect(blStageOf(PENDING)).toBe('pending');
    expect(blStageOf(ISSUED)).toBe('issued');
    expect(blStageOf(RELEASED)).toBe('telexReleased');
  });

  it('answers the client’s can() from a stored value', () => {
    expect(bookingSnapshotOf('Draft').can(EVENTS['booking.submit'])).toBe(true);
    expect(bookingSnapshotOf(ISSUED).can(EVENTS['booking.issueBl'])).toBe(false);
    expect(bookingSnapshotOf('Canceled').status).toBe('done');
  });
});
