import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { railCommissionMachine, type RailCommissionEvent } from './railCommission.machine';
import { measureGraphCoverage } from './testing/graphCoverage';

/** Every event in every state: the chart refuses what it does not expect. */
function eventsIn(): EventObject[] {
  const events: RailCommissionEvent[] = [{ type: 'commission.accept' }, { type: 'commission.reject' }, { type: 'commission.cancel' }];
  return events;
}

describe('rail commission machine: generated paths', () => {
  const coverage = measureGraphCoverage(railCommissionMachine, eventsIn);

  it.each(coverage.replays.map((r) => [r.description, r] as const))('replays %s', (_, replay) => {
    expect(replay.actual).toEqual(replay.expected);
  });

  it('reach every state and take every transition', () => {
    expect(coverage.unvisitedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });

  it('end in every final status', () => {
    const ends = new Set(coverage.paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['ACCEPTED', 'REJECTED', 'CANCELLED']) expect(ends).toContain(JSON.stringify(value));
  });
});
