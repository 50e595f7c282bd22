import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { bookingMachine, type BookingEvent } from '../../src/machines/booking.machine';
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

type Snapshot = SnapshotFrom<typeof bookingMachine>;
/** The moves the chart accepts in a snapshot (saving a draft stays put), in the order of EVENTS. */
const offered = (snapshot: Snapshot) =>
  EVENTS.filter((event) => snapshot.status === 'active' && snapshot.machine.getTransitionData(snapshot, event).length > 0).map((event) => event.type);
const send = (...types: BookingEvent['type'][]): EventObject[] => types.map((type) => ({ type }));

export const bookingModel: PathModel<typeof bookingMachine> = {
  name: 'booking',
  machine: bookingMachine,
  walks: [{ name: 'a new booking', events: (): EventObject[] => EVENTS }],
  invariants: {
    // Only a draft is edited; the customer may still withdraw it.
    'booking.Draft': (snapshot) => expect(offered(snapshot)).toEqual(['booking.saveDraft', 'booking.submit', 'booking.cancel']),
    // The operator decides; the customer may withdraw it, not edit it.
    'booking.Submitted': (snapshot) => expect(offered(snapshot)).toEqual(['booking.confirm', 'booking.shutout', 'booking.cancel']),
    // A confirmed booking is never the customer's to cancel, nor a draft again.
    'booking.Confirmed': (snapshot) => {
      expect(snapshot.can({ type: 'booking.cancel' })).toBe(false);
      expect(snapshot.can({ type: 'booking.saveDraft' })).toBe(false);
    },
    // Before the bill: the operator may cancel on request, or issue the bill.
    'booking.Confirmed.blPending': (snapshot) => expect(offered(snapshot)).toEqual(['booking.cancelOnRequest', 'booking.issueBl']),
    // An issued bill stands for the cargo: no cancelling any more, only the telex release.
    'booking.Confirmed.blIssued': (snapshot) => expect(offered(snapshot)).toEqual(['booking.telexRelease']),
    'booking.Confirmed.telexReleased': (snapshot) => expect(offered(snapshot)).toEqual([]),
    // Cancelled and shut out are the end: nothing moves them.
    'booking.Canceled': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(offered(snapshot)).toEqual([]);
    },
    'booking.Shutout': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(offered(snapshot)).toEqual([]);
    },
  },
  golden: [
    {
      name: 'a draft saved twice, submitted, confirmed, its bill issued and released by telex',
      events: send('booking.saveDraft', 'booking.saveDraft', 'booking.submit', 'booking.confirm', 'booking.issueBl', 'booking.telexRelease'),
      ends: { value: { Confirmed: 'telexReleased' } },
    },
    {
      name: 'the customer withdraws a submitted booking',
      events: send('booking.submit', 'booking.cancel'),
      ends: { value: 'Canceled' },
    },
    {
      name: 'the customer cannot cancel a confirmed booking; the operator cancels it on request',
      events: send('booking.submit', 'booking.confirm', 'booking.cancel', 'booking.cancelOnRequest'),
      ends: { value: 'Canceled' },
    },
    {
      name: 'an issued bill is cancelled neither by the operator nor by the customer',
      events: send('booking.submit', 'booking.confirm', 'booking.issueBl', 'booking.cancelOnRequest', 'booking.cancel'),
      ends: { value: { Confirmed: 'blIssued' } },
    },
  ],
};
