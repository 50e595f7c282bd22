import { describe, expect, it } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../domain/envelope';
import type { OrderView } from '../domain/ticketing/order';
import { order } from './orders.fixtures';
import { ordersMachine } from './orders.machine';
import { ordersMoveMachine } from './ordersMove.machine';
import { measureGraphCoverage } from './testing/graphCoverage';

const never = <T,>() => new Promise<T>(() => {});
const list = ordersMachine.provide({ actors: { loadPage: fromPromise(() => never<Page<OrderView>>()) } });
const moves = ordersMoveMachine.provide({ actors: { sendMove: fromPromise(() => never<unknown>()) } });

const UNPAID = order('o-1', 'DUE_PAY');
const PAID = order('o-2', 'PAID');
const CANCELLED = order('o-3', 'CANCEL');
const NOW = '2026-11-22T02:00:00.000Z';
const pageOf = (current: number): Page<OrderView> => ({ records: [UNPAID, PAID], total: 12, current, size: 10, pages: 2 });

/** Gestures in every state (the chart ignores what it does not expect) and the page call's answers. */
function listEventsIn(snapshot: SnapshotFrom<typeof list>): EventObject[] {
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

/** Asking for each move on orders the chart lets and refuses, and the move call's answers. */
function moveEventsIn(snapshot: SnapshotFrom<typeof moves>): EventObject[] {
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

describe('orders list machine: generated paths', () => {
  const coverage = measureGraphCoverage(list, listEventsIn);

  it.each(coverage.replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(coverage.unvisitedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});

describe('order move machine: generated paths', () => {
  const coverage = measureGraphCoverage(moves, moveEventsIn);

  it.each(coverage.replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(coverage.unvisitedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
