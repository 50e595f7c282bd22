import type { EventObject } from 'xstate';
import { orderMachine, type OrderEvent } from '../order.machine';
import type { PathModel } from './pathModel';

const departure = '2026-12-10T03:00:00.000Z';
const deadline = '2026-12-01T00:30:00.000Z';

/**
 * Every event in every state (the chart refuses what it does not expect), the time-guarded
 * ones on both sides of their boundary: a refund 8 days and 1 hour before departure, an
 * expiry before and after the payment deadline.
 */
const EVENTS: OrderEvent[] = [
  { type: 'order.saveDraft' },
  { type: 'order.submit' },
  { type: 'order.paid' },
  { type: 'order.cancel' },
  { type: 'order.expire', paymentDeadline: deadline, now: '2026-12-01T00:29:59.999Z' },
  { type: 'order.expire', paymentDeadline: deadline, now: '2026-12-01T00:30:00.000Z' },
  { type: 'order.claimOffline' },
  { type: 'order.rejectOffline' },
  { type: 'order.applyRefund', departureTime: departure, now: '2026-12-02T03:00:00.000Z' },
  { type: 'order.applyRefund', departureTime: departure, now: '2026-12-10T02:00:00.000Z' },
  { type: 'order.approveRefund' },
  { type: 'order.rejectRefund' },
  { type: 'order.abolish' },
];

export const orderModel: PathModel<typeof orderMachine> = {
  name: 'order',
  machine: orderMachine,
  walks: [{ name: 'a new order', events: (): EventObject[] => EVENTS }],
};
