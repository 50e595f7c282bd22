import { assertEvent, assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import type { EnterpriseState } from '../domain/roles';

export interface EnterpriseContext {
  /** why the application was rejected; null otherwise */
  reason: string | null;
}

export type EnterpriseEvent =
  { type: 'enterprise.approve' } | { type: 'enterprise.reject'; reason: string } | { type: 'enterprise.disable' } | { type: 'enterprise.enable' };

/**
 * The lifecycle of an enterprise account (DOMAIN "Accounts"): a new enterprise waits
 * for review; a reviewer approves or rejects it (with a reason); an approved one can be
 * disabled and enabled again. Only APPROVED reaches the container tools. The server
 * rebuilds the snapshot from the stored state and asks `can(event)` before every move;
 * the reviewer's screen enables its buttons the same way.
 */
export const enterpriseMachine = setup({
  types: {
    context: {} as EnterpriseContext,
    events: {} as EnterpriseEvent,
  },
  guards: {
    hasReason: ({ event }) => {
      assertEvent(event, 'enterprise.reject');
      return event.reason.trim().length > 0;
    },
  },
  actions: {
    assignReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'enterprise.reject');
        return event.reason.trim();
      },
    }),
  },
}).createMachine({
  id: 'enterprise',
  context: { reason: null },
  initial: 'PENDING_REVIEW',
  states: {
    PENDING_REVIEW: {
      on: {
        'enterprise.approve': { target: 'APPROVED' },
        'enterprise.reject': { guard: 'hasReason', target: 'REJECTED', actions: 'assignReason' },
      },
    },
    APPROVED: {
      on: { 'enterprise.disable': { target: 'DISABLED' } },
    },
    // The end of this application: the company registers again if it wants another review.
    REJECTED: { type: 'final' },
    DISABLED: {
      on: { 'enterprise.enable': { target: 'APPROVED' } },
    },
  },
});

/** The states of the chart are the spec's enterprise states, one for one. */
export const ENTERPRISE_STATES = ['PENDING_REVIEW', 'APPROVED', 'REJECTED', 'DISABLED'] as const satisfies readonly EnterpriseState[];

/** Where a new enterprise starts. */
export function initialEnterpriseState(): EnterpriseState {
  return initialTransition(enterpriseMachine)[0].value as EnterpriseState;
}

/** The chart's snapshot for a stored state (the server keeps the state value and the reason). */
export function enterpriseSnapshotOf(state: EnterpriseState, reason: string | null = null): SnapshotFrom<typeof enterpriseMachine> {
  return enterpriseMachine.resolveState({ value: state, context: { reason } });
}

/** Where `event` takes an enterprise in `state`, or null when the chart refuses the move. */
export function nextEnterpriseState(
  state: EnterpriseState,
  reason: string | null,
  event: EnterpriseEvent,
): { state: EnterpriseState; reason: string | null } | null {
  const snapshot = enterpriseSnapshotOf(state, reason);
  if (!snapshot.can(event)) return null;
  const [next] = transition(enterpriseMachine, snapshot, event);
  return { state: next.value as EnterpriseState, reason: next.context.reason };
}
