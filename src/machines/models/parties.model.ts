import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/envelope';
import type { Party } from '../../domain/shipping/types';
import { partiesMachine } from '../parties.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
const machine = partiesMachine.provide({
  actors: {
    loadPage: fromPromise(() => never<Page<Party>>()),
    loadParty: fromPromise(() => never<Party>()),
    saveParty: fromPromise(() => never<Party>()),
    removeParty: fromPromise(() => never<unknown>()),
  },
});

const party = (uuid: string) => ({ uuid, name: uuid, roles: ['SH'] }) as unknown as Party;
const A = party('a');
const B = party('b');
const pageOf = (current: number, records: Party[]): Page<Party> => ({ records, total: 11, current, size: 10, pages: 2 });

/** Gestures in every state and the calls' answers while each call runs: page 1 holds two parties, page 2 one. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'list.retry' },
    { type: 'page.change', current: 2, size: 10 } as EventObject,
    { type: 'filter.apply', filter: { name: 'x', role: 'SH' } } as EventObject,
    { type: 'party.add' },
    { type: 'party.edit', party: A } as EventObject,
    { type: 'party.delete', party: A } as EventObject,
    { type: 'party.save', values: { name: 'N', shipperInd: true } } as EventObject,
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
  if (snapshot.matches({ editing: 'loadingParty' })) {
    events.push({ type: 'xstate.done.actor.loadParty', output: A } as EventObject, { type: 'xstate.error.actor.loadParty', error: 'offline' } as EventObject);
  }
  if (snapshot.matches({ editing: 'saving' })) {
    events.push(
      { type: 'xstate.done.actor.saveParty', output: snapshot.context.selected ?? B } as EventObject,
      { type: 'xstate.error.actor.saveParty', error: 'refused' } as EventObject,
    );
  }
  if (snapshot.matches('deleting')) {
    events.push({ type: 'xstate.done.actor.removeParty', output: null } as EventObject, { type: 'xstate.error.actor.removeParty', error: 'refused' } as EventObject);
  }
  return events;
}

export const partiesModel: PathModel<typeof machine> = {
  name: 'parties',
  machine,
  walks: [{ name: 'the parties screen', events: eventsIn }],
};
