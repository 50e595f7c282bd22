import { initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { RAIL_COMMISSION_STATUSES, type RailCommissionStatus } from '../domain/shipping/railCommissions';

export type RailCommissionEvent =
  /** the shipping clerk takes the rail leg on */
  | { type: 'commission.accept' }
  /** the shipping clerk refuses it, with a reason (the server requires it) */
  | { type: 'commission.reject' }
  /** the enterprise withdraws a commission the clerk has not decided yet */
  | { type: 'commission.cancel' };

export type RailCommissionEventType = RailCommissionEvent['type'];

/**
 * The rail commission lifecycle, shared by the server, which asks `nextCommissionStatus` under
 * the row lock before every move, and the screens, which offer only what the chart allows
 * (`commissionCan`). States are named as the stored statuses. Once decided or withdrawn a
 * commission stays so: a new one is placed instead.
 *
 * Pure: no context, no effects. The reason, who decided and when are the server's.
 */
export const railCommissionMachine = setup({
  types: {
    events: {} as RailCommissionEvent,
  },
}).createMachine({
  id: 'railCommission',
  initial: 'SUBMITTED',
  states: {
    SUBMITTED: {
      on: {
        'commission.accept': { target: 'ACCEPTED' },
        'commission.reject': { target: 'REJECTED' },
        'commission.cancel': { target: 'CANCELLED' },
      },
    },
    ACCEPTED: { type: 'final' },
    REJECTED: { type: 'final' },
    CANCELLED: { type: 'final' },
  },
});

type RailCommissionSnapshot = SnapshotFrom<typeof railCommissionMachine>;

/** The status of a new commission, as stored. */
export const INITIAL_COMMISSION_STATUS = initialTransition(railCommissionMachine)[0].value as RailCommissionStatus;

function snapshotOf(status: RailCommissionStatus): RailCommissionSnapshot {
  if (!(RAIL_COMMISSION_STATUSES as readonly string[]).includes(status)) throw new Error(`Not a rail commission status: ${String(status)}`);
  return railCommissionMachine.resolveState({ value: status });
}

/** The status after `event`, or null when the chart refuses the move in that status (then nothing may change). */
export function nextCommissionStatus(status: RailCommissionStatus, event: RailCommissionEvent): RailCommissionStatus | null {
  const snapshot = snapshotOf(status);
  if (snapshot.status !== 'active' || !snapshot.can(event)) return null;
  const [next] = transition(railCommissionMachine, snapshot, event);
  return next.value as RailCommissionStatus;
}

/** Whether the chart allows `type` in `status`: the screens offer only these actions. */
export const commissionCan = (status: RailCommissionStatus, type: RailCommissionEventType): boolean => nextCommissionStatus(status, { type }) !== null;
