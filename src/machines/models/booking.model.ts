import type { EventObject } from 'xstate';
import { bookingMachine, type BookingEvent } from '../booking.machine';
import type { PathModel } from './pathModel';

/** Every event in every state: the chart refuses what it does not expect. */
const EVENTS: BookingEvent[] = [
  { type: 'booking.saveDraft' },
  { type: 'booking.submit' },
  { type: 'booking.confirm' },
  { type: 'booking.shutout' },
  { type: 'booking.cancel' },
  { type: 'booking.cancelOnRequest' },
  { type: 'booking.issueBl' },
  { type: 'booking.telexRelease' },
];

export const bookingModel: PathModel<typeof bookingMachine> = {
  name: 'booking',
  machine: bookingMachine,
  walks: [{ name: 'a new booking', events: (): EventObject[] => EVENTS }],
};
