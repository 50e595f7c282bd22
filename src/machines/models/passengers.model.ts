import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/envelope';
import type { SavedPassenger } from '../../domain/passengers';
import { passengersMachine } from '../passengers.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
const machine = passengersMachine.provide({
  actors: {
    loadPage: fromPromise(() => never<Page<SavedPassenger>>()),
    loadPassenger: fromPromise(() => never<SavedPassenger>()),
    savePassenger: fromPromise(() => never<SavedPassenger>()),
    removePassenger: fromPromise(() => never<unknown>()),
  },
});

const passenger = (uuid: string) => ({ uuid, cnSurname: '张', cnGivenName: uuid }) as SavedPassenger;
const A = passenger('a');
const B = passenger('b');
const pageOf = (current: number, records: SavedPassenger[]): Page<SavedPassenger> => ({ records, total: 11, current, size: 10, pages: 2 });

/**
 * Gestures in every state (the chart ignores what it does not expect) and the calls'
 * answers while each call runs: the first page holds two passengers, the second one.
 */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'list.retry' },
    { type: 'page.change', current: 2, size: 10 } as EventObject,
    { type: 'passenger.add' },
    { type: 'passenger.edit', passenger: A } as EventObject,
    { type: 'passenger.delete', passenger: A } as EventObject,
    { type: 'passenger.save', values: { cnSurname: '李' } } as EventObject,
    { type: 'editor.retry' },
    { type: 'editor.close' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  ];
  const { current } = snapshot.context;
  if (snapshot.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.loadPage', output: current === 1 ? pageOf(1, [A, B]) : pageOf(2, [A]) } as EventObject,
      { type: 'xstate.error.actor.loadPage', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches({ editing: 'loadingPassenger' })) {
    events.push(
      { type: 'xstate.done.actor.loadPassenger', output: A } as EventObject,
      { type: 'xstate.error.actor.loadPassenger', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches({ editing: 'saving' })) {
    events.push(
      { type: 'xstate.done.actor.savePassenger', output: snapshot.context.selected ?? B } as EventObject,
      { type: 'xstate.error.actor.savePassenger', error: 'refused' } as EventObject,
    );
  }
  if (snapshot.matches('deleting')) {
    events.push(
      { type: 'xstate.done.actor.removePassenger', output: null } as EventObject,
      { type: 'xstate.error.actor.removePassenger', error: 'refused' } as EventObject,
    );
  }
  return events;
}

export const passengersModel: PathModel<typeof machine> = {
  name: 'passengers',
  machine,
  walks: [{ name: 'my saved passengers', events: eventsIn }],
};
