import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/envelope';
import type { LoadingAddress } from '../../domain/shipping/loadingAddresses';
import { addressesMachine } from '../addresses.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
const machine = addressesMachine.provide({
  actors: {
    loadPage: fromPromise(() => never<Page<LoadingAddress>>()),
    loadAddress: fromPromise(() => never<LoadingAddress>()),
    saveAddress: fromPromise(() => never<LoadingAddress>()),
    removeAddress: fromPromise(() => never<unknown>()),
  },
});

const address = (uuid: string) => ({ uuid, name: uuid, city: 'x' }) as unknown as LoadingAddress;
const A = address('a');
const B = address('b');
const pageOf = (current: number, records: LoadingAddress[]): Page<LoadingAddress> => ({ records, total: 11, current, size: 10, pages: 2 });

/** Gestures in every state and the calls' answers while each call runs: page 1 holds two addresses, page 2 one. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'list.retry' },
    { type: 'page.change', current: 2, size: 10 } as EventObject,
    { type: 'filter.apply', filter: { keyword: 'x' } } as EventObject,
    { type: 'address.add' },
    { type: 'address.edit', address: A } as EventObject,
    { type: 'address.delete', address: A } as EventObject,
    { type: 'address.save', values: { name: 'N', city: 'C' } } as EventObject,
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
  if (snapshot.matches({ editing: 'loadingAddress' })) {
    events.push({ type: 'xstate.done.actor.loadAddress', output: A } as EventObject, { type: 'xstate.error.actor.loadAddress', error: 'offline' } as EventObject);
  }
  if (snapshot.matches({ editing: 'saving' })) {
    events.push(
      { type: 'xstate.done.actor.saveAddress', output: snapshot.context.selected ?? B } as EventObject,
      { type: 'xstate.error.actor.saveAddress', error: 'refused' } as EventObject,
    );
  }
  if (snapshot.matches('deleting')) {
    events.push({ type: 'xstate.done.actor.removeAddress', output: null } as EventObject, { type: 'xstate.error.actor.removeAddress', error: 'refused' } as EventObject);
  }
  return events;
}

export const addressesModel: PathModel<typeof machine> = {
  name: 'addresses',
  machine,
  walks: [{ name: 'the loading addresses screen', events: eventsIn }],
};
