import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { orderMachine, type OrderEvent } from '../../src/machines/order.machine';
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
  { type: 'order.deleteDraft' },
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

/** Whether the chart takes the event in this state (a move that stays put counts; `can` would not count it). */
const accepts = (snapshot: SnapshotFrom<typeof orderMachine>, event: OrderEvent) => orderMachine.getTransitionData(snapshot, event).length > 0;

export const orderModel: PathModel<typeof orderMachine> = {
  name: 'order',
  machine: orderMachine,
  walks: [{ name: 'a new order', events: (): EventObject[] => EVENTS }],
  invariants: {
    // Only a draft can still be edited.
    'order.DRAFT': (snapshot) => {
      expect(accepts(snapshot, { type: 'order.saveDraft' })).toBe(true);
      expect(accepts(snapshot, { type: 'order.deleteDraft' })).toBe(true);
    },
    // Once submitted it has a number and may hold berths: it is cancelled or refunded, never deleted.
    'order.DUE_PAY': (snapshot) => {
      expect(accepts(snapshot, { type: 'order.saveDraft' })).toBe(false);
      expect(accepts(snapshot, { type: 'order.deleteDraft' })).toBe(false);
    },
    // A claimed transfer may be on its way: neither the user nor the sweep cancels; staff still confirm.
    'order.DUE_PAY.offlineClaimed': (snapshot) => {
      expect(accepts(snapshot, { type: 'order.cancel' })).toBe(false);
      expect(accepts(snapshot, { type: 'order.expire', paymentDeadline: deadline, now: '2026-12-02T00:00:00.000Z' })).toBe(false);
      expect(accepts(snapshot, { type: 'order.paid' })).toBe(true);
    },
    // A paid order is not cancelled: it is refunded or voided.
    'order.PAID': (snapshot) => expect(accepts(snapshot, { type: 'order.cancel' })).toBe(false),
    // The ends of the lifecycle take nothing more.
    'order.REFUND': (snapshot) => expect(snapshot.status).toBe('done'),
    'order.CANCEL': (snapshot) => expect(snapshot.status).toBe('done'),
    'order.ABOLISH': (snapshot) => expect(snapshot.status).toBe('done'),
  },
  golden: [
    {
      name: 'a claimed transfer staff rejected: the sweep then cancels the unpaid order',
      events: [
        { type: 'order.submit' },
        { type: 'order.claimOffline' },
        { type: 'order.expire', paymentDeadline: deadline, now: '2026-12-01T01:00:00.000Z' },
        { type: 'order.rejectOffline' },
        { type: 'order.expire', paymentDeadline: deadline, now: '2026-12-01T01:00:00.000Z' },
      ] as OrderEvent[],
      ends: { value: 'CANCEL' },
    },
    {
      name: 'an expiry sweep before the deadline is refused',
      events: [{ type: 'order.submit' }, { type: 'order.expire', paymentDeadline: deadline, now: '2026-12-01T00:29:59.999Z' }] as OrderEvent[],
      ends: { value: { DUE_PAY: 'awaitingPayment' } },
    },
    {
      name: 'a refund asked for too late is refused; one in time, rejected by staff, leaves the order paid',
      events: [
        { type: 'order.submit' },
        { type: 'order.paid' },
        { type: 'order.applyRefund', departureTime: departure, now: '2026-12-10T02:00:00.000Z' },
        { type: 'order.applyRefund', departureTime: departure, now: '2026-12-02T03:00:00.000Z' },
        { type: 'order.rejectRefund' },
      ] as OrderEvent[],
      ends: { value: 'PAID' },
    },
    {
      name: 'the sailing cancelled while a refund waits: the order is voided',
      events: [
        { type: 'order.submit' },
        { type: 'order.paid' },
        { type: 'order.applyRefund', departureTime: departure, now: '2026-12-02T03:00:00.000Z' },
        { type: 'order.abolish' },
      ] as OrderEvent[],
      ends: { value: 'ABOLISH' },
    },
  ],
};
