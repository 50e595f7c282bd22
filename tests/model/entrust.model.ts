import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { RailCommission, RailCommissionForm } from '../../src/domain/shipping/railCommissions';
import type { BookingView } from '../../src/domain/shipping/types';
import { entrustMachine, type EntrustOptions } from '../../src/machines/entrust.machine';
import type { PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
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
    events.push(
      { type: 'xstate.done.actor.loadOptions', output: options } as EventObject,
      { type: 'xstate.error.actor.loadOptions', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches('loadingBooking')) {
    events.push(
      { type: 'xstate.done.actor.loadBooking', output: booking } as EventObject,
      { type: 'xstate.error.actor.loadBooking', error: 'not found' } as EventObject,
    );
  }
  if (snapshot.matches('submitting')) {
    events.push(
      { type: 'xstate.done.actor.submit', output: { uuid: 'c', commissionNo: 'RC26000001' } } as EventObject,
      { type: 'xstate.error.actor.submit', error: 'refused' } as EventObject,
    );
  }
  return events;
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: 'refused' }) as EventObject;
const submit = { type: 'form.submit', values } as EventObject;
/** Nothing placed yet, and no booking loaded. */
const blank = ({ context }: SnapshotFrom<typeof machine>) => expect([context.booking, context.created]).toEqual([null, null]);

export const entrustModel: PathModel<typeof machine> = {
  name: 'entrust',
  machine,
  // Opened with ?bookingNo=: the options, then that booking; opened without, the options only.
  walks: [
    { name: 'opened with ?bookingNo=', input: { bookingNo: 'bk26000001' }, events: eventsIn },
    { name: 'opened without a booking', input: {}, events: eventsIn },
  ],
  invariants: {
    'entrust.loadingOptions': blank,
    'entrust.optionsFailed': blank,
    // A booking is being loaded, or failed to: it is named, and nothing of another one is shown.
    'entrust.loadingBooking': (snapshot) => {
      expect(snapshot.context.bookingNo).toBeTruthy();
      blank(snapshot);
    },
    'entrust.bookingFailed': (snapshot) => {
      expect(snapshot.context.bookingNo).toBeTruthy();
      blank(snapshot);
    },
    // The form shows the booking chosen (or none), and nothing placed yet.
    'entrust.form': ({ context }) => {
      expect(context.booking?.bookingNo ?? null).toBe(context.bookingNo);
      expect(context.created).toBeNull();
    },
    'entrust.submitting': ({ context }) => {
      expect(context.booking?.bookingNo ?? null).toBe(context.bookingNo);
      expect(context.created).toBeNull();
    },
    // Placed: the commission is there to be shown.
    'entrust.done': ({ context }) => expect(context.created?.commissionNo).toBeTruthy(),
  },
  golden: [
    {
      name: 'opened with ?bookingNo= written loosely: the options, then that booking, upper-cased',
      input: { bookingNo: ' bk26000001 ' },
      events: [done('loadOptions', options)],
      ends: { value: 'loadingBooking', context: { bookingNo: 'BK26000001', booking: null, created: null } },
    },
    {
      name: 'a submission refused keeps the form; the next one places the commission',
      input: { bookingNo: 'BK26000001' },
      events: [
        done('loadOptions', options),
        done('loadBooking', booking),
        submit,
        error('submit'),
        submit,
        done('submit', { uuid: 'c', commissionNo: 'RC26000001' }),
      ],
      ends: { value: 'done', context: { bookingNo: 'BK26000001', booking: { uuid: 'b' }, created: { commissionNo: 'RC26000001' } } },
    },
    {
      name: 'another commission after one was placed: the form again, on the same booking',
      input: { bookingNo: 'BK26000001' },
      events: [
        done('loadOptions', options),
        done('loadBooking', booking),
        submit,
        done('submit', { uuid: 'c', commissionNo: 'RC26000001' }),
        { type: 'form.again' },
      ],
      ends: { value: 'form', context: { bookingNo: 'BK26000001', booking: { uuid: 'b' }, created: null } },
    },
    {
      name: 'a booking not found, another chosen: that one is loaded',
      input: {},
      events: [
        done('loadOptions', options),
        { type: 'booking.choose', bookingNo: 'BK26000009' } as EventObject,
        error('loadBooking'),
        { type: 'booking.choose', bookingNo: 'BK26000002' } as EventObject,
      ],
      ends: { value: 'loadingBooking', context: { bookingNo: 'BK26000002', booking: null } },
    },
  ],
};
