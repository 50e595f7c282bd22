import type { StateValue } from 'xstate';
import type { OrderView } from '../../domain/ticketing/order';
import { orderSnapshotOf } from '../../machines/order.machine';

export type StaffOrderMove = 'confirmOffline' | 'rejectOffline' | 'approveRefund' | 'rejectRefund' | 'transferForClosed';

/**
 * The clerk's decisions the order statechart allows in the order's state. A bank transfer is
 * decided only while one is claimed (the chart takes a rejection only then); the provider's
 * own confirmation of an unpaid order is not the clerk's to make. A transfer that arrives for an
 * order closed meanwhile (cancelled, expired, voided with its sailing) can still be recorded: the
 * server keeps the order as it is and puts the money on the "payments to return" queue (the same
 * confirmOfflinePayment call, which does so for CANCEL and ABOLISH orders with something to pay).
 */
export function staffMovesOf(order: Pick<OrderView, 'stateValue' | 'totalAmount'>): StaffOrderMove[] {
  let snapshot;
  try {
    snapshot = orderSnapshotOf(order.stateValue as StateValue);
  } catch {
    return [];
  }
  const claimed = snapshot.can({ type: 'order.rejectOffline' });
  return [
    ...(claimed && snapshot.can({ type: 'order.paid' }) ? (['confirmOffline', 'rejectOffline'] as const) : []),
    ...(snapshot.can({ type: 'order.approveRefund' }) ? (['approveRefund'] as const) : []),
    ...(snapshot.can({ type: 'order.rejectRefund' }) ? (['rejectRefund'] as const) : []),
    ...((snapshot.matches('CANCEL') || snapshot.matches('ABOLISH')) && order.totalAmount > 0 ? (['transferForClosed'] as const) : []),
  ];
}
