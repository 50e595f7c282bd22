import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { RailCommission, RailCommissionForm } from '../../domain/shipping/railCommissions';
import type { BookingView } from '../../domain/shipping/types';
import { entrustMachine, type EntrustOptions } from '../entrust.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
const machine = entrustMachine.provide({
  actors: {
    loadOptions: fromPromise(() => never<EntrustOptions>()),
    loadBooking: fromPromise(() => never<BookingView>()),
    submit: fromPromise(() => never<RailCommission>()),
  },
});

const booking = { uuid: 'b', bookingNo: 'BK26000001', status: 'Submitted', containers: [] } as unknown as BookingView;
const options: EntrustOptions = { bookings: [], addresses: [] };
const values = { bookingNo: 'BK26000001' } as RailCommissionForm;

/** Gestures in every state and the calls' answers while each call runs. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'options.retry' },
    { type: 'booking.choose', bookingNo: 'BK26000001' } as EventObject,
    { type: 'booking.retry' },
    { type: 'form.submit', values } as EventObject,
    { type: 'form.again' },
  ];
  if (snapshot.matches('loadingOptions')) {
    events.push({ type: 'xstate.done.actor.loadOptions', output: options } as EventObject, { type: 'xstate.error.actor.loadOptions', error: 'offline' } as EventObject);
  }
  if (snapshot.matches('loadingBooking')) {
    events.push({ type: 'xstate.done.actor.loadBooking', output: booking } as EventObject, { type: 'xstate.error.actor.loadBooking', error: 'not found' } as EventObject);
  }
  if (snapshot.matches('submitting')) {
    events.push({ type: 'xstate.done.actor.submit', output: { uuid: 'c', commissionNo: 'RC26000001' } } as EventObject, { type: 'xstate.error.actor.submit', error: 'refused' } as EventObject);
  }
  return events;
}

export const entrustModel: PathModel<typeof machine> = {
  name: 'entrust',
  machine,
  // Opened with ?bookingNo=: the options, then that booking; opened without, the options only.
  walks: [
    { name: 'opened with ?bookingNo=', input: { bookingNo: 'bk26000001' }, events: eventsIn },
    { name: 'opened without a booking', input: {}, events: eventsIn },
  ],
};
