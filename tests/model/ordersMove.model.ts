import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { order } from '../../src/machines/orders.fixtures';
import { ordersMoveMachine } from '../../src/machines/ordersMove.machine';
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
    events.push({ type: 'xstate.done.actor.sendMove', output: null } as EventObject, { type: 'xstate.error.actor.sendMove', error: 'refused' } as EventObject);
  }
  return events;
}

export const ordersMoveModel: PathModel<typeof machine> = {
  name: 'ordersMove',
  machine,
  walks: [{ name: 'a move asked on my orders', events: eventsIn }],
  invariants: {
    // Nothing is asked, and no account is kept, between moves.
    'ordersMove.idle': ({ context }) => expect(context).toEqual({ pending: null, account: null }),
    // The question names one move on one order the order's status allows: a cancel of an unpaid one, a refund of a paid one.
    'ordersMove.confirming': ({ context }) => {
      expect(context.pending).not.toBeNull();
      const { move, order: asked } = context.pending!;
      expect({ move, status: asked.status }).toEqual(move === 'cancel' ? { move, status: 'DUE_PAY' } : { move, status: 'PAID' });
    },
    // The move sent is the one confirmed.
    'ordersMove.moving': ({ context }) => expect(context.pending?.order.uuid).toEqual(expect.any(String)),
  },
  golden: [
    {
      name: 'a cancel of a cancelled order is refused: nothing is asked',
      events: [{ type: 'move.ask', move: 'cancel', order: CANCELLED, now: NOW } as EventObject],
      ends: { value: 'idle', context: { pending: null } },
    },
    {
      name: 'a refund confirmed with its account: the move is sent with it',
      events: [
        { type: 'move.ask', move: 'refund', order: PAID, now: NOW } as EventObject,
        { type: 'move.confirm', account: { bankName: '银行', accountNumber: '6222000011112222', holderName: '张三' } } as EventObject,
      ],
      ends: {
        value: 'moving',
        context: { pending: { move: 'refund', order: { uuid: 'o-2' }, now: '2026-11-22T02:00:00.000Z' }, account: { accountNumber: '6222000011112222' } },
      },
    },
    {
      name: 'a cancel dismissed: nothing sent, nothing pending',
      events: [{ type: 'move.ask', move: 'cancel', order: UNPAID, now: NOW } as EventObject, { type: 'move.dismiss' }],
      ends: { value: 'idle', context: { pending: null, account: null } },
    },
    {
      name: 'a move the server refused: back to idle, the account forgotten',
      events: [
        { type: 'move.ask', move: 'refund', order: PAID, now: NOW } as EventObject,
        { type: 'move.confirm', account: { bankName: '银行', accountNumber: '6222000011112222', holderName: '张三' } } as EventObject,
        { type: 'xstate.error.actor.sendMove', error: 'refused' } as EventObject,
      ],
      ends: { value: 'idle', context: { pending: null, account: null } },
    },
  ],
};
