import type { StateValue } from 'xstate';
import type { OrderView } from '../../domain/ticketing/order';
import { orderSnapshotOf } from '../../machines/order.machine';

export type StaffOrderMove = 'confirmOffline' | 'rejectOffline' | 'approveRefund' | 'rejectRefund';

/**
 * The clerk's decisions the order statechart allows in the order's state. A bank transfer is
 * decided only while one is claimed (the chart takes a rejection only then); the provider's
 * own confirmation of an unpaid order is not the clerk's to make.
 */
export function staffMovesOf(order: Pick<OrderView, 'stateValue'>): StaffOrderMove[] {
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
  ];
}
