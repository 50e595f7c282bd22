import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { orderChangeMachine, type OrderChangeEvent } from '../../src/machines/orderChange.machine';
import type { PathModel } from './pathModel';

const departure = '2026-12-10T03:00:00.000Z';
/** 8 days before the departure, and 23 hours before it (past the cut-off). */
const IN_TIME = '2026-12-02T03:00:00.000Z';
const TOO_LATE = '2026-12-09T04:00:00.000Z';

const confirm = (orderState: OrderChangeEvent['orderState'], now: string, balanceMinor: number): OrderChangeEvent => ({
  type: 'change.confirm',
  orderState,
  departureTime: departure,
  now,
  balanceMinor,
});

/**
 * A change confirmed in every case the guards tell apart: a paid order in time with money back,
 * nothing to settle, or something to pay; the same too late; an order that is not paid.
 */
const EVENTS: OrderChangeEvent[] = [
  confirm('PAID', IN_TIME, -3000),
  confirm('PAID', IN_TIME, 0),
  confirm('PAID', IN_TIME, 20000),
  confirm('PAID', TOO_LATE, -3000),
  confirm('PAID', TOO_LATE, 0),
  confirm('BEING_REFUNDED', IN_TIME, -3000),
  confirm({ DUE_PAY: 'awaitingPayment' }, IN_TIME, 0),
];

export const orderChangeModel: PathModel<typeof orderChangeMachine> = {
  name: 'orderChange',
  machine: orderChangeMachine,
  walks: [{ name: 'a change proposed', events: (): EventObject[] => EVENTS }],
  invariants: {
    // Both outcomes are ends: the server stores one per change and never asks again.
    'orderChange.changed': (snapshot) => expect(snapshot.status).toBe('done'),
    'orderChange.refundDue': (snapshot) => expect(snapshot.status).toBe('done'),
    // Something to pay, too late, or an order not paid: the change is refused and nothing moved.
    'orderChange.proposed': (snapshot) => {
      for (const refused of [EVENTS[2]!, EVENTS[3]!, EVENTS[4]!, EVENTS[5]!, EVENTS[6]!]) expect(snapshot.can(refused)).toBe(false);
    },
  },
  golden: [
    {
      name: 'a dearer sailing is refused; a cheaper one in time gives money back',
      events: [confirm('PAID', IN_TIME, 20000), confirm('PAID', IN_TIME, -3000)],
      ends: { value: 'refundDue' },
    },
    {
      name: 'a change 23 hours before departure is refused',
      events: [confirm('PAID', TOO_LATE, 0)],
      ends: { value: 'proposed' },
    },
    {
      name: 'an order whose refund is being decided is not changed',
      events: [confirm('BEING_REFUNDED', IN_TIME, -3000), confirm('PAID', IN_TIME, 0)],
      ends: { value: 'changed' },
    },
  ],
};
