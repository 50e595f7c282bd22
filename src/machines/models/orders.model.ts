import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/envelope';
import type { OrderView } from '../../domain/ticketing/order';
import { order } from '../orders.fixtures';
import { ordersMachine } from '../orders.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
const machine = ordersMachine.provide({ actors: { loadPage: fromPromise(() => never<Page<OrderView>>()) } });

const pageOf = (current: number): Page<OrderView> => ({ records: [order('o-1', 'DUE_PAY'), order('o-2', 'PAID')], total: 12, current, size: 10, pages: 2 });

/** Gestures in every state (the chart ignores what it does not expect) and the page call's answers. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'list.retry' },
    { type: 'list.reload' },
    { type: 'page.change', current: 2, size: 10 } as EventObject,
    { type: 'filters.apply', filters: { status: 'PAID' } } as EventObject,
    { type: 'filters.clear' },
  ];
  if (snapshot.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.loadPage', output: pageOf(snapshot.context.current) } as EventObject,
      { type: 'xstate.error.actor.loadPage', error: 'offline' } as EventObject,
    );
  }
  return events;
}

export const ordersModel: PathModel<typeof machine> = {
  name: 'orders',
  machine,
  walks: [{ name: 'my orders', events: eventsIn }],
};
