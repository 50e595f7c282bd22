import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  ENTERPRISE_STATES,
  enterpriseMachine,
  enterpriseSnapshotOf,
  initialEnterpriseState,
  nextEnterpriseState,
  type EnterpriseEvent,
} from './enterprise.machine';
import { measureGraphCoverage } from '../../tests/model/testing/graphCoverage';

const APPROVE: EnterpriseEvent = { type: 'enterprise.approve' };
const REJECT: EnterpriseEvent = { type: 'enterprise.reject', reason: '营业执照不清晰' };
const REJECT_WITHOUT_REASON: EnterpriseEvent = { type: 'enterprise.reject', reason: '   ' };
const DISABLE: EnterpriseEvent = { type: 'enterprise.disable' };
const ENABLE: EnterpriseEvent = { type: 'enterprise.enable' };
const EVENTS = [APPROVE, REJECT, REJECT_WITHOUT_REASON, DISABLE, ENABLE];

describe('enterprise machine: each move', () => {
  it('starts waiting for review, with no reason', () => {
    const snapshot = createActor(enterpriseMachine).start().getSnapshot();
    expect(snapshot.value).toBe('PENDING_REVIEW');
    expect(snapshot.context.reason).toBeNull();
    expect(initialEnterpriseState()).toBe('PENDING_REVIEW');
  });

  it('has exactly the spec’s enterprise states', () => {
    expect(Object.keys(enterpriseMachine.root.states).sort()).toEqual([...ENTERPRISE_STATES].sort());
  });

  // Every (state, event) pair: where it leads, or null when the chart refuses it.
  const table: [string, EnterpriseEvent, string | null][] = [
    ['PENDING_REVIEW', APPROVE, 'APPROVED'],
    ['PENDING_REVIEW', REJECT, 'REJECTED'],
    ['PENDING_REVIEW', REJECT_WITHOUT_REASON, null],
    ['PENDING_REVIEW', DISABLE, null],
    ['PENDING_REVIEW', ENABLE, null],
    ['APPROVED', APPROVE, null],
    ['APPROVED', REJECT, null],
    ['APPROVED', DISABLE, 'DISABLED'],
    ['APPROVED', ENABLE, null],
    ['REJECTED', APPROVE, null],
    ['REJECTED', REJECT, null],
    ['REJECTED', DISABLE, null],
    ['REJECTED', ENABLE, null],
    ['DISABLED', APPROVE, null],
    ['DISABLED', REJECT, null],
    ['DISABLED', DISABLE, null],
    ['DISABLED', ENABLE, 'APPROVED'],
  ];

  it.each(
    table.map(
      ([from, event, to]) => [from, event.type + (event.type === 'enterprise.reject' && !event.reason.trim() ? ' (no reason)' : ''), to, event] as const,
    ),
  )('%s --%s--> %s', (from, _label, to, event) => {
    const snapshot = enterpriseSnapshotOf(from as never);
    expect(snapshot.can(event)).toBe(to !== null);
    expect(nextEnterpriseState(from as never, null, event)?.state ?? null).toBe(to);
  });

  it('keeps the trimmed reason of a rejection', () => {
    expect(nextEnterpriseState('PENDING_REVIEW', null, { type: 'enterprise.reject', reason: '  资料不全 ' })).toEqual({
      state: 'REJECTED',
      reason: '资料不全',
    });
  });

  it('ends the application when it is rejected', () => {
    const actor = createActor(enterpriseMachine).start();
    actor.send(REJECT);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('rebuilds a stored state with its reason', () => {
    const snapshot = enterpriseSnapshotOf('REJECTED', '资料不全');
    expect(snapshot.value).toBe('REJECTED');
    expect(snapshot.context.reason).toBe('资料不全');
  });
});

describe('enterprise machine: generated paths', () => {
  const coverage = measureGraphCoverage(enterpriseMachine, () => EVENTS as EventObject[]);

  it('reach every state and take every transition', () => {
    expect(coverage.unvisitedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });

  it('reach every state by a shortest path', () => {
    const paths = getShortestPaths(enterpriseMachine, { events: EVENTS });
    const reached = new Set(paths.map((p) => p.state.value));
    expect([...reached].sort()).toEqual([...ENTERPRISE_STATES].sort());
    const toDisabled = paths.find((p) => p.state.value === 'DISABLED');
    expect(toDisabled?.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'enterprise.approve', 'enterprise.disable']);
  });

  it('go round approved ↔ disabled without ever reaching a rejection from there', () => {
    const paths = getSimplePaths(enterpriseMachine, { events: EVENTS });
    for (const path of paths) {
      const types = path.steps.map((s) => s.event.type);
      const approvedAt = types.indexOf('enterprise.approve');
      // Once approved, an enterprise is never rejected: the only moves are disable and enable.
      if (approvedAt >= 0) expect(types.slice(approvedAt + 1).every((t) => t === 'enterprise.disable' || t === 'enterprise.enable')).toBe(true);
    }
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(ENTERPRISE_STATES));
  });
});
