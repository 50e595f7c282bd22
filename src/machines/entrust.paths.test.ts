import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { RailCommission, RailCommissionForm } from '../domain/shipping/railCommissions';
import type { BookingView } from '../domain/shipping/types';
import { entrustMachine, type EntrustOptions } from './entrust.machine';
import { measureGraphCoverage } from './testing/graphCoverage';

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

describe('rail commission form machine: generated paths', () => {
  // Opened with ?bookingNo=: the options, then that booking; opened without, the options only.
  const coverages = [{ bookingNo: 'bk26000001' }, {}].map((input) => ({ input, coverage: measureGraphCoverage(machine, eventsIn, input) }));

  for (const { input, coverage } of coverages) {
    it.each(coverage.replays.map((r) => [r.description, r] as const))(`replays %s (${JSON.stringify(input)})`, (_, replay) => {
      expect(replay.actual).toEqual(replay.expected);
    });
  }

  it('reach every state and take every transition, with and without ?bookingNo=', () => {
    const [withNo, without] = coverages.map((c) => c.coverage);
    expect(withNo!.unvisitedStates.filter((s) => without!.unvisitedStates.includes(s))).toEqual([]);
    expect(withNo!.untakenTransitions.filter((t) => without!.untakenTransitions.includes(t))).toEqual([]);
  });

  it('takes the booking of the address in capitals', () => {
    expect(createActor(machine, { input: { bookingNo: ' bk26000001 ' } }).getSnapshot().context.bookingNo).toBe('BK26000001');
  });
});
