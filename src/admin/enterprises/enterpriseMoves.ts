import type { EnterpriseState } from '../../domain/roles';
import { enterpriseSnapshotOf, type EnterpriseEvent } from '../../machines/enterprise.machine';

export type EnterpriseMove = EnterpriseEvent['type'];

/** The moves the enterprise statechart allows from a state: the buttons the reviewer sees. */
export function allowedMoves(state: EnterpriseState): EnterpriseMove[] {
  const snapshot = enterpriseSnapshotOf(state);
  const probes: EnterpriseEvent[] = [
    { type: 'enterprise.approve' },
    // A reason is asked for in the dialog; any text shows whether rejecting is possible at all.
    { type: 'enterprise.reject', reason: 'reason' },
    { type: 'enterprise.disable' },
    { type: 'enterprise.enable' },
  ];
  return probes.filter((event) => snapshot.can(event)).map((event) => event.type);
}
