import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { order } from '../orders.fixtures';
import { ordersMoveMachine } from '../ordersMove.machine';
import type { PathModel } from './pathModel';

const machine = ordersMoveMachine.provide({ actors: { sendMove: fromPromise(() => new Promise<unknown>(() => {})) } });

const UNPAID = order('o-1', 'DUE_PAY');
const PAID = order('o-2', 'PAID');
const CANCELLED = order('o-3', 'CANCEL');
const NOW = '2026-11-22T02:00:00.000Z';

/** Asking for each move on orders the chart lets and refuses, and the move call's answers. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'move.ask', move: 'cancel', order: UNPAID, now: NOW } as EventObject,
    { type: 'move.ask', move: 'refund', order: PAID, now: NOW } as EventObject,
    // refused by the order chart: stays idle
    { type: 'move.ask', move: 'cancel', order: CANCELLED, now: NOW } as EventObject,
    { type: 'move.confirm' },
    { type: 'move.dismiss' },
  ];
  if (snapshot.matches('moving')) {
    events.push(
      { type: 'xstate.done.actor.sendMove', output: null } as EventObject,
      { type: 'xstate.error.actor.sendMove', error: 'refused' } as EventObject,
    );
  }
  return events;
}

export const ordersMoveModel: PathModel<typeof machine> = {
  name: 'ordersMove',
  machine,
  walks: [{ name: 'a move asked on my orders', events: eventsIn }],
};
