import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../src/domain/envelope';
import type { OrderView } from '../../src/domain/ticketing/order';
import { order } from '../../src/machines/orders.fixtures';
import { ordersMachine } from '../../src/machines/orders.machine';
import type { PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
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
  invariants: {
    // A page is asked for from the first one on, never an empty one.
    'orders.loading': ({ context }) => {
      expect(context.current).toBeGreaterThanOrEqual(1);
      expect(context.size).toBeGreaterThanOrEqual(1);
    },
    // The page shown is the page asked for.
    'orders.ready': ({ context }) => {
      expect(context.page).not.toBeNull();
      expect(context.page?.current).toBe(context.current);
    },
  },
  golden: [
    {
      name: 'filters applied on the second page: the first page is asked for with them',
      events: [
        { type: 'xstate.done.actor.loadPage', output: pageOf(1) } as EventObject,
        { type: 'page.change', current: 2, size: 10 } as EventObject,
        { type: 'xstate.done.actor.loadPage', output: pageOf(2) } as EventObject,
        { type: 'filters.apply', filters: { status: 'PAID' } } as EventObject,
      ],
      ends: { value: 'loading', context: { current: 1, size: 10, filters: { status: 'PAID' } } },
    },
    {
      name: 'filters cleared: every order again, from the first page',
      events: [
        { type: 'filters.apply', filters: { status: 'PAID' } } as EventObject,
        { type: 'xstate.done.actor.loadPage', output: pageOf(1) } as EventObject,
        { type: 'page.change', current: 2, size: 20 } as EventObject,
        { type: 'filters.clear' },
      ],
      ends: { value: 'loading', context: { current: 1, size: 20, filters: {} } },
    },
    {
      name: 'a page below the first asks for the first',
      events: [{ type: 'xstate.done.actor.loadPage', output: pageOf(1) } as EventObject, { type: 'page.change', current: 0, size: 20 } as EventObject],
      ends: { value: 'loading', context: { current: 1, size: 20 } },
    },
    {
      name: 'a failed load asked again shows the page',
      events: [
        { type: 'xstate.error.actor.loadPage', error: 'offline' } as EventObject,
        { type: 'list.retry' },
        { type: 'xstate.done.actor.loadPage', output: pageOf(1) } as EventObject,
      ],
      ends: { value: 'ready', context: { current: 1, page: { current: 1, total: 12 } } },
    },
  ],
};
